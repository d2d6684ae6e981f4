import { addDays, todayInIndia } from '@wayfarer/shared/rules/travel-date';
import { eq, like } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, createTestApp, loginAdmin, registerUser, type TestApp } from '../../../../test/helpers.ts';
import { createPublishedPackage, type TestPackage } from '../../../../test/package-factory.ts';
import { earnings, emailJobs, refunds } from '../../../db/schema.ts';
import { paidBooking } from '../../../../test/support/manage.ts';
import { bookingRow } from '../../../../test/support/bookings.ts';

// ADR 952: a cancelled booking paid partly offline gives back through the gateway what the
// gateway took, and the rest offline — a PENDING offline refund the admin records once given back.

type Headers = Record<string, string>;
type Refund = { id: string; kind: string; status: string; amount: number; offline: unknown };
let t: TestApp;
let pkg: TestPackage;
let admin: Headers;
let creator: Headers;
let user: Headers;

beforeAll(async () => {
  t = await createTestApp();
  pkg = await createPublishedPackage(t.app, { title: 'Hampi Boulder Trail' });
  admin = bearer((await loginAdmin(t.app)).tokens.access.token);
  creator = bearer(pkg.creator.token);
  user = bearer((await registerUser(t.app)).tokens.access.token);
});
afterAll(() => t.close());

const post = (url: string, payload: object, headers: Headers = admin) =>
  t.app.inject({ method: 'POST', url, headers, payload });
const recordRefund = (bookingId: string, refundId: string, body: object = {}, headers: Headers = admin) =>
  post(
    `/v1/bookings/${bookingId}/refunds/${refundId}/offline`,
    { reference: 'NEFT REF 7788', refundedOn: todayInIndia(), ...body },
    headers,
  );

/** Token online (₹7,500), the rest by bank transfer (₹42,500), then cancelled with ₹45,000 back. */
async function cancelledMixedBooking() {
  const { bookingId, bookingNumber } = await paidBooking(t.app, pkg);
  const offline = await post(`/v1/bookings/${bookingId}/payments`, {
    amount: 42_500,
    method: 'bank_transfer',
    reference: 'UTR42500',
    paidOn: todayInIndia(),
  });
  expect(offline.statusCode).toBe(201);
  // The refunds the gateway is asked for during the cancel.
  const gateway = t.app.paymentGateway;
  const real = gateway.refund;
  const asked: number[] = [];
  gateway.refund = (request) => {
    asked.push(request.amountPaise);
    return real.call(gateway, request);
  };
  try {
    const cancelled = await post(`/v1/bookings/${bookingId}/cancel`, {
      reason: 'Family emergency',
      refundAmount: 45_000,
    });
    expect(cancelled.statusCode).toBe(200);
  } finally {
    gateway.refund = real;
  }
  const detail = (await t.app.inject({ url: `/v1/bookings/${bookingId}`, headers: admin })).json();
  const list: Refund[] = detail.refunds;
  return { bookingId, bookingNumber, refunds: list, asked };
}

describe('offline refunds (ADR 952)', () => {
  it('the cancel splits the refund: the gateway’s capture first, the rest waits to go back offline', async () => {
    const { bookingId, refunds: list, asked } = await cancelledMixedBooking();
    // Only the gateway's capture is asked of the gateway, once.
    expect(asked).toEqual([750_000]);
    const gateway = list.filter((r) => r.kind === 'gateway');
    const offline = list.filter((r) => r.kind === 'offline');
    expect(gateway.map((r) => r.amount)).toEqual([7_500]);
    expect(offline).toMatchObject([{ amount: 37_500, status: 'PENDING', offline: null }]);
    // Never asked of the gateway, never in the reconciler's queue.
    const [row] = await t.db.select().from(refunds).where(eq(refunds.id, offline[0]!.id));
    expect(row).toMatchObject({ kind: 'offline', nextCheckAt: null, gatewayTransactionId: null });
    // Its own id says it goes back offline ('F'), the gateway's one that it is a refund ('R').
    expect(row!.merchantTransactionId).toMatch(/^WF\d+F[0-9A-F]{12}$/);
    const [viaGateway] = await t.db.select().from(refunds).where(eq(refunds.id, gateway[0]!.id));
    expect(viaGateway!.merchantTransactionId).toMatch(/^WF\d+R[0-9A-F]{12}$/);
    // The traveller's page says which refund goes back which way.
    const manage = (await t.app.inject({ url: `/v1/bookings/booking/${bookingId}` })).json();
    expect(manage.refunds.map((r: Refund) => [r.kind, r.amount, r.status])).toContainEqual([
      'offline',
      37_500,
      'PENDING',
    ]);
  });

  it('only the admin records it (creator and user 403, anonymous 401), for this booking’s offline refund', async () => {
    const { bookingId, refunds: list } = await cancelledMixedBooking();
    const offline = list.find((r) => r.kind === 'offline')!;
    const gateway = list.find((r) => r.kind === 'gateway')!;
    expect((await recordRefund(bookingId, offline.id, {}, creator)).statusCode).toBe(403);
    expect((await recordRefund(bookingId, offline.id, {}, user)).statusCode).toBe(403);
    expect((await recordRefund(bookingId, offline.id, {}, {})).statusCode).toBe(401);
    const other = await cancelledMixedBooking();
    expect((await recordRefund(other.bookingId, offline.id)).statusCode).toBe(404);
    expect((await recordRefund(bookingId, crypto.randomUUID())).statusCode).toBe(404);
    const viaGateway = await recordRefund(bookingId, gateway.id);
    expect(viaGateway.statusCode).toBe(409);
    expect(viaGateway.json().message).toBe('This refund goes back through PhonePe: it completes by itself');
  });

  it('400 on a missing reference, a bad or future date; nothing changes', async () => {
    const { bookingId, refunds: list } = await cancelledMixedBooking();
    const offline = list.find((r) => r.kind === 'offline')!;
    for (const [body, path] of [
      [{ reference: '  ' }, 'reference'],
      [{ reference: 'x'.repeat(101) }, 'reference'],
      [{ refundedOn: '2026-02-30' }, 'refundedOn'],
      [{ refundedOn: addDays(todayInIndia(), 1) }, 'refundedOn'],
    ] as const) {
      const res = await recordRefund(bookingId, offline.id, body);
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
      expect(res.json().errors[0].path).toBe(path);
    }
    const [row] = await t.db.select().from(refunds).where(eq(refunds.id, offline.id));
    expect(row?.status).toBe('PENDING');
  });

  it('recorded once: completed with its reference, the refunded total, the creator’s share reversed, one e-mail', async () => {
    const { bookingId, bookingNumber, refunds: list } = await cancelledMixedBooking();
    const offline = list.find((r) => r.kind === 'offline')!;
    const refundedBefore = (await bookingRow(t.app, bookingId)).refundedPaise;
    const yesterday = addDays(todayInIndia(), -1);
    const res = await recordRefund(bookingId, offline.id, { reference: 'NEFT N123', refundedOn: yesterday });
    expect(res.statusCode).toBe(200);
    const recorded = res.json().refunds.find((r: Refund) => r.id === offline.id);
    expect(recorded).toMatchObject({
      status: 'COMPLETED',
      offline: { reference: 'NEFT N123', refundedOn: yesterday, recordedBy: 'Admin' },
    });
    expect((await bookingRow(t.app, bookingId)).refundedPaise).toBe(refundedBefore + 3_750_000);
    const reversed = await t.db.select().from(earnings).where(eq(earnings.refundId, offline.id));
    expect(reversed).toHaveLength(1);
    expect(reversed[0]).toMatchObject({ kind: 'REVERSED', basePaise: 3_750_000 });

    // Again: refused, and nothing counted twice.
    const again = await recordRefund(bookingId, offline.id);
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe('This refund is already completed');
    expect((await bookingRow(t.app, bookingId)).refundedPaise).toBe(refundedBefore + 3_750_000);
    const mails = await t.db
      .select()
      .from(emailJobs)
      .where(like(emailJobs.subject, `Refund completed ${bookingNumber}:%`));
    // It says what was refunded and how the money went back (the gateway's e-mail before
    // it says the ₹37,500.00 is still to be refunded).
    const offlineMails = mails.filter((m) => m.text.includes('Refunded now: ₹37,500.00'));
    expect(offlineMails).toHaveLength(1);
    expect(offlineMails[0]!.text).toContain('Refund method: Paid back offline on');
    expect(offlineMails[0]!.text).toContain('reference NEFT N123');
    expect(mails.filter((m) => m.text.includes('Still to be refunded: ₹37,500.00'))).toHaveLength(1);
  });
});
