import { createHash, timingSafeEqual } from 'node:crypto';
import { type PaymentStatus, paymentStatuses } from '@wayfarer/shared/enums';

// PhonePe PG Pay API v1, as both sides speak it: the gateway adapter (gateway.ts) and the
// built-in sandbox (emulator.routes.ts), for payments and their refunds. Bodies travel as base64
// JSON; every request and callback carries
// `X-VERIFY: sha256hex(<signed text> + saltKey) + "###" + saltIndex`.

/** The codes PhonePe answers with: every payment status but our own initial PENDING. */
export type GatewayStatus = Exclude<PaymentStatus, 'PENDING'>;
export const GATEWAY_STATUSES: readonly GatewayStatus[] = paymentStatuses.filter(
  (status): status is GatewayStatus => status !== 'PENDING',
);
/** An unknown code is an error, never a success. */
export const toGatewayStatus = (code: string | undefined): GatewayStatus =>
  GATEWAY_STATUSES.find((known) => known === code) ?? 'PAYMENT_ERROR';

/** PhonePe: at most 34 characters of A–Z, a–z, 0–9, `_` and `-`, unique per attempt. */
export const MERCHANT_TRANSACTION_ID = /^[A-Za-z0-9_-]{1,34}$/;
/** PhonePe: at most 36 characters of A–Z, a–z, 0–9, `_` and `-`. */
export const MERCHANT_USER_ID = /^[A-Za-z0-9_-]{1,36}$/;

/** A request or callback body's payload: JSON, base64-encoded. */
export const encodePayload = (value: unknown): string =>
  Buffer.from(JSON.stringify(value), 'utf8').toString('base64');

/** The JSON inside a base64 payload; undefined when it is not JSON. */
export function decodePayload(base64: string): unknown {
  try {
    return JSON.parse(Buffer.from(base64, 'base64').toString('utf8'));
  } catch {
    return undefined;
  }
}

export type Salt = { saltKey: string; saltIndex: string };

export const PAY_PATH = '/pg/v1/pay';
/** PG API v1 Refund: a refund of one captured payment, under its own merchantTransactionId. */
export const REFUND_PATH = '/pg/v1/refund';
export const statusPath = (merchantId: string, merchantTransactionId: string) =>
  `/pg/v1/status/${encodeURIComponent(merchantId)}/${encodeURIComponent(merchantTransactionId)}`;

function sign(text: string, salt: Salt): string {
  return `${createHash('sha256')
    .update(text + salt.saltKey)
    .digest('hex')}###${salt.saltIndex}`;
}

/** X-VERIFY of a pay request: over the base64 `request` payload and the API path. */
export function payChecksum(base64Payload: string, salt: Salt): string {
  return sign(base64Payload + PAY_PATH, salt);
}

/** X-VERIFY of a refund request: over the base64 `request` payload and the refund path. */
export function refundChecksum(base64Payload: string, salt: Salt): string {
  return sign(base64Payload + REFUND_PATH, salt);
}

/** X-VERIFY of a status check: over the path alone (the request has no body). */
export function statusChecksum(merchantId: string, merchantTransactionId: string, salt: Salt): string {
  return sign(statusPath(merchantId, merchantTransactionId), salt);
}

/** X-VERIFY of a server-to-server callback: over the base64 `response` string. */
export function callbackChecksum(base64Response: string, salt: Salt): string {
  return sign(base64Response, salt);
}

/** Compares in constant time; false for a missing header or one of another length. */
export function verifyChecksum(expectedHeader: string, receivedHeader: string | undefined | null): boolean {
  if (typeof receivedHeader !== 'string') return false;
  const expected = Buffer.from(expectedHeader, 'utf8');
  const received = Buffer.from(receivedHeader, 'utf8');
  if (expected.length !== received.length) return false;
  return timingSafeEqual(expected, received);
}
