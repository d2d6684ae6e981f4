import { mkdtemp, rm } from 'node:fs/promises';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createTestDatabase } from '../../../../test/helpers.ts';
import { buildApp } from '../../../app.ts';
import { loadConfig } from '../../../config.ts';
import { SANDBOX_MERCHANT_ID, SANDBOX_SALT_INDEX, SANDBOX_SALT_KEY } from './emulator.ts';
import { createPhonePeGateway, type PayRequest, type RefundRequest } from './gateway.ts';
import { callbackChecksum, encodePayload, payChecksum, refundChecksum, statusChecksum } from './protocol.ts';
import { injectTransport } from './transport.ts';

type Callback = { headers: Record<string, string | string[] | undefined>; body: { response: string } };

let app: FastifyInstance;
let dataDir: string;
const callbacks: Callback[] = [];
const salt = { saltKey: SANDBOX_SALT_KEY, saltIndex: SANDBOX_SALT_INDEX };

// Built by hand rather than with createTestApp: the callback route must exist before ready().
beforeAll(async () => {
  dataDir = await mkdtemp(join(tmpdir(), 'wayfarer-payments-test-'));
  const config = loadConfig({ DATA_DIR: dataDir, LOG_LEVEL: 'silent', SEED_DEMO: 'false' });
  const database = await createTestDatabase();
  await database.migrate();
  app = await buildApp(config, { database });
  app.post('/test-callback', async (request) => {
    callbacks.push({ headers: request.headers, body: request.body as { response: string } });
    return { ok: true };
  });
  await app.ready();
});
afterAll(async () => {
  await app.close();
  await rm(dataDir, { recursive: true, force: true });
});
beforeEach(() => {
  callbacks.length = 0;
});

let counter = 0;
const payRequest = (overrides: Partial<PayRequest> = {}): PayRequest => {
  counter += 1;
  return {
    merchantTransactionId: `MT${Date.now()}${counter}`,
    merchantUserId: 'U-0001',
    amountPaise: 123450,
    redirectUrl: `${app.config.publicUrl}/bookings/done`,
    callbackUrl: `${app.config.publicUrl}/test-callback`,
    ...overrides,
  };
};
const pathOf = (url: string) => new URL(url).pathname;
const tokenOf = (url: string) => url.split('/').at(-1)!;

describe('the PhonePe sandbox through the gateway', () => {
  it('pays: payment page, Pay, callback, redirect and status', async () => {
    const gateway = app.paymentGateway;
    const req = payRequest();
    const { redirectUrl } = await gateway.pay(req);
    expect(redirectUrl).toMatch(
      new RegExp(`^${app.config.publicUrl}/sandbox/phonepe/pay/[A-Za-z0-9_-]{22}$`),
    );
    const token = tokenOf(redirectUrl);

    const page = await app.inject({ url: pathOf(redirectUrl) });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toContain('text/html');
    expect(page.body).toContain('<html lang="en">');
    expect(page.body).toContain('<title>PhonePe sandbox</title>');
    expect(page.body).toMatch(/<main>[\s\S]*<h1>PhonePe sandbox<\/h1>/);
    expect(page.body).toContain('Wayfarer');
    expect(page.body).toContain('₹1,234.50');
    for (const [action, label] of [
      ['success', 'Pay'],
      ['decline', 'Decline'],
      ['pending', 'Leave pending'],
    ]) {
      expect(page.body).toMatch(
        new RegExp(
          `<form method="post" action="${token}/${action}"><button type="submit"[^>]*>${label}</button></form>`,
        ),
      );
    }
    const nonce = /<style nonce="([^"]+)">/.exec(page.body)?.[1];
    expect(page.headers['content-security-policy']).toContain(`style-src 'nonce-${nonce}'`);
    expect(page.headers['content-security-policy']).toContain(`form-action 'self' ${app.config.publicUrl}`);

    const before = await gateway.checkStatus(req.merchantTransactionId);
    expect(before).toMatchObject({ code: 'PAYMENT_PENDING', state: 'PENDING', amountPaise: 123450 });

    // A browser posts the form urlencoded.
    const paid = await app.inject({
      method: 'POST',
      url: `/sandbox/phonepe/pay/${token}/success`,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: '',
    });
    expect(paid.statusCode).toBe(303);
    expect(paid.headers.location).toBe(req.redirectUrl);

    expect(callbacks).toHaveLength(1);
    const callback = callbacks[0]!;
    expect(callback.headers['x-verify']).toBe(callbackChecksum(callback.body.response, salt));
    expect(gateway.verifyCallback(callback.headers['x-verify'] as string, callback.body.response)).toEqual({
      code: 'PAYMENT_SUCCESS',
      merchantTransactionId: req.merchantTransactionId,
      amountPaise: 123450,
    });
    const decoded = JSON.parse(Buffer.from(callback.body.response, 'base64').toString('utf8'));
    expect(decoded).toMatchObject({
      success: true,
      code: 'PAYMENT_SUCCESS',
      data: {
        merchantId: SANDBOX_MERCHANT_ID,
        merchantTransactionId: req.merchantTransactionId,
        amount: 123450,
        state: 'COMPLETED',
      },
    });

    const status = await gateway.checkStatus(req.merchantTransactionId);
    expect(status).toMatchObject({
      code: 'PAYMENT_SUCCESS',
      merchantTransactionId: req.merchantTransactionId,
      amountPaise: 123450,
      state: 'COMPLETED',
    });
    expect(status.transactionId).toEqual(expect.any(String));

    // Decided once: a later Decline only redirects.
    const again = await app.inject({ method: 'POST', url: `/sandbox/phonepe/pay/${token}/decline` });
    expect(again.statusCode).toBe(303);
    expect(callbacks).toHaveLength(1);
    expect((await gateway.checkStatus(req.merchantTransactionId)).code).toBe('PAYMENT_SUCCESS');
    const decidedPage = await app.inject({ url: pathOf(redirectUrl) });
    expect(decidedPage.body).toContain('This payment has been paid.');
    expect(decidedPage.body).not.toContain('>Pay</button>');
  });

  it('refuses a tampered callback', async () => {
    const req = payRequest();
    const { redirectUrl } = await app.paymentGateway.pay(req);
    await app.inject({ method: 'POST', url: `${pathOf(redirectUrl)}/success` });
    const { headers, body } = callbacks[0]!;
    const xVerify = headers['x-verify'] as string;
    const forged = Buffer.from(
      JSON.stringify({
        ...JSON.parse(Buffer.from(body.response, 'base64').toString('utf8')),
        code: 'PAYMENT_SUCCESS',
        data: { merchantTransactionId: req.merchantTransactionId, amount: 1 },
      }),
    ).toString('base64');
    expect(app.paymentGateway.verifyCallback(xVerify, forged)).toBeNull();
    expect(app.paymentGateway.verifyCallback(undefined, body.response)).toBeNull();
    expect(app.paymentGateway.verifyCallback(`${xVerify.slice(0, -1)}2`, body.response)).toBeNull();
    expect(app.paymentGateway.verifyCallback(xVerify, '')).toBeNull();
  });

  it('declines', async () => {
    const req = payRequest({ amountPaise: 500 });
    const { redirectUrl } = await app.paymentGateway.pay(req);
    const res = await app.inject({ method: 'POST', url: `${pathOf(redirectUrl)}/decline` });
    expect(res.statusCode).toBe(303);
    expect(res.headers.location).toBe(req.redirectUrl);
    expect(
      app.paymentGateway.verifyCallback(
        callbacks[0]!.headers['x-verify'] as string,
        callbacks[0]!.body.response,
      ),
    ).toEqual({
      code: 'PAYMENT_DECLINED',
      merchantTransactionId: req.merchantTransactionId,
      amountPaise: 500,
    });
    expect(await app.paymentGateway.checkStatus(req.merchantTransactionId)).toMatchObject({
      code: 'PAYMENT_DECLINED',
      state: 'FAILED',
      amountPaise: 500,
    });
  });

  it('leaves a payment pending, with no callback, and can still pay it later', async () => {
    const req = payRequest();
    const { redirectUrl } = await app.paymentGateway.pay(req);
    const res = await app.inject({ method: 'POST', url: `${pathOf(redirectUrl)}/pending` });
    expect(res.statusCode).toBe(303);
    expect(res.headers.location).toBe(req.redirectUrl);
    expect(callbacks).toHaveLength(0);
    expect((await app.paymentGateway.checkStatus(req.merchantTransactionId)).code).toBe('PAYMENT_PENDING');
    await app.inject({ method: 'POST', url: `${pathOf(redirectUrl)}/success` });
    expect((await app.paymentGateway.checkStatus(req.merchantTransactionId)).code).toBe('PAYMENT_SUCCESS');
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
    await expect(app.paymentGateway.pay(req)).rejects.toMatchObject({ statusCode: 502 });
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
    const duplicate = await app.inject({
      method: 'POST',
      url: '/sandbox/phonepe/pg/v1/pay',
      headers: { 'x-verify': payChecksum(payload, salt) },
      payload: { request: payload },
    });
    expect(duplicate.statusCode).toBe(400);
    expect(duplicate.json()).toMatchObject({ success: false, code: 'BAD_REQUEST' });

    const fractional = Buffer.from(
      JSON.stringify({
        ...JSON.parse(Buffer.from(payload, 'base64').toString()),
        merchantTransactionId: 'FRACTION1',
        amount: 10.5,
      }),
    ).toString('base64');
    const res = await app.inject({
      method: 'POST',
      url: '/sandbox/phonepe/pg/v1/pay',
      headers: { 'x-verify': payChecksum(fractional, salt) },
      payload: { request: fractional },
    });
    expect(res.statusCode).toBe(400);
  });

  it('answers 401 to a bad X-VERIFY on pay and status', async () => {
    const payload = Buffer.from('{"merchantId":"WAYFARERSANDBOX"}').toString('base64');
    const pay = await app.inject({
      method: 'POST',
      url: '/sandbox/phonepe/pg/v1/pay',
      headers: { 'x-verify': payChecksum(payload, { saltKey: 'wrong', saltIndex: '1' }) },
      payload: { request: payload },
    });
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
    await expect(wrongSalt.checkStatus('MT1')).rejects.toMatchObject({ statusCode: 502 });
    await expect(wrongSalt.pay(payRequest())).rejects.toMatchObject({ statusCode: 502 });
  });

  it('delivers a callback to another host over the network', async () => {
    const received: { xVerify: string; body: string }[] = [];
    const server: Server = createServer((request, response) => {
      let body = '';
      request.on('data', (chunk) => {
        body += chunk;
      });
      request.on('end', () => {
        received.push({ xVerify: String(request.headers['x-verify']), body });
        response.writeHead(200, { 'content-type': 'application/json' }).end('{}');
      });
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    try {
      const { port } = server.address() as AddressInfo;
      const req = payRequest({ callbackUrl: `http://127.0.0.1:${port}/phonepe/callback` });
      const { redirectUrl } = await app.paymentGateway.pay(req);
      await app.inject({ method: 'POST', url: `${pathOf(redirectUrl)}/success` });
      expect(received).toHaveLength(1);
      const { response } = JSON.parse(received[0]!.body) as { response: string };
      expect(app.paymentGateway.verifyCallback(received[0]!.xVerify, response)).toMatchObject({
        code: 'PAYMENT_SUCCESS',
        merchantTransactionId: req.merchantTransactionId,
      });
    } finally {
      await new Promise((resolve) => server.close(resolve));
    }
  });

  it('survives a callback URL that does not answer', async () => {
    const req = payRequest({ callbackUrl: `${app.config.publicUrl}/no-such-callback` });
    const { redirectUrl } = await app.paymentGateway.pay(req);
    const res = await app.inject({ method: 'POST', url: `${pathOf(redirectUrl)}/success` });
    expect(res.statusCode).toBe(303);
    expect((await app.paymentGateway.checkStatus(req.merchantTransactionId)).code).toBe('PAYMENT_SUCCESS');
  });
});

describe('refunds through the PhonePe sandbox', () => {
  /** A payment of `amountPaise`, paid on the sandbox's page. */
  async function capture(amountPaise: number): Promise<string> {
    const req = payRequest({ amountPaise });
    const { redirectUrl } = await app.paymentGateway.pay(req);
    await app.inject({ method: 'POST', url: `${pathOf(redirectUrl)}/success` });
    return req.merchantTransactionId;
  }
  const refundRequest = (original: string, amountPaise: number, id = `RF${Date.now()}${++counter}`) =>
    ({
      merchantTransactionId: id,
      originalTransactionId: original,
      merchantUserId: 'U-0001',
      amountPaise,
      callbackUrl: `${app.config.publicUrl}/test-callback`,
    }) satisfies RefundRequest;

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
    await expect(wrongSalt.refund(refundRequest(original, 100))).rejects.toMatchObject({ statusCode: 502 });
    expect((await app.paymentGateway.refund(refundRequest(original, 4_900))).code).toBe('PAYMENT_SUCCESS');
  });
});
