import { createHash, timingSafeEqual } from 'node:crypto';
import type { GatewayStatus } from './protocol.ts';

// PhonePe Standard Checkout v2, as both sides speak it: the v2 adapter (gateway-v2.ts) and the
// built-in sandbox (emulator-v2.routes.ts). An OAuth client-credentials token
// (`{auth}/v1/oauth/token`, form-encoded) is sent as `Authorization: O-Bearer <token>` with JSON
// bodies to the PG paths below; webhooks carry `Authorization: SHA256(username:password)`.
// Amounts are whole paise; ids are at most 63 characters of A–Z, a–z, 0–9, `_` and `-`.

export const TOKEN_PATH = '/v1/oauth/token';
export const PAY_V2_PATH = '/checkout/v2/pay';
export const orderStatusPath = (merchantOrderId: string) =>
  `/checkout/v2/order/${encodeURIComponent(merchantOrderId)}/status`;
export const REFUND_V2_PATH = '/payments/v2/refund';
export const refundStatusPath = (merchantRefundId: string) =>
  `/payments/v2/refund/${encodeURIComponent(merchantRefundId)}/status`;

/** merchantOrderId and merchantRefundId: at most 63 characters of A–Z, a–z, 0–9, `_` and `-`. */
export const MERCHANT_ORDER_ID = /^[A-Za-z0-9_-]{1,63}$/;

/** Where the sandbox and the adapter agree the webhook goes (configured on PhonePe's dashboard). */
export const WEBHOOK_PATH = '/v1/payments/phonepe/webhook';

/** The webhook's Authorization header: SHA-256 hex of `username:password`. */
export const webhookAuthorization = (username: string, password: string): string =>
  createHash('sha256').update(`${username}:${password}`).digest('hex');

/** Compares in constant time (of the hashes); false for a missing header. */
export function authorizationMatches(expected: string, received: string | undefined | null): boolean {
  if (typeof received !== 'string') return false;
  const a = createHash('sha256').update(expected).digest();
  const b = createHash('sha256').update(received.trim()).digest();
  return timingSafeEqual(a, b);
}

export type OrderState = 'PENDING' | 'COMPLETED' | 'FAILED';

/** Failure codes that mean time ran out (PhonePe's TXN_AUTO_FAILED: the order expired unpaid). */
const TIMED_OUT = /TIMED?_?OUT|EXPIRED|TXN_AUTO_FAILED/;
/** Failure codes that are the gateway's or the bank's fault, not the payer's refusal. */
const ERRORS = /TECHNICAL|INTERNAL|UNAVAILABLE|SERVER_ERROR|^PAYMENT_ERROR$/;

/**
 * An order's v2 state as the spec's payment statuses: COMPLETED is PAYMENT_SUCCESS, PENDING is
 * PAYMENT_PENDING; FAILED is TIMED_OUT when it expired, PAYMENT_ERROR for a technical failure
 * (the bank's or PhonePe's, or none given), PAYMENT_DECLINED otherwise: the payer's side
 * (AUTHORIZATION_ERROR, INVALID_MPIN, INSUFFICIENT_BALANCE …).
 */
export function orderStatusCode(
  state: string | undefined,
  errorCode?: string | null,
  detailedErrorCode?: string | null,
): GatewayStatus {
  if (state === 'COMPLETED') return 'PAYMENT_SUCCESS';
  if (state === 'PENDING') return 'PAYMENT_PENDING';
  if (state !== 'FAILED') return 'PAYMENT_ERROR';
  const details = `${errorCode ?? ''} ${detailedErrorCode ?? ''}`.toUpperCase();
  if (TIMED_OUT.test(details)) return 'TIMED_OUT';
  if (!errorCode || ERRORS.test(errorCode.toUpperCase())) return 'PAYMENT_ERROR';
  return 'PAYMENT_DECLINED';
}

/** A refund's v2 state: PENDING and CONFIRMED are still on the way; FAILED ends it. */
export function refundStatusCode(state: string | undefined): GatewayStatus {
  if (state === 'COMPLETED') return 'PAYMENT_SUCCESS';
  if (state === 'PENDING' || state === 'CONFIRMED') return 'PAYMENT_PENDING';
  return 'PAYMENT_ERROR';
}
