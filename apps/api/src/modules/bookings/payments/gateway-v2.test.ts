import { addDays, firstBookableDate } from '@wayfarer/shared/rules/travel-date';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, createTestApp, loginAdmin, type TestApp } from '../../../../test/helpers.ts';
import { createPublishedPackage, type TestPackage } from '../../../../test/package-factory.ts';
import { bookings, paymentAttempts, refunds } from '../../../db/schema.ts';
import { bookingDeps } from '../deps.ts';
import { runReconcilerOnce } from './reconciler.ts';
import { createPhonePeV2Gateway } from '../../payments/index.ts';
import {
  DOUBLE_CLIENT,
  documentedWebhookAuthorization,
  type PhonePeV2Double,
  startPhonePeV2Double,
} from '../../../../test/doubles/phonepe-v2-double.ts';
import { fetchTransport } from '../../payments/index.ts';

// PhonePe v2 end to end against the independent double (phonepe-v2-double.ts, written from
// PhonePe's documentation): the app configured with PHONEPE_CLIENT_ID… and the two URL overrides.

const HOOK = { username: 'wf_hooks', password: 'hooks2secret' };
let t: TestApp;
let double: PhonePeV2Double;
let pkg: TestPackage;

beforeAll(async () => {
  double = await startPhonePeV2Double();
  t = await createTestApp({
    PHONEPE_CLIENT_ID: DOUBLE_CLIENT.id,
    PHONEPE_CLIENT_SECRET: DOUBLE_CLIENT.secret,
    PHONEPE_CLIENT_VERSION: DOUBLE_CLIENT.version,
    PHONEPE_ENV: 'sandbox',
    PHONEPE_WEBHOOK_USERNAME: HOOK.username,
    PHONEPE_WEBHOOK_PASSWORD: HOOK.password,
    PHONEPE_AUTH_URL: double.authUrl,
    PHONEPE_PG_URL: double.pgUrl,
  });
  pkg = await createPublishedPackage(t.app);
});
afterAll(async () => {
  await t.close();
  await double.close();
});

async function book(paymentType: 'token' | 'full' = 'token') {
  const res = await t.app.inject({
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
  const [attempt] = await t.db.select().from(paymentAttempts).where(eq(paymentAttempts.bookingId, bookingId));
  return { res, bookingId, attempt: attempt! };
}
const bookingRow = async (id: string) => (await t.db.select().from(bookings).where(eq(bookings.id, id)))[0]!;
const attemptRow = async (id: string) =>
  (await t.db.select().from(paymentAttempts).where(eq(paymentAttempts.id, id)))[0]!;
const webhook = (
  authorization: string | undefined,
  merchantOrderId: string,
  event = 'checkout.order.completed',
) =>
  t.app.inject({
    method: 'POST',
    url: '/v1/payments/phonepe/webhook',
    headers: { 'content-type': 'application/json', ...(authorization !== undefined && { authorization }) },
    payload: { event, payload: { merchantOrderId, orderId: 'OMO1', state: 'COMPLETED', amount: 1 } },
  });
const rightAuthorization = documentedWebhookAuthorization(HOOK.username, HOOK.password);
const later = (ms: number) => bookingDeps(t.app, () => new Date(Date.now() + ms));

describe('PhonePe v2 against the documented contract', () => {
  it('books in paise with the redirect to the result page; the webhook is a hint the status call confirms; one token for all', async () => {
    const { res, bookingId, attempt } = await book();
    expect(res.json().data.instrumentResponse.redirectInfo.url).toMatch(
      /^https:\/\/mercury-uat\.phonepe\.example\//,
    );
    const pay = double.requests.find((r) => r.path === '/pg/checkout/v2/pay')!;
    expect(JSON.parse(pay.body)).toEqual({
      merchantOrderId: attempt.merchantTransactionId,
      amount: attempt.amountPaise,
      paymentFlow: {
        type: 'PG_CHECKOUT',
        merchantUrls: { redirectUrl: `${t.config.publicUrl}/booking/payment-complete/${bookingId}` },
      },
    });

    double.orders.get(attempt.merchantTransactionId)!.state = 'COMPLETED';
    expect((await webhook(rightAuthorization, attempt.merchantTransactionId)).statusCode).toBe(200);
    expect(await bookingRow(bookingId)).toMatchObject({ paymentStatus: 'PAYMENT_SUCCESS' });
    expect(double.requests.at(-1)!.path).toBe(
      `/pg/checkout/v2/order/${attempt.merchantTransactionId}/status`,
    );

    await book();
    expect(double.tokensIssued()).toBe(1);
    const authorizations = new Set(double.pgRequests().map((r) => r.headers.authorization));
    expect(authorizations.size).toBe(1);
    expect([...authorizations][0]).toMatch(/^O-Bearer dbl-1-/);
    expect(double.problems).toEqual([]);
  });

  it('a webhook without the right Authorization is 401 and changes nothing', async () => {
    const { bookingId, attempt } = await book();
    double.orders.get(attempt.merchantTransactionId)!.state = 'COMPLETED';
    const before = double.requests.length;
    for (const authorization of [
      undefined,
      documentedWebhookAuthorization(HOOK.username, 'wrong-password'),
      `Basic ${Buffer.from(`${HOOK.username}:${HOOK.password}`).toString('base64')}`,
    ]) {
      const res = await webhook(authorization, attempt.merchantTransactionId);
      expect(res.statusCode).toBe(401);
      expect(res.json()).toMatchObject({ code: 401 });
    }
    expect(double.requests.length).toBe(before);
    expect(await attemptRow(attempt.id)).toMatchObject({ status: 'PENDING', checkCount: 0 });
    expect((await bookingRow(bookingId)).paidPaise).toBe(0);
  });

  it('on v2 the v1 callback route is refused: v2 has no X-VERIFY callbacks', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/v1/bookings/payment/callback',
      headers: { 'content-type': 'application/json', 'x-verify': `${'0'.repeat(64)}###1` },
      payload: { response: Buffer.from('{}').toString('base64') },
    });
    expect(res.statusCode).toBe(401);
  });

  it('a lost webhook: the reconciler asks for the order status and settles it (COMPLETED, FAILED)', async () => {
    const paid = await book();
    const declined = await book();
    double.orders.get(paid.attempt.merchantTransactionId)!.state = 'COMPLETED';
    double.orders.get(declined.attempt.merchantTransactionId)!.state = 'FAILED';
    await runReconcilerOnce(later(60_000));
    expect(await bookingRow(paid.bookingId)).toMatchObject({ paymentStatus: 'PAYMENT_SUCCESS' });
    expect(await bookingRow(declined.bookingId)).toMatchObject({ paymentStatus: 'PAYMENT_DECLINED' });
    expect(double.problems).toEqual([]);
  });

  it('refunds on v2: asked in paise under its own id, followed with refund status until COMPLETED', async () => {
    const { bookingId, attempt } = await book('full');
    double.orders.get(attempt.merchantTransactionId)!.state = 'COMPLETED';
    await webhook(rightAuthorization, attempt.merchantTransactionId);
    const admin = await loginAdmin(t.app);
    const cancel = await t.app.inject({
      method: 'POST',
      url: `/v1/bookings/${bookingId}/cancel`,
      headers: bearer(admin.tokens.access.token),
      payload: { reason: 'Traveller asked', refundAmount: 1234.56 },
    });
    expect(cancel.statusCode).toBe(200);
    const [refund] = await t.db.select().from(refunds).where(eq(refunds.bookingId, bookingId));
    expect(refund).toMatchObject({ status: 'PENDING', amountPaise: 123_456 });
    const asked = double.requests.find((r) => r.path === '/pg/payments/v2/refund')!;
    expect(JSON.parse(asked.body)).toEqual({
      merchantRefundId: refund!.merchantTransactionId,
      originalMerchantOrderId: attempt.merchantTransactionId,
      amount: 123_456,
    });

    double.refunds.get(refund!.merchantTransactionId)!.state = 'COMPLETED';
    await runReconcilerOnce(later(2 * 3_600_000));
    const [done] = await t.db.select().from(refunds).where(eq(refunds.id, refund!.id));
    expect(done!.status).toBe('COMPLETED');
    expect((await bookingRow(bookingId)).refundedPaise).toBe(123_456);
    expect(double.problems).toEqual([]);
  });

  it('a balance payment is its own v2 order; a refund webhook is a hint read back with refund status', async () => {
    const { bookingId, attempt } = await book('token');
    double.orders.get(attempt.merchantTransactionId)!.state = 'COMPLETED';
    await webhook(rightAuthorization, attempt.merchantTransactionId);
    const paidToken = (await bookingRow(bookingId)).paidPaise;
    const balance = await t.app.inject({ method: 'POST', url: `/v1/bookings/${bookingId}/balance` });
    expect(balance.statusCode).toBe(201);
    const balanceAttempt = (
      await t.db.select().from(paymentAttempts).where(eq(paymentAttempts.bookingId, bookingId))
    ).find((row) => row.kind === 'balance')!;
    const order = double.orders.get(balanceAttempt.merchantTransactionId)!;
    expect(order.amount).toBe(balanceAttempt.amountPaise);
    order.state = 'COMPLETED';
    expect((await webhook(rightAuthorization, balanceAttempt.merchantTransactionId)).statusCode).toBe(200);
    const paid = await bookingRow(bookingId);
    expect(paid.paidPaise).toBe(paidToken + balanceAttempt.amountPaise);
    expect(paid.paidPaise).toBe(paid.packageAmountPaise - paid.discountPaise);

    const admin = await loginAdmin(t.app);
    await t.app.inject({
      method: 'POST',
      url: `/v1/bookings/${bookingId}/cancel`,
      headers: bearer(admin.tokens.access.token),
      payload: { reason: 'Traveller asked', refundAmount: 100 },
    });
    const [refund] = await t.db.select().from(refunds).where(eq(refunds.bookingId, bookingId));
    expect(refund!.status).toBe('PENDING');
    double.refunds.get(refund!.merchantTransactionId)!.state = 'COMPLETED';
    const hook = await t.app.inject({
      method: 'POST',
      url: '/v1/payments/phonepe/webhook',
      headers: { 'content-type': 'application/json', authorization: rightAuthorization },
      payload: {
        event: 'pg.refund.completed',
        payload: { merchantRefundId: refund!.merchantTransactionId, state: 'COMPLETED', amount: 10_000 },
      },
    });
    expect(hook.statusCode).toBe(200);
    const [done] = await t.db.select().from(refunds).where(eq(refunds.id, refund!.id));
    expect(done!.status).toBe('COMPLETED');
    expect(double.problems).toEqual([]);
  });

  it('a 401 drops the token: a new one is fetched and the call goes through', async () => {
    const { attempt } = await book();
    const issued = double.tokensIssued();
    double.revokeTokens();
    expect((await t.app.paymentGateway.checkStatus(attempt.merchantTransactionId)).code).toBe(
      'PAYMENT_PENDING',
    );
    expect(double.tokensIssued()).toBe(issued + 1);
    expect(double.problems).toEqual([]);
  });
});

describe('the token cache', () => {
  it('is shared by parallel calls and fetched again only shortly before it expires', async () => {
    let now = Date.now();
    const gateway = createPhonePeV2Gateway({
      clientId: DOUBLE_CLIENT.id,
      clientSecret: DOUBLE_CLIENT.secret,
      clientVersion: DOUBLE_CLIENT.version,
      authUrl: double.authUrl,
      pgUrl: double.pgUrl,
      webhookUsername: HOOK.username,
      webhookPassword: HOOK.password,
      transport: fetchTransport,
      now: () => now,
    });
    const issued = double.tokensIssued();
    const ids = ['NOPE-1', 'NOPE-2', 'NOPE-3', 'NOPE-4', 'NOPE-5'];
    const answers = await Promise.all(ids.map((id) => gateway.checkStatus(id)));
    expect(answers.map((a) => a.code)).toEqual(ids.map(() => 'TRANSACTION_NOT_FOUND'));
    expect(double.tokensIssued()).toBe(issued + 1);

    now += 55 * 60_000; // the double's tokens live an hour
    await gateway.checkStatus('NOPE-6');
    expect(double.tokensIssued()).toBe(issued + 1);
    now += 4 * 60_000; // within two minutes of expiry
    await gateway.checkStatus('NOPE-7');
    expect(double.tokensIssued()).toBe(issued + 2);
  });

  it('refuses ids PhonePe would refuse before sending anything', async () => {
    const before = double.requests.length;
    const req = {
      merchantUserId: 'U1',
      amountPaise: 10_000,
      redirectUrl: 'https://x.test/',
      callbackUrl: '',
    };
    await expect(t.app.paymentGateway.pay({ ...req, merchantTransactionId: 'A'.repeat(64) })).rejects.toThrow(
      /63/,
    );
    await expect(t.app.paymentGateway.pay({ ...req, merchantTransactionId: 'bad id' })).rejects.toThrow(/63/);
    await expect(
      t.app.paymentGateway.pay({ ...req, merchantTransactionId: 'OK', amountPaise: 1.5 }),
    ).rejects.toThrow(/amountPaise/);
    expect(double.requests.length).toBe(before);
  });
});
