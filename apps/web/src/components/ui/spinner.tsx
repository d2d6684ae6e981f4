import { LoaderCircle } from 'lucide-react';
import { cn } from '@/utils/cn';

type SpinnerProps = { className?: string; label?: string };

/** A spinning indicator. With a label it is announced; without one it is decorative. */
export function Spinner({ className, label }: SpinnerProps) {
  if (!label) return <LoaderCircle aria-hidden="true" className={cn('size-4 animate-spin', className)} />;
  return (
    <span role="status" className="inline-flex items-center">
      <LoaderCircle aria-hidden="true" className={cn('size-4 animate-spin', className)} />
      <span className="sr-only">{label}</span>
    </span>
  );
}

/** Full-area spinner shown while a lazy route or the stored session loads. */
export function PageSpinner() {
  return (
    <div className="flex min-h-[50vh] w-full items-center justify-center text-brand-700">
      <Spinner className="size-8" label="Loading..." />
    </div>
  );
}
