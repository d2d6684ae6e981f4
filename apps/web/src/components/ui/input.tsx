import type { ComponentProps } from 'react';
import { cn } from '@/utils/cn';
import { useFieldControl } from './form-field';

export const controlClasses =
  'w-full rounded-md border border-input bg-white px-3 text-base text-foreground shadow-xs transition-colors outline-none focus-visible:border-brand-700 focus-visible:ring-2 focus-visible:ring-brand-700/30 disabled:cursor-not-allowed disabled:opacity-60 aria-invalid:border-destructive md:text-sm';

export function Input({ className, id, ...props }: ComponentProps<'input'>) {
  const field = useFieldControl();
  return (
    <input
      id={id ?? field?.id}
      aria-invalid={field?.isInvalid || undefined}
      aria-describedby={field?.describedBy}
      className={cn(controlClasses, 'h-10 py-2', className)}
      {...props}
    />
  );
}
