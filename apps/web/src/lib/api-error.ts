// The one reader of RTK Query errors and the API's error body `{ code, error, message, errors?, ... }`
// (docs/ARCHITECTURE.md). Screens ask it for what they show instead of casting `error.data`; a
// screen that reacts to one kind of refusal asks for its name (`errorCode`), not for a status.
import { type AppErrorCode, isAppErrorCode } from '@wayfarer/shared/error-codes';

/** One refused field, as the server names it (`errors: [{ path, message }]`). */
export type FieldIssue = { path: string; message: string };

export type ApiError = {
  /** The HTTP status, when the server answered; undefined for network, parsing or thrown errors. */
  status?: number;
  /** The server's name for what went wrong (`error: "BOOKING_NOT_FOUND"`), when it is one we know. */
  errorCode?: AppErrorCode;
  /** The server's readable message, when it sent one. */
  message?: string;
  /** The fields the server refused, well-formed entries only. */
  fieldErrors: FieldIssue[];
  /** The whole body as an object (extra fields such as `amounts`), or {} when there is none. */
  body: Record<string, unknown>;
};

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

const isFieldIssue = (value: unknown): value is FieldIssue =>
  isRecord(value) && typeof value.path === 'string' && typeof value.message === 'string';

/**
 * Reads any error a query or mutation answers (FetchBaseQueryError, SerializedError, undefined or
 * anything else) without trusting its shape.
 */
export function parseApiError(error: unknown): ApiError {
  const status = isRecord(error) && typeof error.status === 'number' ? error.status : undefined;
  const body = isRecord(error) && isRecord(error.data) ? error.data : {};
  const message = typeof body.message === 'string' && body.message ? body.message : undefined;
  const fieldErrors = Array.isArray(body.errors) ? body.errors.filter(isFieldIssue) : [];
  const errorCode = isAppErrorCode(body.error) ? body.error : undefined;
  return { status, errorCode, message, fieldErrors, body };
}

/** True when the server refused with this named code. */
export const hasErrorCode = (error: unknown, code: AppErrorCode): boolean =>
  parseApiError(error).errorCode === code;

/** The server's readable message from an error body `{ code, message }`, if there is one. */
export const serverMessageOf = (error: unknown): string | undefined => parseApiError(error).message;

/** True when the server answered 404, or when there is no error at all (nothing came back). */
export const isNotFoundError = (error: unknown): boolean => !error || parseApiError(error).status === 404;

/**
 * spec 000 §8: a 2xx answer whose data carries an `error` field is a failure too; its text, or
 * the generic fallback when the field is not a readable string. Undefined when data is fine.
 */
export function errorFieldOf(data: unknown, fallback: string): string | undefined {
  if (!isRecord(data) || !('error' in data)) return undefined;
  return typeof data.error === 'string' && data.error ? data.error : fallback;
}
