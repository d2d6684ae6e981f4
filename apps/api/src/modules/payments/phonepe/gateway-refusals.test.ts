import { describe, expect, it } from 'vitest';
import { SANDBOX_MERCHANT_ID, SANDBOX_WEBHOOK_PASSWORD, SANDBOX_WEBHOOK_USERNAME } from './emulator.ts';
import { createPhonePeGateway } from './gateway.ts';
import { payChecksum, statusChecksum } from './protocol.ts';
import { webhookAuthorization } from './protocol-v2.ts';
import { injectTransport } from './transport.ts';
import { app, gatewayTestApp, payRequest, salt } from '../../../../test/support/gateway.ts';

/** The raw pay call, signed with `signingSalt`, as a merchant's server would send it. */
const postPay = (request: string, signingSalt: { saltKey: string; saltIndex: string }) =>
  app.inject({
    method: 'POST',
    url: '/sandbox/phonepe/pg/v1/pay',
    headers: { 'x-verify': payChecksum(request, signingSalt) },
    payload: { request },
  });

// What the sandbox and the gateway refuse: unknown transactions, duplicates, bad amounts and a bad
// X-VERIFY.

gatewayTestApp();

describe('the PhonePe sandbox through the gateway', () => {
  it('on v1 the v2 webhook is refused whatever its Authorization (v1 has X-VERIFY callbacks)', async () => {
    const res = await app.inject({
      method: 'POST',
      url: '/v1/payments/phonepe/webhook',
      headers: {
        'content-type': 'application/json',
        authorization: webhookAuthorization(SANDBOX_WEBHOOK_USERNAME, SANDBOX_WEBHOOK_PASSWORD),
      },
      payload: { event: 'checkout.order.completed', payload: { merchantOrderId: 'ANY' } },
    });
    expect(res.statusCode).toBe(401);
  });

  it('knows no unknown transaction and no unknown payment page', async () => {
    expect(await app.paymentGateway.checkStatus('NOPE123')).toMatchObject({
      code: 'TRANSACTION_NOT_FOUND',
      merchantTransactionId: 'NOPE123',
    });
    const page = await app.inject({ url: '/sandbox/phonepe/pay/AAAAAAAAAAAAAAAAAAAAAA' });
    expect(page.statusCode).toBe(404);
    expect(page.headers['content-type']).toContain('text/html');
    expect(page.body).toContain('<html lang="en">');
    const post = await app.inject({
      method: 'POST',
      url: '/sandbox/phonepe/pay/AAAAAAAAAAAAAAAAAAAAAA/success',
    });
    expect(post.statusCode).toBe(404);
  });

  it('refuses a duplicate transaction id and a bad amount', async () => {
    const req = payRequest();
    await app.paymentGateway.pay(req);
    await expect(app.paymentGateway.pay(req)).rejects.toMatchObject({
      statusCode: 502,
      code: 'PAYMENT_GATEWAY_UNAVAILABLE',
    });
    await expect(app.paymentGateway.pay(payRequest({ amountPaise: 0 }))).rejects.toThrow(/amountPaise/);

    const payload = Buffer.from(
      JSON.stringify({
        merchantId: SANDBOX_MERCHANT_ID,
        merchantTransactionId: req.merchantTransactionId,
        merchantUserId: 'U1',
        amount: 100,
        redirectUrl: req.redirectUrl,
        callbackUrl: req.callbackUrl,
        paymentInstrument: { type: 'PAY_PAGE' },
      }),
    ).toString('base64');
    const duplicate = await postPay(payload, salt);
    expect(duplicate.statusCode).toBe(400);
    expect(duplicate.json()).toMatchObject({ success: false, code: 'BAD_REQUEST' });

    const fractional = Buffer.from(
      JSON.stringify({
        ...JSON.parse(Buffer.from(payload, 'base64').toString()),
        merchantTransactionId: 'FRACTION1',
        amount: 10.5,
      }),
    ).toString('base64');
    const res = await postPay(fractional, salt);
    expect(res.statusCode).toBe(400);
  });

  it('answers 401 to a bad X-VERIFY on pay and status', async () => {
    const payload = Buffer.from('{"merchantId":"WAYFARERSANDBOX"}').toString('base64');
    const pay = await postPay(payload, { saltKey: 'wrong', saltIndex: '1' });
    expect(pay.statusCode).toBe(401);
    expect(pay.json()).toMatchObject({ success: false, code: 'BAD_REQUEST' });

    const status = await app.inject({
      url: `/sandbox/phonepe/pg/v1/status/${SANDBOX_MERCHANT_ID}/MT1`,
      headers: {
        'x-verify': statusChecksum(SANDBOX_MERCHANT_ID, 'MT1', { saltKey: 'wrong', saltIndex: '1' }),
        'x-merchant-id': SANDBOX_MERCHANT_ID,
      },
    });
    expect(status.statusCode).toBe(401);
    const noMerchantHeader = await app.inject({
      url: `/sandbox/phonepe/pg/v1/status/${SANDBOX_MERCHANT_ID}/MT1`,
      headers: { 'x-verify': statusChecksum(SANDBOX_MERCHANT_ID, 'MT1', salt) },
    });
    expect(noMerchantHeader.statusCode).toBe(401);

    // The gateway with a wrong salt: the answer says nothing about the payment, so it throws.
    const wrongSalt = createPhonePeGateway({
      host: `${app.config.publicUrl}/sandbox/phonepe`,
      merchantId: SANDBOX_MERCHANT_ID,
      saltKey: 'wrong',
      saltIndex: '1',
      transport: injectTransport(app),
    });
    await expect(wrongSalt.checkStatus('MT1')).rejects.toMatchObject({
      statusCode: 502,
      code: 'PAYMENT_GATEWAY_UNAVAILABLE',
    });
    await expect(wrongSalt.pay(payRequest())).rejects.toMatchObject({
      statusCode: 502,
      code: 'PAYMENT_GATEWAY_UNAVAILABLE',
    });
  });
});
