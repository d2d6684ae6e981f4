import { buildApp } from './app.ts';
import { type Config, loadConfig } from './config.ts';
import { createDatabase } from './db/client.ts';
import { fleetWarnings } from './fleet-warnings.ts';
import { runSeed } from './seed/seed.ts';
import { sharedSigningSecret } from './modules/auth/signing-secret.ts';
import { importLocalMedia } from './modules/media/media.service.ts';
import { localMediaRoot } from './modules/media/storage.ts';
import { closeOnSignals } from './shutdown.ts';
import { startWorkers } from './workers.ts';
import { retryWhileDatabaseUnavailable } from './db/wait-for-database.ts';

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
    const copied = await importLocalMedia(app.deps, mediaRoot);
    if (copied > 0) app.log.info(`${copied} media files copied from ${mediaRoot} into the database`);
  });
  workers = startWorkers(app, config);
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
