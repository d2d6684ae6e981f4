import { addDays, firstBookableDate, todayInIndia } from '@wayfarer/shared/rules/travel-date';
import { inArray, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { bearer } from '../../../test/helpers.ts';
import { createPublishedPackage } from '../../../test/package-factory.ts';
import { earnings, waitlistEntries } from '../../db/schema.ts';
import { pdfText } from '../../../test/support/pdf.ts';
import { asTraveller, book, bookingPayload, manageKeyOf, payPage } from '../../../test/support/bookings.ts';
import {
  admin,
  D1,
  D5,
  dateChangesTestApp,
  dateRow,
  holdOf,
  mailsLike,
  paid,
  pkg,
  post,
  refundsOf,
  row,
  standard,
  t,
} from '../../../test/support/date-changes.ts';

// The operator cancels a date (every booking refunded in full through the
// PhonePe emulator, offline money as pending offline refunds, the ledger reversed, the date
// closed, one e-mail each, all or none); a group move offered, accepted and declined.

dateChangesTestApp();

describe('POST /v1/tours/{id}/dates/cancel', () => {
  it('400 naming the reason; 401/403 for anyone but an admin; 404 for a date not offered', async () => {
    const short = await post(`/v1/tours/${pkg.id}/dates/cancel`, {
      date: D1,
      departureId: standard().id,
      reason: 'abc',
    });
    expect(short.statusCode).toBe(400);
    expect(JSON.stringify(short.json())).toContain('reason');
    const anon = await t.app.inject({
      method: 'POST',
      url: `/v1/tours/${pkg.id}/dates/cancel`,
      payload: { date: D1, departureId: standard().id, reason: 'Landslide on the road' },
    });
    expect(anon.statusCode).toBe(401);
    const creator = await post(
      `/v1/tours/${pkg.id}/dates/cancel`,
      { date: D1, departureId: standard().id, reason: 'Landslide on the road' },
      bearer(pkg.creator.token),
    );
    expect(creator.statusCode).toBe(403);
    const missing = await post(`/v1/tours/${pkg.id}/dates/cancel`, {
      date: addDays(D1, 1),
      departureId: standard().id,
      reason: 'Landslide on the road',
    });
    expect(missing.statusCode).toBe(404);
  });

  it('nothing half-done: one booking failing rolls back every cancellation and the date', async () => {
    const a = await paid(D5, 'full', 'a5@example.com');
    const b = await paid(D5, 'token', 'b5@example.com');
    const bad = (await row(b)).bookingNumber;
    // A trigger that refuses to cancel the second booking, as a crash half-way would.
    await t.db.execute(
      sql.raw(`create or replace function refuse_cancel() returns trigger language plpgsql as $$
        begin
          if new.status = 'CANCELLED' and new.booking_number = '${bad}' then
            raise exception 'refused in the test';
          end if;
          return new;
        end $$`),
    );
    await t.db.execute(
      sql.raw(
        'create trigger refuse_cancel before update on bookings for each row execute function refuse_cancel()',
      ),
    );
    try {
      const res = await post(`/v1/tours/${pkg.id}/dates/cancel`, {
        date: D5,
        departureId: standard().id,
        reason: 'Heavy snowfall closes the pass',
      });
      expect(res.statusCode).toBe(500);
    } finally {
      // The worker hands this database on only with the migrations' schema (test/database-baseline.ts).
      await t.db.execute(sql.raw('drop trigger refuse_cancel on bookings'));
      await t.db.execute(sql.raw('drop function refuse_cancel()'));
    }
    expect((await row(a)).status).toBe('CONFIRMED');
    expect((await row(b)).status).toBe('CONFIRMED');
    expect(await refundsOf(a)).toHaveLength(0);
    expect((await dateRow(standard().id, D5)).cancelledAt).toBeNull();
    expect((await dateRow(standard().id, D5)).closedForSale).toBe(false);
    expect(await mailsLike(`operator-cancelled:${a}`)).toHaveLength(0);
  });

  it('refunds every booking in full (gateway and offline), reverses the ledger, closes the date, e-mails once', async () => {
    const full = await paid(D1, 'full', 'full@example.com');
    const token = await paid(D1, 'token', 'token@example.com');
    const mixed = await paid(D1, 'token', 'mixed@example.com');
    const offline = await post(`/v1/bookings/${mixed}/payments`, {
      amount: 3000,
      method: 'bank_transfer',
      reference: 'UTR3000',
      paidOn: todayInIndia(),
    });
    expect(offline.statusCode, offline.body).toBe(201);
    // A cancelled booking on the date stays as it was; someone waits for seats.
    const gone = await paid(D1, 'full', 'gone@example.com');
    expect((await post(`/v1/bookings/${gone}/cancel`, { reason: 'Changed plans' })).statusCode).toBe(200);
    const goneBefore = await row(gone);
    const [entry] = await t.db
      .insert(waitlistEntries)
      .values({
        packageId: pkg.id,
        departureId: standard().id,
        tourDateId: (await dateRow(standard().id, D1)).id,
        date: D1,
        name: 'Asha',
        email: 'asha@example.com',
        phone: '9876543210',
        people: 2,
      })
      .returning();

    const res = await post(`/v1/tours/${pkg.id}/dates/cancel`, {
      date: D1,
      departureId: standard().id,
      reason: 'Heavy snowfall closes the pass',
    });
    expect(res.statusCode, res.body).toBe(200);
    // ₹10,000 + ₹1,500 + (₹1,500 + ₹3,000): everything paid, no slab.
    expect(res.json()).toEqual({ cancelledBookings: 3, refundTotal: 16000 });

    for (const [id, paidPaise] of [
      [full, 1_000_000],
      [token, 150_000],
    ] as const) {
      const b = await row(id);
      expect(b).toMatchObject({
        status: 'CANCELLED',
        cancelledByOperator: true,
        cancelReason: 'Heavy snowfall closes the pass',
        refundAppliedPaise: paidPaise,
        refundedPaise: paidPaise,
      });
      expect((await refundsOf(id)).map((r) => [r.kind, r.status, r.amountPaise])).toEqual([
        ['gateway', 'COMPLETED', paidPaise],
      ]);
      expect((await holdOf(id))?.status).toBe('released');
    }
    // The offline part waits, pending, for an admin to give it back (ADR 952).
    expect((await refundsOf(mixed)).map((r) => [r.kind, r.status, r.amountPaise]).sort()).toEqual([
      ['gateway', 'COMPLETED', 150_000],
      ['offline', 'PENDING', 300_000],
    ]);
    // The creator's shares of the gateway money are reversed, in full.
    const ledger = await t.db
      .select()
      .from(earnings)
      .where(inArray(earnings.bookingId, [full, token]));
    const net = (id: string) =>
      ledger.filter((e) => e.bookingId === id).reduce((sum, e) => sum + e.amountPaise, 0);
    expect(ledger.filter((e) => e.kind === 'REVERSED')).toHaveLength(2);
    expect(net(full)).toBe(0);
    expect(net(token)).toBe(0);
    // The date is closed and marked; the cancelled booking was left alone.
    expect(await dateRow(standard().id, D1)).toMatchObject({
      closedForSale: true,
      cancelReason: 'Heavy snowfall closes the pass',
    });
    expect(await row(gone)).toMatchObject({
      cancelledByOperator: false,
      refundAppliedPaise: goneBefore.refundAppliedPaise,
    });
    // One e-mail each, with the reason; the waitlist is told and never offered seats.
    for (const id of [full, token, mixed]) {
      const mails = await mailsLike(`operator-cancelled:${id}`);
      expect(mails).toHaveLength(1);
      expect(mails[0]!.text).toContain('Heavy snowfall closes the pass');
      expect(mails[0]!.text).toContain('Cancelled by the operator');
    }
    expect(await mailsLike(`waitlist-date-cancelled:${entry!.id}`)).toHaveLength(1);

    // The booking page says so; a second cancel of the date is 409; a new booking there 409.
    const page = (await t.app.inject({ url: `/v1/bookings/booking/${token}` })).json();
    expect(page.cancellation).toMatchObject({
      byOperator: true,
      reason: 'Heavy snowfall closes the pass',
      refundAmount: 1500,
    });
    // Group trips (part A) read it: the booking and the board row are 'cancelled_by_operator'.
    expect(page.tripStatus).toBe('cancelled_by_operator');
    const board = (
      await t.app.inject({ url: `/v1/tours/${pkg.id}/departures-board`, headers: admin })
    ).json();
    expect(
      board.dates.find(
        (d: { date: string; departureId: string }) => d.date === D1 && d.departureId === standard().id,
      ),
    ).toMatchObject({ cancelledByOperator: true, tripStatus: 'cancelled_by_operator' });
    // The receipt and the bookings export say "Cancelled by the operator"; the receipt the reason.
    const receipt = await t.app.inject({ url: `/v1/bookings/${token}/receipt` });
    expect(receipt.statusCode).toBe(200);
    const text = pdfText(receipt.rawPayload);
    expect(text).toContain('Cancelled by the operator');
    expect(text).toContain('Heavy snowfall closes the pass');
    const csv = await t.app.inject({ url: '/v1/bookings/export.csv', headers: admin });
    const lines = csv.body.split('\n');
    const tokenNumber = (await row(token)).bookingNumber;
    const goneNumber = (await row(gone)).bookingNumber;
    expect(lines.find((l) => l.startsWith(tokenNumber))).toContain('Cancelled by the operator');
    expect(lines.find((l) => l.startsWith(goneNumber))).not.toContain('Cancelled by the operator');
    // The admin's bookings list rows carry it too (the web's row badge reads it).
    const listed = async (n: string) =>
      (await t.app.inject({ url: `/v1/bookings?search=${n}`, headers: admin })).json().results[0];
    expect(await listed(tokenNumber)).toMatchObject({
      bookingStatus: 'CANCELLED',
      cancelledByOperator: true,
    });
    expect((await listed(goneNumber)).cancelledByOperator).toBe(false);

    const again = await post(`/v1/tours/${pkg.id}/dates/cancel`, {
      date: D1,
      departureId: standard().id,
      reason: 'Heavy snowfall closes the pass',
    });
    expect(again.statusCode).toBe(409);
    const late = await book(t.app, bookingPayload(pkg.id, standard().id, { travelDate: D1 }));
    expect(late.statusCode).toBe(409);
    // The creator's availability save cannot reopen it.
    const pricing = await t.app.inject({
      url: `/v1/tours/${pkg.id}/availability`,
      headers: bearer(pkg.creator.token),
    });
    expect(pricing.statusCode, pricing.body).toBe(200);
    const tourDatesSent = pricing
      .json()
      .TourDate.map((d: Record<string, unknown>) => ({ ...d, closedForSale: false }));
    const save = await post(
      `/v1/tours/${pkg.id}/availability`,
      { tourType: 'SpecificDays', tourDates: tourDatesSent },
      bearer(pkg.creator.token),
    );
    expect(save.statusCode, save.body).toBe(200);
    expect((await dateRow(standard().id, D1)).closedForSale).toBe(true);
  });
});

describe('POST /v1/tours/{id}/dates/move', () => {
  it('offers every confirmed booking the new date; accept moves it, decline cancels with a full refund', async () => {
    const from = addDays(firstBookableDate(), 120);
    const to = addDays(firstBookableDate(), 130);
    const group = await createPublishedPackage(t.app, {
      tourType: 'SpecificDays',
      dates: [
        { date: from, seats: 10 },
        { date: to, seats: 10 },
      ],
    });
    const take = async (email: string) => {
      const created = await book(
        t.app,
        bookingPayload(group.id, group.departure.id, { travelDate: from, adults: [1], child: [0], email }),
      );
      expect(created.statusCode, created.body).toBe(201);
      await payPage(t.app, created.json().data.instrumentResponse.redirectInfo.url, 'success');
      return created.json().bookingId as string;
    };
    const yes = await take('yes@example.com');
    const no = await take('no@example.com');
    const res = await post(`/v1/tours/${group.id}/dates/move`, {
      date: from,
      departureId: group.departure.id,
      toDate: to,
      toDepartureId: group.departure.id,
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ offered: 2 });
    expect(await mailsLike('move-offer:%')).toHaveLength(2);

    const options = (await t.app.inject({ url: `/v1/bookings/${yes}/date-change` })).json();
    expect(options.offer).toMatchObject({ status: 'offered', toDate: to });

    // ADR 1302: the offer's e-mail links to the booking page with the traveller's key…
    const offers = await mailsLike('move-offer:%');
    expect(offers.find((m) => m.to === 'yes@example.com')!.text).toContain(`?key=${manageKeyOf(yes)}`);
    // …which the traveller's answer needs: without it (or with a creator's token) nothing moves.
    const keyless = await t.app.inject({ method: 'POST', url: `/v1/bookings/${yes}/move-offer/accept` });
    expect(keyless.statusCode).toBe(403);
    expect(keyless.json().error).toBe('MANAGE_KEY_REQUIRED');
    const byCreator = await t.app.inject({
      method: 'POST',
      url: `/v1/bookings/${no}/move-offer/decline`,
      headers: bearer(group.creator.token),
    });
    expect(byCreator.statusCode).toBe(403);
    expect(await row(no)).toMatchObject({ status: 'CONFIRMED' });

    const accepted = await t.app.inject({
      method: 'POST',
      url: `/v1/bookings/${yes}/move-offer/accept`,
      headers: asTraveller(yes),
    });
    expect(accepted.statusCode, accepted.body).toBe(200);
    expect(await row(yes)).toMatchObject({ travelDate: to, status: 'CONFIRMED' });
    expect((await holdOf(yes))?.tourDateId).toBe((await dateRow(group.departure.id, to)).id);
    const twice = await t.app.inject({
      method: 'POST',
      url: `/v1/bookings/${yes}/move-offer/accept`,
      headers: asTraveller(yes),
    });
    expect(twice.statusCode).toBe(404);

    const declined = await t.app.inject({
      method: 'POST',
      url: `/v1/bookings/${no}/move-offer/decline`,
      headers: asTraveller(no),
    });
    expect(declined.statusCode, declined.body).toBe(200);
    const paidPaise = (await row(no)).paidPaise;
    expect(declined.json()).toEqual({ cancelled: true, refundAmount: paidPaise / 100 });
    expect(await row(no)).toMatchObject({
      status: 'CANCELLED',
      cancelledByOperator: true,
      refundedPaise: paidPaise,
    });
    // The old date no longer sells.
    expect((await dateRow(group.departure.id, from)).closedForSale).toBe(true);
  });
});
