import { type AppErrorCode, appErrorStatus } from '@wayfarer/shared/error-codes';
import type { ErrorBody } from '@wayfarer/shared/schemas/common';

export type FieldIssue = { path: string; message: string };
export type { AppErrorCode };

/**
 * The one error a service throws, named by its code (`packages/shared/src/error-codes.ts`, which
 * gives each code its HTTP status). The error handler turns it into
 * `{ code: status, error: code, message, errors? }` (ARCHITECTURE.md), so `message` must be a
 * text a person can read: the spec's words where the spec has them.
 */
export class AppError extends Error {
  readonly code: AppErrorCode;
  readonly statusCode: number;
  readonly errors?: FieldIssue[];

  constructor(code: AppErrorCode, message: string, errors?: FieldIssue[]) {
    super(message);
    this.name = 'AppError';
    this.code = code;
    this.statusCode = appErrorStatus[code];
    this.errors = errors;
  }
}

/** The error body for `code`: its status, its name, the readable message and any field issues. */
export function errorBodyOf(code: AppErrorCode, message: string, errors?: FieldIssue[]): ErrorBody {
  return { code: appErrorStatus[code], error: code, message, ...(errors && { errors }) };
}
