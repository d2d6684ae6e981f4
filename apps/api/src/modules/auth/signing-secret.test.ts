import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, createTestDatabase, registerUser, type TestApp } from '../../../test/helpers.ts';
import type { DatabaseHandle } from '../../db/client.ts';
import { sharedSecrets } from '../../db/schema.ts';
import { legacySecretFile, sharedSigningSecret } from './signing-secret.ts';
import { verifyAccessToken } from './tokens.ts';

// ADR 1306: without JWT_SECRET the signing secret is the database's, created once by whichever
// instance gets there first, so instances with different DATA_DIRs sign and check alike.

const dirs: string[] = [];
const freshDir = async (legacySecret?: string) => {
  const dir = await mkdtemp(join(tmpdir(), 'wayfarer-secret-'));
  dirs.push(dir);
  if (legacySecret) await writeFile(legacySecretFile(dir), `${legacySecret}\n`);
  return dir;
};

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t?.close();
  await Promise.all(dirs.map((dir) => rm(dir, { recursive: true, force: true })));
});

describe('the signing secret in the database', () => {
  it('is made once at start-up and read back the same from any DATA_DIR', async () => {
    const secret = t.config.jwtSecret;
    expect(secret?.length).toBeGreaterThanOrEqual(32);
    expect(await t.database.db.select().from(sharedSecrets)).toEqual([
      expect.objectContaining({ name: 'jwt', value: secret }),
    ]);
    // Another instance: another DATA_DIR, even one holding an earlier version's own secret.
    expect(await sharedSigningSecret(t.database.db, await freshDir())).toBe(secret);
    expect(await sharedSigningSecret(t.database.db, await freshDir('o'.repeat(64)))).toBe(secret);
  });

  it("signs tokens that an app on another DATA_DIR, reading the database's secret, accepts", async () => {
    const { tokens } = await registerUser(t.app);
    const other = { ...t.config, jwtSecret: await sharedSigningSecret(t.database.db, await freshDir()) };
    expect(await verifyAccessToken(other, tokens.access.token)).not.toBeNull();
    // And a secret of its own would refuse them: the check is not vacuous.
    expect(await verifyAccessToken({ ...other, jwtSecret: 'x'.repeat(64) }, tokens.access.token)).toBeNull();
  });

  describe('on an empty database', () => {
    let empty: DatabaseHandle;
    beforeAll(async () => {
      empty = await createTestDatabase();
      await empty.migrate();
    });
    afterAll(async () => empty?.close());

    it('adopts the secret an earlier version kept in DATA_DIR (a one-machine site keeps its sessions), then holds it', async () => {
      const legacy = 'L'.repeat(64);
      expect(await sharedSigningSecret(empty.db, await freshDir(legacy))).toBe(legacy);
      expect(await sharedSigningSecret(empty.db, await freshDir('M'.repeat(64)))).toBe(legacy);
    });
  });

  describe('instances starting at the same moment', () => {
    let empty: DatabaseHandle;
    beforeAll(async () => {
      empty = await createTestDatabase();
      await empty.migrate();
    });
    afterAll(async () => empty?.close());

    it('end with one secret: every one of 8 racing first starts reads the same, one row', async () => {
      // Each with a candidate of its own (its DATA_DIR's), so a lost race would show as a difference.
      const candidates = Array.from({ length: 8 }, (_, i) => String.fromCharCode(65 + i).repeat(48));
      const secrets = await Promise.all(
        candidates.map(async (candidate) => sharedSigningSecret(empty.db, await freshDir(candidate))),
      );
      expect(new Set(secrets).size).toBe(1);
      expect(candidates).toContain(secrets[0]);
      expect(await empty.db.select().from(sharedSecrets)).toHaveLength(1);
    });
  });
});
