import { Link } from 'react-router';
import { cn } from '@/utils/cn';

function LogoMark({ className }: { className?: string }) {
  return (
    <svg viewBox="0 0 64 64" aria-hidden="true" className={cn('size-8', className)}>
      <rect width="64" height="64" rx="14" fill="#c2410c" />
      <path
        d="M14 20l8 26 10-18 10 18 8-26"
        fill="none"
        stroke="#fff"
        strokeWidth="6"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
    </svg>
  );
}

/** The Wayfarer logo, linking home; `compact` keeps only the mark on narrow phones. */
export function Logo({ className, compact = false }: { className?: string; compact?: boolean }) {
  return (
    <Link
      to="/"
      aria-label="Wayfarer home"
      className={cn(
        'inline-flex items-center gap-2 rounded-md text-xl font-bold tracking-tight text-foreground outline-none focus-visible:ring-2 focus-visible:ring-ring',
        className,
      )}
    >
      <LogoMark />
      <span className={compact ? 'hidden min-[440px]:inline' : undefined}>Wayfarer</span>
    </Link>
  );
}
