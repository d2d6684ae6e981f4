import { randomBytes } from 'node:crypto';

// The PhonePe sandbox: a stand-in that speaks PhonePe's PG API v1 so development and tests
// can take a payment, and give it back, end to end with no account. It keeps its transactions in memory in one
// process, so it is for a single dev or test server only; a real deployment sets PHONEPE_*.
// Its merchant id and salt are public (they are in this file): anyone can sign for it.

export const SANDBOX_PREFIX = '/sandbox/phonepe';
export const SANDBOX_MERCHANT_ID = 'WAYFARERSANDBOX';
export const SANDBOX_SALT_KEY = 'wayfarer-sandbox-salt-8f14e45f-ceea-467a-9c2b-1d3e5b7a9c01';
export const SANDBOX_SALT_INDEX = '1';
export const SANDBOX_MERCHANT_NAME = 'Wayfarer';

/** The oldest transactions are forgotten beyond this many. */
export const SANDBOX_MAX_TRANSACTIONS = 10_000;

export type SandboxState = 'PENDING' | 'COMPLETED' | 'FAILED';
export type SandboxCode = 'PAYMENT_PENDING' | 'PAYMENT_SUCCESS' | 'PAYMENT_DECLINED';

export type SandboxTransaction = {
  merchantTransactionId: string;
  /** PhonePe's own id for the transaction, as in its answers. */
  transactionId: string;
  merchantUserId: string;
  amount: number;
  redirectUrl: string;
  callbackUrl: string;
  state: SandboxState;
  code: SandboxCode;
  /** The unguessable last segment of the payment page's URL (a refund has no page). */
  token: string;
  /** A refund: the payment it gives back from. */
  originalTransactionId?: string;
};

export type NewSandboxRefund = Pick<
  SandboxTransaction,
  'merchantTransactionId' | 'merchantUserId' | 'amount' | 'callbackUrl'
> & { originalTransactionId: string };

/** Why the sandbox refuses a refund. */
export type RefundRefusal = 'duplicate' | 'unknownOriginal' | 'notCaptured' | 'excess';

export type NewSandboxTransaction = Pick<
  SandboxTransaction,
  'merchantTransactionId' | 'merchantUserId' | 'amount' | 'redirectUrl' | 'callbackUrl'
>;

export class SandboxStore {
  private readonly byId = new Map<string, SandboxTransaction>();
  private readonly idByToken = new Map<string, string>();
  /** Paise already given back from each captured payment (by its merchantTransactionId). */
  private readonly refundedById = new Map<string, number>();

  constructor(private readonly maxEntries = SANDBOX_MAX_TRANSACTIONS) {}

  has(merchantTransactionId: string): boolean {
    return this.byId.has(merchantTransactionId);
  }

  get(merchantTransactionId: string): SandboxTransaction | undefined {
    return this.byId.get(merchantTransactionId);
  }

  byToken(token: string): SandboxTransaction | undefined {
    const id = this.idByToken.get(token);
    return id === undefined ? undefined : this.byId.get(id);
  }

  create(input: NewSandboxTransaction, withPage = true): SandboxTransaction {
    const transaction: SandboxTransaction = {
      ...input,
      transactionId: `T${Date.now()}${randomBytes(6).toString('hex').toUpperCase()}`,
      state: 'PENDING',
      code: 'PAYMENT_PENDING',
      token: randomBytes(16).toString('base64url'),
    };
    this.byId.set(transaction.merchantTransactionId, transaction);
    if (withPage) this.idByToken.set(transaction.token, transaction.merchantTransactionId);
    // Maps iterate in insertion order: the first key is the oldest.
    while (this.byId.size > this.maxEntries) {
      const oldest = this.byId.values().next().value;
      if (!oldest) break;
      this.byId.delete(oldest.merchantTransactionId);
      this.idByToken.delete(oldest.token);
      this.refundedById.delete(oldest.merchantTransactionId);
    }
    return transaction;
  }

  /** What a captured payment has left to give back. */
  refundable(merchantTransactionId: string): number {
    const original = this.byId.get(merchantTransactionId);
    if (!original || original.originalTransactionId || original.code !== 'PAYMENT_SUCCESS') return 0;
    return original.amount - (this.refundedById.get(merchantTransactionId) ?? 0);
  }

  /**
   * A refund of one captured payment. The sandbox has no bank behind it, so a refund it takes is
   * completed at once. Never more than the payment has left; never the same refund id twice.
   */
  refund(input: NewSandboxRefund): SandboxTransaction | RefundRefusal {
    if (this.byId.has(input.merchantTransactionId)) return 'duplicate';
    const original = this.byId.get(input.originalTransactionId);
    if (!original || original.originalTransactionId) return 'unknownOriginal';
    if (original.code !== 'PAYMENT_SUCCESS') return 'notCaptured';
    if (input.amount > this.refundable(original.merchantTransactionId)) return 'excess';
    const refund = this.create({ ...input, redirectUrl: '' }, false);
    refund.originalTransactionId = original.merchantTransactionId;
    refund.state = 'COMPLETED';
    refund.code = 'PAYMENT_SUCCESS';
    this.refundedById.set(
      original.merchantTransactionId,
      (this.refundedById.get(original.merchantTransactionId) ?? 0) + input.amount,
    );
    return refund;
  }

  /** Settles a pending transaction; false when it was already decided. */
  decide(transaction: SandboxTransaction, outcome: 'success' | 'decline'): boolean {
    if (transaction.state !== 'PENDING') return false;
    transaction.state = outcome === 'success' ? 'COMPLETED' : 'FAILED';
    transaction.code = outcome === 'success' ? 'PAYMENT_SUCCESS' : 'PAYMENT_DECLINED';
    return true;
  }
}
