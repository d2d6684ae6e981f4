import { addDays, firstBookableDate } from '@wayfarer/shared/rules/travel-date';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  bearer,
  createSecondApp,
  createTestApp,
  loginAdmin,
  type TestApp,
} from '../../../../test/helpers.ts';
import { createPublishedPackage, type TestPackage } from '../../../../test/package-factory.ts';
import { bookings, paymentAttempts, refunds } from '../../../db/schema.ts';
import { bookingDeps } from '../deps.ts';
import { runReconcilerOnce } from './reconciler.ts';
import { SANDBOX_PREFIX, SandboxStore } from '../../payments/index.ts';

// The built-in sandbox spoken to with v2 (PHONEPE_SANDBOX_API=v2), by two app instances on one
// database, as a fleet runs: whichever instance a request lands on serves the pay page, the
// status checks and the refunds, because the sandbox keeps its transactions in the database.

const ENV = { PHONEPE_SANDBOX_API: 'v2' };
let a: TestApp;
let b: FastifyInstance;
let second: Awaited<ReturnType<typeof createSecondApp>>;
let pkg: TestPackage;

beforeAll(async () => {
  a = await createTestApp(ENV);
  second = await createSecondApp(a, ENV);
  b = second.app;
  pkg = await createPublishedPackage(a.app);
});
afterAll(async () => {
  await second?.close();
  await a?.close();
});

async function book(app: FastifyInstance, paymentType: 'token' | 'full' = 'token') {
  const res = await app.inject({
    method: 'POST',
    url: '/v1/bookings',
    payload: {
      name: 'Meera Nair',
      email: 'meera@example.com',
      phone: '9876543210',
      tourPackageId: pkg.id,
      departureId: pkg.departure.id,
      travelDate: addDays(firstBookableDate(), 60),
      adults: [2],
      child: [0],
      paymentType,
    },
  });
  expect(res.statusCode).toBe(201);
  const bookingId = res.json().bookingId as string;
  const url = res.json().data.instrumentResponse.redirectInfo.url as string;
  const [attempt] = await a.db.select().from(paymentAttempts).where(eq(paymentAttempts.bookingId, bookingId));
  return { bookingId, path: new URL(url).pathname, attempt: attempt! };
}
const press = (app: FastifyInstance, path: string, action: 'success' | 'decline') =>
  app.inject({
    method: 'POST',
    url: `${path}/${action}`,
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    payload: '',
  });
const bookingRow = async (id: string) => (await a.db.select().from(bookings).where(eq(bookings.id, id)))[0]!;

describe('the sandbox on v2, across two instances', () => {
  it('booked on one instance, paid on the other: its webhook and order status confirm it everywhere', async () => {
    const { bookingId, path, attempt } = await book(a.app);
    expect(path).toMatch(new RegExp(`^${SANDBOX_PREFIX}/pay/[A-Za-z0-9_-]{22}$`));
    const page = await b.inject({ method: 'GET', url: path });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain(attempt.merchantTransactionId);
    const paid = await press(b, path, 'success');
    expect(paid.statusCode).toBe(303);
    expect(paid.headers.location).toBe(`${a.config.publicUrl}/booking/payment-complete/${bookingId}`);
    expect(await bookingRow(bookingId)).toMatchObject({ paymentStatus: 'PAYMENT_SUCCESS' });
    expect(await a.app.paymentGateway.checkStatus(attempt.merchantTransactionId)).toMatchObject({
      code: 'PAYMENT_SUCCESS',
      amountPaise: attempt.amountPaise,
      state: 'COMPLETED',
    });
    // Pressed again on the first instance: already decided, nothing changes.
    expect((await press(a.app, path, 'decline')).statusCode).toBe(303);
    expect(await bookingRow(bookingId)).toMatchObject({ paymentStatus: 'PAYMENT_SUCCESS' });
  });

  it('a declined order is PAYMENT_DECLINED', async () => {
    const { bookingId, path } = await book(b);
    await press(a.app, path, 'decline');
    expect(await bookingRow(bookingId)).toMatchObject({ paymentStatus: 'PAYMENT_DECLINED' });
  });

  it('the webhook with a wrong Authorization is 401 and changes nothing', async () => {
    const { bookingId, attempt } = await book(a.app);
    await new SandboxStore(a.db).decide(
      (await new SandboxStore(a.db).get(attempt.merchantTransactionId))!,
      'success',
    );
    const res = await b.inject({
      method: 'POST',
      url: '/v1/payments/phonepe/webhook',
      headers: { 'content-type': 'application/json', authorization: 'a'.repeat(64) },
      payload: {
        event: 'checkout.order.completed',
        payload: { merchantOrderId: attempt.merchantTransactionId },
      },
    });
    expect(res.statusCode).toBe(401);
    expect(await bookingRow(bookingId)).toMatchObject({ paymentStatus: 'PENDING', paidPaise: 0 });
    const [after] = await a.db.select().from(paymentAttempts).where(eq(paymentAttempts.id, attempt.id));
    expect(after).toMatchObject({ status: 'PENDING', checkCount: 0 });
  });

  it('a lost webhook: the reconciler of either instance reads the order status and settles it', async () => {
    const { bookingId, attempt } = await book(a.app);
    // Paid, but the webhook never arrived.
    const store = new SandboxStore(a.db);
    await store.decide((await store.get(attempt.merchantTransactionId))!, 'success');
    const run = await runReconcilerOnce(bookingDeps(b, () => new Date(Date.now() + 60_000)));
    expect(run.statuses.PAYMENT_SUCCESS).toBeGreaterThanOrEqual(1);
    expect(await bookingRow(bookingId)).toMatchObject({ paymentStatus: 'PAYMENT_SUCCESS' });
  });

  it('refunds on v2: asked on one instance, read back on the other; never more than was paid', async () => {
    const { bookingId, path, attempt } = await book(a.app, 'full');
    await press(b, path, 'success');
    const admin = await loginAdmin(b);
    const cancel = await b.inject({
      method: 'POST',
      url: `/v1/bookings/${bookingId}/cancel`,
      headers: bearer(admin.tokens.access.token),
      payload: { reason: 'Traveller asked', refundAmount: 1000 },
    });
    expect(cancel.statusCode).toBe(200);
    const [refund] = await a.db.select().from(refunds).where(eq(refunds.bookingId, bookingId));
    expect(refund).toMatchObject({ status: 'COMPLETED', amountPaise: 100_000 });
    expect(await a.app.paymentGateway.checkRefundStatus(refund!.merchantTransactionId)).toMatchObject({
      code: 'PAYMENT_SUCCESS',
      amountPaise: 100_000,
    });
    const excess = await a.app.paymentGateway.refund({
      merchantTransactionId: `${refund!.merchantTransactionId}X`,
      originalTransactionId: attempt.merchantTransactionId,
      merchantUserId: 'U1',
      amountPaise: attempt.amountPaise - 100_000 + 1,
      callbackUrl: '',
    });
    expect(excess.code).toBe('PAYMENT_ERROR');
    expect((await bookingRow(bookingId)).refundedPaise).toBe(100_000);
  });

  it('speaks only to its own client, with a token', async () => {
    const token = await a.app.inject({
      method: 'POST',
      url: `${SANDBOX_PREFIX}/v1/oauth/token`,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'client_id=WAYFARERSANDBOX&client_version=1&client_secret=wrong&grant_type=client_credentials',
    });
    expect(token.statusCode).toBe(401);
    const status = await b.inject({ method: 'GET', url: `${SANDBOX_PREFIX}/checkout/v2/order/ANY/status` });
    expect(status.statusCode).toBe(401);
    const forged = await b.inject({
      method: 'GET',
      url: `${SANDBOX_PREFIX}/checkout/v2/order/ANY/status`,
      headers: { authorization: `O-Bearer WFSB.${Math.floor(Date.now() / 1000) + 60}.forged` },
    });
    expect(forged.statusCode).toBe(401);
  });
});
