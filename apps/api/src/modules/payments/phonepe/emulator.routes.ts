import { randomBytes } from 'node:crypto';
import { z } from '@wayfarer/shared/zod';
import type { FastifyPluginAsync, FastifyReply } from 'fastify';
import {
  payPageUrl,
  SANDBOX_MERCHANT_ID,
  SANDBOX_SALT_INDEX,
  SANDBOX_SALT_KEY,
  type SandboxStore,
  type SandboxTransaction,
} from './emulator.ts';
import { notFoundPage, pageCsp, paymentPage } from './emulator-page.ts';
import {
  callbackChecksum,
  decodePayload,
  encodePayload,
  MERCHANT_TRANSACTION_ID,
  MERCHANT_USER_ID,
  payChecksum,
  refundChecksum,
  statusChecksum,
  verifyChecksum,
} from './protocol.ts';
import type { Transport } from './transport.ts';
import { webhookNotice } from './emulator-v2.routes.ts';

// The PhonePe sandbox's v1 routes and its pay page (shared with v2, emulator-v2.routes.ts),
// mounted at /sandbox/phonepe (outside /v1) only when PHONEPE_* is not configured. See emulator.ts.

export type EmulatorOptions = {
  store: SandboxStore;
  /** How a callback reaches its URL: in-process for this app's own URLs, the network otherwise. */
  transportFor: (url: string) => Transport;
};

/** PhonePe's server-to-server notice of a decided payment: v1's signed callback or v2's webhook. */
function notice(transaction: SandboxTransaction): { headers: Record<string, string>; body: string } {
  if (transaction.api === 'v2') return webhookNotice(transaction);
  const response = encodePayload(transactionAnswer(transaction));
  return {
    headers: { 'content-type': 'application/json', 'x-verify': callbackChecksum(response, salt) },
    body: JSON.stringify({ response }),
  };
}

const salt = { saltKey: SANDBOX_SALT_KEY, saltIndex: SANDBOX_SALT_INDEX };

const httpUrl = z.url({ protocol: /^https?$/ });
const payPayload = z.object({
  merchantId: z.string(),
  merchantTransactionId: z.string().regex(MERCHANT_TRANSACTION_ID),
  merchantUserId: z.string().regex(MERCHANT_USER_ID),
  amount: z.number().int().positive(),
  redirectUrl: httpUrl,
  redirectMode: z.string().optional(),
  callbackUrl: httpUrl,
  mobileNumber: z.string().optional(),
  paymentInstrument: z.object({ type: z.literal('PAY_PAGE') }),
});
const refundPayload = z.object({
  merchantId: z.string(),
  merchantUserId: z.string().regex(MERCHANT_USER_ID),
  originalTransactionId: z.string().regex(MERCHANT_TRANSACTION_ID),
  merchantTransactionId: z.string().regex(MERCHANT_TRANSACTION_ID),
  amount: z.number().int().positive(),
  callbackUrl: httpUrl,
});
const payBody = z.object({ request: z.string().min(1) });
const tokenParams = z.object({ token: z.string().regex(/^[A-Za-z0-9_-]{22}$/) });
const actionParams = tokenParams.extend({ action: z.enum(['success', 'decline', 'pending']) });

// Kept out of the OpenAPI document: the sandbox is PhonePe's protocol, not Wayfarer's API.
const hidden = { schema: { hide: true } };

const failure = (reply: FastifyReply, status: number, code: string, message: string) =>
  reply.code(status).send({ success: false, code, message, data: {} });

const headerValue = (value: string | string[] | undefined) => (Array.isArray(value) ? value[0] : value);

/** PhonePe's status/callback answer for a transaction as it stands. */
export function transactionAnswer(transaction: SandboxTransaction) {
  const messages = {
    PAYMENT_SUCCESS: transaction.originalTransactionId
      ? 'Your refund is successful.'
      : 'Your payment is successful.',
    PAYMENT_PENDING: 'Your payment is pending.',
    PAYMENT_DECLINED: 'Payment declined.',
  } as const;
  const responseCodes = {
    PAYMENT_SUCCESS: 'SUCCESS',
    PAYMENT_PENDING: 'PENDING',
    PAYMENT_DECLINED: 'DECLINED',
  };
  return {
    success: transaction.code !== 'PAYMENT_DECLINED',
    code: transaction.code,
    message: messages[transaction.code],
    data: {
      merchantId: SANDBOX_MERCHANT_ID,
      merchantTransactionId: transaction.merchantTransactionId,
      transactionId: transaction.transactionId,
      amount: transaction.amount,
      state: transaction.state,
      responseCode: responseCodes[transaction.code],
      paymentInstrument: null,
    },
  };
}

export const phonepeEmulatorRoutes: FastifyPluginAsync<EmulatorOptions> = async (
  app,
  { store, transportFor },
) => {
  // The payment page's forms post urlencoded (and empty) bodies; nothing in them is read.
  app.addContentTypeParser(
    'application/x-www-form-urlencoded',
    { parseAs: 'string' },
    (_request, body, done) => done(null, body),
  );

  app.post('/pg/v1/pay', hidden, async (request, reply) => {
    const body = payBody.safeParse(request.body);
    if (!body.success)
      return failure(reply, 400, 'BAD_REQUEST', 'Please check the inputs you have provided.');
    const expected = payChecksum(body.data.request, salt);
    if (!verifyChecksum(expected, headerValue(request.headers['x-verify']))) {
      return failure(reply, 401, 'BAD_REQUEST', 'Key not found for the merchant');
    }
    const payload = payPayload.safeParse(decodePayload(body.data.request));
    if (!payload.success)
      return failure(reply, 400, 'BAD_REQUEST', 'Please check the inputs you have provided.');
    const p = payload.data;
    if (p.merchantId !== SANDBOX_MERCHANT_ID) return failure(reply, 400, 'BAD_REQUEST', 'Merchant not found');
    const transaction = await store.create('v1', {
      merchantTransactionId: p.merchantTransactionId,
      merchantUserId: p.merchantUserId,
      amount: p.amount,
      redirectUrl: p.redirectUrl,
      callbackUrl: p.callbackUrl,
    });
    if (!transaction) return failure(reply, 400, 'BAD_REQUEST', 'Duplicate merchant transaction id');
    return {
      success: true,
      code: 'PAYMENT_INITIATED',
      message: 'Payment initiated',
      data: {
        merchantId: SANDBOX_MERCHANT_ID,
        merchantTransactionId: p.merchantTransactionId,
        instrumentResponse: {
          type: 'PAY_PAGE',
          redirectInfo: {
            url: payPageUrl(app.config.publicUrl, transaction),
            method: 'GET',
          },
        },
      },
    };
  });

  // PG API v1 Refund. PhonePe answers PAYMENT_ERROR (EXCESS_REFUND_AMOUNT) to a refund beyond what
  // the payment has left; a reused refund id is refused as on pay.
  app.post('/pg/v1/refund', hidden, async (request, reply) => {
    const body = payBody.safeParse(request.body);
    if (!body.success)
      return failure(reply, 400, 'BAD_REQUEST', 'Please check the inputs you have provided.');
    const expected = refundChecksum(body.data.request, salt);
    if (!verifyChecksum(expected, headerValue(request.headers['x-verify']))) {
      return failure(reply, 401, 'BAD_REQUEST', 'Key not found for the merchant');
    }
    const payload = refundPayload.safeParse(decodePayload(body.data.request));
    if (!payload.success)
      return failure(reply, 400, 'BAD_REQUEST', 'Please check the inputs you have provided.');
    const p = payload.data;
    if (p.merchantId !== SANDBOX_MERCHANT_ID) return failure(reply, 400, 'BAD_REQUEST', 'Merchant not found');
    const refund = await store.refund('v1', {
      merchantTransactionId: p.merchantTransactionId,
      originalTransactionId: p.originalTransactionId,
      merchantUserId: p.merchantUserId,
      amount: p.amount,
      callbackUrl: p.callbackUrl,
    });
    if (refund === 'duplicate') {
      return failure(reply, 400, 'BAD_REQUEST', 'Duplicate merchant transaction id');
    }
    if (refund === 'unknownOriginal' || refund === 'notCaptured') {
      return failure(reply, 200, 'PAYMENT_ERROR', 'The original transaction was not captured.');
    }
    if (refund === 'excess') {
      return reply.code(200).send({
        success: false,
        code: 'PAYMENT_ERROR',
        message: 'Refund amount exceeds what the transaction has left.',
        data: { payResponseCode: 'EXCESS_REFUND_AMOUNT' },
      });
    }
    return transactionAnswer(refund);
  });

  app.get<{ Params: { merchantId: string; merchantTransactionId: string } }>(
    '/pg/v1/status/:merchantId/:merchantTransactionId',
    hidden,
    async (request, reply) => {
      const { merchantId, merchantTransactionId } = request.params;
      const expected = statusChecksum(merchantId, merchantTransactionId, salt);
      const merchantHeader = headerValue(request.headers['x-merchant-id']);
      if (
        !verifyChecksum(expected, headerValue(request.headers['x-verify'])) ||
        merchantHeader !== merchantId
      ) {
        return failure(reply, 401, 'BAD_REQUEST', 'Key not found for the merchant');
      }
      if (merchantId !== SANDBOX_MERCHANT_ID) return failure(reply, 400, 'BAD_REQUEST', 'Merchant not found');
      const transaction = await store.get(merchantTransactionId);
      if (!transaction)
        return failure(reply, 200, 'TRANSACTION_NOT_FOUND', 'No Transaction found with the given details.');
      return transactionAnswer(transaction);
    },
  );

  app.get('/pay/:token', hidden, async (request, reply) => {
    const params = tokenParams.safeParse(request.params);
    const transaction = params.success ? await store.byToken(params.data.token) : undefined;
    const nonce = randomBytes(16).toString('base64');
    reply
      .type('text/html; charset=utf-8')
      .header('cache-control', 'no-store')
      .header('referrer-policy', 'no-referrer')
      .header('x-robots-tag', 'noindex')
      .header('content-security-policy', pageCsp(nonce, transaction?.redirectUrl));
    if (!transaction) return reply.code(404).send(notFoundPage(nonce));
    return reply.send(paymentPage(nonce, transaction));
  });

  app.post('/pay/:token/:action', hidden, async (request, reply) => {
    const params = actionParams.safeParse(request.params);
    const transaction = params.success ? await store.byToken(params.data.token) : undefined;
    if (!params.success || !transaction) {
      const nonce = randomBytes(16).toString('base64');
      return reply
        .code(404)
        .type('text/html; charset=utf-8')
        .header('content-security-policy', pageCsp(nonce))
        .send(notFoundPage(nonce));
    }
    const { action } = params.data;
    const decided = action === 'pending' ? undefined : await store.decide(transaction, action);
    if (decided) {
      // PhonePe's server-to-server notice. A failure is the merchant's problem: it still has the
      // redirect and the status API.
      const { headers, body } = notice(decided);
      try {
        const res = await transportFor(decided.callbackUrl)({
          method: 'POST',
          url: decided.callbackUrl,
          headers,
          body,
        });
        if (res.status >= 300) {
          request.log.warn(
            { callbackUrl: decided.callbackUrl, status: res.status },
            'PhonePe sandbox: callback refused',
          );
        }
      } catch (error) {
        request.log.warn(
          { err: error, callbackUrl: decided.callbackUrl },
          'PhonePe sandbox: callback failed',
        );
      }
    }
    return reply.redirect(transaction.redirectUrl, 303);
  });
};
