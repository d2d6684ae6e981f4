import { messages } from '@wayfarer/shared/messages';
import { adminToast } from '@/components/ui/admin-toast';
import { serverMessageOf } from '@/lib/api-error';

type Outcome<T> = { data?: T; error?: unknown };

/**
 * spec 001 §8: a loading toast ('Saving...', 'Publishing...') becomes the success text, or the
 * server's message, or 'Oops! Something went wrong'. Answers the data on success.
 */
export async function withToast<T>(
  loading: string,
  success: string,
  run: () => Promise<Outcome<T>>,
  onError?: (error: unknown) => void,
): Promise<T | undefined> {
  const id = adminToast.loading(loading);
  const result = await run();
  if (result.error !== undefined || result.data === undefined) {
    adminToast.error(serverMessageOf(result.error) ?? messages.somethingWrong, { id });
    onError?.(result.error);
    return undefined;
  }
  adminToast.success(success, { id });
  return result.data;
}
