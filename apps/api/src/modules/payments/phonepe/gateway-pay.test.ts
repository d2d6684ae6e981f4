import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { describe, expect, it } from 'vitest';
import { SANDBOX_MERCHANT_ID } from './emulator.ts';
import { callbackChecksum } from './protocol.ts';
import {
  app,
  callbacks,
  gatewayTestApp,
  pathOf,
  payRequest,
  salt,
  tokenOf,
} from '../../../../test/support/gateway.ts';

// A payment through the gateway and the sandbox: paid, declined or left pending, and its callback.

gatewayTestApp();

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
