import { Minus, Plus } from 'lucide-react';
import { useId } from 'react';
import { cn } from '@/utils/cn';

type StepperProps = {
  /** Visible label, e.g. "Adults". */
  label: string;
  /** Extra words for screen readers telling repeated steppers apart, e.g. "in room 2". */
  context?: string;
  hint?: string;
  value: number;
  min: number;
  max: number;
  onChange: (value: number) => void;
  className?: string;
};

const stepButton =
  'flex size-9 items-center justify-center rounded-full border border-input bg-white text-foreground transition-colors hover:bg-muted focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none disabled:cursor-not-allowed disabled:opacity-40';

/** A − value + counter within min..max; the buttons name what they change. */
export function Stepper({ label, context, hint, value, min, max, onChange, className }: StepperProps) {
  const id = useId();
  const name = context ? `${label} ${context}` : label;
  return (
    <div className={cn('flex items-center justify-between gap-3', className)}>
      <div id={id} className="text-sm">
        <span className="font-medium">{label}</span>
        {hint && <span className="text-muted-foreground"> ({hint})</span>}
        {context && <span className="sr-only"> {context}</span>}
      </div>
      <div className="flex items-center gap-2">
        <button
          type="button"
          className={stepButton}
          aria-label={`Fewer ${name.toLowerCase()}`}
          disabled={value <= min}
          onClick={() => onChange(Math.max(min, value - 1))}
        >
          <Minus aria-hidden="true" className="size-4" />
        </button>
        <output
          aria-labelledby={id}
          aria-live="polite"
          className="w-6 text-center font-semibold tabular-nums"
        >
          {value}
        </output>
        <button
          type="button"
          className={stepButton}
          aria-label={`More ${name.toLowerCase()}`}
          disabled={value >= max}
          onClick={() => onChange(Math.min(max, value + 1))}
        >
          <Plus aria-hidden="true" className="size-4" />
        </button>
      </div>
    </div>
  );
}
