import { ChevronLeft, ChevronRight } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { cn } from '@/utils/cn';
import { buttonVariants } from './button';

type PaginationProps = {
  page: number;
  totalPages: number;
  /** The link of a page, e.g. (n) => `?page=${n}`. */
  hrefOf: (page: number) => string;
  /** How many page numbers to show around the current one (spec 001 §9: a window of 5). */
  windowSize?: number;
  className?: string;
};

/** The page numbers to show: a window of `size` pages around `page`, inside 1..totalPages. */
export function pageWindow(page: number, totalPages: number, size = 5): number[] {
  const count = Math.min(size, totalPages);
  const start = Math.max(1, Math.min(page - Math.floor(size / 2), totalPages - count + 1));
  return Array.from({ length: count }, (_, i) => start + i);
}

const stepClasses = cn(buttonVariants({ variant: 'ghost' }), 'gap-1 px-3');

/** Previous or Next: a link, or a disabled marker on the first or last page. */
function StepLink({ to, children }: { to?: string; children: ReactNode }) {
  if (!to) {
    return (
      <span aria-disabled="true" className={cn(stepClasses, 'opacity-50')}>
        {children}
      </span>
    );
  }
  return (
    <Link to={to} className={stepClasses}>
      {children}
    </Link>
  );
}

/** Previous / Next with page numbers, as links so every page has its own URL. */
export function Pagination({ page, totalPages, hrefOf, windowSize = 5, className }: PaginationProps) {
  if (totalPages <= 1) return null;
  const hasPrevious = page > 1;
  const hasNext = page < totalPages;
  return (
    <nav aria-label="Pagination" className={cn('flex justify-center', className)}>
      <ul className="flex flex-wrap items-center gap-1">
        <li>
          <StepLink to={hasPrevious ? hrefOf(page - 1) : undefined}>
            <ChevronLeft aria-hidden="true" className="size-4" />
            Previous
          </StepLink>
        </li>
        {pageWindow(page, totalPages, windowSize).map((n) => (
          <li key={n}>
            <Link
              to={hrefOf(n)}
              aria-current={n === page ? 'page' : undefined}
              aria-label={`Page ${n}`}
              className={cn(
                buttonVariants({ variant: n === page ? 'outline' : 'ghost', size: 'icon' }),
                n === page && 'border-brand-700 font-semibold text-brand-800',
              )}
            >
              {n}
            </Link>
          </li>
        ))}
        <li>
          <StepLink to={hasNext ? hrefOf(page + 1) : undefined}>
            Next
            <ChevronRight aria-hidden="true" className="size-4" />
          </StepLink>
        </li>
      </ul>
    </nav>
  );
}
