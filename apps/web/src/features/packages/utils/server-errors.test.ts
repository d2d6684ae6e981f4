import { describe, expect, it } from 'vitest';
import { applyServerIssues, serverIssuesOf } from './server-errors';
import { paidBookingsWarning } from './paid-bookings';

const refusal = (status: number, data: unknown) => ({ status, data });

describe('serverIssuesOf (through lib/api-error)', () => {
  it('keeps well-formed issues that name a field', () => {
    const error = refusal(400, {
      code: 400,
      error: 'VALIDATION_FAILED',
      message: 'Enter a title',
      errors: [{ path: 'title', message: 'Enter a title' }, { path: '', message: 'x' }, { path: 3 }, 'junk'],
    });
    expect(serverIssuesOf(error)).toEqual([{ path: 'title', message: 'Enter a title' }]);
  });

  it('places each issue at the field its path maps to', () => {
    const placed: [string, string][] = [];
    const error = refusal(400, {
      errors: [
        { path: 'a', message: 'A' },
        { path: 'b', message: 'B' },
      ],
    });
    const count = applyServerIssues(
      error,
      (name, { message }) => placed.push([name, message]),
      (path) => (path === 'b' ? null : `form.${path}`),
    );
    expect([count, placed]).toEqual([1, [['form.a', 'A']]]);
  });
});

describe('paidBookingsWarning', () => {
  it('answers the message of a PAID_BOOKINGS_UNCONFIRMED refusal only', () => {
    const message = '2 travellers have paid for upcoming dates';
    const paid = refusal(409, {
      code: 409,
      error: 'PAID_BOOKINGS_UNCONFIRMED',
      message,
      errors: [{ path: 'confirm', message }],
    });
    expect(paidBookingsWarning(paid)).toBe(message);
    expect(
      paidBookingsWarning(refusal(409, { code: 409, error: 'PACKAGE_REJECTED', message })),
    ).toBeUndefined();
    expect(paidBookingsWarning(undefined)).toBeUndefined();
  });
});
