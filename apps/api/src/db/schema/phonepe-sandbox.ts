import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, text } from 'drizzle-orm/pg-core';
import { createdAt } from './columns.ts';

// The built-in PhonePe sandbox's transactions (payments and their refunds, v1 and v2), in the
// database so every instance of a fleet serves the same pay page, status checks and refunds.
// Nothing in Wayfarer's own tables refers to them; rows older than 30 days are pruned.
export const phonepeSandboxTransactions = pgTable(
  'phonepe_sandbox_transactions',
  {
    // The merchant's id: merchantTransactionId (v1), merchantOrderId or merchantRefundId (v2).
    merchantTransactionId: text('merchant_transaction_id').primaryKey(),
    api: text('api', { enum: ['v1', 'v2'] }).notNull(),
    kind: text('kind', { enum: ['payment', 'refund'] }).notNull(),
    // PhonePe's own id for it, as in its answers.
    transactionId: text('transaction_id').notNull(),
    merchantUserId: text('merchant_user_id').notNull().default(''),
    amount: integer('amount').notNull(),
    redirectUrl: text('redirect_url').notNull().default(''),
    // v1: the callback URL the merchant gave; v2: the webhook URL.
    callbackUrl: text('callback_url').notNull().default(''),
    state: text('state', { enum: ['PENDING', 'COMPLETED', 'FAILED'] }).notNull(),
    code: text('code', { enum: ['PAYMENT_PENDING', 'PAYMENT_SUCCESS', 'PAYMENT_DECLINED'] }).notNull(),
    // The unguessable last segment of a payment page's URL (a refund has none).
    token: text('token').unique(),
    // A refund: the payment it gives back from.
    originalTransactionId: text('original_transaction_id'),
    // A payment: paise already given back by its refunds.
    refundedAmount: integer('refunded_amount').notNull().default(0),
    createdAt: createdAt(),
  },
  (t) => [
    index('phonepe_sandbox_transactions_created_idx').on(t.createdAt),
    check('phonepe_sandbox_transactions_amount_valid', sql`${t.amount} > 0`),
    check(
      'phonepe_sandbox_transactions_refunded_valid',
      sql`${t.refundedAmount} >= 0 and ${t.refundedAmount} <= ${t.amount}`,
    ),
  ],
);
