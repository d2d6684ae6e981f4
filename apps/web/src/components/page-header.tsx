import type { ReactNode } from 'react';

type PageHeaderProps = { title: string; description?: ReactNode; children?: ReactNode };

/** A dashboard page's title, a line about it and, on the right, its actions. */
export function PageHeader({ title, description, children }: PageHeaderProps) {
  return (
    <div className="flex flex-wrap items-end justify-between gap-3">
      <div>
        <h1 className="text-2xl font-bold tracking-tight">{title}</h1>
        {description && <p className="text-sm text-muted-foreground">{description}</p>}
      </div>
      {children}
    </div>
  );
}
