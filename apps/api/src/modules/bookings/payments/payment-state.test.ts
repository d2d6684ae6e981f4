import { describe, expect, it } from 'vitest';
import { decide } from './payment-state.ts';
import { nextCheckAt } from './reconciler.ts';

describe('the payment state machine', () => {
  const ok = { code: 'PAYMENT_SUCCESS', amountPaise: 750_000 };

  it('moves pending forward only', () => {
    expect(decide('PENDING', { code: 'PAYMENT_PENDING' }, 750_000)).toEqual({ kind: 'pending' });
    expect(decide('PAYMENT_PENDING', { code: 'PAYMENT_PENDING' }, 750_000)).toEqual({ kind: 'none' });
    expect(decide('PENDING', ok, 750_000)).toEqual({ kind: 'success', late: false });
    expect(decide('PAYMENT_PENDING', { code: 'PAYMENT_DECLINED' }, 750_000)).toEqual({
      kind: 'fail',
      status: 'PAYMENT_DECLINED',
      refundReview: false,
    });
  });

  it('never changes a success', () => {
    for (const code of ['PAYMENT_DECLINED', 'PAYMENT_PENDING', 'PAYMENT_SUCCESS', 'TIMED_OUT']) {
      expect(decide('PAYMENT_SUCCESS', { code, amountPaise: 1 }, 750_000)).toEqual({ kind: 'none' });
    }
  });

  it('a success of another amount never confirms', () => {
    expect(decide('PENDING', { ...ok, amountPaise: 1 }, 750_000)).toEqual({
      kind: 'fail',
      status: 'PAYMENT_ERROR',
      refundReview: true,
    });
    expect(decide('PENDING', { code: 'PAYMENT_SUCCESS' }, 750_000).kind).toBe('fail');
    expect(decide('TIMED_OUT', { ...ok, amountPaise: 1 }, 750_000)).toEqual({ kind: 'flag' });
  });

  it('a late success after a failure is recorded (refund review)', () => {
    expect(decide('TIMED_OUT', ok, 750_000)).toEqual({ kind: 'success', late: true });
    expect(decide('TIMED_OUT', { code: 'PAYMENT_DECLINED' }, 750_000)).toEqual({ kind: 'none' });
  });

  it('an inconclusive status check leaves the payment pending', () => {
    for (const code of ['INTERNAL_SERVER_ERROR', 'BAD_REQUEST']) {
      expect(decide('PAYMENT_PENDING', { code }, 750_000)).toEqual({ kind: 'none' });
      // Not even a first check moves PENDING to PAYMENT_PENDING: only the gateway's PAYMENT_PENDING does.
      expect(decide('PENDING', { code }, 750_000)).toEqual({ kind: 'none' });
    }
  });
});

describe('the reconciler schedule', () => {
  const created = new Date('2027-01-01T00:00:00Z');
  const expires = new Date(created.getTime() + 20 * 60_000);
  const after = (s: number) => new Date(created.getTime() + s * 1000);
  const delay = (s: number) =>
    (nextCheckAt(created, after(s), expires).getTime() - after(s).getTime()) / 1000;

  it('follows PhonePe: 20 s, then 3, 6, 10, 30, 60 s steps, ending at the expiry', () => {
    expect(nextCheckAt(created, after(1), expires)).toEqual(after(20));
    expect(delay(20)).toBe(3);
    expect(delay(49)).toBe(3);
    expect(delay(50)).toBe(6);
    expect(delay(110)).toBe(10);
    expect(delay(170)).toBe(30);
    expect(delay(230)).toBe(60);
    expect(nextCheckAt(created, after(1190), expires)).toEqual(expires);
  });
});
