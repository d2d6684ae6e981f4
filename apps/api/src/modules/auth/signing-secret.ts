import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Database } from '../../db/client.ts';
import { storedSecretOr } from './shared-secrets.repository.ts';

// ADR 1306: without JWT_SECRET the secret that signs access tokens lives in the database
// (shared_secrets), so every instance of one site signs and checks with the same one whatever its
// DATA_DIR — PostgreSQL and PGlite alike. It is created once, by whichever instance gets there
// first, and never logged.

const NAME = 'jwt';
/** Where earlier versions kept the secret they generated (one per DATA_DIR). */
export const legacySecretFile = (dataDir: string) => join(dataDir, 'jwt-secret');

/**
 * The site's signing secret, created now if the database has none. A secret an earlier version
 * generated in this DATA_DIR is adopted as the first value, so a one-machine site keeps its
 * sessions across the upgrade (on a fleet the first instance to start gives its own).
 */
export async function sharedSigningSecret(db: Database, dataDir: string): Promise<string> {
  const candidate = legacySecret(dataDir) ?? randomBytes(48).toString('base64url');
  return storedSecretOr(db, NAME, candidate);
}

function legacySecret(dataDir: string): string | undefined {
  try {
    const text = readFileSync(legacySecretFile(dataDir), 'utf8').trim();
    return text.length >= 32 ? text : undefined;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return undefined;
    throw error;
  }
}
