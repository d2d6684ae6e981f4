import { hash } from '@node-rs/argon2';
import { expect, it } from 'vitest';
import { ARGON2_OPTIONS, hashOptions, hashPassword, verifyPassword } from './password.ts';

// ADR 1399: a deployment hashes at OWASP's minimum cost for argon2id; only Vitest's runs hash cheaply.

it('hashes at OWASP’s argon2id minimum everywhere but under Vitest', () => {
  expect(ARGON2_OPTIONS).toEqual({ memoryCost: 19_456, timeCost: 2, parallelism: 1 });
  expect(hashOptions({})).toBe(ARGON2_OPTIONS);
  expect(hashOptions({ NODE_ENV: 'production' })).toBe(ARGON2_OPTIONS);
  expect(hashOptions({ VITEST: 'true' }).memoryCost).toBeLessThan(ARGON2_OPTIONS.memoryCost);
});

it('checks a hash at the cost it names: one made at the deployment’s cost, and one of the tests’', async () => {
  const deployed = await hash('Secret_1', ARGON2_OPTIONS);
  expect(deployed).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
  expect(await verifyPassword(deployed, 'Secret_1')).toBe(true);
  expect(await verifyPassword(deployed, 'Secret_2')).toBe(false);
  const cheap = await hashPassword('Secret_1');
  expect(cheap).toMatch(/^\$argon2id\$v=19\$m=256,t=1,p=1\$/);
  expect(await verifyPassword(cheap, 'Secret_1')).toBe(true);
  expect(await verifyPassword('not a hash', 'Secret_1')).toBe(false);
});
