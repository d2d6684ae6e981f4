import type { SerializedError } from '@reduxjs/toolkit';
import type { FetchBaseQueryError } from '@reduxjs/toolkit/query';
import { messages } from '@wayfarer/shared/messages';
import { toast } from '@/lib/toast';
import { serverMessageOf } from '@/lib/api-error';

type SaveError = FetchBaseQueryError | SerializedError;

/**
 * Toasts how a settings save went: the server's message (or a general one) when it failed, "saved"
 * when it did not. True when it saved, narrowing the mutation result to its data.
 */
export function toastSaveResult<R extends { error?: SaveError }>(
  result: R,
): result is Exclude<R, { error: SaveError }> {
  if (result.error) {
    toast.error(serverMessageOf(result.error) ?? messages.somethingWrong);
    return false;
  }
  toast.success(messages.saved);
  return true;
}
