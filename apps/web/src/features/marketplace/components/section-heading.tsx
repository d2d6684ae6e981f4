import type { ReactNode } from 'react';
import { Link } from 'react-router';

type SectionHeadingProps = {
  id: string;
  title: string;
  moreTo?: string;
  moreLabel?: string;
  children?: ReactNode;
};

/** A home section's heading with an optional "see all" link. */
export function SectionHeading({ id, title, moreTo, moreLabel, children }: SectionHeadingProps) {
  return (
    <div className="mb-6 flex flex-wrap items-end justify-between gap-3">
      <div className="space-y-1">
        <h2 id={id} className="text-2xl font-bold tracking-tight sm:text-3xl">
          {title}
        </h2>
        {children && <p className="text-zinc-700">{children}</p>}
      </div>
      {moreTo && (
        <Link to={moreTo} className="text-sm font-semibold text-brand-700 underline-offset-4 hover:underline">
          {moreLabel}
        </Link>
      )}
    </div>
  );
}
