import { messages } from '@wayfarer/shared/messages';
import type { FieldValues, Path, UseFormSetError } from 'react-hook-form';
import { parseApiError } from '@/lib/api-error';
import { toast } from '@/lib/toast';

/**
 * An account change the server refused: a wrong password (400 WRONG_CURRENT_PASSWORD, sent once)
 * is shown at its field, anything else in a toast.
 */
export function showAccountError<T extends FieldValues>(
  error: unknown,
  passwordField: Path<T>,
  setError: UseFormSetError<T>,
) {
  const failure = parseApiError(error);
  const atField = failure.fieldErrors.find((issue) => issue.path === passwordField);
  if (atField) {
    setError(passwordField, { message: atField.message }, { shouldFocus: true });
    return;
  }
  toast.error(failure.message ?? messages.somethingWrong);
}
