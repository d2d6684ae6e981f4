import { and, asc, inArray, lte } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { paymentAttempts } from '../../db/schema.ts';
import { applyGatewayResult, type GatewayReport } from './payment-state.ts';

// The reconciler (issue 7): a database-backed job any instance can run. It claims due pending
// attempts with FOR UPDATE SKIP LOCKED (two instances never check the same attempt at once),
// asks the gateway, applies the answer through the state machine and schedules the next check on
// PhonePe's recommended schedule; past the attempt's expiry a still-pending payment is TIMED_OUT.

export const RECONCILER_BATCH = 20;
/** A claimed attempt is not picked again for this long, should the instance die mid-check. */
const CLAIM_LEASE_MS = 60_000;

/**
 * PhonePe's status-check schedule, in seconds since the payment started: the first check after
 * 20 s, then every 3 s for 30 s, every 6 s for 60 s, every 10 s for 60 s, every 30 s for 60 s,
 * then every 60 s until it expires.
 */
const STEPS: [untilSeconds: number, everySeconds: number][] = [
  [50, 3],
  [110, 6],
  [170, 10],
  [230, 30],
];

/** When to check next; the expiry itself is the last check. */
export function nextCheckAt(createdAt: Date, now: Date, expiresAt: Date): Date {
  const elapsed = (now.getTime() - createdAt.getTime()) / 1000;
  let next: number;
  if (elapsed < 20) next = createdAt.getTime() + 20_000;
  else {
    const every = STEPS.find(([until]) => elapsed < until)?.[1] ?? 60;
    next = now.getTime() + every * 1000;
  }
  return new Date(Math.min(next, expiresAt.getTime()));
}

export type ReconcilerRun = { checked: number; statuses: Record<string, number> };

export async function runReconcilerOnce(
  app: FastifyInstance,
  now: Date = new Date(),
): Promise<ReconcilerRun> {
  const claimed = await app.db.transaction(async (tx) => {
    const due = await tx
      .select()
      .from(paymentAttempts)
      .where(
        and(
          inArray(paymentAttempts.status, ['PENDING', 'PAYMENT_PENDING']),
          lte(paymentAttempts.nextCheckAt, now),
        ),
      )
      .orderBy(asc(paymentAttempts.nextCheckAt))
      .limit(RECONCILER_BATCH)
      .for('update', { skipLocked: true });
    if (due.length > 0) {
      await tx
        .update(paymentAttempts)
        .set({ nextCheckAt: new Date(now.getTime() + CLAIM_LEASE_MS) })
        .where(
          inArray(
            paymentAttempts.id,
            due.map((a) => a.id),
          ),
        );
    }
    return due;
  });

  const run: ReconcilerRun = { checked: 0, statuses: {} };
  for (const attempt of claimed) {
    let report: GatewayReport | null = null;
    try {
      report = await app.paymentGateway.checkStatus(attempt.merchantTransactionId);
    } catch (error) {
      app.log.warn({ err: error, attemptId: attempt.id }, 'reconciler: status check failed');
    }
    const expired = now.getTime() >= attempt.expiresAt.getTime();
    const status = await applyGatewayResult(app.db, attempt.id, report, {
      now,
      expire: expired,
      nextCheckAt: expired ? null : nextCheckAt(attempt.createdAt, now, attempt.expiresAt),
    });
    run.checked += 1;
    if (status) run.statuses[status] = (run.statuses[status] ?? 0) + 1;
  }
  return run;
}
