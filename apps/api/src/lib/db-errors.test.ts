import { describe, expect, it } from 'vitest';
import { isConnectionError } from './db-errors.ts';
import { toErrorBody } from './error-handler.ts';

// Drizzle wraps the driver's error and keeps it as `cause`, as these do.
const wrapped = (cause: unknown) => Object.assign(new Error('Failed query: select 1'), { cause });

describe('isConnectionError', () => {
  it.each([
    [
      '57P01 (pg_terminate_backend)',
      wrapped(Object.assign(new Error('terminating connection'), { code: '57P01' })),
    ],
    ['class 08', wrapped(Object.assign(new Error('connection failure'), { code: '08006' }))],
    ['ECONNRESET', wrapped(Object.assign(new Error('read ECONNRESET'), { code: 'ECONNRESET' }))],
    ['ECONNREFUSED', Object.assign(new Error('connect ECONNREFUSED'), { code: 'ECONNREFUSED' })],
    ['EAI_AGAIN', Object.assign(new Error('getaddrinfo EAI_AGAIN db'), { code: 'EAI_AGAIN' })],
    ['a terminated connection', wrapped(new Error('Connection terminated unexpectedly'))],
    ['a pool that cannot connect', new Error('timeout exceeded when trying to connect')],
    [
      '55000 from a database refusing connections (ALLOW_CONNECTIONS false)',
      wrapped(
        Object.assign(new Error('database "wayfarer" is not currently accepting connections'), {
          code: '55000',
        }),
      ),
    ],
    [
      '53300 too many connections',
      Object.assign(new Error('sorry, too many clients already'), { code: '53300' }),
    ],
    [
      '57P03 starting up',
      wrapped(Object.assign(new Error('the database system is starting up'), { code: '57P03' })),
    ],
    [
      '25006 read-only',
      wrapped(
        Object.assign(new Error('cannot execute INSERT in a read-only transaction'), { code: '25006' }),
      ),
    ],
  ])('%s is one', (_name, error) => {
    expect(isConnectionError(error)).toBe(true);
  });

  it.each([
    ['a unique violation', wrapped(Object.assign(new Error('duplicate key'), { code: '23505' }))],
    ['a data exception', wrapped(Object.assign(new Error('invalid input'), { code: '22P02' }))],
    ['a plain error', new Error('boom')],
    [
      'ENOTFOUND (a misspelt host)',
      Object.assign(new Error('getaddrinfo ENOTFOUND dbb'), { code: 'ENOTFOUND' }),
    ],
    [
      'any other 55000 (object_not_in_prerequisite_state)',
      wrapped(Object.assign(new Error('lock on row is not available'), { code: '55000' })),
    ],
  ])('%s is not', (_name, error) => {
    expect(isConnectionError(error)).toBe(false);
  });

  it('answers 503 DATABASE_UNAVAILABLE in the error shape', () => {
    const error = wrapped(Object.assign(new Error('terminating connection'), { code: '57P01' }));
    expect(toErrorBody(error as never)).toEqual({
      code: 503,
      error: 'DATABASE_UNAVAILABLE',
      message: 'The service is busy — try again in a moment.',
    });
  });
});
