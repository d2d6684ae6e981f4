import { existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import pg from 'pg';
import type { Config } from '../config.ts';
import { migrationsDir } from '../lib/paths.ts';
import { migratedSnapshot } from './pglite-snapshot.ts';
import * as schema from './schema.ts';

/** Either driver, as the repositories see it: PostgreSQL's dialect through Drizzle. */
export type Database = PgDatabase<PgQueryResultHKT, typeof schema>;

export type DatabaseHandle = {
  db: Database;
  driver: 'pglite' | 'pg';
  /** Applies the committed migrations in apps/api/drizzle. */
  migrate: () => Promise<void>;
  /**
   * Runs `work` (migrations, the admin account, the demo seed) while holding the start-up lock,
   * so instances starting together on one PostgreSQL do it one after the other (ADR 1131).
   */
  underStartupLock: <T>(work: () => Promise<T>) => Promise<T>;
  /** Where a lost connection (pool, checked-out or dedicated client) is reported; never thrown. */
  onConnectionError: (listener: (error: Error) => void) => void;
  close: () => Promise<void>;
  /** node-postgres only: the pool's connections, for /metrics. */
  poolStats?: () => { total: number; idle: number; waiting: number };
  /**
   * PGlite only (one process, the only writer): `listener` runs on each notification on
   * `channel`. The session first sets `wayfarer.<channel>_notify` to 'on': the triggers that
   * notify on a channel do so only where that is set (ADR 1229). PGlite hands a notification over
   * while the committing statement returns, before the writer goes on and before any other query.
   */
  listen?: (channel: string, listener: () => void) => Promise<void>;
};

// Any constants work; they only have to be the same for every instance of the API.
const MIGRATION_LOCK_ID = 7_207_369;
const STARTUP_LOCK_ID = 7_207_371;
/** A request waits at most this long for a new connection while PostgreSQL is unreachable. */
const CONNECT_TIMEOUT_MS = 5000;

/**
 * The pool of each instance (ADR 1351; DATABASE_POOL_MAX, DATABASE_POOL_WAIT_MS,
 * DATABASE_CONNECT_TIMEOUT_MS): `max` connections; a query waits up to `waitMs` for one of them
 * to come free (a launch's burst queues here), and opening a new one may take `connectTimeoutMs`
 * (PostgreSQL unreachable). node-postgres has one setting for both; the pool gets the wait and
 * each client its own connect timeout.
 */
export type PoolSettings = { max: number; waitMs: number; connectTimeoutMs: number };
export const DEFAULT_POOL: PoolSettings = { max: 10, waitMs: 10_000, connectTimeoutMs: CONNECT_TIMEOUT_MS };
/** How long a checked-out client with a lost connection may stay unreleased (see createPgDatabase). */
const LEAKED_CLIENT_RELEASE_MS = 1000;

/** DATABASE_URL set: node-postgres pool; unset: PGlite persisted under DATA_DIR/pglite. */
export async function createDatabase(
  config: Pick<Config, 'databaseUrl' | 'dataDir'> & { databasePool?: PoolSettings },
): Promise<DatabaseHandle> {
  if (config.databaseUrl) return createPgDatabase(config.databaseUrl, config.databasePool);
  const dir = join(config.dataDir, 'pglite');
  mkdirSync(dir, { recursive: true });
  const releaseLock = lockDataDir(config.dataDir);
  // A fresh directory starts from the build's migrated snapshot when there is one (ADR 1213).
  const fresh = !existsSync(join(dir, 'PG_VERSION'));
  const database = await createPgliteDatabase(dir, fresh ? migratedSnapshot() : undefined).catch(
    (error: unknown) => {
      releaseLock();
      throw error;
    },
  );
  return { ...database, close: once(() => database.close().finally(releaseLock)) };
}

/** `dataDir` is a directory, or 'memory://' for a throwaway in-memory database (tests). */
export async function createPgliteDatabase(dataDir: string, loadDataDir?: Blob): Promise<DatabaseHandle> {
  return wrapPglite(await PGlite.create(dataDir, { extensions: { pg_trgm }, loadDataDir }));
}

export function wrapPglite(client: PGlite): DatabaseHandle {
  const db = drizzlePglite(client, { schema });
  return {
    db,
    driver: 'pglite',
    migrate: () => migratePglite(db, { migrationsFolder: migrationsDir }),
    // One process owns a PGlite data directory (lockDataDir): nobody to wait for.
    underStartupLock: (work) => work(),
    onConnectionError: () => {},
    listen: async (channel, listener) => {
      if (!/^[a-z_]+$/.test(channel)) throw new Error(`not a channel name: ${channel}`);
      await client.exec(`SET wayfarer.${channel}_notify = 'on'`);
      await client.listen(channel, () => listener());
    },
    close: once(() => client.close()),
  };
}

export async function createPgDatabase(
  url: string,
  settings: PoolSettings = DEFAULT_POOL,
): Promise<DatabaseHandle> {
  // Each new client gives up connecting after connectTimeoutMs (its own timer fires before the
  // pool's, which is the wait); a query queued for a busy pool gives up after waitMs.
  const connectTimeoutMs = Math.min(settings.connectTimeoutMs, settings.waitMs);
  class PoolClient extends pg.Client {
    constructor(options?: pg.ClientConfig) {
      super({ ...options, connectionTimeoutMillis: connectTimeoutMs });
    }
  }
  const pool = new pg.Pool({
    connectionString: url,
    max: settings.max,
    connectionTimeoutMillis: settings.waitMs,
    keepAlive: true,
    Client: PoolClient,
  });
  const listeners: ((error: Error) => void)[] = [];
  const reportError = (error: Error) => {
    for (const listener of listeners) listener(error);
  };
  // A client whose connection is terminated (pg_terminate_backend, a PostgreSQL restart, a reset
  // socket) emits 'error', idle in the pool or checked out by a query or transaction; without a
  // listener Node ends the process. Its queries reject (error-handler.ts answers 503) and the pool
  // drops it and opens a fresh one for the next request.
  pool.on('connect', (client) => {
    client.on('error', (error) => {
      reportError(error);
      releaseIfLeaked(client, error);
    });
  });
  // drizzle-orm 0.45's node-postgres transaction() sends BEGIN before its try/finally: a
  // connection lost at that moment leaves the client checked out for ever (the pool shrinks,
  // and pool.end() never resolves, so a graceful stop would hit SHUTDOWN_TIMEOUT_MS). A client
  // whose connection is lost and is still checked out a moment later goes back as broken.
  const checkedOut = new Set<pg.PoolClient>();
  pool.on('acquire', (client) => checkedOut.add(client));
  pool.on('release', (_error, client) => checkedOut.delete(client));
  const releaseIfLeaked = (client: pg.PoolClient, error: Error) => {
    if (!checkedOut.has(client)) return;
    setTimeout(() => {
      if (checkedOut.has(client)) client.release(error);
    }, LEAKED_CLIENT_RELEASE_MS).unref();
  };
  // The pool repeats an idle client's error as its own; the client's listener has reported it.
  pool.on('error', () => {});
  return {
    db: drizzlePg(pool, { schema }),
    driver: 'pg',
    migrate: () =>
      withLock(url, MIGRATION_LOCK_ID, reportError, (client) =>
        migratePg(drizzlePg(client, { schema }), { migrationsFolder: migrationsDir }),
      ),
    underStartupLock: (work) => withLock(url, STARTUP_LOCK_ID, reportError, work),
    onConnectionError: (listener) => {
      listeners.push(listener);
    },
    close: once(() => pool.end()),
    poolStats: () => ({ total: pool.totalCount, idle: pool.idleCount, waiting: pool.waitingCount }),
  };
}

// Several API instances may start at once against one server; an advisory lock held on a
// dedicated connection lets exactly one of them run `work` at a time. The lock goes with the
// connection, so an instance killed while holding it frees it at once.
async function withLock<T>(
  url: string,
  lockId: number,
  reportError: (error: Error) => void,
  work: (client: pg.Client) => Promise<T>,
): Promise<T> {
  const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: CONNECT_TIMEOUT_MS });
  client.on('error', reportError);
  await client.connect();
  try {
    await client.query('select pg_advisory_lock($1)', [lockId]);
    return await work(client);
  } finally {
    await client.query('select pg_advisory_unlock($1)', [lockId]).catch(() => {});
    await client.end().catch(() => {});
  }
}

/** Closing twice (a test that closes the database itself, then app.close()) is harmless. */
function once(close: () => Promise<void>): () => Promise<void> {
  let closing: Promise<void> | undefined;
  return () => {
    closing ??= close();
    return closing;
  };
}

/**
 * PGlite is a single-process database: two servers on one DATA_DIR would corrupt it. A pid file
 * refuses the second one with a readable message; a stale file (its process is gone) is taken over.
 */
function lockDataDir(dataDir: string): () => void {
  const file = join(dataDir, 'pglite.pid');
  try {
    writeFileSync(file, String(process.pid), { flag: 'wx' });
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
    const owner = Number(readFileSync(file, 'utf8'));
    if (owner && owner !== process.pid && isAlive(owner)) {
      throw new Error(`DATA_DIR ${dataDir} is in use by another Wayfarer process (pid ${owner})`);
    }
    writeFileSync(file, String(process.pid));
  }
  return () => rmSync(file, { force: true });
}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}
