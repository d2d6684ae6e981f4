import { randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { AuthResponse, RegisterResponse } from '@wayfarer/shared/schemas/auth';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import pg from 'pg';
import { type BuildOptions, buildApp } from '../src/app.ts';
import { type Config, loadConfig } from '../src/config.ts';
import { createPgDatabase, type Database, type DatabaseHandle } from '../src/db/client.ts';
import { sharedSigningSecret } from '../src/modules/auth/signing-secret.ts';
import type { StorageDriver } from '../src/modules/media/storage.ts';
import { runSeed, type SeedResult } from '../src/seed/seed.ts';
import { freshPgDatabase, openReusedPg } from './pg-reuse.ts';
import { createMigratedPglite, openReusedPglite } from './pglite-template.ts';

export const TEST_ADMIN = { email: 'admin@test.wayfarer', password: 'Admin_123' };
export const TEST_PASSWORD = 'Secret_1';

export type TestApp = {
  app: FastifyInstance;
  /** The app's database, as its services are given it (AppDeps): what tests read and write. */
  db: Database;
  config: Config;
  database: DatabaseHandle;
  seeded: SeedResult;
  close: () => Promise<void>;
};

/**
 * One app with its own database and DATA_DIR, for one test file (files run in parallel).
 * SEED_DEMO is off unless `env` turns it on.
 * TEST_DB_DRIVER=pglite: an in-memory PGlite; pg: a fresh database on TEST_DATABASE_URL's
 * server, dropped on close.
 */
export async function createTestApp(
  env: Record<string, string> = {},
  options: Pick<BuildOptions, 'webRoot' | 'clock'> & {
    /** The media storage of the seed and the app (default: the one the config picks). */
    storage?: (db: Database) => StorageDriver;
  } = {},
): Promise<TestApp> {
  const dataDir = await mkdtemp(join(tmpdir(), 'wayfarer-api-test-'));
  const config = loadConfig({
    DATA_DIR: dataDir,
    LOG_LEVEL: 'silent',
    ADMIN_EMAIL: TEST_ADMIN.email,
    ADMIN_PASSWORD: TEST_ADMIN.password,
    // The demo catalogue and creators are for people; a test that wants them asks for them.
    SEED_DEMO: 'false',
    // Tests change packages and read them back at once: no micro-cache unless a test asks.
    PUBLIC_CACHE_MS: '0',
    // inject() comes from one address; rate-limit tests set their own limit.
    PUBLIC_RATE_LIMIT: '100000',
    ...env,
  });
  const database = await openTestDatabase();
  await database.migrate();
  // As server.ts does: without JWT_SECRET, the database's one (ADR 1306).
  config.jwtSecret ??= await sharedSigningSecret(database.db, config.dataDir);
  const { storage: storageOf, ...buildOptions } = options;
  const storage = storageOf?.(database.db);
  const seeded = await runSeed(database.db, config, { storage });
  const app = await buildApp(config, { database, storage, ...buildOptions });
  await app.ready();
  return {
    app,
    db: database.db,
    config,
    database,
    seeded,
    close: async () => {
      await app.close();
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}

/**
 * A second instance of the site `first` runs: its own DATA_DIR and config, the same database (on
 * PostgreSQL through a pool of its own, as another process would; on PGlite the same in-process
 * database, closed once, by `first`), and the signing secret read from it as at start-up.
 */
export async function createSecondApp(
  first: TestApp,
  env: Record<string, string> = {},
  options: { storage?: (db: Database) => StorageDriver } = {},
): Promise<Omit<TestApp, 'seeded'>> {
  const dataDir = await mkdtemp(join(tmpdir(), 'wayfarer-api-second-'));
  const config = loadConfig({ DATA_DIR: dataDir, LOG_LEVEL: 'silent', SEED_DEMO: 'false', ...env });
  const database = await sameDatabase(first);
  config.jwtSecret ??= await sharedSigningSecret(database.db, dataDir);
  const app = await buildApp(config, { database, storage: options.storage?.(database.db) });
  await app.ready();
  return {
    app,
    db: database.db,
    config,
    database,
    close: async () => {
      await app.close();
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}

async function sameDatabase(first: TestApp): Promise<DatabaseHandle> {
  if (first.database.driver !== 'pg') return { ...first.database, close: async () => {} };
  const result = (await first.db.execute(sql`select current_database() as name`)) as unknown as {
    rows: { name: string }[];
  };
  const url = new URL(process.env.TEST_DATABASE_URL!);
  url.pathname = `/${result.rows[0]!.name}`;
  return createPgDatabase(url.toString());
}

/** createTestApp's database: the worker's migrated one, put back (pglite-template.ts, pg-reuse.ts). */
function openTestDatabase(): Promise<DatabaseHandle> {
  return process.env.TEST_DB_DRIVER === 'pg' ? openReusedPg(pgServerUrl()) : openReusedPglite();
}

/** A migrated database of the file's own, beside createTestApp's (closed, and on PostgreSQL dropped, by its close()). */
export async function createTestDatabase(): Promise<DatabaseHandle> {
  return process.env.TEST_DB_DRIVER === 'pg' ? freshPgDatabase(pgServerUrl()) : createMigratedPglite();
}

function pgServerUrl(): string {
  const serverUrl = process.env.TEST_DATABASE_URL;
  if (!serverUrl) throw new Error('TEST_DB_DRIVER=pg needs TEST_DATABASE_URL');
  return serverUrl;
}

/**
 * PostgreSQL only (PGlite has no pool): how long a query of `t`'s app waits for one of its pool's
 * connections (the deployment's 5 s, db/client.ts, bounds both a new connection and a free slot).
 * For a test that fires a burst of requests at once, so each queues for a connection as long as
 * the burst takes on a loaded machine instead of failing with "timeout exceeded when trying to
 * connect"; the pool's size stays the deployment's.
 */
export function letPoolWait(t: Pick<TestApp, 'database'>, waitMs: number): void {
  if (t.database.driver !== 'pg') return;
  const pool = (t.database.db as unknown as { $client: pg.Pool }).$client;
  if (!(pool instanceof pg.Pool)) throw new Error('the app does not query through a node-postgres pool');
  pool.options.connectionTimeoutMillis = waitMs;
}

let counter = 0;
export function uniqueEmail(prefix = 'traveller'): string {
  counter += 1;
  return `${prefix}.${counter}.${randomBytes(3).toString('hex')}@example.com`;
}

/** Factory: registers a user through the API; returns the 201 body. */
export async function registerUser(
  app: FastifyInstance,
  overrides: Partial<{ name: string; email: string; password: string }> = {},
): Promise<RegisterResponse & { password: string }> {
  const body = { name: 'Meera Traveller', email: uniqueEmail(), password: TEST_PASSWORD, ...overrides };
  const res = await app.inject({ method: 'POST', url: '/v1/auth/register', payload: body });
  if (res.statusCode !== 201) throw new Error(`register failed: ${res.statusCode} ${res.body}`);
  return { ...res.json<RegisterResponse>(), password: body.password };
}

export async function loginAdmin(app: FastifyInstance): Promise<AuthResponse> {
  const res = await app.inject({ method: 'POST', url: '/v1/auth/login', payload: TEST_ADMIN });
  if (res.statusCode !== 200) throw new Error(`admin login failed: ${res.statusCode} ${res.body}`);
  return res.json<AuthResponse>();
}

export const bearer = (token: string) => ({ authorization: `Bearer ${token}` });
