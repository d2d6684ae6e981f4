type ListErrors = { message?: string; root?: { message?: string } };

/** The error of a whole list of cards (the list's own rule, not one card's field), if any. */
export function FormListError({ errors }: { errors: ListErrors | undefined }) {
  const message = errors?.root?.message ?? errors?.message;
  if (!message) return null;
  return (
    <p role="alert" className="text-sm font-medium text-destructive">
      {message}
    </p>
  );
}
