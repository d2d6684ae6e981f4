import { addDays, todayInIndia } from '@wayfarer/shared/rules/travel-date';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/helpers.ts';
import { createPublishedPackage } from '../../../test/package-factory.ts';
import { bookingCommissions, earnings } from '../../db/schema.ts';
import { sumEarningsByStatus } from './earnings.repository.ts';
import { accrueForPayment, markPayableOnCompletion, reverseForRefund } from './earnings-hooks.ts';
import {
  insertAttempt,
  insertBooking,
  insertRefund,
  setBookingStatus,
  setPackageCommission,
} from '../../../test/support/earnings.ts';

// The hooks the booking lifecycle calls, driven directly on rows in the states it leaves them in.

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const db = () => t.db;
// India noon on a date: the clock the hooks are given.
const noon = (date: string) => new Date(`${date}T12:00:00+05:30`);
const today = todayInIndia();
const TOKEN = 1_958_341;
const BALANCE = 11_097_264;

async function newPackage(terms?: Parameters<typeof setPackageCommission>[2]) {
  const pkg = await createPublishedPackage(t.app);
  if (terms) await setPackageCommission(db(), pkg.id, terms);
  return pkg;
}

const rowsOf = (bookingId: string) =>
  db()
    .select()
    .from(earnings)
    .where(eq(earnings.bookingId, bookingId))
    .orderBy(earnings.createdAt, earnings.kind);

/** Runs `work` in a transaction, as the lifecycle's code does. */
const inTx = <T>(work: (tx: ReturnType<typeof db>) => Promise<T>) => db().transaction((tx) => work(tx));

describe('accrueForPayment', () => {
  it('a booking paid in two parts accrues two rows at the package’s rate, once each', async () => {
    const pkg = await newPackage();
    const booking = await insertBooking(db(), pkg, { travelDate: addDays(today, 40) });
    const token = await insertAttempt(db(), booking.id, 'token', TOKEN);
    const balance = await insertAttempt(db(), booking.id, 'balance', BALANCE);

    const first = await inTx((tx) => accrueForPayment(tx, token, new Date()));
    expect(first).toMatchObject({ kind: 'ACCRUED', basePaise: TOKEN, rateBp: 700, amountPaise: 137_084 });
    await inTx((tx) => accrueForPayment(tx, balance, new Date()));
    // A replayed callback appends nothing.
    expect(await inTx((tx) => accrueForPayment(tx, token, new Date()))).toBeUndefined();

    const rows = await rowsOf(booking.id);
    expect(rows.map((r) => [r.kind, r.basePaise, r.amountPaise])).toEqual([
      ['ACCRUED', TOKEN, 137_084],
      ['ACCRUED', BALANCE, 776_808],
    ]);
    expect(rows.every((r) => r.creatorId === pkg.creatorId)).toBe(true);
  });

  it('a payment of nothing accrues nothing and freezes no terms', async () => {
    const pkg = await newPackage();
    const booking = await insertBooking(db(), pkg, { travelDate: addDays(today, 40) });
    const nothing = await insertAttempt(db(), booking.id, 'token', 0);
    expect(await inTx((tx) => accrueForPayment(tx, nothing, new Date()))).toBeUndefined();
    expect(await rowsOf(booking.id)).toEqual([]);
    expect(
      await db().select().from(bookingCommissions).where(eq(bookingCommissions.bookingId, booking.id)),
    ).toEqual([]);
  });

  it('refuses an attempt that is not PAYMENT_SUCCESS and writes nothing', async () => {
    const pkg = await newPackage();
    const booking = await insertBooking(db(), pkg, { travelDate: addDays(today, 40) });
    const pending = await insertAttempt(db(), booking.id, 'balance', 1000, 'PAYMENT_PENDING');
    await expect(inTx((tx) => accrueForPayment(tx, pending, new Date()))).rejects.toThrow(
      /not PAYMENT_SUCCESS/,
    );
    expect(await rowsOf(booking.id)).toEqual([]);
  });

  it('writes inside the caller’s transaction: a rolled-back payment leaves no row', async () => {
    const pkg = await newPackage();
    const booking = await insertBooking(db(), pkg, { travelDate: addDays(today, 40) });
    const token = await insertAttempt(db(), booking.id, 'token', TOKEN);
    await expect(
      inTx(async (tx) => {
        await accrueForPayment(tx, token, new Date());
        throw new Error('the caller failed later');
      }),
    ).rejects.toThrow('the caller failed later');
    expect(await rowsOf(booking.id)).toEqual([]);
  });

  it.each([
    [{ commissionType: 'Booking' as const, isInfluencerTravelling: false }, 1000, 195_834, 1_109_726],
    [{ commissionType: 'SalesOperations' as const, isInfluencerTravelling: true }, 1800, 352_501, 1_997_508],
  ])('rate by the package’s terms %o → %i bp', async (terms, rate, tokenShare, balanceShare) => {
    const pkg = await newPackage(terms);
    const booking = await insertBooking(db(), pkg, { travelDate: addDays(today, 40) });
    const token = await insertAttempt(db(), booking.id, 'token', TOKEN);
    const balance = await insertAttempt(db(), booking.id, 'balance', BALANCE);
    await inTx((tx) => accrueForPayment(tx, token, new Date()));
    await inTx((tx) => accrueForPayment(tx, balance, new Date()));
    expect((await rowsOf(booking.id)).map((r) => [r.rateBp, r.amountPaise])).toEqual([
      [rate, tokenShare],
      [rate, balanceShare],
    ]);
  });
});

describe('reverseForRefund', () => {
  it('reverses at the rate frozen at confirmation, even after the package’s rate changed', async () => {
    const pkg = await newPackage({ commissionType: 'Booking', isInfluencerTravelling: false });
    const booking = await insertBooking(db(), pkg, { travelDate: addDays(today, 40) });
    const token = await insertAttempt(db(), booking.id, 'token', TOKEN);
    await inTx((tx) => accrueForPayment(tx, token, new Date()));
    // The creator now travels with the group: 18 % for new bookings, not this one.
    await setPackageCommission(db(), pkg.id, { commissionType: 'Booking', isInfluencerTravelling: true });
    const balance = await insertAttempt(db(), booking.id, 'balance', BALANCE);
    await inTx((tx) => accrueForPayment(tx, balance, new Date()));
    const refund = await insertRefund(db(), booking.id, balance, 5_000_000);
    const reversed = await inTx((tx) => reverseForRefund(tx, refund, new Date()));
    expect(reversed).toMatchObject({
      kind: 'REVERSED',
      basePaise: 5_000_000,
      rateBp: 1000,
      amountPaise: -500_000,
    });
    expect(await inTx((tx) => reverseForRefund(tx, refund, new Date()))).toBeUndefined();
    const rows = await rowsOf(booking.id);
    expect(rows.map((r) => r.rateBp)).toEqual([1000, 1000, 1000]);
    // The balance is the sum of the rows.
    expect(rows.reduce((sum, r) => sum + r.amountPaise, 0)).toBe(195_834 + 1_109_726 - 500_000);
  });

  it('a refund of TCS alone reverses nothing; beside it, the refund of the sale reverses its share', async () => {
    // The TCS goes back on the first payment, which carried it; the sale's refund came from the
    // balance (a traveller removed after the balance was paid): the first part is TCS only.
    const pkg = await newPackage();
    const booking = await insertBooking(db(), pkg, { travelDate: addDays(today, 40) });
    const token = await insertAttempt(db(), booking.id, 'token', TOKEN);
    const balance = await insertAttempt(db(), booking.id, 'balance', BALANCE);
    await inTx((tx) => accrueForPayment(tx, token, new Date()));
    await inTx((tx) => accrueForPayment(tx, balance, new Date()));
    const tcsOnly = await insertRefund(db(), booking.id, token, 12_345, 'COMPLETED', 12_345);
    const sale = await insertRefund(db(), booking.id, balance, 1_000_000);
    expect(await inTx((tx) => reverseForRefund(tx, tcsOnly, new Date()))).toBeUndefined();
    expect(await inTx((tx) => reverseForRefund(tx, sale, new Date()))).toMatchObject({
      kind: 'REVERSED',
      basePaise: 1_000_000,
      amountPaise: -70_000,
    });
    expect((await rowsOf(booking.id)).map((r) => r.kind)).toEqual(['ACCRUED', 'ACCRUED', 'REVERSED']);
  });

  it('refuses a refund that is not COMPLETED', async () => {
    const pkg = await newPackage();
    const booking = await insertBooking(db(), pkg, { travelDate: addDays(today, 40) });
    const token = await insertAttempt(db(), booking.id, 'token', TOKEN);
    const refund = await insertRefund(db(), booking.id, token, 1000, 'PENDING');
    await expect(inTx((tx) => reverseForRefund(tx, refund, new Date()))).rejects.toThrow(/not COMPLETED/);
    expect(await rowsOf(booking.id)).toEqual([]);
  });

  it('accrues a capture that missed its hook before reversing it; money that never accrued reverses nothing', async () => {
    const pkg = await newPackage();
    const booking = await insertBooking(db(), pkg, { travelDate: addDays(today, 40) });
    const token = await insertAttempt(db(), booking.id, 'token', TOKEN);
    const refund = await insertRefund(db(), booking.id, token, TOKEN);
    await inTx((tx) => reverseForRefund(tx, refund, new Date()));
    expect((await rowsOf(booking.id)).map((r) => r.amountPaise).sort()).toEqual([-137_084, 137_084].sort());

    // An amount mismatch ends as PAYMENT_ERROR (refund review): it never accrued.
    const other = await insertBooking(db(), pkg, { travelDate: addDays(today, 40) });
    const mismatch = await insertAttempt(db(), other.id, 'token', TOKEN, 'PAYMENT_ERROR');
    const back = await insertRefund(db(), other.id, mismatch, TOKEN);
    expect(await inTx((tx) => reverseForRefund(tx, back, new Date()))).toBeUndefined();
    expect(await rowsOf(other.id)).toEqual([]);
  });
});

describe('payable', () => {
  it('only after completion, from the completion day on, once', async () => {
    const travel = addDays(today, -10);
    const pkg = await newPackage();
    const booking = await insertBooking(db(), pkg, { travelDate: travel });
    const token = await insertAttempt(db(), booking.id, 'token', TOKEN);
    await inTx((tx) => accrueForPayment(tx, token, noon(travel)));
    const sums = (day: string) => sumEarningsByStatus(db(), { creatorId: pkg.creatorId, today: day });
    // The trip has ended but the booking is not completed yet: still accrued.
    expect(await sums(today)).toEqual({ accrued: 137_084, payable: 0, inPayout: 0, paid: 0 });

    const completedDay = addDays(travel, 4);
    await setBookingStatus(db(), booking.id, 'COMPLETED');
    expect(await inTx((tx) => markPayableOnCompletion(tx, booking.id, noon(completedDay)))).toBe(true);
    expect(await inTx((tx) => markPayableOnCompletion(tx, booking.id, noon(today)))).toBe(false);
    const [terms] = await db()
      .select()
      .from(bookingCommissions)
      .where(eq(bookingCommissions.bookingId, booking.id));
    expect(terms!.completedOn).toBe(completedDay);
    expect((await sums(addDays(completedDay, -1))).payable).toBe(0);
    expect(await sums(completedDay)).toEqual({ accrued: 0, payable: 137_084, inPayout: 0, paid: 0 });
  });

  it('completion catches up a payment whose hook was missed', async () => {
    const pkg = await newPackage();
    const booking = await insertBooking(db(), pkg, { travelDate: addDays(today, -10) });
    await insertAttempt(db(), booking.id, 'token', TOKEN);
    await insertAttempt(db(), booking.id, 'balance', 500, 'PAYMENT_DECLINED');
    expect(await inTx((tx) => markPayableOnCompletion(tx, booking.id, new Date()))).toBe(true);
    expect((await rowsOf(booking.id)).map((r) => r.basePaise)).toEqual([TOKEN]);
    expect((await sumEarningsByStatus(db(), { creatorId: pkg.creatorId, today })).payable).toBe(137_084);
  });

  it('a booking that never received money has nothing to make payable', async () => {
    const pkg = await newPackage();
    const booking = await insertBooking(db(), pkg, { travelDate: addDays(today, -10), status: 'PENDING' });
    expect(await inTx((tx) => markPayableOnCompletion(tx, booking.id, new Date()))).toBe(false);
  });

  it('a cancelled booking’s net is payable the day its trip would have ended, not at cancellation', async () => {
    const travel = addDays(today, 30);
    const pkg = await newPackage({ commissionType: 'Booking', isInfluencerTravelling: false });
    const booking = await insertBooking(db(), pkg, { travelDate: travel });
    const token = await insertAttempt(db(), booking.id, 'token', TOKEN);
    await inTx((tx) => accrueForPayment(tx, token, new Date()));
    const refund = await insertRefund(db(), booking.id, token, 1_000_000);
    await setBookingStatus(db(), booking.id, 'CANCELLED');
    await inTx((tx) => reverseForRefund(tx, refund, new Date()));
    const sums = (day: string) => sumEarningsByStatus(db(), { creatorId: pkg.creatorId, today: day });
    const net = 195_834 - 100_000;
    // Four days from the travel date: the last day is travel + 3; payable from travel + 4.
    expect(await sums(today)).toEqual({ accrued: net, payable: 0, inPayout: 0, paid: 0 });
    expect((await sums(addDays(travel, 3))).payable).toBe(0);
    expect(await sums(addDays(travel, 4))).toEqual({ accrued: 0, payable: net, inPayout: 0, paid: 0 });
  });
});
