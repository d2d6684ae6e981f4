import { randomBytes } from 'node:crypto';
import type { Database } from '../../../db/client.ts';
import {
  addSandboxRefunded,
  decideSandboxTransaction,
  findSandboxTransaction,
  findSandboxTransactionByToken,
  insertSandboxTransaction,
  lockSandboxTransaction,
  pruneSandboxTransactions,
  type SandboxRow,
} from './sandbox.repository.ts';
import type { Clock } from '../../../lib/clock.ts';

// The PhonePe sandbox: a stand-in that speaks PhonePe's PG API v1 and Standard Checkout v2 so
// development, tests and demos can take a payment, and give it back, end to end with no account.
// Its transactions live in the database (sandbox.repository.ts), so every instance of a fleet
// serves the same pay page, status checks and refunds. A real deployment sets PHONEPE_*.
// Its merchant id, salt and v2 client are public (they are in this file): anyone can sign for it.

export const SANDBOX_PREFIX = '/sandbox/phonepe';
export const SANDBOX_MERCHANT_ID = 'WAYFARERSANDBOX';
export const SANDBOX_SALT_KEY = 'wayfarer-sandbox-salt-8f14e45f-ceea-467a-9c2b-1d3e5b7a9c01';
export const SANDBOX_SALT_INDEX = '1';
export const SANDBOX_MERCHANT_NAME = 'Wayfarer';

/** v2: the sandbox's OAuth client and its webhook's username and password. */
export const SANDBOX_CLIENT_ID = 'WAYFARERSANDBOX';
export const SANDBOX_CLIENT_SECRET = 'wayfarer-sandbox-client-secret-3c9a7e21-5d0b-4f6e-8a14-b27c90d1e6f3';
export const SANDBOX_CLIENT_VERSION = '1';
export const SANDBOX_WEBHOOK_USERNAME = 'wayfarer_sandbox';
export const SANDBOX_WEBHOOK_PASSWORD = 'sandbox2webhook';

/** Transactions older than this are forgotten (checked every PRUNE_EVERY new ones per instance). */
export const SANDBOX_KEEP_MS = 30 * 24 * 60 * 60_000;
const PRUNE_EVERY = 100;

export type SandboxState = SandboxRow['state'];
export type SandboxCode = SandboxRow['code'];
export type SandboxApi = SandboxRow['api'];
export type SandboxTransaction = SandboxRow;

export type NewSandboxTransaction = Pick<
  SandboxRow,
  'merchantTransactionId' | 'merchantUserId' | 'amount' | 'redirectUrl' | 'callbackUrl'
>;
export type NewSandboxRefund = Pick<
  SandboxRow,
  'merchantTransactionId' | 'merchantUserId' | 'amount' | 'callbackUrl'
> & { originalTransactionId: string };

/** Why the sandbox refuses a refund. */
export type RefundRefusal = 'duplicate' | 'unknownOriginal' | 'notCaptured' | 'excess';

/** The payment page of a transaction. */
export const payPageUrl = (publicUrl: string, transaction: SandboxTransaction) =>
  `${publicUrl}${SANDBOX_PREFIX}/pay/${transaction.token}`;

const phonepeId = (prefix: string) => `${prefix}${Date.now()}${randomBytes(6).toString('hex').toUpperCase()}`;

export class SandboxStore {
  private created = 0;

  constructor(
    private readonly db: Database,
    private readonly clock: Clock = () => new Date(),
  ) {}

  get(merchantTransactionId: string): Promise<SandboxTransaction | undefined> {
    return findSandboxTransaction(this.db, merchantTransactionId);
  }

  byToken(token: string): Promise<SandboxTransaction | undefined> {
    return findSandboxTransactionByToken(this.db, token);
  }

  /** A new pending payment with its pay page; undefined when the id is taken. */
  async create(api: SandboxApi, input: NewSandboxTransaction): Promise<SandboxTransaction | undefined> {
    this.created += 1;
    if (this.created % PRUNE_EVERY === 0) {
      await pruneSandboxTransactions(this.db, new Date(this.clock().getTime() - SANDBOX_KEEP_MS));
    }
    return insertSandboxTransaction(this.db, {
      ...input,
      api,
      kind: 'payment',
      transactionId: phonepeId(api === 'v1' ? 'T' : 'OMO'),
      state: 'PENDING',
      code: 'PAYMENT_PENDING',
      token: randomBytes(16).toString('base64url'),
    });
  }

  /** What a captured payment has left to give back. */
  static refundable(original: SandboxTransaction): number {
    if (original.kind !== 'payment' || original.code !== 'PAYMENT_SUCCESS') return 0;
    return original.amount - original.refundedAmount;
  }

  /**
   * A refund of one captured payment. The sandbox has no bank behind it, so a refund it takes is
   * completed at once. Never more than the payment has left (the payment's row is locked, so
   * parallel refunds on several instances cannot overdraw it); never the same refund id twice.
   */
  refund(api: SandboxApi, input: NewSandboxRefund): Promise<SandboxTransaction | RefundRefusal> {
    return this.db.transaction(async (tx) => {
      if (await findSandboxTransaction(tx, input.merchantTransactionId)) return 'duplicate';
      const original = await lockSandboxTransaction(tx, input.originalTransactionId);
      if (original?.kind !== 'payment') return 'unknownOriginal';
      if (original.code !== 'PAYMENT_SUCCESS') return 'notCaptured';
      if (input.amount > SandboxStore.refundable(original)) return 'excess';
      const refund = await insertSandboxTransaction(tx, {
        ...input,
        api,
        kind: 'refund',
        transactionId: phonepeId(api === 'v1' ? 'T' : 'OMR'),
        state: 'COMPLETED',
        code: 'PAYMENT_SUCCESS',
        token: null,
      });
      if (!refund) return 'duplicate';
      await addSandboxRefunded(tx, original.merchantTransactionId, input.amount);
      return refund;
    });
  }

  /** Settles a pending payment; undefined when it was already decided (here or on another instance). */
  decide(transaction: SandboxTransaction, outcome: 'success' | 'decline') {
    return decideSandboxTransaction(
      this.db,
      transaction.merchantTransactionId,
      outcome === 'success'
        ? { state: 'COMPLETED', code: 'PAYMENT_SUCCESS' }
        : { state: 'FAILED', code: 'PAYMENT_DECLINED' },
    );
  }
}
