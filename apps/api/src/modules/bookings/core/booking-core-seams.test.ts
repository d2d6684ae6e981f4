import { eq, inArray } from 'drizzle-orm';
import { addDays } from '@wayfarer/shared/rules/travel-date';
import { describe, expect, it } from 'vitest';
import { createPublishedPackage } from '../../../../test/package-factory.ts';
import { emailJobs, seatHolds } from '../../../db/schema.ts';
import {
  budget,
  D1,
  D2,
  D3,
  D4,
  D5,
  dateChangesTestApp,
  dateRow,
  deluxe,
  paid,
  pkg,
  post,
  refundsOf,
  row,
  standard,
  t,
} from '../../../../test/support/date-changes.ts';
import { bookingDeps } from '../deps.ts';
import { runTripCompletionOnce } from '../jobs/booking-jobs.ts';
import { runReconcilerOnce } from '../payments/reconciler.ts';
import { book, bookingPayload, payPage } from '../../../../test/support/bookings.ts';

// The booking core (ADR 1300) where two features meet on one booking: a payment landing on a date
// the operator cancelled (before it, and at the same time), an operator's cancellation after a
// date change gave part of the money back. Each case was a break found by trying the seams.

dateChangesTestApp();

const later = (ms: number) => bookingDeps(t.app, () => new Date(Date.now() + ms));

async function unpaidOn(date: string, email: string) {
  const created = await book(
    t.app,
    bookingPayload(pkg.id, standard().id, {
      travelDate: date,
      adults: [1],
      child: [0],
      paymentType: 'full',
      email,
    }),
  );
  expect(created.statusCode, created.body).toBe(201);
  return {
    id: created.json().bookingId as string,
    payUrl: created.json().data.instrumentResponse.redirectInfo.url as string,
  };
}

const mailsTo = async (to: string) =>
  (await t.db.select().from(emailJobs).where(eq(emailJobs.to, to))).map((m) => m.subject);

const cancelDate = (date: string, departureId = standard().id) =>
  post(`/v1/tours/${pkg.id}/dates/cancel`, { date, departureId, reason: 'Landslide on the road' });

describe('a payment that lands after the operator cancelled its date', () => {
  it('ends CANCELLED by the operator, refunded in full, seats released, never "confirmed"', async () => {
    const { id, payUrl } = await unpaidOn(D1, 'late-payer@example.com');
    const cancelled = await cancelDate(D1);
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    // The unpaid booking is cancelled with its date; only paid ones count as refunded bookings.
    expect(cancelled.json()).toEqual({ cancelledBookings: 0, refundTotal: 0 });
    expect((await row(id)).status).toBe('CANCELLED');

    await payPage(t.app, payUrl, 'success');
    const b = await row(id);
    expect(b.status).toBe('CANCELLED');
    expect(b.cancelledByOperator).toBe(true);
    expect(b.paymentStatus).toBe('PAYMENT_SUCCESS');
    expect(b.paidPaise).toBe(1_000_000);
    expect(b.refundAppliedPaise).toBe(1_000_000);
    const [refund] = await refundsOf(id);
    expect(refund).toMatchObject({ amountPaise: 1_000_000, kind: 'gateway', status: 'PENDING' });
    const holds = await t.db.select().from(seatHolds).where(eq(seatHolds.bookingId, id));
    expect(holds.every((h) => h.status === 'released')).toBe(true);

    // The reconciler asks the gateway for the refund at once; it completes.
    await runReconcilerOnce(later(1_000));
    await runReconcilerOnce(later(60_000));
    const [done] = await refundsOf(id);
    expect(done!.status).toBe('COMPLETED');
    expect((await row(id)).refundedPaise).toBe(1_000_000);

    const subjects = await mailsTo('late-payer@example.com');
    expect(subjects.some((s) => /refunded/i.test(s))).toBe(true);
    expect(subjects.some((s) => /confirmed/i.test(s))).toBe(false);
  });

  it('a cancellation racing seven payments on its date: every answer 2xx/3xx, no booking live, all money going back', async () => {
    const unpaid = await Promise.all(
      Array.from({ length: 7 }, (_, i) => unpaidOn(D5, `race${i}@example.com`)),
    );
    const answers = await Promise.all([
      cancelDate(D5),
      ...unpaid.map((u) => payPage(t.app, u.payUrl, 'success')),
    ]);
    expect(answers.map((a) => a.statusCode).filter((s) => s >= 500)).toEqual([]);
    expect(answers[0]!.statusCode, answers[0]!.body).toBe(200);
    const rows = await Promise.all(unpaid.map((u) => row(u.id)));
    expect(rows.map((r) => r.status)).toEqual(rows.map(() => 'CANCELLED'));
    for (const r of rows) {
      expect(r.paidPaise).toBe(1_000_000);
      const given = (await refundsOf(r.id)).reduce((sum, x) => sum + x.amountPaise, 0);
      expect(given).toBe(1_000_000);
    }
    const date = await dateRow(standard().id, D5);
    expect(date.cancelledAt).not.toBeNull();
    const live = await t.db
      .select()
      .from(seatHolds)
      .where(
        inArray(
          seatHolds.bookingId,
          unpaid.map((u) => u.id),
        ),
      );
    expect(live.filter((h) => h.status !== 'released')).toEqual([]);
  });
});

describe('seven trials of a date cancellation racing the payments on it', () => {
  it('every cancellation answers 200 and no payment answers 5xx; nothing is live on a cancelled date', async () => {
    for (let trial = 0; trial < 7; trial++) {
      const date = addDays(D1, 200 + trial);
      const own = await createPublishedPackage(t.app, { dates: [{ date, seats: 20 }] });
      const unpaid = [];
      for (let i = 0; i < 4; i++) {
        const created = await book(
          t.app,
          bookingPayload(own.id, own.departure.id, {
            travelDate: date,
            adults: [1],
            child: [0],
            paymentType: i % 2 ? 'token' : 'full',
            email: `trial${trial}-${i}@example.com`,
          }),
        );
        expect(created.statusCode, created.body).toBe(201);
        unpaid.push(created.json());
      }
      const [cancel, ...payments] = await Promise.all([
        post(`/v1/tours/${own.id}/dates/cancel`, {
          date,
          departureId: own.departure.id,
          reason: 'Road washed away',
        }),
        ...unpaid.map((u) => payPage(t.app, u.data.instrumentResponse.redirectInfo.url, 'success')),
      ]);
      expect(cancel!.statusCode, `trial ${trial}: ${cancel!.body}`).toBe(200);
      expect(
        payments.map((p) => p.statusCode).filter((c) => c >= 500),
        `trial ${trial}`,
      ).toEqual([]);
      for (const u of unpaid) {
        const b = await row(u.bookingId);
        expect(b.status, `trial ${trial}`).toBe('CANCELLED');
        const asked = (await refundsOf(u.bookingId)).reduce((sum, r) => sum + r.amountPaise, 0);
        expect(asked, `trial ${trial}: everything paid goes back`).toBe(b.paidPaise);
      }
    }
  });
});

describe('an operator cancellation after a date change gave money back', () => {
  it('refunds exactly what is left: paid ₹10,000, ₹5,000 back on the move, ₹5,000 on the cancel', async () => {
    const id = await paid(D2, 'full', 'mover@example.com');
    const moved = await post(`/v1/bookings/${id}/change-date`, { date: D4, departureId: budget().id });
    expect(moved.statusCode, moved.body).toBe(200);
    expect(moved.json().refundAmount).toBe(5000);
    const cancelled = await cancelDate(D4, budget().id);
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    expect(cancelled.json()).toEqual({ cancelledBookings: 1, refundTotal: 5000 });
    const refunds = await refundsOf(id);
    expect(refunds.map((r) => r.amountPaise).sort()).toEqual([500_000, 500_000]);
    expect(refunds.every((r) => r.status === 'COMPLETED')).toBe(true);
    const b = await row(id);
    expect(b.refundAppliedPaise).toBe(500_000);
    expect(b.refundedPaise).toBe(1_000_000);
    // The booking page promises what is on its way: what was left, not the whole payment.
    const page = await t.app.inject({ method: 'GET', url: `/v1/bookings/booking/${id}` });
    expect(page.json().cancellation).toMatchObject({ refundAmount: 5000, byOperator: true });
    expect(page.json().cancellation.quote.refundAmount).toBe(5000);
  });
});

describe('operator date actions on a date that cannot take them', () => {
  it('409 for moving the group of a cancelled date, and for cancelling a date whose trip has run', async () => {
    // D1 was cancelled above: no group is left to move.
    const move = await post(`/v1/tours/${pkg.id}/dates/move`, {
      date: D1,
      departureId: standard().id,
      toDate: D2,
      toDepartureId: standard().id,
    });
    expect(move.statusCode, move.body).toBe(409);
    expect((await dateRow(standard().id, D1)).cancelledAt).not.toBeNull();

    // A booking on Deluxe D3 whose trip the completion job has closed: the date has run.
    const created = await book(
      t.app,
      bookingPayload(pkg.id, deluxe().id, {
        travelDate: D3,
        adults: [1],
        child: [0],
        paymentType: 'full',
        email: 'ran@example.com',
      }),
    );
    await payPage(t.app, created.json().data.instrumentResponse.redirectInfo.url, 'success');
    await runTripCompletionOnce(later(400 * 86_400_000));
    expect((await row(created.json().bookingId)).status).toBe('COMPLETED');
    const cancel = await cancelDate(D3, deluxe().id);
    expect(cancel.statusCode, cancel.body).toBe(409);
    expect((await dateRow(deluxe().id, D3)).cancelledAt).toBeNull();
    expect((await row(created.json().bookingId)).status).toBe('COMPLETED');
  });
});
