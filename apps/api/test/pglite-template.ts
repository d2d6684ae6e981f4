import { createHash } from 'node:crypto';
import { readdir, readFile, rename, writeFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { type DatabaseHandle, wrapPglite } from '../src/db/client.ts';
import { migrationsDir } from '../src/lib/paths.ts';
import {
  type Baseline,
  baselineOf,
  type RunSql,
  resetOrFalse,
  restoreBaseline,
} from './database-baseline.ts';

// Starting PGlite from scratch (initdb) takes seconds per test file; loading a data directory
// that is already migrated takes about one. The snapshot is keyed by the migrations, so a new
// migration makes a new one, like PostgreSQL's CREATE DATABASE … TEMPLATE.
async function snapshotFile(): Promise<string> {
  return join(tmpdir(), `wayfarer-pglite-${await migrationsHash(PGlite.name, process.version)}.tar`);
}

/** A short hash of every committed migration (and `extra`): a new migration makes a new one. */
export async function migrationsHash(...extra: string[]): Promise<string> {
  const hash = createHash('sha256');
  const files = (await readdir(migrationsDir, { recursive: true }))
    .filter((f) => /\.(sql|json)$/.test(f))
    .sort();
  for (const file of files) hash.update(file).update(await readFile(join(migrationsDir, file)));
  for (const value of extra) hash.update(value);
  return hash.digest('hex').slice(0, 16);
}

// What every PGlite of a worker can share, read once per worker (the API files share their
// worker's modules, vitest.config.ts): PGlite's WebAssembly compiled (9 MB, which PGlite.create
// otherwise compiles again for each database), its file-system bundle and the snapshot's bytes.
// Each database still gets its own memory and its own copy of the data directory.
let runtime: Promise<{ pgliteWasmModule: WebAssembly.Module; fsBundle: Blob }> | undefined;
const snapshots = new Map<string, Promise<Blob | null>>();

function pgliteRuntime() {
  runtime ??= (async () => {
    const dist = dirname(createRequire(import.meta.url).resolve('@electric-sql/pglite'));
    const [wasm, data] = await Promise.all([
      readFile(join(dist, 'pglite.wasm')),
      readFile(join(dist, 'pglite.data')),
    ]);
    return { pgliteWasmModule: await WebAssembly.compile(wasm), fsBundle: new Blob([data]) };
  })();
  return runtime;
}

async function fromSnapshot(file: string): Promise<PGlite | null> {
  let snapshot = snapshots.get(file);
  if (!snapshot) {
    snapshot = readFile(file).then(
      (bytes) => new Blob([bytes]),
      () => null,
    );
    snapshots.set(file, snapshot);
  }
  const loadDataDir = await snapshot;
  if (!loadDataDir) {
    snapshots.delete(file);
    return null;
  }
  const client = await PGlite.create('memory://', {
    extensions: { pg_trgm },
    // Nothing of a test's database outlives it: no wait for a flush after each query.
    relaxedDurability: true,
    loadDataDir,
    ...(await pgliteRuntime()),
  }).catch(() => null);
  return client;
}

/** A new in-memory PGlite with every migration applied. */
export async function createMigratedPglite(): Promise<DatabaseHandle> {
  return wrapPglite(await migratedClient());
}

async function migratedClient(): Promise<PGlite> {
  const file = await snapshotFile();
  const loaded = await fromSnapshot(file);
  if (loaded) return loaded;
  const client = await PGlite.create('memory://', { extensions: { pg_trgm } });
  await wrapPglite(client).migrate();
  const dump = await client.dumpDataDir('none');
  // Written aside and renamed: files running in parallel never read a half-written snapshot.
  const partial = `${file}.${process.pid}.partial`;
  await writeFile(partial, Buffer.from(await dump.arrayBuffer()));
  await rename(partial, file);
  return client;
}

// One migrated PGlite per worker, handed to one test file after another (createTestApp). Loading a
// database from the snapshot costs about a second of CPU per file, several on a busy machine;
// putting one back as the migrations left it (every table emptied, the migrations' own rows and
// the sequences restored, the session discarded) costs a small part of that. The files of a
// worker run one after the other (vitest.config.ts), so a database is never shared by two files.
type Migrated = { client: PGlite; baseline: Baseline; resets: number };
let idle: Migrated | undefined;

/**
 * This worker's databases so far: put back and handed on, or loaded anew (a failed reset loads a
 * new one silently, so a test watches `reused`), and why the last reset failed.
 */
export const pgliteReuse = { reused: 0, created: 0, lastResetError: undefined as unknown };

/**
 * A migrated PGlite for one test file: the worker's previous one, reset, or a new one. Its
 * close() puts it back for the next file; after that the handle answers as a closed PGlite does
 * (a test that closes the database to see the app without one still sees that).
 */
export async function openReusedPglite(): Promise<DatabaseHandle> {
  let entry = idle;
  idle = undefined;
  if (entry && !(await resetWithin(entry, 15_000))) {
    await entry.client.close().catch(() => {});
    entry = undefined;
  }
  if (entry) pgliteReuse.reused += 1;
  else {
    pgliteReuse.created += 1;
    const client = await migratedClient();
    entry = { client, baseline: await baselineOf(runOn(client)), resets: 0 };
  }
  const { client } = entry;
  let open = true;
  const unlisteners: (() => Promise<void>)[] = [];
  const closed = () => Promise.reject(new Error('PGlite is closed'));
  const view = new Proxy(client, {
    get(target, property) {
      if (property === 'closed') return !open || target.closed;
      if (property === 'listen')
        return async (channel: string, callback: (payload: string) => void) => {
          if (!open) return closed();
          const unlisten = await target.listen(channel, callback);
          unlisteners.push(unlisten);
          return unlisten;
        };
      const value = Reflect.get(target, property, target);
      if (typeof value !== 'function') return value;
      if (!open && ['query', 'exec', 'sql', 'transaction', 'describeQuery'].includes(String(property)))
        return closed;
      return value.bind(target);
    },
  });
  const handle = wrapPglite(view);
  const reused = entry;
  let closing: Promise<void> | undefined;
  return {
    ...handle,
    close: () => {
      closing ??= (async () => {
        open = false;
        for (const unlisten of unlisteners) await unlisten().catch(() => {});
        if (idle || client.closed) await client.close().catch(() => {});
        else idle = reused;
      })();
      return closing;
    },
  };
}

function resetWithin(entry: Migrated, ms: number): Promise<boolean> {
  const reset = (async () => {
    // A transaction a file left open is ended; the session's settings, listeners and locks go.
    if (entry.client.closed) return false;
    await entry.client.exec('rollback');
    await entry.client.exec('discard all');
    if (!(await restoreBaseline(runOn(entry.client), entry.baseline))) return false;
    // PGlite runs no autovacuum: what the deletes left is cleared now and then (50-300 ms a time).
    entry.resets += 1;
    if (entry.resets % 8 === 0) await entry.client.exec('vacuum');
    return true;
  })();
  return resetOrFalse(reset, ms, (error) => {
    pgliteReuse.lastResetError = error;
  });
}

/** PGlite's simple protocol, which takes several statements: the last one's rows. */
function runOn(client: PGlite): RunSql {
  return async <Row>(statement: string) => {
    const results = await client.exec(statement);
    return { rows: (results.at(-1)?.rows ?? []) as Row[] };
  };
}
