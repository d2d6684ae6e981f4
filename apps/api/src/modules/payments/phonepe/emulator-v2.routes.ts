import { createHmac } from 'node:crypto';
import { z } from '@wayfarer/shared/zod';
import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import {
  payPageUrl,
  SANDBOX_CLIENT_ID,
  SANDBOX_CLIENT_SECRET,
  SANDBOX_CLIENT_VERSION,
  SANDBOX_WEBHOOK_PASSWORD,
  SANDBOX_WEBHOOK_USERNAME,
  type SandboxStore,
  type SandboxTransaction,
} from './emulator.ts';
import { verifyChecksum } from './protocol.ts';
import {
  MERCHANT_ORDER_ID,
  PAY_V2_PATH,
  REFUND_V2_PATH,
  TOKEN_PATH,
  WEBHOOK_PATH,
  webhookAuthorization,
} from './protocol-v2.ts';

// The PhonePe sandbox's Standard Checkout v2 routes, beside v1's at /sandbox/phonepe: the OAuth
// token, pay, order status, refund and refund status. The pay page is v1's (emulator.routes.ts),
// which sends a v2 order's webhook to WEBHOOK_PATH with SHA256(username:password). Tokens are
// signed, not stored, so any instance accepts any instance's token; orders live in the database.

export type EmulatorV2Options = {
  store: SandboxStore;
  /** Milliseconds since the epoch: tokens' issue and expiry. */
  now?: () => number;
};

/** How long a sandbox token lives. */
export const SANDBOX_TOKEN_TTL_S = 3600;
/** How long a v2 order stays payable (PhonePe's default expireAfter). */
const ORDER_TTL_MS = 20 * 60_000;

const sign = (expiresAt: number) =>
  createHmac('sha256', SANDBOX_CLIENT_SECRET).update(`sandbox-token:${expiresAt}`).digest('base64url');
const accessToken = (expiresAt: number) => `WFSB.${expiresAt}.${sign(expiresAt)}`;

/** A token this sandbox issued that has not expired. */
function tokenValid(header: string | undefined, nowSeconds: number): boolean {
  const match = /^O-Bearer WFSB\.(\d{1,12})\.([A-Za-z0-9_-]+)$/.exec(header ?? '');
  if (!match) return false;
  const expiresAt = Number(match[1]);
  return expiresAt > nowSeconds && verifyChecksum(sign(expiresAt), match[2]);
}

const httpUrl = z.url({ protocol: /^https?$/ });
const tokenForm = z.object({
  client_id: z.literal(SANDBOX_CLIENT_ID),
  client_secret: z.literal(SANDBOX_CLIENT_SECRET),
  client_version: z.literal(SANDBOX_CLIENT_VERSION),
  grant_type: z.literal('client_credentials'),
});
// PhonePe: amounts in paise, at least 100; ids at most 63 characters of [A-Za-z0-9_-].
const paise = z.number().int().min(100);
const payBody = z.object({
  merchantOrderId: z.string().regex(MERCHANT_ORDER_ID),
  amount: paise,
  expireAfter: z.number().int().positive().optional(),
  metaInfo: z.record(z.string(), z.string()).optional(),
  paymentFlow: z.object({
    type: z.literal('PG_CHECKOUT'),
    message: z.string().optional(),
    merchantUrls: z.object({ redirectUrl: httpUrl }),
  }),
});
const refundBody = z.object({
  merchantRefundId: z.string().regex(MERCHANT_ORDER_ID),
  originalMerchantOrderId: z.string().regex(MERCHANT_ORDER_ID),
  amount: paise,
});

const hidden = { schema: { hide: true } };

const refuse = (reply: FastifyReply, status: number, code: string, message: string) =>
  reply.code(status).send({ success: false, code, message, data: {} });

const expireAt = (transaction: SandboxTransaction) => transaction.createdAt.getTime() + ORDER_TTL_MS;

/** An order as v2's status API and webhooks describe it. */
export function orderAnswer(transaction: SandboxTransaction) {
  const failed = transaction.state === 'FAILED';
  const failure = failed && { errorCode: 'AUTHORIZATION_ERROR', detailedErrorCode: 'ZM' };
  return {
    merchantOrderId: transaction.merchantTransactionId,
    orderId: transaction.transactionId,
    state: transaction.state,
    amount: transaction.amount,
    expireAt: expireAt(transaction),
    ...failure,
    paymentDetails:
      transaction.state === 'PENDING'
        ? []
        : [
            {
              paymentMode: 'UPI_INTENT',
              transactionId: `OM${transaction.transactionId.slice(3)}`,
              timestamp: transaction.createdAt.getTime(),
              amount: transaction.amount,
              state: transaction.state,
              ...failure,
            },
          ],
  };
}

const refundAnswer = (refund: SandboxTransaction) => ({
  merchantRefundId: refund.merchantTransactionId,
  originalMerchantOrderId: refund.originalTransactionId,
  refundId: refund.transactionId,
  amount: refund.amount,
  state: refund.state,
  timestamp: refund.createdAt.getTime(),
});

/** The webhook PhonePe sends when a v2 order is decided. */
export function webhookNotice(transaction: SandboxTransaction) {
  return {
    headers: {
      'content-type': 'application/json',
      authorization: webhookAuthorization(SANDBOX_WEBHOOK_USERNAME, SANDBOX_WEBHOOK_PASSWORD),
    },
    body: JSON.stringify({
      event: transaction.state === 'COMPLETED' ? 'checkout.order.completed' : 'checkout.order.failed',
      payload: orderAnswer(transaction),
    }),
  };
}

export const phonepeEmulatorV2Routes: FastifyPluginAsync<EmulatorV2Options> = async (
  app,
  { store, now = Date.now },
) => {
  app.addContentTypeParser(
    'application/x-www-form-urlencoded',
    { parseAs: 'string' },
    (_request, body, done) => done(null, Object.fromEntries(new URLSearchParams(body as string))),
  );
  const webhookUrl = `${app.config.publicUrl}${WEBHOOK_PATH}`;
  const authorized = (request: FastifyRequest, reply: FastifyReply) => {
    const header = request.headers.authorization;
    if (tokenValid(header, Math.floor(now() / 1000))) return true;
    void refuse(reply, 401, 'UNAUTHORIZED', 'Invalid or expired access token');
    return false;
  };

  app.post(TOKEN_PATH, hidden, async (request, reply) => {
    if (!tokenForm.safeParse(request.body).success) {
      return refuse(reply, 401, 'INVALID_CLIENT', 'Client authentication failed');
    }
    const issuedAt = Math.floor(now() / 1000);
    const expiresAt = issuedAt + SANDBOX_TOKEN_TTL_S;
    const token = accessToken(expiresAt);
    return {
      access_token: token,
      encrypted_access_token: token,
      expires_in: null,
      issued_at: issuedAt,
      expires_at: expiresAt,
      session_expires_at: expiresAt,
      token_type: 'O-Bearer',
    };
  });

  app.post(PAY_V2_PATH, hidden, async (request, reply) => {
    if (!authorized(request, reply)) return reply;
    const body = payBody.safeParse(request.body);
    if (!body.success) return refuse(reply, 400, 'BAD_REQUEST', 'Please check the inputs you have provided.');
    const p = body.data;
    const order = await store.create('v2', {
      merchantTransactionId: p.merchantOrderId,
      merchantUserId: '',
      amount: p.amount,
      redirectUrl: p.paymentFlow.merchantUrls.redirectUrl,
      callbackUrl: webhookUrl,
    });
    if (!order) return refuse(reply, 400, 'BAD_REQUEST', 'Duplicate merchantOrderId');
    return {
      orderId: order.transactionId,
      state: order.state,
      expireAt: expireAt(order),
      redirectUrl: payPageUrl(app.config.publicUrl, order),
    };
  });

  app.get<{ Params: { id: string } }>('/checkout/v2/order/:id/status', hidden, async (request, reply) => {
    if (!authorized(request, reply)) return reply;
    const order = await store.get(request.params.id);
    if (order?.kind !== 'payment' || order.api !== 'v2') {
      return refuse(reply, 404, 'ORDER_NOT_FOUND', 'No order found with the given details.');
    }
    return orderAnswer(order);
  });

  app.post(REFUND_V2_PATH, hidden, async (request, reply) => {
    if (!authorized(request, reply)) return reply;
    const body = refundBody.safeParse(request.body);
    if (!body.success) return refuse(reply, 400, 'BAD_REQUEST', 'Please check the inputs you have provided.');
    const p = body.data;
    const refund = await store.refund('v2', {
      merchantTransactionId: p.merchantRefundId,
      originalTransactionId: p.originalMerchantOrderId,
      merchantUserId: '',
      amount: p.amount,
      callbackUrl: webhookUrl,
    });
    if (refund === 'duplicate') return refuse(reply, 400, 'BAD_REQUEST', 'Duplicate merchantRefundId');
    if (refund === 'excess') {
      return refuse(reply, 400, 'EXCESS_REFUND_AMOUNT', 'Refund amount exceeds what the order has left.');
    }
    if (typeof refund === 'string') {
      return refuse(reply, 400, 'BAD_REQUEST', 'The original order was not completed.');
    }
    // PhonePe takes a refund as PENDING; its outcome is read with the refund status API.
    return { refundId: refund.transactionId, amount: refund.amount, state: 'PENDING' };
  });

  app.get<{ Params: { id: string } }>('/payments/v2/refund/:id/status', hidden, async (request, reply) => {
    if (!authorized(request, reply)) return reply;
    const refund = await store.get(request.params.id);
    if (refund?.kind !== 'refund' || refund.api !== 'v2') {
      return refuse(reply, 404, 'REFUND_NOT_FOUND', 'No refund found with the given details.');
    }
    return refundAnswer(refund);
  });
};
