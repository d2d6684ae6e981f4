import type { ComponentProps } from 'react';
import { cn } from '@/utils/cn';
import { useFieldControl } from './form-field';
import { controlClasses } from './input';

/** A native <select>, labelled by its FormField like Input. */
export function NativeSelect({ className, id, ...props }: ComponentProps<'select'>) {
  const field = useFieldControl();
  return (
    <select
      id={id ?? field?.id}
      aria-invalid={field?.isInvalid || undefined}
      aria-describedby={field?.describedBy}
      className={cn(controlClasses, 'h-10 py-2', className)}
      {...props}
    />
  );
}
