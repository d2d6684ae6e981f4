import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { createPgDatabase, type DatabaseHandle } from '../src/db/client.ts';
import {
  type Baseline,
  baselineOf,
  type RunSql,
  resetOrFalse,
  restoreBaseline,
} from './database-baseline.ts';
import { testDatabasePrefix } from './pg-databases.ts';
import { migratedTemplate } from './pg-template.ts';
import { onServer } from './spawned-server.ts';

// The PostgreSQL databases of the api-pg project's test files. A copy of the migrated template
// (CREATE DATABASE … TEMPLATE) and its drop cost the server ~0.6 s of CPU per file on a 2-core
// machine, most of the PostgreSQL work of a file's tests. As on PGlite (pglite-template.ts), each
// worker keeps one copy and hands it from file to file, put back as the migrations left it: every
// other connection to it ended (whatever a file left open: a pool still closing, a listener, a
// lock, a transaction), the tables the file wrote emptied, the migrations' rows and the sequences
// restored. A database whose schema a file changed (a trigger for fault injection), or whose reset
// fails or takes too long, is dropped, and the next file gets a new copy.

/** This worker's databases so far: handed on, or copied anew; and why the last reset failed. */
export const pgReuse = { reused: 0, created: 0, lastResetError: undefined as unknown };

type Kept = { name: string; url: string; baseline: Baseline };
let idle: Kept | undefined;

/**
 * A migrated database for one test file: the worker's previous one, put back, or a new copy. Its
 * close() ends the app's pool and keeps the database for the worker's next file.
 */
export async function openReusedPg(serverUrl: string): Promise<DatabaseHandle> {
  let kept = idle;
  idle = undefined;
  if (kept && !(await resetWithin(kept, 15_000))) {
    dropLater(serverUrl, kept.name);
    kept = undefined;
  }
  if (kept) pgReuse.reused += 1;
  else {
    pgReuse.created += 1;
    const name = await copyOfTemplate(serverUrl);
    const url = urlOf(serverUrl, name);
    kept = { name, url, baseline: await withClient(url, (run) => baselineOf(run)) };
  }
  const database = await createPgDatabase(kept.url);
  const handed = kept;
  let closing: Promise<void> | undefined;
  return {
    ...database,
    close: () => {
      closing ??= (async () => {
        await database.close();
        idle = handed;
      })();
      return closing;
    },
  };
}

/** A database of its own, copied from the migrated template and dropped (without waiting) on close. */
export async function freshPgDatabase(serverUrl: string): Promise<DatabaseHandle> {
  const name = await copyOfTemplate(serverUrl);
  const database = await createPgDatabase(urlOf(serverUrl, name));
  return {
    ...database,
    close: async () => {
      await database.close();
      // Whatever a worker leaves, the run's teardown drops (test/pg-databases.ts).
      dropLater(serverUrl, name);
    },
  };
}

function resetWithin(kept: Kept, ms: number): Promise<boolean> {
  const reset = withClient(kept.url, async (run) => {
    await run(
      `select pg_terminate_backend(pid) from pg_stat_activity
       where datname = current_database() and pid <> pg_backend_pid()`,
    );
    return restoreBaseline(run, kept.baseline);
  });
  return resetOrFalse(reset, ms, (error) => {
    pgReuse.lastResetError = error;
  });
}

async function withClient<T>(url: string, use: (run: RunSql) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: url });
  // A reset that ran past its time is cut off by the drop of its database (WITH (FORCE)): its
  // connection's end is that reset's failure, not an unhandled error of the worker.
  client.on('error', () => {});
  await client.connect();
  try {
    return await use(async <Row>(statement: string) => {
      // Several statements answer one result each: the last one's rows.
      const result = (await client.query(statement)) as unknown as pg.QueryResult | pg.QueryResult[];
      return { rows: (Array.isArray(result) ? (result.at(-1)?.rows ?? []) : result.rows) as Row[] };
    });
  } finally {
    await client.end().catch(() => {});
  }
}

async function copyOfTemplate(serverUrl: string): Promise<string> {
  const name = `${testDatabasePrefix()}${randomBytes(6).toString('hex')}`;
  await onServer(serverUrl, `CREATE DATABASE ${name} TEMPLATE ${await migratedTemplate(serverUrl)}`);
  // As PGlite's test databases run with relaxed durability: a commit does not wait for its WAL to
  // reach the disk. What is lost is what a crash of the PostgreSQL server itself would lose, which
  // no test makes (the servers it kills are the app's, and those on databases of their own). 80
  // files on two workers: 61-62 s and 110 s of CPU against 69 s and 120-122 s (2026-12-07).
  await onServer(serverUrl, `ALTER DATABASE ${name} SET synchronous_commit = off`);
  return name;
}

function dropLater(serverUrl: string, name: string): void {
  void onServer(serverUrl, `DROP DATABASE IF EXISTS ${name} WITH (FORCE)`).catch(() => {});
}

function urlOf(serverUrl: string, name: string): string {
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return url.toString();
}
