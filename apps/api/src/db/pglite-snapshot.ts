import { createHash } from 'node:crypto';
import { mkdirSync, readdirSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { drizzle } from 'drizzle-orm/pglite';
import { migrate } from 'drizzle-orm/pglite/migrator';
import { apiRoot, migrationsDir } from '../lib/paths.ts';

// Cold start: a fresh PGlite data directory spent most of its first start in initdb
// (PGlite's WebAssembly PostgreSQL creating its cluster, ~20 s on a busy 2-core machine) and in
// the migrations. The build writes a migrated data directory once (dist/pglite-migrated-<hash>.tar,
// keyed by the migrations' contents); a fresh DATA_DIR starts from it (ADR 1213). Anything else —
// no snapshot, another set of migrations — starts as before: initdb, then the migrations.

/** A short hash of every committed migration file: new migrations, a new snapshot. */
export function migrationsHash(): string {
  const hash = createHash('sha256');
  const files = readdirSync(migrationsDir, { recursive: true, encoding: 'utf8' })
    .filter((f) => /\.(sql|json)$/.test(f))
    .sort();
  for (const file of files) hash.update(file).update(readFileSync(join(migrationsDir, file)));
  return hash.digest('hex').slice(0, 16);
}

export const snapshotDir = join(apiRoot, 'dist');
export const snapshotFile = (dir = snapshotDir) => join(dir, `pglite-migrated-${migrationsHash()}.tar`);

/** The migrated snapshot for the current migrations, if the build wrote one. */
export function migratedSnapshot(dir = snapshotDir): Blob | undefined {
  try {
    return new Blob([readFileSync(snapshotFile(dir))]);
  } catch {
    return undefined;
  }
}

/** Writes the migrated snapshot (the build calls it); answers its path. */
export async function writeMigratedSnapshot(dir = snapshotDir): Promise<string> {
  const client = await PGlite.create('memory://', { extensions: { pg_trgm } });
  try {
    await migrate(drizzle(client), { migrationsFolder: migrationsDir });
    const dump = await client.dumpDataDir('none');
    mkdirSync(dir, { recursive: true });
    const file = snapshotFile(dir);
    // Written aside and renamed: a server starting meanwhile never reads half a file.
    writeFileSync(`${file}.partial`, Buffer.from(await dump.arrayBuffer()));
    renameSync(`${file}.partial`, file);
    // Snapshots of older migrations are of no use any more.
    for (const old of readdirSync(dir))
      if (/^pglite-migrated-[0-9a-f]{16}\.tar$/.test(old) && join(dir, old) !== file) rmSync(join(dir, old));
    return file;
  } finally {
    await client.close();
  }
}
