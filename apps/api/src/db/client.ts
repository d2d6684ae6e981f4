import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
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
import * as schema from './schema.ts';

/** Either driver, as the repositories see it: PostgreSQL's dialect through Drizzle. */
export type Database = PgDatabase<PgQueryResultHKT, typeof schema>;

export type DatabaseHandle = {
  db: Database;
  driver: 'pglite' | 'pg';
  /** Applies the committed migrations in apps/api/drizzle. */
  migrate: () => Promise<void>;
  close: () => Promise<void>;
  /** node-postgres only: the pool's connections, for /metrics. */
  poolStats?: () => { total: number; idle: number; waiting: number };
};

// Any constant works; it only has to be the same for every instance of the API.
const MIGRATION_LOCK_ID = 7_207_369;

/** DATABASE_URL set: node-postgres pool; unset: PGlite persisted under DATA_DIR/pglite. */
export async function createDatabase(
  config: Pick<Config, 'databaseUrl' | 'dataDir'>,
): Promise<DatabaseHandle> {
  if (config.databaseUrl) return createPgDatabase(config.databaseUrl);
  const dir = join(config.dataDir, 'pglite');
  mkdirSync(dir, { recursive: true });
  const releaseLock = lockDataDir(config.dataDir);
  const database = await createPgliteDatabase(dir).catch((error: unknown) => {
    releaseLock();
    throw error;
  });
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
    close: once(() => client.close()),
  };
}

export async function createPgDatabase(url: string): Promise<DatabaseHandle> {
  const pool = new pg.Pool({ connectionString: url, max: 10 });
  // An idle client that loses its connection emits 'error'; without a listener it would crash.
  pool.on('error', () => {});
  return {
    db: drizzlePg(pool, { schema }),
    driver: 'pg',
    migrate: () => migratePgWithLock(url),
    close: once(() => pool.end()),
    poolStats: () => ({ total: pool.totalCount, idle: pool.idleCount, waiting: pool.waitingCount }),
  };
}

// Several API instances may start at once against one server; an advisory lock held on a
// dedicated connection lets exactly one of them apply the migrations at a time.
async function migratePgWithLock(url: string): Promise<void> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await client.query('select pg_advisory_lock($1)', [MIGRATION_LOCK_ID]);
    await migratePg(drizzlePg(client, { schema }), { migrationsFolder: migrationsDir });
  } finally {
    await client.query('select pg_advisory_unlock($1)', [MIGRATION_LOCK_ID]).catch(() => {});
    await client.end();
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
