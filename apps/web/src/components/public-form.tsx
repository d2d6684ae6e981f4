import type { FormEventHandler, ReactNode } from 'react';
import type { FieldValues } from 'react-hook-form';
import type { LazyResolver } from '@/lib/lazy-resolver';

type PublicFormProps<TValues extends FieldValues, TOutput> = {
  label: string;
  onSubmit: FormEventHandler<HTMLFormElement>;
  /** The form's schema, loaded on its first focus (docs/decisions/1392). */
  resolver: LazyResolver<TValues, TOutput>;
  children: ReactNode;
};

/**
 * The form of a page a visitor reaches signed out, server-rendered: sign in, sign up, forgotten
 * password, My trips' sign-in link.
 */
export function PublicForm<TValues extends FieldValues, TOutput>({
  label,
  onSubmit,
  resolver,
  children,
}: PublicFormProps<TValues, TOutput>) {
  return (
    // POST: without JavaScript the browser sends it in the body, never in the address (ADR 1391).
    <form
      method="post"
      onSubmit={onSubmit}
      onFocus={resolver.preload}
      noValidate
      className="grid gap-4"
      aria-label={label}
    >
      {children}
    </form>
  );
}
