import type { ComponentProps } from 'react';
import { cn } from '@/utils/cn';
import { useFieldControl } from './form-field';
import { controlClasses } from './input';

export function Textarea({ className, id, ...props }: ComponentProps<'textarea'>) {
  const field = useFieldControl();
  return (
    <textarea
      id={id ?? field?.id}
      aria-invalid={field?.isInvalid || undefined}
      aria-describedby={field?.describedBy}
      className={cn(controlClasses, 'min-h-24 py-2', className)}
      {...props}
    />
  );
}
