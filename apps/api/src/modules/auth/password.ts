import { randomBytes } from 'node:crypto';
import { hash, verify } from '@node-rs/argon2';

// @node-rs/argon2 hashes with argon2id by default.

/** The deployment's cost: OWASP's minimum recommendation (19 MiB, 2 passes, 1 lane), about 30 ms per hash. */
export const ARGON2_OPTIONS = { memoryCost: 19_456, timeCost: 2, parallelism: 1 };

/**
 * The cost new hashes are made at: the deployment's, except under Vitest (which sets VITEST in its
 * workers and in the servers they spawn), where argon2id runs at a small cost (ADR 1399). The tests
 * make and check ~1,500 hashes a run, which at the deployment's cost were ~7 % of the API tests'
 * CPU. A hash names its own cost, so verify() checks any hash at the cost it was made with.
 */
export function hashOptions(env: NodeJS.ProcessEnv = process.env): typeof ARGON2_OPTIONS {
  return env.VITEST ? { memoryCost: 256, timeCost: 1, parallelism: 1 } : ARGON2_OPTIONS;
}

const options = hashOptions();

export const hashPassword = (password: string): Promise<string> => hash(password, options);

export async function verifyPassword(passwordHash: string, password: string): Promise<boolean> {
  try {
    return await verify(passwordHash, password);
  } catch {
    return false;
  }
}

let dummyHash: Promise<string> | undefined;

/** Spends the time of a real verify, so an unknown e-mail answers as slowly as a wrong password. */
export async function verifyAgainstDummy(password: string): Promise<false> {
  dummyHash ??= hashPassword(randomBytes(16).toString('hex'));
  await verifyPassword(await dummyHash, password);
  return false;
}
