// A refused save (400 `{ message, errors: [{ path, message }] }`) shows each message at the field or
// row its path names: the form keeps every typed value. The body is read by lib/api-error.

import { type FieldIssue, parseApiError } from '@/lib/api-error';

/** The field issues of an API error body that name a field; [] for anything else. */
export const serverIssuesOf = (error: unknown): FieldIssue[] =>
  parseApiError(error).fieldErrors.filter((issue) => issue.path);

type SetError = (name: never, error: { type: string; message: string }) => void;

/**
 * Puts each issue on the form at its path, `mapPath` translating a body path to the form's (null
 * to skip). Answers how many were placed.
 */
export function applyServerIssues(
  error: unknown,
  setError: SetError,
  mapPath: (path: string) => string | null = (path) => path,
): number {
  let placed = 0;
  for (const issue of serverIssuesOf(error)) {
    const path = mapPath(issue.path);
    if (path === null) continue;
    setError(path as never, { type: 'server', message: issue.message });
    placed += 1;
  }
  return placed;
}
