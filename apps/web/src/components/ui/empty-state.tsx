import type { LucideIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import { cn } from '@/utils/cn';

type EmptyStateProps = {
  icon?: LucideIcon;
  title: string;
  children?: ReactNode;
  /** The heading level that fits the page outline. */
  headingLevel?: 'h2' | 'h3';
  className?: string;
};

/** A calm, honest "nothing here yet" block. */
export function EmptyState({ icon: Icon, title, children, headingLevel = 'h3', className }: EmptyStateProps) {
  const Heading = headingLevel;
  return (
    <div
      className={cn(
        'flex flex-col items-center justify-center gap-2 rounded-xl border border-dashed bg-white px-6 py-10 text-center',
        className,
      )}
    >
      {Icon && (
        <span className="mb-1 flex size-12 items-center justify-center rounded-full bg-brand-50 text-brand-700">
          <Icon aria-hidden="true" className="size-6" />
        </span>
      )}
      <Heading className="text-base font-semibold">{title}</Heading>
      {children && <div className="max-w-md text-sm text-muted-foreground">{children}</div>}
    </div>
  );
}
