import { buildApp } from './app.ts';
import { type Config, loadConfig } from './config.ts';
import { createDatabase } from './db/client.ts';
import { fleetWarnings } from './fleet-warnings.ts';
import { runSeed } from './seed/seed.ts';
import { startWorker } from './lib/worker.ts';
import { purgeExpiredAccountTokens } from './modules/auth/account-tokens.repository.ts';
import { purgeExpiredRefreshTokens } from './modules/auth/refresh-tokens.repository.ts';
import { sharedSigningSecret } from './modules/auth/signing-secret.ts';
import { onEmailQueued, runEmailOutboxOnce } from './lib/outbox.ts';
import { runBalanceRemindersOnce, runTripCompletionOnce } from './modules/bookings/jobs/booking-jobs.ts';
import { runInstalmentRemindersOnce } from './modules/bookings/jobs/instalment-reminders.ts';
import { bookingDeps } from './modules/bookings/deps.ts';
import { runReconcilerOnce } from './modules/bookings/payments/reconciler.ts';
import { runTripDecisionsOnce } from './modules/group-trips/group-trips.service.ts';
import { runWaitlistOnce } from './modules/operations/waitlist.service.ts';
import { runLaunchListOnce } from './modules/launch-list/launch-list.service.ts';
import { importLocalMedia } from './modules/media/media.service.ts';
import { localMediaRoot } from './modules/media/storage.ts';
import { runDetailsRemindersOnce } from './modules/trip-details/details-reminders.ts';
import { funnelDeps } from './modules/funnel/funnel.plugin.ts';
import { flushFunnelOnce } from './modules/funnel/funnel.service.ts';
import { closeOnSignals } from './shutdown.ts';
import { retryWhileDatabaseUnavailable } from './db/wait-for-database.ts';

// Background jobs: the payment reconciler, the e-mail outbox, the balance reminders and trip
// completion (every RECONCILER_INTERVAL_MS, EMAIL_OUTBOX_INTERVAL_MS, BALANCE_REMINDER_INTERVAL_MS
// and TRIP_COMPLETION_INTERVAL_MS), database-backed, so any number of instances may run them.
/** Seats that come free reach the waitlist within a minute (ADR 962). */
const WAITLIST_INTERVAL_MS = 60_000;
/** A launch list hears of its package's first bookable date within a minute (ADR 1209). */
const LAUNCH_LIST_INTERVAL_MS = 60_000;
const TOKEN_PURGE_INTERVAL_MS = 60 * 60_000;
/** Dates at their minimum confirm, and at-risk dates are flagged, within 15 minutes. */
const TRIP_DECISION_INTERVAL_MS = 15 * 60_000;

function readConfig(): Config {
  try {
    return loadConfig();
  } catch (error) {
    console.error(`Wayfarer cannot start: ${(error as Error).message}`);
    process.exit(1);
  }
}

async function main(): Promise<void> {
  const config = readConfig();
  for (const warning of fleetWarnings(config)) console.warn(`Warning: ${warning}`);
  const database = await createDatabase(config);
  const app = await buildApp(config, { database });
  // The server listens first and runs the start-up work after (ADR 1305): liveness answers while
  // the database is away at start-up, and readiness (and every other route) 503 until it is done.
  app.starting = true;
  let startup: Promise<unknown> = Promise.resolve();
  let workers: (() => Promise<void>)[] = [];
  let workersStopped: Promise<unknown> | undefined;
  // Clears the timers at once; a job already running finishes.
  const stopWorkers = () => {
    workersStopped ??= Promise.all(workers.map((stop) => stop()));
    return workersStopped;
  };
  // onClose hooks run last-registered first: this one after the server has answered its last
  // request, before app.ts's closes the database; start-up work still running finishes first.
  app.addHook('onClose', async () => {
    await startup.catch(() => {});
    await stopWorkers();
  });
  closeOnSignals(app, { timeoutMs: config.shutdownTimeoutMs, delayMs: config.shutdownDelayMs }, stopWorkers);

  await app.listen({ port: config.port, host: config.host });
  // Migrations, the admin account and the demo seed: one instance at a time (ADR 1131), so N
  // instances starting together on an empty database all come up and one demo password shows.
  // A database that cannot be reached or refuses connections is waited for, with backoff.
  const started = retryWhileDatabaseUnavailable(
    () =>
      database.underStartupLock(async () => {
        await database.migrate();
        // Without JWT_SECRET: the site's one secret, from the database (ADR 1306).
        config.jwtSecret ??= await sharedSigningSecret(database.db, config.dataDir);
        return runSeed(database.db, config);
      }),
    {
      stopped: () => app.stopping,
      onWait: (reason, waitMs) =>
        app.log.warn(`The database is not available (${reason}): trying again in ${waitMs / 1000} s`),
    },
  );
  startup = started;
  const seeded = await started;
  // A stop signal came while it waited or worked: no workers, the drain is under way.
  if (!seeded || app.stopping) return;
  app.starting = false;
  // Media in the database: what an earlier version left on this instance's disk joins them.
  const mediaRoot = localMediaRoot(config);
  app.background.run('local media import', async () => {
    const copied = await importLocalMedia({ db: app.db, storage: app.storage }, mediaRoot);
    if (copied > 0) app.log.info(`${copied} media files copied from ${mediaRoot} into the database`);
  });
  const deps = bookingDeps(app);
  workers = [
    startWorker(app, 'payment reconciler', config.reconcilerIntervalMs, () => runReconcilerOnce(deps)),
    // Every EMAIL_OUTBOX_INTERVAL_MS, and as soon as this instance queues an e-mail (ADR 1308).
    startWorker(
      app,
      'e-mail outbox',
      config.emailOutboxIntervalMs,
      (stopping) => runEmailOutboxOnce(deps, { stopping }),
      { wake: onEmailQueued },
    ),
    startWorker(app, 'balance reminders', config.balanceReminderIntervalMs, () =>
      runBalanceRemindersOnce(deps),
    ),
    // ADR 1365: the instalment reminders and overdue notices, on the balance reminders' schedule.
    startWorker(app, 'instalment reminders', config.balanceReminderIntervalMs, () =>
      runInstalmentRemindersOnce(deps),
    ),
    startWorker(app, 'trip completion', config.tripCompletionIntervalMs, () => runTripCompletionOnce(deps)),
    startWorker(app, 'waitlist', WAITLIST_INTERVAL_MS, () =>
      runWaitlistOnce({ db: app.db, clock: () => new Date() }),
    ),
    startWorker(app, 'trip decisions', TRIP_DECISION_INTERVAL_MS, () =>
      runTripDecisionsOnce({ db: app.db, clock: () => new Date() }),
    ),
    startWorker(app, 'launch list', LAUNCH_LIST_INTERVAL_MS, () =>
      runLaunchListOnce({ db: app.db, clock: () => new Date() }),
    ),
    // The details' reminder runs with the balance reminders (same window and schedule).
    startWorker(app, 'details reminders', config.balanceReminderIntervalMs, () =>
      runDetailsRemindersOnce({ db: app.db, clock: () => new Date() }),
    ),
    // The funnel's visit counters reach PostgreSQL within FUNNEL_FLUSH_INTERVAL_MS.
    startWorker(app, 'funnel flush', config.funnelFlushIntervalMs, () => flushFunnelOnce(funnelDeps(app))),
    startWorker(app, 'token purge', TOKEN_PURGE_INTERVAL_MS, () =>
      Promise.all([purgeExpiredRefreshTokens(app.db), purgeExpiredAccountTokens(app.db)]),
    ),
  ];
  console.log(`Wayfarer is running on ${config.publicUrl}`);
  if (seeded.demo) {
    const { categories, destinationGroups, creators, hotels, leads, packages, milliseconds } = seeded.demo;
    console.log(
      `Demo data added: ${categories} categories, ${destinationGroups} destinations, ${creators} creators, ${hotels} hotels, ${leads} leads, ${packages} tour packages (${milliseconds} ms)`,
    );
  }
  if (seeded.createdAdmin) {
    console.log(
      `A demo admin was created. Sign in with\n  e-mail:   ${seeded.createdAdmin.email}\n  password: ${seeded.createdAdmin.password}\n(shown once; set ADMIN_EMAIL and ADMIN_PASSWORD to choose your own)`,
    );
  }
}

main().catch((error: unknown) => {
  console.error('Wayfarer failed to start:', error);
  process.exit(1);
});
