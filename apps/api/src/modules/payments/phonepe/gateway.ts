import { z } from '@wayfarer/shared/zod';
import type { FastifyInstance } from 'fastify';
import { AppError } from '../../../lib/app-error.ts';
import { SANDBOX_MERCHANT_ID, SANDBOX_PREFIX, SANDBOX_SALT_INDEX, SANDBOX_SALT_KEY } from './emulator.ts';
import {
  callbackChecksum,
  decodePayload,
  encodePayload,
  type GatewayStatus,
  MERCHANT_TRANSACTION_ID,
  MERCHANT_USER_ID,
  PAY_PATH,
  payChecksum,
  REFUND_PATH,
  refundChecksum,
  statusChecksum,
  statusPath,
  toGatewayStatus,
  verifyChecksum,
} from './protocol.ts';
import { fetchTransport, injectTransport, type Transport } from './transport.ts';

// The PhonePe adapter: pay, refund, check status, verify a callback (PG API v1, protocol.ts).

export type PayRequest = {
  /** PhonePe: unique per attempt, at most 34 characters of A–Z, a–z, 0–9, `_` and `-`. */
  merchantTransactionId: string;
  /** PhonePe: at most 36 characters of A–Z, a–z, 0–9, `_` and `-` (a UUID fits). */
  merchantUserId: string;
  /** A positive whole number of paise. */
  amountPaise: number;
  /** Where PhonePe sends the browser back after the payment page (a GET). */
  redirectUrl: string;
  /** Where PhonePe POSTs the server-to-server callback `{ response }` with X-VERIFY. */
  callbackUrl: string;
  mobileNumber?: string;
};

export type RefundRequest = {
  /** The refund's own id: new, unique, the same rules as a payment's merchantTransactionId. */
  merchantTransactionId: string;
  /** The merchantTransactionId of the captured payment given back from. */
  originalTransactionId: string;
  merchantUserId: string;
  /** A positive whole number of paise, at most what that payment has left to refund. */
  amountPaise: number;
  callbackUrl: string;
};

/**
 * The refund API's answer: PAYMENT_PENDING or PAYMENT_SUCCESS when PhonePe took the refund (its
 * outcome is then read with Check Status of the refund's id), another code when it refused it.
 */
export type RefundResult = { code: GatewayStatus; transactionId?: string; raw: unknown };

export type StatusResult = {
  code: GatewayStatus;
  merchantTransactionId: string;
  transactionId?: string;
  amountPaise?: number;
  state?: string;
  raw: unknown;
};

export type CallbackResult = { code: GatewayStatus; merchantTransactionId: string; amountPaise?: number };

export interface PaymentGateway {
  /** Starts a payment; resolves to the payment page the browser must be sent to. Throws on failure. */
  pay(req: PayRequest): Promise<{ redirectUrl: string }>;
  /** Asks for a refund of one captured payment. Throws when the answer is unknown (network, auth, 5xx). */
  refund(req: RefundRequest): Promise<RefundResult>;
  /** Asks the gateway for a transaction's state (a payment's or a refund's). Throws when the answer is unknown (network, auth, 5xx). */
  checkStatus(merchantTransactionId: string): Promise<StatusResult>;
  /** Verifies a callback's X-VERIFY against the raw `response` base64 string; returns the decoded payload or null when the checksum is wrong. */
  verifyCallback(xVerify: string | undefined, base64Response: string): CallbackResult | null;
}

const payResponse = z.object({
  success: z.boolean(),
  code: z.string().optional(),
  message: z.string().optional(),
  data: z
    .object({
      instrumentResponse: z.object({ redirectInfo: z.object({ url: z.string() }) }).optional(),
    })
    .nullish(),
});

const statusData = z.object({
  merchantTransactionId: z.string().optional(),
  transactionId: z.string().nullish(),
  amount: z.number().int().optional(),
  state: z.string().optional(),
});
const statusResponse = z.object({
  success: z.boolean().optional(),
  code: z.string().optional(),
  message: z.string().optional(),
  data: statusData.nullish(),
});

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}

const gatewayFailed = (detail: string) =>
  Object.assign(
    new AppError('PAYMENT_GATEWAY_UNAVAILABLE', 'The payment gateway is not answering; please try again.'),
    { detail },
  );

export function createPhonePeGateway(opts: {
  host: string;
  merchantId: string;
  saltKey: string;
  saltIndex: string;
  transport: Transport;
}): PaymentGateway {
  const host = opts.host.replace(/\/+$/, '');
  const salt = { saltKey: opts.saltKey, saltIndex: opts.saltIndex };

  return {
    async pay(req) {
      if (!MERCHANT_TRANSACTION_ID.test(req.merchantTransactionId)) {
        throw new Error('merchantTransactionId must be 1–34 characters of A-Z, a-z, 0-9, _ and -');
      }
      if (!MERCHANT_USER_ID.test(req.merchantUserId)) {
        throw new Error('merchantUserId must be 1–36 characters of A-Z, a-z, 0-9, _ and -');
      }
      if (!Number.isSafeInteger(req.amountPaise) || req.amountPaise < 1) {
        throw new Error('amountPaise must be a positive whole number');
      }
      const payload = {
        merchantId: opts.merchantId,
        merchantTransactionId: req.merchantTransactionId,
        merchantUserId: req.merchantUserId,
        amount: req.amountPaise,
        redirectUrl: req.redirectUrl,
        redirectMode: 'REDIRECT',
        callbackUrl: req.callbackUrl,
        ...(req.mobileNumber && { mobileNumber: req.mobileNumber }),
        paymentInstrument: { type: 'PAY_PAGE' },
      };
      const base64Payload = encodePayload(payload);
      let res: { status: number; body: string };
      try {
        res = await opts.transport({
          method: 'POST',
          url: host + PAY_PATH,
          headers: {
            'content-type': 'application/json',
            accept: 'application/json',
            'x-verify': payChecksum(base64Payload, salt),
          },
          body: JSON.stringify({ request: base64Payload }),
        });
      } catch (error) {
        throw gatewayFailed(`pay: ${(error as Error).message}`);
      }
      const parsed = payResponse.safeParse(parseJson(res.body));
      const url = parsed.success ? parsed.data.data?.instrumentResponse?.redirectInfo.url : undefined;
      if (res.status >= 300 || !parsed.success || !parsed.data.success || !url) {
        const code = parsed.success ? parsed.data.code : undefined;
        throw gatewayFailed(`pay: HTTP ${res.status} ${code ?? res.body.slice(0, 200)}`);
      }
      return { redirectUrl: url };
    },

    async refund(req) {
      for (const [name, value] of [
        ['merchantTransactionId', req.merchantTransactionId],
        ['originalTransactionId', req.originalTransactionId],
      ] as const) {
        if (!MERCHANT_TRANSACTION_ID.test(value)) {
          throw new Error(`${name} must be 1–34 characters of A-Z, a-z, 0-9, _ and -`);
        }
      }
      if (!MERCHANT_USER_ID.test(req.merchantUserId)) {
        throw new Error('merchantUserId must be 1–36 characters of A-Z, a-z, 0-9, _ and -');
      }
      if (!Number.isSafeInteger(req.amountPaise) || req.amountPaise < 1) {
        throw new Error('amountPaise must be a positive whole number');
      }
      const base64Payload = encodePayload({
        merchantId: opts.merchantId,
        merchantUserId: req.merchantUserId,
        originalTransactionId: req.originalTransactionId,
        merchantTransactionId: req.merchantTransactionId,
        amount: req.amountPaise,
        callbackUrl: req.callbackUrl,
      });
      let res: { status: number; body: string };
      try {
        res = await opts.transport({
          method: 'POST',
          url: host + REFUND_PATH,
          headers: {
            'content-type': 'application/json',
            accept: 'application/json',
            'x-verify': refundChecksum(base64Payload, salt),
          },
          body: JSON.stringify({ request: base64Payload }),
        });
      } catch (error) {
        throw gatewayFailed(`refund: ${(error as Error).message}`);
      }
      const raw = parseJson(res.body);
      const parsed = statusResponse.safeParse(raw);
      // A refused checksum, a server error or an unreadable answer says nothing about the refund.
      if (
        !parsed.success ||
        !parsed.data.code ||
        res.status === 401 ||
        res.status === 403 ||
        res.status >= 500
      ) {
        throw gatewayFailed(`refund: HTTP ${res.status} ${res.body.slice(0, 200)}`);
      }
      const transactionId = parsed.data.data?.transactionId;
      return { code: toGatewayStatus(parsed.data.code), ...(transactionId && { transactionId }), raw };
    },

    async checkStatus(merchantTransactionId) {
      const path = statusPath(opts.merchantId, merchantTransactionId);
      let res: { status: number; body: string };
      try {
        res = await opts.transport({
          method: 'GET',
          url: host + path,
          headers: {
            accept: 'application/json',
            'content-type': 'application/json',
            'x-verify': statusChecksum(opts.merchantId, merchantTransactionId, salt),
            'x-merchant-id': opts.merchantId,
          },
        });
      } catch (error) {
        throw gatewayFailed(`status: ${(error as Error).message}`);
      }
      const raw = parseJson(res.body);
      const parsed = statusResponse.safeParse(raw);
      if (res.status === 404 || (parsed.success && parsed.data.code === 'TRANSACTION_NOT_FOUND')) {
        return { code: 'TRANSACTION_NOT_FOUND', merchantTransactionId, raw };
      }
      // A refused checksum, a server error or an unreadable answer says nothing about the payment.
      if (!parsed.success || res.status === 401 || res.status === 403 || res.status >= 500) {
        throw gatewayFailed(`status: HTTP ${res.status} ${res.body.slice(0, 200)}`);
      }
      const data = parsed.data.data;
      return {
        code: toGatewayStatus(parsed.data.code),
        merchantTransactionId: data?.merchantTransactionId ?? merchantTransactionId,
        ...(data?.transactionId && { transactionId: data.transactionId }),
        ...(data?.amount !== undefined && { amountPaise: data.amount }),
        ...(data?.state && { state: data.state }),
        raw,
      };
    },

    verifyCallback(xVerify, base64Response) {
      if (typeof base64Response !== 'string' || base64Response === '') return null;
      if (!verifyChecksum(callbackChecksum(base64Response, salt), xVerify)) return null;
      const decoded = statusResponse.safeParse(decodePayload(base64Response));
      const merchantTransactionId = decoded.success ? decoded.data.data?.merchantTransactionId : undefined;
      if (!decoded.success || !merchantTransactionId) return null;
      const amount = decoded.data.data?.amount;
      return {
        code: toGatewayStatus(decoded.data.code),
        merchantTransactionId,
        ...(amount !== undefined && { amountPaise: amount }),
      };
    },
  };
}

/**
 * PHONEPE_* set: the real PhonePe over the network. Otherwise the built-in sandbox, spoken to
 * in-process with its own public merchant id and salt.
 */
export function createGatewayFromConfig(app: FastifyInstance): PaymentGateway {
  const { phonepe, publicUrl } = app.config;
  if (phonepe) return createPhonePeGateway({ ...phonepe, transport: fetchTransport });
  return createPhonePeGateway({
    host: `${publicUrl}${SANDBOX_PREFIX}`,
    merchantId: SANDBOX_MERCHANT_ID,
    saltKey: SANDBOX_SALT_KEY,
    saltIndex: SANDBOX_SALT_INDEX,
    transport: injectTransport(app),
  });
}
