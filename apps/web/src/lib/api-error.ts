import type { SerializedError } from '@reduxjs/toolkit';
import type { FetchBaseQueryError } from '@reduxjs/toolkit/query';

/** The server's readable message from an error body `{ code, message }`, if there is one. */
export function serverMessageOf(
  error: FetchBaseQueryError | SerializedError | undefined,
): string | undefined {
  if (!error) return undefined;
  if ('status' in error) {
    const data = error.data as { message?: unknown } | undefined;
    return typeof data?.message === 'string' && data.message ? data.message : undefined;
  }
  return undefined;
}
