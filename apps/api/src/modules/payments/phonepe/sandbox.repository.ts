import { and, eq, lt, sql } from 'drizzle-orm';
import type { Database } from '../../../db/client.ts';
import { phonepeSandboxTransactions as txns } from '../../../db/schema.ts';

// The sandbox's transactions in the database (emulator.ts decides; these only read and write).

export type SandboxRow = typeof txns.$inferSelect;
export type NewSandboxRow = typeof txns.$inferInsert;

export async function findSandboxTransaction(db: Database, merchantTransactionId: string) {
  const [row] = await db.select().from(txns).where(eq(txns.merchantTransactionId, merchantTransactionId));
  return row;
}

export async function findSandboxTransactionByToken(db: Database, token: string) {
  const [row] = await db.select().from(txns).where(eq(txns.token, token));
  return row;
}

/** Inserts a new transaction; undefined when its id is taken. */
export async function insertSandboxTransaction(db: Database, row: NewSandboxRow) {
  const [inserted] = await db.insert(txns).values(row).onConflictDoNothing().returning();
  return inserted;
}

/** Settles a pending payment; undefined when it was already decided (by anyone). */
export async function decideSandboxTransaction(
  db: Database,
  merchantTransactionId: string,
  change: Pick<SandboxRow, 'state' | 'code'>,
) {
  const [row] = await db
    .update(txns)
    .set(change)
    .where(and(eq(txns.merchantTransactionId, merchantTransactionId), eq(txns.state, 'PENDING')))
    .returning();
  return row;
}

/** The payment a refund gives back from, locked for the rest of the transaction. */
export async function lockSandboxTransaction(db: Database, merchantTransactionId: string) {
  const [row] = await db
    .select()
    .from(txns)
    .where(eq(txns.merchantTransactionId, merchantTransactionId))
    .for('update');
  return row;
}

export async function addSandboxRefunded(db: Database, merchantTransactionId: string, amount: number) {
  await db
    .update(txns)
    .set({ refundedAmount: sql`${txns.refundedAmount} + ${amount}` })
    .where(eq(txns.merchantTransactionId, merchantTransactionId));
}

/** Forgets transactions created before `before`. */
export async function pruneSandboxTransactions(db: Database, before: Date) {
  await db.delete(txns).where(lt(txns.createdAt, before));
}
