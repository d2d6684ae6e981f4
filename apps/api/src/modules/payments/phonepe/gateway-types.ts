import type { GatewayStatus } from './protocol.ts';

// What the bookings module asks of a payment gateway, v1 (gateway.ts) or v2 (gateway-v2.ts).

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
  /** v2: how long the order stays payable (PhonePe: 300–3600 s; its default when left out). */
  expireAfterSeconds?: number;
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

/** A v2 webhook whose Authorization matched: the order's or refund's id it names, if any. */
export type WebhookNotice = { merchantTransactionId: string | undefined };

export interface PaymentGateway {
  /** Starts a payment; resolves to the payment page the browser must be sent to. Throws on failure. */
  pay(req: PayRequest): Promise<{ redirectUrl: string }>;
  /** Asks for a refund of one captured payment. Throws when the answer is unknown (network, auth, 5xx). */
  refund(req: RefundRequest): Promise<RefundResult>;
  /** Asks the gateway for a payment's state. Throws when the answer is unknown (network, auth, 5xx). */
  checkStatus(merchantTransactionId: string): Promise<StatusResult>;
  /** Asks the gateway for a refund's state, by the refund's own id. Throws like checkStatus. */
  checkRefundStatus(merchantRefundId: string): Promise<StatusResult>;
  /** Verifies a callback's X-VERIFY against the raw `response` base64 string; returns the decoded payload or null when the checksum is wrong. */
  verifyCallback(xVerify: string | undefined, base64Response: string): CallbackResult | null;
  /** v2: null unless `authorization` is SHA256(username:password); never decides anything itself. */
  verifyWebhook(authorization: string | undefined, body: unknown): WebhookNotice | null;
}
