import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { emailJobs, paymentAttempts } from '../../../db/schema.ts';
import {
  attemptOf,
  book,
  bookingRow,
  bookingsTestApp,
  payload,
  payPage,
  sendCallback,
  signedCallback,
  t,
} from '../../../../test/support/bookings.ts';

// How the server learns a payment's state: the gateway's callback is only a hint, and the result
// page's Check Status is rate-limited.

bookingsTestApp();

/** A new booking and a correctly signed "paid in full" callback for its payment, not yet sent. */
async function bookedWithSuccessCallback() {
  const created = await book(t.app, payload());
  const attempt = await attemptOf(t.app, created.json().bookingId);
  return {
    created,
    ...signedCallback(attempt.merchantTransactionId, 'PAYMENT_SUCCESS', attempt.amountPaise),
  };
}

describe('POST /v1/bookings/payment/callback', () => {
  it('a forged X-VERIFY answers 401 and changes nothing', async () => {
    const { created, response, xVerify } = await bookedWithSuccessCallback();
    const forged = `${'0'.repeat(64)}###1`;
    expect((await sendCallback(t.app, { response }, forged)).statusCode).toBe(401);
    expect((await sendCallback(t.app, { response })).statusCode).toBe(401);
    expect((await sendCallback(t.app, { response: `${response}x` }, xVerify)).statusCode).toBe(401);
    expect(await attemptOf(t.app, created.json().bookingId)).toMatchObject({
      status: 'PENDING',
      checkCount: 0,
    });
  });

  it('a signed callback is only a hint: Check Status says pending, nothing is confirmed', async () => {
    const { created, response, xVerify } = await bookedWithSuccessCallback();
    expect((await sendCallback(t.app, { response }, xVerify)).statusCode).toBe(200);
    const row = await bookingRow(t.app, created.json().bookingId);
    expect(row.paidPaise).toBe(0);
    expect(row.paymentStatus).toBe('PAYMENT_PENDING');
  });

  it('a success whose amount differs from the attempt’s does not confirm', async () => {
    const created = await book(t.app, payload());
    const bookingId = created.json().bookingId;
    const attempt = await attemptOf(t.app, bookingId);
    const gateway = t.app.paymentGateway;
    const real = gateway.checkStatus;
    gateway.checkStatus = async (id) => ({ ...(await real(id)), code: 'PAYMENT_SUCCESS', amountPaise: 100 });
    try {
      const { response, xVerify } = signedCallback(attempt.merchantTransactionId, 'PAYMENT_SUCCESS', 100);
      expect((await sendCallback(t.app, { response }, xVerify)).statusCode).toBe(200);
    } finally {
      gateway.checkStatus = real;
    }
    const row = await bookingRow(t.app, bookingId);
    expect(row).toMatchObject({ paymentStatus: 'PAYMENT_ERROR', paidPaise: 0 });
    expect(await attemptOf(t.app, bookingId)).toMatchObject({ status: 'PAYMENT_ERROR', refundReview: true });
  });

  it('a replayed callback changes nothing', async () => {
    const created = await book(t.app, payload());
    const bookingId = created.json().bookingId;
    await payPage(t.app, created.json().data.instrumentResponse.redirectInfo.url, 'success');
    const attempt = await attemptOf(t.app, bookingId);
    const before = {
      booking: await bookingRow(t.app, bookingId),
      jobs: (await t.db.select().from(emailJobs)).length,
    };
    const { response, xVerify } = signedCallback(
      attempt.merchantTransactionId,
      'PAYMENT_SUCCESS',
      attempt.amountPaise,
    );
    for (let i = 0; i < 3; i++)
      expect((await sendCallback(t.app, { response }, xVerify)).statusCode).toBe(200);
    const declined = signedCallback(attempt.merchantTransactionId, 'PAYMENT_DECLINED', attempt.amountPaise);
    expect((await sendCallback(t.app, { response: declined.response }, declined.xVerify)).statusCode).toBe(
      200,
    );
    const after = await bookingRow(t.app, bookingId);
    expect(after.paidPaise).toBe(before.booking.paidPaise);
    expect(after.paymentStatus).toBe('PAYMENT_SUCCESS');
    expect((await t.db.select().from(emailJobs)).length).toBe(before.jobs);
  });
});

describe('payment attempts bookkeeping', () => {
  it('the result page asks the gateway at most once every few seconds', async () => {
    const created = await book(t.app, payload());
    const bookingId = created.json().bookingId;
    for (let i = 0; i < 5; i++) await t.app.inject({ url: `/v1/bookings/payment/${bookingId}` });
    const [row] = await t.db.select().from(paymentAttempts).where(eq(paymentAttempts.bookingId, bookingId));
    expect(row!.checkCount).toBe(1);
  });
});
