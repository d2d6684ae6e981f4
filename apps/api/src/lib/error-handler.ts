import { serverMessages } from '@wayfarer/shared/messages';
import type { ErrorBody } from '@wayfarer/shared/schemas/common';
import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { apiMessages } from './api-messages.ts';
import { AppError } from './app-error.ts';
import { isConnectionError, isDataException, isForeignKeyViolation, isUniqueViolation } from './db-errors.ts';

const MALFORMED_JSON_CODES = new Set(['FST_ERR_CTP_INVALID_JSON_BODY', 'FST_ERR_CTP_EMPTY_JSON_BODY']);

const messageForStatus: Record<number, string> = {
  400: apiMessages.badRequest,
  401: serverMessages.unauthorized,
  403: serverMessages.forbidden,
  404: serverMessages.notFound,
  413: apiMessages.bodyTooLarge,
  414: apiMessages.uriTooLong,
  415: apiMessages.unsupportedMediaType,
  429: serverMessages.tooManyRequests,
};

/**
 * ARCHITECTURE.md: every error answers `{ code, message, errors? }` with `code` equal to the
 * status. Only texts written for people reach the client; stacks, SQL and driver messages go
 * to the log.
 */
export function toErrorBody(error: FastifyError): ErrorBody {
  if (error instanceof AppError) {
    return { code: error.statusCode, message: error.message, ...(error.errors && { errors: error.errors }) };
  }
  if (hasZodFastifySchemaValidationErrors(error)) {
    const errors = error.validation.map((issue) => ({
      path: issue.instancePath.slice(1).replaceAll('/', '.') || (error.validationContext ?? ''),
      message: issue.message ?? serverMessages.validationFailed,
    }));
    // The first issue's text is the message, so a client's toast reads e.g.
    // "Password must be at least 6 characters." (spec 000 §5).
    return { code: 400, message: errors[0]?.message ?? serverMessages.validationFailed, errors };
  }
  if (error.validation) return { code: 400, message: serverMessages.validationFailed };
  if (MALFORMED_JSON_CODES.has(error.code) || error instanceof SyntaxError) {
    return { code: 400, message: serverMessages.malformedJson };
  }
  if (isConnectionError(error)) return { code: 503, message: serverMessages.serviceBusy };
  if (isUniqueViolation(error)) return { code: 409, message: apiMessages.conflict };
  if (isForeignKeyViolation(error)) return { code: 409, message: apiMessages.inUse };
  if (isDataException(error)) return { code: 400, message: serverMessages.validationFailed };
  const status = error.statusCode ?? 500;
  if (status >= 400 && status < 500) {
    return { code: status, message: messageForStatus[status] ?? apiMessages.badRequest };
  }
  return { code: 500, message: serverMessages.internal };
}

export function handleError(error: FastifyError, request: FastifyRequest, reply: FastifyReply) {
  const body = toErrorBody(error);
  if (body.code >= 500) request.log.error({ err: error }, 'request failed');
  else request.log.info({ err: { message: error.message, code: error.code } }, 'request rejected');
  return reply.code(body.code).send(body);
}
