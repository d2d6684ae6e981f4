import { z } from '@wayfarer/shared/zod';
import { gatewayFailed, parseJson } from './gateway-errors.ts';
import type { PaymentGateway, StatusResult } from './gateway-types.ts';
import type { GatewayStatus } from './protocol.ts';
import {
  authorizationMatches,
  MERCHANT_ORDER_ID,
  orderStatusCode,
  orderStatusPath,
  PAY_V2_PATH,
  REFUND_V2_PATH,
  refundStatusCode,
  refundStatusPath,
  TOKEN_PATH,
  webhookAuthorization,
} from './protocol-v2.ts';
import type { Transport } from './transport.ts';

// The PhonePe Standard Checkout v2 adapter (protocol-v2.ts): the same PaymentGateway as v1's, so
// checkout, balance payments, the reconciler and refunds run unchanged. The OAuth token is kept
// until shortly before it expires, fetched once for parallel callers, and fetched again when an
// answer is 401.

export type PhonePeV2Options = {
  clientId: string;
  clientSecret: string;
  clientVersion: string;
  authUrl: string;
  pgUrl: string;
  webhookUsername: string;
  webhookPassword: string;
  transport: Transport;
  /** Milliseconds since the epoch; the token's expiry is measured with it. */
  now?: () => number;
};

/** A token is fetched again this long before it expires (or halfway, for a short-lived one). */
export const TOKEN_REFRESH_MARGIN_MS = 120_000;

const tokenResponse = z.object({
  access_token: z.string().min(1),
  token_type: z.string().nullish(),
  issued_at: z.number().nullish(),
  expires_at: z.number(),
});
const payResponse = z.object({ orderId: z.string().nullish(), redirectUrl: z.string().min(1) });
const paymentDetail = z.object({
  transactionId: z.string().nullish(),
  state: z.string().nullish(),
  errorCode: z.string().nullish(),
  detailedErrorCode: z.string().nullish(),
});
const orderStatusResponse = z.object({
  orderId: z.string().nullish(),
  state: z.string(),
  amount: z.number().int().nullish(),
  errorCode: z.string().nullish(),
  detailedErrorCode: z.string().nullish(),
  paymentDetails: z.array(paymentDetail).nullish(),
});
const refundResponse = z.object({
  refundId: z.string().nullish(),
  amount: z.number().int().nullish(),
  state: z.string(),
});
const errorResponse = z.object({ code: z.string().nullish() });
const webhookBody = z.object({
  event: z.string().nullish(),
  payload: z
    .object({ merchantOrderId: z.string().nullish(), merchantRefundId: z.string().nullish() })
    .nullish(),
});

const checkId = (name: string, value: string) => {
  if (!MERCHANT_ORDER_ID.test(value)) {
    throw new Error(`${name} must be 1–63 characters of A-Z, a-z, 0-9, _ and -`);
  }
};
const checkAmount = (amountPaise: number) => {
  if (!Number.isSafeInteger(amountPaise) || amountPaise < 1) {
    throw new Error('amountPaise must be a positive whole number');
  }
};

/** A status answer that says the gateway has no such order or refund. */
const isNotFound = (status: number, body: unknown) => {
  if (status === 404) return true;
  const code = errorResponse.safeParse(body);
  return (
    status === 400 &&
    code.success &&
    /NOT_FOUND|INVALID_(ORDER|REFUND|TRANSACTION)/.test(code.data.code ?? '')
  );
};

export function createPhonePeV2Gateway(opts: PhonePeV2Options): PaymentGateway {
  const authUrl = opts.authUrl.replace(/\/+$/, '');
  const pgUrl = opts.pgUrl.replace(/\/+$/, '');
  const now = opts.now ?? Date.now;
  const expectedAuthorization = webhookAuthorization(opts.webhookUsername, opts.webhookPassword);
  let cached: { header: string; refreshAt: number } | null = null;
  let fetching: Promise<string> | null = null;

  async function fetchToken(): Promise<string> {
    let res: { status: number; body: string };
    try {
      res = await opts.transport({
        method: 'POST',
        url: authUrl + TOKEN_PATH,
        headers: { 'content-type': 'application/x-www-form-urlencoded', accept: 'application/json' },
        body: new URLSearchParams({
          client_id: opts.clientId,
          client_version: opts.clientVersion,
          client_secret: opts.clientSecret,
          grant_type: 'client_credentials',
        }).toString(),
      });
    } catch (error) {
      throw gatewayFailed(`token: ${(error as Error).message}`);
    }
    const parsed = tokenResponse.safeParse(parseJson(res.body));
    if (res.status !== 200 || !parsed.success) {
      throw gatewayFailed(`token: HTTP ${res.status} ${res.body.slice(0, 200)}`);
    }
    const { access_token, token_type, issued_at, expires_at } = parsed.data;
    const expiresAt = expires_at * 1000;
    const lifetime = expiresAt - (issued_at ? issued_at * 1000 : now());
    const header = `${token_type || 'O-Bearer'} ${access_token}`;
    cached = { header, refreshAt: expiresAt - Math.min(TOKEN_REFRESH_MARGIN_MS, lifetime / 2) };
    return header;
  }

  /** The cached token, or one fetch shared by everyone asking while it runs. */
  function token(): Promise<string> {
    if (cached && now() < cached.refreshAt) return Promise.resolve(cached.header);
    fetching ??= fetchToken().finally(() => {
      fetching = null;
    });
    return fetching;
  }

  /** One PG call with the token; a 401 drops the token and tries once more with a new one. */
  async function call(what: string, method: 'GET' | 'POST', path: string, body?: object) {
    const send = async (authorization: string) => {
      try {
        return await opts.transport({
          method,
          url: pgUrl + path,
          headers: {
            'content-type': 'application/json',
            accept: 'application/json',
            authorization,
          },
          ...(body !== undefined && { body: JSON.stringify(body) }),
        });
      } catch (error) {
        throw gatewayFailed(`${what}: ${(error as Error).message}`);
      }
    };
    const first = await token();
    let res = await send(first);
    if (res.status === 401) {
      if (cached?.header === first) cached = null;
      res = await send(await token());
    }
    return { status: res.status, text: res.body, json: parseJson(res.body) };
  }

  /** An answer that says nothing about the order or refund: no auth, a server error, unreadable. */
  const unknownAnswer = (what: string, res: { status: number; text: string }) =>
    gatewayFailed(`${what}: HTTP ${res.status} ${res.text.slice(0, 200)}`);

  async function status(kind: 'order' | 'refund', id: string): Promise<StatusResult> {
    const what = `${kind} status`;
    const res = await call(what, 'GET', kind === 'order' ? orderStatusPath(id) : refundStatusPath(id));
    if (isNotFound(res.status, res.json)) {
      return { code: 'TRANSACTION_NOT_FOUND', merchantTransactionId: id, raw: res.json };
    }
    if (res.status !== 200) throw unknownAnswer(what, res);
    if (kind === 'refund') {
      const parsed = refundResponse.safeParse(res.json);
      if (!parsed.success) throw unknownAnswer(what, res);
      const { refundId, amount, state } = parsed.data;
      return {
        code: refundStatusCode(state),
        merchantTransactionId: id,
        ...(refundId && { transactionId: refundId }),
        ...(typeof amount === 'number' && { amountPaise: amount }),
        state,
        raw: res.json,
      };
    }
    const parsed = orderStatusResponse.safeParse(res.json);
    if (!parsed.success) throw unknownAnswer(what, res);
    const order = parsed.data;
    const last = order.paymentDetails?.at(-1);
    const code: GatewayStatus = orderStatusCode(
      order.state,
      order.errorCode ?? last?.errorCode,
      order.detailedErrorCode ?? last?.detailedErrorCode,
    );
    const transactionId = last?.transactionId ?? order.orderId;
    return {
      code,
      merchantTransactionId: id,
      ...(transactionId && { transactionId }),
      ...(typeof order.amount === 'number' && { amountPaise: order.amount }),
      state: order.state,
      raw: res.json,
    };
  }

  return {
    async pay(req) {
      checkId('merchantTransactionId', req.merchantTransactionId);
      checkAmount(req.amountPaise);
      const res = await call('pay', 'POST', PAY_V2_PATH, {
        merchantOrderId: req.merchantTransactionId,
        amount: req.amountPaise,
        ...(req.expireAfterSeconds !== undefined && { expireAfter: req.expireAfterSeconds }),
        paymentFlow: { type: 'PG_CHECKOUT', merchantUrls: { redirectUrl: req.redirectUrl } },
      });
      const parsed = payResponse.safeParse(res.json);
      if (res.status !== 200 || !parsed.success) throw unknownAnswer('pay', res);
      return { redirectUrl: parsed.data.redirectUrl };
    },

    async refund(req) {
      checkId('merchantTransactionId', req.merchantTransactionId);
      checkId('originalTransactionId', req.originalTransactionId);
      checkAmount(req.amountPaise);
      const res = await call('refund', 'POST', REFUND_V2_PATH, {
        merchantRefundId: req.merchantTransactionId,
        originalMerchantOrderId: req.originalTransactionId,
        amount: req.amountPaise,
      });
      if (res.status === 401 || res.status === 403 || res.status >= 500) throw unknownAnswer('refund', res);
      const parsed = refundResponse.safeParse(res.json);
      if (res.status === 200 && parsed.success) {
        const { refundId } = parsed.data;
        return {
          code: refundStatusCode(parsed.data.state),
          ...(refundId && { transactionId: refundId }),
          raw: res.json,
        };
      }
      // A 4xx with a reason: PhonePe refused the refund (an excess amount, an unpaid order …).
      if (res.status >= 400 && errorResponse.safeParse(res.json).success) {
        return { code: 'PAYMENT_ERROR', raw: res.json };
      }
      throw unknownAnswer('refund', res);
    },

    checkStatus: (merchantOrderId) => status('order', merchantOrderId),
    checkRefundStatus: (merchantRefundId) => status('refund', merchantRefundId),

    // v2 sends no X-VERIFY callback: its notices are webhooks.
    verifyCallback: () => null,

    verifyWebhook(authorization, body) {
      if (!authorizationMatches(expectedAuthorization, authorization)) return null;
      const parsed = webhookBody.safeParse(body);
      if (!parsed.success) return { merchantTransactionId: undefined };
      const { event, payload } = parsed.data;
      const isRefund = Boolean(event?.startsWith('pg.refund') || payload?.merchantRefundId);
      const id = isRefund ? payload?.merchantRefundId : payload?.merchantOrderId;
      return { merchantTransactionId: id ?? undefined };
    },
  };
}
