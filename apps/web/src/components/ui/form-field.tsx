import { createContext, type ReactNode, useContext, useId } from 'react';
import { cn } from '@/utils/cn';
import { Label } from './label';

type FieldControl = { id: string; describedBy?: string; isInvalid: boolean };

const FieldContext = createContext<FieldControl | null>(null);

/** Lets Input and Textarea pick up the id, error state and description of their FormField. */
export function useFieldControl(): FieldControl | null {
  return useContext(FieldContext);
}

type FormFieldProps = {
  /** Usually plain text; may add visually hidden words that tell repeated fields apart. */
  label: ReactNode;
  error?: string;
  hint?: string;
  className?: string;
  children: ReactNode;
};

/** A labelled control with an optional hint and the validation error shown under it. */
export function FormField({ label, error, hint, className, children }: FormFieldProps) {
  const id = useId();
  const hintId = hint ? `${id}-hint` : undefined;
  const errorId = error ? `${id}-error` : undefined;
  const describedBy = [hintId, errorId].filter(Boolean).join(' ') || undefined;
  return (
    <div className={cn('grid grid-cols-1 content-start gap-1.5', className)}>
      <Label htmlFor={id}>{label}</Label>
      <FieldContext.Provider value={{ id, describedBy, isInvalid: Boolean(error) }}>
        {children}
      </FieldContext.Provider>
      {hint && (
        <p id={hintId} className="text-xs text-muted-foreground">
          {hint}
        </p>
      )}
      {error && (
        <p id={errorId} className="text-sm font-medium text-destructive">
          {error}
        </p>
      )}
    </div>
  );
}
