import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, expect, it } from 'vitest';
import { createPgliteDatabase } from './client.ts';
import { migratedSnapshot, snapshotFile, writeMigratedSnapshot } from './pglite-snapshot.ts';

// ADR 1213: a fresh PGlite DATA_DIR starts from the build's migrated snapshot, not initdb.
const dirs: string[] = [];
const tempDir = () => {
  const dir = mkdtempSync(join(tmpdir(), 'wayfarer-snapshot-'));
  dirs.push(dir);
  return dir;
};
afterAll(() => {
  for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
});

it('writes a migrated snapshot keyed by the migrations, and a fresh directory starts from it', async () => {
  const out = tempDir();
  expect(migratedSnapshot(out)).toBeUndefined();
  const file = await writeMigratedSnapshot(out);
  expect(file).toBe(snapshotFile(out));
  expect(file).toMatch(/pglite-migrated-[0-9a-f]{16}\.tar$/);
  const snapshot = migratedSnapshot(out);
  expect(snapshot?.size).toBeGreaterThan(1_000_000);

  // The snapshot already holds every migration: the tables are there before migrate() runs.
  const dataDir = join(tempDir(), 'pglite');
  const database = await createPgliteDatabase(dataDir, snapshot);
  const rows = await database.db.execute(sql`select count(*)::int as n from booking_figures`);
  expect((rows as unknown as { rows: { n: number }[] }).rows[0]?.n).toBe(0);
  await database.migrate();
  await database.close();
  expect(existsSync(join(dataDir, 'PG_VERSION'))).toBe(true);
}, 180_000);
