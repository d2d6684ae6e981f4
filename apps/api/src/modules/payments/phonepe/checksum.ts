import { createHash, timingSafeEqual } from 'node:crypto';

// PhonePe PG Pay API v1: every request and callback carries
// `X-VERIFY: sha256hex(<signed text> + saltKey) + "###" + saltIndex`.

export type Salt = { saltKey: string; saltIndex: string };

export const PAY_PATH = '/pg/v1/pay';
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
