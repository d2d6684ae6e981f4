export type FieldIssue = { path: string; message: string };

/**
 * The one error a service throws. The error handler turns it into
 * `{ code: status, message, errors? }` (ARCHITECTURE.md), so `message` must be a text a person
 * can read: the spec's words where the spec has them.
 */
export class AppError extends Error {
  readonly statusCode: number;
  readonly errors?: FieldIssue[];

  constructor(statusCode: number, message: string, errors?: FieldIssue[]) {
    super(message);
    this.name = 'AppError';
    this.statusCode = statusCode;
    this.errors = errors;
  }
}
