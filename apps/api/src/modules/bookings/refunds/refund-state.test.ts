import { describe, expect, it } from 'vitest';
import { decideRefund } from './refund-state.ts';
import { nextRefundCheckAt } from './refund-sync.ts';

describe('the refund state machine', () => {
  it('moves PENDING forward only: success completes, an error fails, anything else waits', () => {
    expect(decideRefund('PENDING', { code: 'PAYMENT_SUCCESS', amountPaise: 500 }, 500)).toEqual({
      kind: 'complete',
    });
    // A success without the amount completes nothing.
    expect(decideRefund('PENDING', { code: 'PAYMENT_SUCCESS' }, 500)).toEqual({ kind: 'none' });
    expect(decideRefund('PENDING', { code: 'PAYMENT_ERROR' }, 500)).toEqual({ kind: 'fail' });
    expect(decideRefund('PENDING', { code: 'PAYMENT_DECLINED' }, 500)).toEqual({ kind: 'fail' });
    for (const code of ['PAYMENT_PENDING', 'INTERNAL_SERVER_ERROR', 'BAD_REQUEST', 'SOMETHING_NEW']) {
      expect(decideRefund('PENDING', { code }, 500), code).toEqual({ kind: 'none' });
    }
  });

  it('never changes a completed refund; a failed one only by a late success of its amount', () => {
    for (const code of ['PAYMENT_SUCCESS', 'PAYMENT_ERROR', 'PAYMENT_PENDING']) {
      expect(decideRefund('COMPLETED', { code, amountPaise: 500 }, 500)).toEqual({ kind: 'none' });
    }
    // The gateway's SUCCESS after a FAILED is recorded; nothing else moves it.
    expect(decideRefund('FAILED', { code: 'PAYMENT_SUCCESS', amountPaise: 500 }, 500)).toEqual({
      kind: 'complete',
    });
    for (const report of [
      { code: 'PAYMENT_SUCCESS' },
      { code: 'PAYMENT_SUCCESS', amountPaise: 499 },
      { code: 'PAYMENT_ERROR', amountPaise: 500 },
      { code: 'PAYMENT_PENDING', amountPaise: 500 },
    ]) {
      expect(decideRefund('FAILED', report, 500)).toEqual({ kind: 'none' });
    }
  });

  it('a success for another amount is never recorded as the refund', () => {
    expect(decideRefund('PENDING', { code: 'PAYMENT_SUCCESS', amountPaise: 499 }, 500)).toEqual({
      kind: 'none',
    });
  });

  it('checks again after 30 s, doubling, at most an hour apart', () => {
    const now = new Date('2027-01-01T00:00:00Z');
    const delay = (checks: number) => (nextRefundCheckAt(checks, now).getTime() - now.getTime()) / 1000;
    expect([0, 1, 2, 3].map(delay)).toEqual([30, 60, 120, 240]);
    expect(delay(7)).toBe(3600);
    expect(delay(500)).toBe(3600);
  });
});
