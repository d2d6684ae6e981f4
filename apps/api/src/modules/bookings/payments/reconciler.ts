import type { PaymentDeps } from '../deps.ts';
import { applyGatewayResult, type GatewayReport } from './payment-state.ts';
import { claimDueAttempts } from './payments.repository.ts';
import { checkRefund } from '../refunds/refund-sync.ts';
import { claimDueRefunds } from '../refunds/refunds.repository.ts';

// The reconciler: a database-backed job any instance can run. It claims due pending
// attempts with FOR UPDATE SKIP LOCKED (two instances never check the same attempt at once),
// asks the gateway, applies the answer through the state machine and schedules the next check on
// PhonePe's recommended schedule; past the attempt's expiry a still-pending payment is TIMED_OUT.
// It follows pending refunds the same way (claimed, leased, checked; one the gateway never
// received is asked for again under its own id) until they are COMPLETED or FAILED.

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

export type ReconcilerRun = {
  checked: number;
  statuses: Record<string, number>;
  refundsChecked: number;
  refundStatuses: Record<string, number>;
};

export async function runReconcilerOnce(deps: PaymentDeps): Promise<ReconcilerRun> {
  const now = deps.clock();
  const claimed = await claimDueAttempts(deps.db, now, RECONCILER_BATCH, CLAIM_LEASE_MS);

  const run: ReconcilerRun = { checked: 0, statuses: {}, refundsChecked: 0, refundStatuses: {} };
  for (const attempt of claimed) {
    let report: GatewayReport | null = null;
    try {
      report = await deps.gateway.checkStatus(attempt.merchantTransactionId);
    } catch (error) {
      deps.log.warn({ err: error, attemptId: attempt.id }, 'reconciler: status check failed');
    }
    const expired = now.getTime() >= attempt.expiresAt.getTime();
    const status = await applyGatewayResult(deps.db, attempt.id, report, {
      now,
      expire: expired,
      nextCheckAt: expired ? null : nextCheckAt(attempt.createdAt, now, attempt.expiresAt),
    });
    run.checked += 1;
    if (status) run.statuses[status] = (run.statuses[status] ?? 0) + 1;
  }

  const refunds = await claimDueRefunds(deps.db, now, RECONCILER_BATCH, CLAIM_LEASE_MS);
  for (const refund of refunds) {
    // A failed refund is only read (a late SUCCESS is recorded), never asked for again here.
    const status = await checkRefund(deps, refund, refund.status === 'FAILED' ? 'wait' : 'submit');
    run.refundsChecked += 1;
    if (status) run.refundStatuses[status] = (run.refundStatuses[status] ?? 0) + 1;
  }
  return run;
}
