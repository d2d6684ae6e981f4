import { createHash } from 'node:crypto';
import { readdir, readFile, rename, writeFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { type DatabaseHandle, wrapPglite } from '../src/db/client.ts';
import { migrationsDir } from '../src/lib/paths.ts';

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

async function fromSnapshot(file: string): Promise<DatabaseHandle | null> {
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
    loadDataDir,
    ...(await pgliteRuntime()),
  }).catch(() => null);
  return client && wrapPglite(client);
}

/** A new in-memory PGlite with every migration applied. */
export async function createMigratedPglite(): Promise<DatabaseHandle> {
  const file = await snapshotFile();
  const loaded = await fromSnapshot(file);
  if (loaded) return loaded;
  const client = await PGlite.create('memory://', { extensions: { pg_trgm } });
  const database = wrapPglite(client);
  await database.migrate();
  const dump = await client.dumpDataDir('none');
  // Written aside and renamed: files running in parallel never read a half-written snapshot.
  const partial = `${file}.${process.pid}.partial`;
  await writeFile(partial, Buffer.from(await dump.arrayBuffer()));
  await rename(partial, file);
  return database;
}
