import { addDays, todayInIndia } from '@wayfarer/shared/rules/travel-date';
import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { bookings, paymentAttempts } from '../../db/schema.ts';
import { asTraveller, payPage } from '../../../test/support/bookings.ts';
import {
  admin,
  budget,
  D2,
  D3,
  D4,
  D5,
  dateChangesTestApp,
  dateRow,
  deluxe,
  holdOf,
  mailsLike,
  paid,
  post,
  refundsOf,
  row,
  standard,
  t,
} from '../../../test/support/date-changes.ts';

// A booking changes date (seats and money both ways, 409 without seats; the
// traveller only until the balance due date).

dateChangesTestApp();

describe('POST /v1/bookings/{id}/change-date', () => {
  it('to a dearer date: seats move, the pending balance rises, the number stays, e-mails say so', async () => {
    const id = await paid(D2, 'token', 'dear@example.com');
    const before = await row(id);
    const res = await post(`/v1/bookings/${id}/change-date`, { date: D3, departureId: deluxe().id });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({
      bookingNumber: before.bookingNumber,
      travelDate: D3,
      departureName: 'Deluxe',
      previousTotal: 10000,
      totalAmount: 15000,
      paidAmount: 1500,
      pendingAmount: 13500,
      refundAmount: 0,
    });
    const hold = await holdOf(id);
    expect(hold).toMatchObject({ status: 'confirmed', tourDateId: (await dateRow(deluxe().id, D3)).id });
    expect(await refundsOf(id)).toHaveLength(0);
    const mails = await mailsLike('date-changed:%');
    expect(mails.filter((m) => m.to === 'dear@example.com')).toHaveLength(1);
  });

  it('to a cheaper date: the difference paid beyond the new total is refunded through the gateway', async () => {
    const id = await paid(D2, 'full', 'cheap@example.com');
    const res = await post(`/v1/bookings/${id}/change-date`, { date: D4, departureId: budget().id });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ totalAmount: 5000, pendingAmount: 0, refundAmount: 5000 });
    expect((await refundsOf(id)).map((r) => [r.status, r.amountPaise])).toEqual([['COMPLETED', 500_000]]);
    expect(await row(id)).toMatchObject({ status: 'CONFIRMED', refundedPaise: 500_000, travelDate: D4 });
    // Budget's date has no cap: the hold no longer counts anywhere.
    expect((await holdOf(id))?.status).toBe('released');
  });

  it('cheaper then dearer: pending is the new total less net paid in the list, detail and export; the balance is not an overpayment (ADR 1210)', async () => {
    // Paid ₹10,000 in full on Standard; Budget (₹5,000) refunds ₹5,000; Deluxe (₹15,000) then owes ₹10,000.
    const id = await paid(D5, 'full', 'twice@example.com');
    const cheaper = await post(`/v1/bookings/${id}/change-date`, { date: D4, departureId: budget().id });
    expect(cheaper.json()).toMatchObject({ totalAmount: 5000, pendingAmount: 0, refundAmount: 5000 });
    const dearer = await post(`/v1/bookings/${id}/change-date`, { date: D3, departureId: deluxe().id });
    expect(dearer.statusCode, dearer.body).toBe(200);
    expect(dearer.json()).toMatchObject({ totalAmount: 15000, pendingAmount: 10000, refundAmount: 0 });
    expect(await row(id)).toMatchObject({ paidPaise: 1_000_000, liveRefundedPaise: 500_000 });

    const number = (await row(id)).bookingNumber;
    const detail = (await t.app.inject({ url: `/v1/bookings/booking/${id}` })).json();
    expect(detail.pendingAmount).toBe(10000);
    const list = (await t.app.inject({ url: `/v1/bookings?search=${number}`, headers: admin })).json();
    expect(list.results.map((r: { pendingAmount: number }) => r.pendingAmount)).toEqual([10000]);
    const csv = (await t.app.inject({ url: '/v1/bookings/export.csv', headers: admin })).body.split('\n');
    const pendingColumn = csv[0]!.split(',').indexOf('Pending (INR)');
    expect(csv.find((l) => l.startsWith(number))!.split(',')[pendingColumn]).toBe('10000.00');
    // A cancellation quote holds only what is still held (₹5,000), never the ₹10,000 received.
    const quote = await t.app.inject({ url: `/v1/bookings/${id}/refund-quote` });
    expect(quote.statusCode, quote.body).toBe(200);
    expect(quote.json().paid).toBe(5000);

    // The balance of ₹10,000 settles it: not flagged as money beyond the total.
    const balance = await post(`/v1/bookings/${id}/balance`, {}, {});
    expect(balance.statusCode, balance.body).toBe(201);
    await payPage(t.app, balance.json().data.instrumentResponse.redirectInfo.url, 'success');
    const after = (await t.app.inject({ url: `/v1/bookings/booking/${id}` })).json();
    expect(after.pendingAmount).toBe(0);
    const attempts = await t.db
      .select({
        kind: paymentAttempts.kind,
        amountPaise: paymentAttempts.amountPaise,
        refundReview: paymentAttempts.refundReview,
      })
      .from(paymentAttempts)
      .where(and(eq(paymentAttempts.bookingId, id), eq(paymentAttempts.kind, 'balance')));
    expect(attempts).toEqual([{ kind: 'balance', amountPaise: 1_000_000, refundReview: false }]);
  });

  it('409 when the new date lacks seats or is not bookable; the traveller only until the balance due date', async () => {
    // D2 has 2 seats: fill them.
    await paid(D2, 'token', 'x1@example.com');
    await paid(D2, 'token', 'x2@example.com');
    const id = await paid(D5, 'token', 'x3@example.com');
    const noSeats = await post(`/v1/bookings/${id}/change-date`, { date: D2, departureId: standard().id });
    expect(noSeats.statusCode).toBe(409);
    expect(noSeats.json().message).toBe('The new date does not have enough seats');
    const notOffered = await post(`/v1/bookings/${id}/change-date`, {
      date: addDays(D5, 1),
      departureId: standard().id,
    });
    expect(notOffered.statusCode).toBe(409);
    // The traveller (no token, the booking's manage key) may change it before the balance due date…
    const owner = await t.app.inject({
      method: 'POST',
      url: `/v1/bookings/${id}/change-date`,
      headers: asTraveller(id),
      payload: { date: D4, departureId: budget().id },
    });
    expect(owner.statusCode, owner.body).toBe(200);
    // …but not after it: an admin still may.
    await t.db
      .update(bookings)
      .set({ balanceDueDate: addDays(todayInIndia(), -1) })
      .where(eq(bookings.id, id));
    const late = await t.app.inject({
      method: 'POST',
      url: `/v1/bookings/${id}/change-date`,
      headers: asTraveller(id),
      payload: { date: D3, departureId: deluxe().id },
    });
    expect(late.statusCode).toBe(409);
    const byAdmin = await post(`/v1/bookings/${id}/change-date`, { date: D3, departureId: deluxe().id });
    expect(byAdmin.statusCode, byAdmin.body).toBe(200);
  });
});
