import { cn } from '@/utils/cn';

type ProgressProps = { value: number; label: string; className?: string };

/** A determinate progress bar, announced with its label and percentage. */
export function Progress({ value, label, className }: ProgressProps) {
  const percent = Math.max(0, Math.min(100, Math.round(value)));
  return (
    <div
      role="progressbar"
      aria-label={label}
      aria-valuemin={0}
      aria-valuemax={100}
      aria-valuenow={percent}
      aria-valuetext={`${percent}%`}
      className={cn('h-2 w-full overflow-hidden rounded-full bg-zinc-200', className)}
    >
      <div className="h-full bg-brand-700 transition-[width] duration-200" style={{ width: `${percent}%` }} />
    </div>
  );
}
