import { serverMessages } from '@wayfarer/shared/messages';
import type { ErrorBody } from '@wayfarer/shared/schemas/common';
import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { apiMessages } from './api-messages.ts';
import { AppError, type AppErrorCode, errorBodyOf } from './app-error.ts';
import { isConnectionError, isDataException, isForeignKeyViolation, isUniqueViolation } from './db-errors.ts';

const MALFORMED_JSON_CODES = new Set(['FST_ERR_CTP_INVALID_JSON_BODY', 'FST_ERR_CTP_EMPTY_JSON_BODY']);

// A framework's 4xx (Fastify, its plugins) by status: its name and words. Any other 4xx answers
// as a plain 400, so each named code keeps one status (packages/shared/src/error-codes.ts).
const refusalForStatus: Record<number, [AppErrorCode, string]> = {
  400: ['BAD_REQUEST', apiMessages.badRequest],
  401: ['UNAUTHENTICATED', serverMessages.unauthorized],
  403: ['FORBIDDEN', serverMessages.forbidden],
  404: ['NOT_FOUND', serverMessages.notFound],
  413: ['PAYLOAD_TOO_LARGE', apiMessages.bodyTooLarge],
  414: ['URI_TOO_LONG', apiMessages.uriTooLong],
  415: ['UNSUPPORTED_MEDIA_TYPE', apiMessages.unsupportedMediaType],
  429: ['RATE_LIMITED', serverMessages.tooManyRequests],
};

/**
 * ARCHITECTURE.md: every error answers `{ code, error, message, errors? }` with `code` equal to
 * the status and `error` its name. Only texts written for people reach the client; stacks, SQL
 * and driver messages go to the log.
 */
export function toErrorBody(error: FastifyError): ErrorBody {
  if (error instanceof AppError) return errorBodyOf(error.code, error.message, error.errors);
  if (hasZodFastifySchemaValidationErrors(error)) {
    const errors = error.validation.map((issue) => ({
      path: issue.instancePath.slice(1).replaceAll('/', '.') || (error.validationContext ?? ''),
      message: issue.message ?? serverMessages.validationFailed,
    }));
    // The first issue's text is the message, so a client's toast reads e.g.
    // "Password must be at least 6 characters." (spec 000 §5).
    return errorBodyOf('VALIDATION_FAILED', errors[0]?.message ?? serverMessages.validationFailed, errors);
  }
  if (error.validation) return errorBodyOf('VALIDATION_FAILED', serverMessages.validationFailed);
  if (MALFORMED_JSON_CODES.has(error.code) || error instanceof SyntaxError) {
    return errorBodyOf('MALFORMED_JSON', serverMessages.malformedJson);
  }
  // The database away or refusing work, not the request's fault: retrying works (ADR 1133, 1305).
  if (isConnectionError(error)) return errorBodyOf('DATABASE_UNAVAILABLE', serverMessages.serviceBusy);
  if (isUniqueViolation(error)) return errorBodyOf('CONFLICT', apiMessages.conflict);
  if (isForeignKeyViolation(error)) return errorBodyOf('IN_USE', apiMessages.inUse);
  if (isDataException(error)) return errorBodyOf('VALIDATION_FAILED', serverMessages.validationFailed);
  const status = error.statusCode ?? 500;
  if (status >= 400 && status < 500) {
    const [code, message] = refusalForStatus[status] ?? refusalForStatus[400]!;
    return errorBodyOf(code, message);
  }
  return errorBodyOf('INTERNAL_ERROR', serverMessages.internal);
}

/** How long a client is told to wait before trying again while the database is unavailable. */
export const DATABASE_RETRY_AFTER_SECONDS = 5;

export function handleError(error: FastifyError, request: FastifyRequest, reply: FastifyReply) {
  const body = toErrorBody(error);
  if (body.error === 'DATABASE_UNAVAILABLE') {
    reply.header('retry-after', String(DATABASE_RETRY_AFTER_SECONDS));
    // An outage fails every request the same way: one line each, no stack.
    request.log.warn({ err: { message: error.message, code: error.code } }, 'database unavailable');
  } else if (body.error === 'SERVICE_UNAVAILABLE' && error instanceof AppError) {
    // Said on purpose (starting up, draining): the readiness probe asks every second; no stack.
    request.log.info({ err: { message: error.message, code: error.code } }, 'not ready');
  } else if (body.code >= 500) request.log.error({ err: error }, 'request failed');
  else request.log.info({ err: { message: error.message, code: error.code } }, 'request rejected');
  return reply.code(body.code).send(body);
}
