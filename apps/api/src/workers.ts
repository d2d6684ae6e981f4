import type { FastifyInstance } from 'fastify';
import type { Config } from './config.ts';
import { startWorker, type WorkerOptions } from './lib/worker.ts';
import { purgeExpiredAccountTokens } from './modules/auth/account-tokens.repository.ts';
import { purgeExpiredRefreshTokens } from './modules/auth/refresh-tokens.repository.ts';
import { runBalanceRemindersOnce, runTripCompletionOnce } from './modules/bookings/jobs/booking-jobs.ts';
import { runInstalmentRemindersOnce } from './modules/bookings/jobs/instalment-reminders.ts';
import { runReconcilerOnce } from './modules/bookings/payments/reconciler.ts';
import { funnelDeps } from './modules/funnel/funnel.plugin.ts';
import { flushFunnelOnce } from './modules/funnel/funnel.service.ts';
import { runTripDecisionsOnce } from './modules/group-trips/group-trips.service.ts';
import { runLaunchListOnce } from './modules/launch-list/launch-list.service.ts';
import { runWaitlistOnce } from './modules/operations/waitlist.service.ts';
import { onEmailQueued, runEmailOutboxOnce } from './modules/outbox/outbox.ts';
import { runDetailsRemindersOnce } from './modules/trip-details/details-reminders.ts';

// Every background job of the API and how often it runs, in one place. The jobs are database-backed
// (claimed with FOR UPDATE SKIP LOCKED, or idempotent by a dedupe key or a guarded update), so any
// number of instances may run them. `src/server.ts` starts them once the start-up work is done;
// `buildApp` does not, so tests drive each job's `run…Once` with their own clock.

/** Seats that come free reach the waitlist within a minute (ADR 962). */
const WAITLIST_INTERVAL_MS = 60_000;
/** A launch list hears of its package's first bookable date within a minute (ADR 1209). */
const LAUNCH_LIST_INTERVAL_MS = 60_000;
/** Expired refresh tokens and account links are deleted hourly. */
const TOKEN_PURGE_INTERVAL_MS = 60 * 60_000;
/** Dates at their minimum confirm, and at-risk dates are flagged, within 15 minutes. */
const TRIP_DECISION_INTERVAL_MS = 15 * 60_000;

export type WorkerSchedule = {
  name: string;
  intervalMs: number;
  run: (stopping: () => boolean) => Promise<unknown>;
  options?: WorkerOptions;
};

/** The background jobs with their intervals: the configurable ones from `config`, the rest fixed. */
export function workerSchedules(app: FastifyInstance, config: Config): WorkerSchedule[] {
  // The app's one set of dependencies (src/app-deps.ts); each job takes the part it needs.
  const { deps } = app;
  return [
    {
      name: 'payment reconciler',
      intervalMs: config.reconcilerIntervalMs,
      run: () => runReconcilerOnce(deps),
    },
    // Every EMAIL_OUTBOX_INTERVAL_MS, and as soon as this instance queues an e-mail (ADR 1308).
    {
      name: 'e-mail outbox',
      intervalMs: config.emailOutboxIntervalMs,
      run: (stopping) => runEmailOutboxOnce(deps, { stopping }),
      options: { wake: onEmailQueued },
    },
    {
      name: 'balance reminders',
      intervalMs: config.balanceReminderIntervalMs,
      run: () => runBalanceRemindersOnce(deps),
    },
    // The instalment reminders and overdue notices, on the balance reminders' schedule (ADR 1366).
    {
      name: 'instalment reminders',
      intervalMs: config.balanceReminderIntervalMs,
      run: () => runInstalmentRemindersOnce(deps),
    },
    // The details' reminder runs with the balance reminders (same window and schedule).
    {
      name: 'details reminders',
      intervalMs: config.balanceReminderIntervalMs,
      run: () => runDetailsRemindersOnce(deps),
    },
    {
      name: 'trip completion',
      intervalMs: config.tripCompletionIntervalMs,
      run: () => runTripCompletionOnce(deps),
    },
    { name: 'waitlist', intervalMs: WAITLIST_INTERVAL_MS, run: () => runWaitlistOnce(deps) },
    { name: 'trip decisions', intervalMs: TRIP_DECISION_INTERVAL_MS, run: () => runTripDecisionsOnce(deps) },
    { name: 'launch list', intervalMs: LAUNCH_LIST_INTERVAL_MS, run: () => runLaunchListOnce(deps) },
    // The funnel's visit counters reach PostgreSQL within FUNNEL_FLUSH_INTERVAL_MS.
    {
      name: 'funnel flush',
      intervalMs: config.funnelFlushIntervalMs,
      run: () => flushFunnelOnce(funnelDeps(app)),
    },
    {
      name: 'token purge',
      intervalMs: TOKEN_PURGE_INTERVAL_MS,
      run: () => Promise.all([purgeExpiredRefreshTokens(deps.db), purgeExpiredAccountTokens(deps.db)]),
    },
  ];
}

/** Starts every background job; answers their stop functions. */
export const startWorkers = (app: FastifyInstance, config: Config): (() => Promise<void>)[] =>
  workerSchedules(app, config).map(({ name, intervalMs, run, options }) =>
    startWorker(app, name, intervalMs, run, options),
  );
