import { pendingPaise } from '@wayfarer/shared/rules/money';
import { addDays, todayInIndia } from '@wayfarer/shared/rules/travel-date';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, createTestApp, loginAdmin, type TestApp } from '../../../../test/helpers.ts';
import { createPublishedPackage, type TestPackage } from '../../../../test/package-factory.ts';
import { bookings, bookingTravellers, emailJobs } from '../../../db/schema.ts';
import { reviewInviteDedupeKey } from '../emails/booking-emails.ts';
import { runTripCompletionOnce } from '../jobs/booking-jobs.ts';
import { getReceiptData } from '../receipts/booking-receipt.service.ts';
import { bookingDeps } from '../deps.ts';
import { paidBooking } from '../../../../test/support/manage.ts';
import { bookingRow, payPage, travelDate } from '../../../../test/support/bookings.ts';

// Money owed survives the trip, and one definition of "pending" everywhere.

let t: TestApp;
let admin: string;
let pkg: TestPackage;
const TRAVEL = travelDate(10);

beforeAll(async () => {
  t = await createTestApp();
  admin = (await loginAdmin(t.app)).tokens.access.token;
  pkg = await createPublishedPackage(t.app, { dates: [TRAVEL] }); // a 4-day trip
});
afterAll(() => t.close());

const afterTrip = () => bookingDeps(t.app, () => new Date(`${addDays(TRAVEL, 5)}T12:00:00+05:30`));
const detail = async (id: string) =>
  (await t.app.inject({ url: `/v1/bookings/${id}`, headers: bearer(admin) })).json();
const invites = async (id: string) =>
  (
    await t.db
      .select()
      .from(emailJobs)
      .where(eq(emailJobs.dedupeKey, reviewInviteDedupeKey(id)))
  ).length;
const stats = async () => (await t.app.inject({ url: '/v1/admin/stats', headers: bearer(admin) })).json();
const offline = (id: string, payload: object) =>
  t.app.inject({
    method: 'POST',
    url: `/v1/bookings/${id}/payments`,
    headers: bearer(admin),
    payload: { method: 'bank_transfer', reference: 'UTR22', paidOn: todayInIndia(), ...payload },
  });

describe('money owed survives the trip', () => {
  it('completes a token booking but keeps its balance owed, collectible offline, invitation waiting', async () => {
    const before = await stats();
    const { bookingId } = await paidBooking(t.app, pkg, { travelDate: TRAVEL });
    await runTripCompletionOnce(afterTrip());
    const row = await bookingRow(t.app, bookingId);
    expect(row.status).toBe('COMPLETED');
    const owed = pendingPaise(row);
    expect(owed).toBeGreaterThan(0);
    expect(await invites(bookingId)).toBe(0);

    const shown = await detail(bookingId);
    expect(shown).toMatchObject({ bookingStatus: 'COMPLETED', pending: owed / 100, unpaidAfterTravel: true });
    expect(shown.actions.recordPayment).toBe(true);
    const during = await stats();
    expect(during.outstanding).toBeCloseTo(before.outstanding + owed / 100, 2);
    expect(during.unpaidAfterTravel).toBeCloseTo(before.unpaidAfterTravel + owed / 100, 2);
    const list = await t.app.inject({
      url: `/v1/bookings?search=${row.bookingNumber}`,
      headers: bearer(admin),
    });
    expect(list.json().results[0]).toMatchObject({ unpaidAfterTravel: true, pendingAmount: owed / 100 });

    const paid = await offline(bookingId, { amount: owed / 100 });
    expect(paid.statusCode).toBe(201);
    expect(paid.json()).toMatchObject({ pending: 0, unpaidAfterTravel: false, bookingStatus: 'COMPLETED' });
    expect(await invites(bookingId)).toBe(1);
    expect((await stats()).unpaidAfterTravel).toBeCloseTo(before.unpaidAfterTravel, 2);
  });

  it('takes the gateway balance payment on a completed trip, then invites to review', async () => {
    const { bookingId } = await paidBooking(t.app, pkg, { travelDate: TRAVEL });
    await runTripCompletionOnce(afterTrip());
    expect((await bookingRow(t.app, bookingId)).status).toBe('COMPLETED');
    const balance = await t.app.inject({ method: 'POST', url: `/v1/bookings/${bookingId}/balance` });
    expect(balance.statusCode).toBe(201);
    await payPage(t.app, balance.json().data.instrumentResponse.redirectInfo.url, 'success');
    const row = await bookingRow(t.app, bookingId);
    expect(pendingPaise(row)).toBe(0);
    expect(row.status).toBe('COMPLETED');
    expect(await invites(bookingId)).toBe(1);
  });

  it('a fully paid trip is invited when it completes', async () => {
    const { bookingId } = await paidBooking(t.app, pkg, { travelDate: TRAVEL, paymentType: 'full' });
    await runTripCompletionOnce(afterTrip());
    expect(await invites(bookingId)).toBe(1);
  });

  it('dates an offline payment between the booking day and today', async () => {
    const { bookingId } = await paidBooking(t.app, pkg, { travelDate: TRAVEL });
    for (const paidOn of ['1900-01-01', addDays(todayInIndia(), -1), addDays(todayInIndia(), 1)]) {
      const res = await offline(bookingId, { amount: 1, paidOn });
      expect(res.statusCode).toBe(400);
      expect(res.json().errors[0].path).toBe('paidOn');
    }
    expect((await offline(bookingId, { amount: 1 })).statusCode).toBe(201);
  });
});

describe('one definition of pending', () => {
  it('list, detail, export, manifest, dashboard and receipt agree on the same bookings', async () => {
    const running = await paidBooking(t.app, pkg, {
      travelDate: TRAVEL,
      adults: [2, 2],
      child: [0, 0],
      email: 'pending.one@example.com',
    });
    const cancelled = await paidBooking(t.app, pkg, { travelDate: TRAVEL, email: 'pending.two@example.com' });
    await t.db.update(bookings).set({ status: 'CANCELLED' }).where(eq(bookings.id, cancelled.bookingId));
    // Four travellers on the running booking: its money must show once in the manifest.
    await t.db.insert(bookingTravellers).values(
      [0, 1, 2, 3].map((position) => ({
        bookingId: running.bookingId,
        position,
        name: `Traveller ${position}`,
        age: 30,
        gender: 'female' as const,
      })),
    );
    const csv = (
      await t.app.inject({ url: '/v1/bookings/export.csv?search=pending.', headers: bearer(admin) })
    ).body
      .trimEnd()
      .split('\r\n');
    const header = csv[0]!.split(',');
    const pendingColumn = header.indexOf('Pending (INR)');
    for (const { bookingId, bookingNumber } of [running, cancelled]) {
      const row = await bookingRow(t.app, bookingId);
      const expected = pendingPaise(row);
      expect(expected).toBe(bookingId === cancelled.bookingId ? 0 : row.packageAmountPaise - row.paidPaise);
      expect((await detail(bookingId)).pending).toBe(expected / 100);
      const list = await t.app.inject({
        url: `/v1/bookings?search=${bookingNumber}`,
        headers: bearer(admin),
      });
      expect(list.json().results[0].pendingAmount).toBe(expected / 100);
      const line = csv.find((l) => l.startsWith(`${bookingNumber},`))!;
      expect(line.split(',')[pendingColumn]).toBe((expected / 100).toFixed(2));
      const receipt = await getReceiptData(bookingDeps(t.app), bookingId);
      expect(receipt.totals.pendingPaise).toBe(expected);
    }
    const manifest = await t.app.inject({
      url: `/v1/tours/${pkg.id}/manifest?date=${TRAVEL}`,
      headers: bearer(admin),
    });
    const number = (await bookingRow(t.app, running.bookingId)).bookingNumber;
    const lines = manifest.json().lines.filter((l: { bookingNumber: string }) => l.bookingNumber === number);
    expect(lines).toHaveLength(4);
    const expected = pendingPaise(await bookingRow(t.app, running.bookingId));
    expect(lines.map((l: { pendingPaise: number | null }) => l.pendingPaise)).toEqual([
      expected,
      null,
      null,
      null,
    ]);
    expect(lines.filter((l: { paidPaise: number | null }) => l.paidPaise !== null)).toHaveLength(1);
    const manifestCsv = await t.app.inject({
      url: `/v1/tours/${pkg.id}/manifest.csv?date=${TRAVEL}`,
      headers: bearer(admin),
    });
    const [manifestHeader, ...rows] = manifestCsv.body.split('\r\n');
    const manifestPending = (manifestHeader ?? '').split(',').indexOf('Pending (INR)');
    expect(manifestPending).toBeGreaterThan(0);
    const csvLines = rows.filter((l) => l.startsWith(`${number},`));
    expect(csvLines.map((l) => l.split(',')[manifestPending])).toEqual([
      (expected / 100).toFixed(2),
      '',
      '',
      '',
    ]);
  });
});
