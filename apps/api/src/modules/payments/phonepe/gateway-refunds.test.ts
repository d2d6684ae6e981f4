import { describe, expect, it } from 'vitest';
import { SANDBOX_MERCHANT_ID } from './emulator.ts';
import { createPhonePeGateway } from './gateway.ts';
import { encodePayload, payChecksum, refundChecksum } from './protocol.ts';
import { injectTransport } from './transport.ts';
import {
  app,
  capture,
  gatewayTestApp,
  payRequest,
  refundRequest,
  salt,
} from '../../../../test/support/gateway.ts';

// Refunds of a capture through the gateway and the sandbox.

gatewayTestApp();

describe('refunds through the PhonePe sandbox', () => {
  it('refunds part of a capture; its status is read with Check Status of the refund id', async () => {
    const original = await capture(10_000);
    const req = refundRequest(original, 4_000);
    const answer = await app.paymentGateway.refund(req);
    expect(answer.code).toBe('PAYMENT_SUCCESS');
    expect(answer.transactionId).toEqual(expect.any(String));
    expect(await app.paymentGateway.checkStatus(req.merchantTransactionId)).toMatchObject({
      code: 'PAYMENT_SUCCESS',
      merchantTransactionId: req.merchantTransactionId,
      amountPaise: 4_000,
      state: 'COMPLETED',
    });
    // The original payment still reads as paid.
    expect((await app.paymentGateway.checkStatus(original)).code).toBe('PAYMENT_SUCCESS');
  });

  it('never gives back more than a capture has left, across refunds', async () => {
    const original = await capture(10_000);
    expect((await app.paymentGateway.refund(refundRequest(original, 10_001))).code).toBe('PAYMENT_ERROR');
    expect((await app.paymentGateway.refund(refundRequest(original, 6_000))).code).toBe('PAYMENT_SUCCESS');
    const excess = refundRequest(original, 4_001);
    expect((await app.paymentGateway.refund(excess)).code).toBe('PAYMENT_ERROR');
    // A refused refund leaves no transaction behind.
    expect((await app.paymentGateway.checkStatus(excess.merchantTransactionId)).code).toBe(
      'TRANSACTION_NOT_FOUND',
    );
    expect((await app.paymentGateway.refund(refundRequest(original, 4_000))).code).toBe('PAYMENT_SUCCESS');
    expect((await app.paymentGateway.refund(refundRequest(original, 1))).code).toBe('PAYMENT_ERROR');
  });

  it('refuses a second refund under the same id, and refunds of what was not captured', async () => {
    const original = await capture(10_000);
    const req = refundRequest(original, 1_000);
    expect((await app.paymentGateway.refund(req)).code).toBe('PAYMENT_SUCCESS');
    expect((await app.paymentGateway.refund(req)).code).toBe('BAD_REQUEST');
    expect((await app.paymentGateway.refund({ ...req, merchantTransactionId: original })).code).toBe(
      'BAD_REQUEST',
    );

    const pending = payRequest();
    await app.paymentGateway.pay(pending);
    expect((await app.paymentGateway.refund(refundRequest(pending.merchantTransactionId, 1))).code).toBe(
      'PAYMENT_ERROR',
    );
    expect((await app.paymentGateway.refund(refundRequest('NOSUCHPAYMENT', 1))).code).toBe('PAYMENT_ERROR');
    // A refund is not a payment to give back from.
    expect((await app.paymentGateway.refund(refundRequest(req.merchantTransactionId, 1))).code).toBe(
      'PAYMENT_ERROR',
    );
    await expect(app.paymentGateway.refund(refundRequest(original, 0))).rejects.toThrow(/amountPaise/);
  });

  it('signs the refund over payload + /pg/v1/refund; a bad X-VERIFY is 401 and the gateway throws', async () => {
    const original = await capture(5_000);
    const payload = encodePayload({
      merchantId: SANDBOX_MERCHANT_ID,
      merchantUserId: 'U1',
      originalTransactionId: original,
      merchantTransactionId: `RFX${Date.now()}`,
      amount: 100,
      callbackUrl: `${app.config.publicUrl}/test-callback`,
    });
    const signedAsPay = await app.inject({
      method: 'POST',
      url: '/sandbox/phonepe/pg/v1/refund',
      headers: { 'x-verify': payChecksum(payload, salt) },
      payload: { request: payload },
    });
    expect(signedAsPay.statusCode).toBe(401);
    const signed = await app.inject({
      method: 'POST',
      url: '/sandbox/phonepe/pg/v1/refund',
      headers: { 'x-verify': refundChecksum(payload, salt) },
      payload: { request: payload },
    });
    expect(signed.statusCode).toBe(200);
    expect(signed.json()).toMatchObject({ success: true, code: 'PAYMENT_SUCCESS', data: { amount: 100 } });

    const wrongSalt = createPhonePeGateway({
      host: `${app.config.publicUrl}/sandbox/phonepe`,
      merchantId: SANDBOX_MERCHANT_ID,
      saltKey: 'wrong',
      saltIndex: '1',
      transport: injectTransport(app),
    });
    await expect(wrongSalt.refund(refundRequest(original, 100))).rejects.toMatchObject({
      statusCode: 502,
      code: 'PAYMENT_GATEWAY_UNAVAILABLE',
    });
    expect((await app.paymentGateway.refund(refundRequest(original, 4_900))).code).toBe('PAYMENT_SUCCESS');
  });
});
