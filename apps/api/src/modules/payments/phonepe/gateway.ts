import { z } from '@wayfarer/shared/zod';
import { gatewayFailed, parseJson } from './gateway-errors.ts';
import type { PaymentGateway } from './gateway-types.ts';
import {
  callbackChecksum,
  decodePayload,
  encodePayload,
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
import type { Transport } from './transport.ts';

// The PhonePe PG API v1 adapter: pay, refund, check status, verify a callback (protocol.ts).
// gateway-v2.ts is Standard Checkout v2's; gateway-from-config.ts picks one.

export type {
  CallbackResult,
  PaymentGateway,
  PayRequest,
  RefundRequest,
  RefundResult,
  StatusResult,
  WebhookNotice,
} from './gateway-types.ts';

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

export function createPhonePeGateway(opts: {
  host: string;
  merchantId: string;
  saltKey: string;
  saltIndex: string;
  transport: Transport;
}): PaymentGateway {
  const host = opts.host.replace(/\/+$/, '');
  const salt = { saltKey: opts.saltKey, saltIndex: opts.saltIndex };

  const gateway: PaymentGateway = {
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

    // v1 reads a refund's outcome with the same Check Status as a payment's.
    checkRefundStatus(merchantTransactionId) {
      return gateway.checkStatus(merchantTransactionId);
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

    // v1 has no webhook: its callbacks come to /v1/bookings/payment/callback with X-VERIFY.
    verifyWebhook() {
      return null;
    },
  };
  return gateway;
}
