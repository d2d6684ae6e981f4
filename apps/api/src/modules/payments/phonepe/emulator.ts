import { randomBytes } from 'node:crypto';

// The PhonePe sandbox: a stand-in that speaks PhonePe's Pay API v1 so development and tests
// can take a payment end to end with no account. It keeps its transactions in memory in one
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
  /** The unguessable last segment of the payment page's URL. */
  token: string;
};

export type NewSandboxTransaction = Pick<
  SandboxTransaction,
  'merchantTransactionId' | 'merchantUserId' | 'amount' | 'redirectUrl' | 'callbackUrl'
>;

export class SandboxStore {
  private readonly byId = new Map<string, SandboxTransaction>();
  private readonly idByToken = new Map<string, string>();

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

  create(input: NewSandboxTransaction): SandboxTransaction {
    const transaction: SandboxTransaction = {
      ...input,
      transactionId: `T${Date.now()}${randomBytes(6).toString('hex').toUpperCase()}`,
      state: 'PENDING',
      code: 'PAYMENT_PENDING',
      token: randomBytes(16).toString('base64url'),
    };
    this.byId.set(transaction.merchantTransactionId, transaction);
    this.idByToken.set(transaction.token, transaction.merchantTransactionId);
    // Maps iterate in insertion order: the first key is the oldest.
    while (this.byId.size > this.maxEntries) {
      const oldest = this.byId.values().next().value;
      if (!oldest) break;
      this.byId.delete(oldest.merchantTransactionId);
      this.idByToken.delete(oldest.token);
    }
    return transaction;
  }

  /** Settles a pending transaction; false when it was already decided. */
  decide(transaction: SandboxTransaction, outcome: 'success' | 'decline'): boolean {
    if (transaction.state !== 'PENDING') return false;
    transaction.state = outcome === 'success' ? 'COMPLETED' : 'FAILED';
    transaction.code = outcome === 'success' ? 'PAYMENT_SUCCESS' : 'PAYMENT_DECLINED';
    return true;
  }
}
