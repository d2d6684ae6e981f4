import { appErrorCodes, appErrorStatus } from '@wayfarer/shared/error-codes';
import type { FastifyError } from 'fastify';
import { describe, expect, it } from 'vitest';
import { AppError } from './app-error.ts';
import { toErrorBody } from './error-handler.ts';

describe('AppError', () => {
  it('takes its status from the one table, for every code', () => {
    for (const code of appErrorCodes) {
      const error = new AppError(code, 'Words a person reads');
      expect(error.statusCode, code).toBe(appErrorStatus[code]);
      expect(error.statusCode, code).toBeGreaterThanOrEqual(400);
      expect(error.statusCode, code).toBeLessThan(600);
      expect(toErrorBody(error as unknown as FastifyError), code).toEqual({
        code: appErrorStatus[code],
        error: code,
        message: 'Words a person reads',
      });
    }
  });

  it('keeps its field issues in the body', () => {
    const issues = [{ path: 'amount', message: 'Enter an amount' }];
    const body = toErrorBody(new AppError('VALIDATION_FAILED', 'Enter an amount', issues) as never);
    expect(body).toEqual({
      code: 400,
      error: 'VALIDATION_FAILED',
      message: 'Enter an amount',
      errors: issues,
    });
  });

  it('refuses a bare status or an unknown name (checked by the typecheck)', () => {
    // @ts-expect-error a status is not a code: throw sites name what went wrong
    const numeric = () => new AppError(404, 'Not found');
    // @ts-expect-error only the names in packages/shared/src/error-codes.ts
    const unknown = () => new AppError('NO_SUCH_CODE', 'Not found');
    expect(numeric().statusCode).toBeUndefined();
    expect(unknown().statusCode).toBeUndefined();
  });
});

describe('framework errors', () => {
  const fastifyError = (statusCode: number, code = 'FST_ERR_X') =>
    Object.assign(new Error('internal detail'), { statusCode, code }) as FastifyError;

  it.each([
    [400, 'BAD_REQUEST'],
    [401, 'UNAUTHENTICATED'],
    [403, 'FORBIDDEN'],
    [404, 'NOT_FOUND'],
    [413, 'PAYLOAD_TOO_LARGE'],
    [414, 'URI_TOO_LONG'],
    [415, 'UNSUPPORTED_MEDIA_TYPE'],
    [429, 'RATE_LIMITED'],
  ] as const)('a %i is named %s', (status, code) => {
    expect(toErrorBody(fastifyError(status))).toMatchObject({ code: status, error: code });
  });

  it('another 4xx answers a plain 400 BAD_REQUEST, so a name keeps one status', () => {
    expect(toErrorBody(fastifyError(406))).toEqual({
      code: 400,
      error: 'BAD_REQUEST',
      message: 'Bad request',
    });
  });

  it('anything else is a 500 INTERNAL_ERROR with no detail', () => {
    expect(toErrorBody(fastifyError(503))).toEqual({
      code: 500,
      error: 'INTERNAL_ERROR',
      message: 'Internal server error',
    });
  });
});
