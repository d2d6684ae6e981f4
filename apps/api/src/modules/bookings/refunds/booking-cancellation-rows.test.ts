import { eq } from 'drizzle-orm';
import { describe, expect, it, vi } from 'vitest';
import { bookings } from '../../../db/schema.ts';
import { lockBooking } from '../booking-lifecycle.repository.ts';
import type { BookingDeps } from '../deps.ts';
import {
  admin,
  awkwardBooking,
  bookingRow,
  cancelHttp,
  cancellationTestApp,
  clockAt,
  daysBefore,
  holdOf,
  refundRowsWhileAsked,
  refundsOf,
  t,
} from '../../../../test/support/bookings.ts';
import { cancelBooking, cancelLockedBooking } from './booking-cancellation.service.ts';

// What a cancellation writes (booking-cancellation.service.ts, ADR 905-907): the refund rows as
// the reconciler finds them before the gateway is asked, a trip already done, and the locked
// cancel shared with an operator's cancellation of a date.

cancellationTestApp();

describe('the refund rows of a cancel', () => {
  it('are written before the gateway is asked: a refund’s own id, checked 30 s later', async () => {
    const bookingId = await awkwardBooking('full');
    const deps = clockAt(45);
    const now = deps.clock();
    const seen = await refundRowsWhileAsked(bookingId, () =>
      cancelBooking(deps, bookingId, admin, { reason: 'r' }),
    );
    expect(seen.rows).toEqual([
      expect.objectContaining({
        kind: 'gateway',
        status: 'PENDING',
        amountPaise: 800_008,
        merchantTransactionId: seen.asked,
        nextCheckAt: new Date(now.getTime() + 30_000),
      }),
    ]);
    expect(seen.asked).toMatch(/^WF\d+R[0-9A-F]{12}$/);
    // An admin's cancel is not the operator cancelling the date.
    expect((await bookingRow(t.app, bookingId)).cancelledByOperator).toBe(false);
  });
});

describe('what cannot be cancelled', () => {
  it('a completed trip: 409, no quote, nothing changes', async () => {
    const bookingId = await awkwardBooking('full');
    await t.db.update(bookings).set({ status: 'COMPLETED' }).where(eq(bookings.id, bookingId));
    const res = await cancelHttp(bookingId, { reason: 'x' });
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe('This booking can no longer be cancelled');
    const quote = await t.app.inject({ url: `/v1/bookings/${bookingId}/refund-quote` });
    expect(quote.statusCode).toBe(409);
    expect(quote.json().message).toBe('This booking can no longer be cancelled');
    expect(await bookingRow(t.app, bookingId)).toMatchObject({
      status: 'COMPLETED',
      refundAppliedPaise: null,
    });
    expect(await refundsOf(bookingId)).toHaveLength(0);
    expect((await holdOf(bookingId)).status).toBe('confirmed');
  });
});

describe('the locked cancel (shared with an operator’s cancellation of a date)', () => {
  const fakeLog = () => ({ error: vi.fn(), warn: vi.fn(), info: vi.fn() }) as unknown as BookingDeps['log'];
  const cancelLocked = (
    bookingId: string,
    appliedPaise: number,
    log: BookingDeps['log'],
    byOperator = true,
  ) =>
    t.db.transaction(async (tx) => {
      const booking = (await lockBooking(tx, bookingId))!;
      return cancelLockedBooking(
        tx,
        booking,
        {
          cancelledBy: null,
          reason: 'Date cancelled',
          computedPaise: appliedPaise,
          appliedPaise,
          byOperator,
          transition: byOperator ? 'operatorCancel' : 'adminCancel',
        },
        daysBefore(45),
        log,
      );
    });

  it('marks the operator’s cancel, and says so when the refund is more than the captures hold', async () => {
    const bookingId = await awkwardBooking('full'); // ₹10,000.10 captured
    const log = fakeLog();
    const written = await cancelLocked(bookingId, 1_000_020, log);
    expect(written!.map((r) => r.amountPaise)).toEqual([1_000_010]);
    expect(log.error).toHaveBeenCalledTimes(1);
    expect(log.error).toHaveBeenCalledWith(
      { bookingId, applied: 1_000_020, covered: 1_000_010 },
      'refund larger than the captured payments',
    );
    expect(await bookingRow(t.app, bookingId)).toMatchObject({
      status: 'CANCELLED',
      cancelledByOperator: true,
      cancelledBy: null,
      refundAppliedPaise: 1_000_020,
    });
    expect((await holdOf(bookingId)).status).toBe('released');

    // Exactly what was captured is no alarm.
    const exact = await awkwardBooking('full');
    const quiet = fakeLog();
    expect((await cancelLocked(exact, 1_000_010, quiet))!.map((r) => r.amountPaise)).toEqual([1_000_010]);
    expect(quiet.error).not.toHaveBeenCalled();
  });

  it('a refund of nothing writes no refund row and raises no alarm', async () => {
    const bookingId = await awkwardBooking('full');
    const log = fakeLog();
    expect(await cancelLocked(bookingId, 0, log, false)).toEqual([]);
    expect(log.error).not.toHaveBeenCalled();
    expect(await refundsOf(bookingId)).toHaveLength(0);
    expect(await bookingRow(t.app, bookingId)).toMatchObject({ status: 'CANCELLED', refundAppliedPaise: 0 });
  });

  it('a booking already cancelled is left alone: nothing written, undefined', async () => {
    const bookingId = await awkwardBooking('full');
    await cancelBooking(clockAt(45), bookingId, admin, { reason: 'first' });
    const before = await refundsOf(bookingId);
    expect(await cancelLocked(bookingId, 1_000_010, fakeLog())).toBeUndefined();
    expect(await refundsOf(bookingId)).toEqual(before);
    expect(await bookingRow(t.app, bookingId)).toMatchObject({
      cancelReason: 'first',
      cancelledByOperator: false,
    });
  });
});
