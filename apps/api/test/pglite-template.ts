import { createHash } from 'node:crypto';
import { readdir, readFile, rename, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { createPgliteDatabase, type DatabaseHandle, wrapPglite } from '../src/db/client.ts';
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

/** A new in-memory PGlite with every migration applied. */
export async function createMigratedPglite(): Promise<DatabaseHandle> {
  const file = await snapshotFile();
  const snapshot = await readFile(file).catch(() => null);
  if (snapshot) {
    const database = await createPgliteDatabase('memory://', new Blob([snapshot])).catch(() => null);
    if (database) return database;
  }
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
