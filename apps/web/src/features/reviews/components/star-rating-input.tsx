import { RATING_MAX } from '@wayfarer/shared/rules/review';
import { Star } from 'lucide-react';
import { useId } from 'react';
import { cn } from '@/utils/cn';
import { starLabel } from '../utils/review-form';

const stars = Array.from({ length: RATING_MAX }, (_, i) => i + 1);

type StarRatingInputProps = { value: number | null; onChange: (value: number) => void; error?: string };

/**
 * The rating as a group of five native radio buttons drawn as stars: arrow keys move between
 * them, each is read as "3 stars", and the group names itself "Your rating".
 */
export function StarRatingInput({ value, onChange, error }: StarRatingInputProps) {
  const name = useId();
  const errorId = `${name}-error`;
  return (
    <fieldset className="grid gap-2" aria-describedby={error ? errorId : undefined}>
      <legend className="mb-1 text-sm font-medium">
        Your rating <span className="text-destructive">*</span>
        <span className="sr-only"> (required)</span>
      </legend>
      <div className="flex flex-wrap items-center gap-1">
        {stars.map((n) => (
          <label
            key={n}
            className="cursor-pointer rounded-md p-1 outline-none has-[:focus-visible]:ring-2 has-[:focus-visible]:ring-brand-700"
          >
            <input
              type="radio"
              name={name}
              value={n}
              checked={value === n}
              onChange={() => onChange(n)}
              aria-invalid={error ? true : undefined}
              className="sr-only"
            />
            <Star
              aria-hidden="true"
              className={cn(
                'size-9 transition-colors',
                value !== null && n <= value ? 'fill-amber-400 text-amber-600' : 'text-zinc-500',
              )}
            />
            <span className="sr-only">{starLabel(n)}</span>
          </label>
        ))}
        <span className="ml-2 text-sm text-muted-foreground" aria-hidden="true">
          {value ? `${starLabel(value)} of ${RATING_MAX}` : `Choose 1 to ${RATING_MAX} stars`}
        </span>
      </div>
      {error && (
        <p id={errorId} className="text-sm font-medium text-destructive">
          {error}
        </p>
      )}
    </fieldset>
  );
}
