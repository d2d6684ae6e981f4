import { hasPasswordComplexity } from '@wayfarer/shared/rules/password';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, registerUser, type TestApp, TEST_ADMIN } from '../../test/helpers.ts';
import { loadConfig } from '../config.ts';
import { users } from '../db/schema.ts';
import { DEMO_ADMIN_EMAIL, runSeed } from './seed.ts';

const login = (t: TestApp, payload: { email: string; password: string }) =>
  t.app.inject({ method: 'POST', url: '/v1/auth/login', payload });

describe('without ADMIN_EMAIL / ADMIN_PASSWORD', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ ADMIN_EMAIL: '', ADMIN_PASSWORD: '' });
  });
  afterAll(() => t.close());

  it('creates a demo admin once, with a password the sign-in form accepts', async () => {
    const created = t.seeded.createdAdmin!;
    expect(created.email).toBe(DEMO_ADMIN_EMAIL);
    expect(created.password.length).toBeGreaterThanOrEqual(6);
    expect(hasPasswordComplexity(created.password)).toBe(true);
    const res = await login(t, created);
    expect(res.statusCode).toBe(200);
    expect(res.json().user.role).toBe('ADMIN');
    expect(await runSeed(t.database.db, t.config)).toEqual({});
  });
});

describe('with ADMIN_EMAIL / ADMIN_PASSWORD', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('creates that admin and no demo admin', async () => {
    expect(t.seeded.createdAdmin).toBeUndefined();
    expect((await login(t, TEST_ADMIN)).statusCode).toBe(200);
    expect(await t.database.db.select().from(users).where(eq(users.email, DEMO_ADMIN_EMAIL))).toEqual([]);
  });

  it('is idempotent and applies a changed password', async () => {
    await runSeed(t.database.db, t.config);
    expect(await t.database.db.select().from(users).where(eq(users.email, TEST_ADMIN.email))).toHaveLength(1);
    const changed = loadConfig({ ...envOf(t), ADMIN_PASSWORD: 'Changed_9' });
    await runSeed(t.database.db, changed);
    expect((await login(t, TEST_ADMIN)).statusCode).toBe(401);
    expect((await login(t, { email: TEST_ADMIN.email, password: 'Changed_9' })).statusCode).toBe(200);
  });

  it('promotes an existing user with that e-mail to ADMIN', async () => {
    const { user } = await registerUser(t.app);
    await runSeed(
      t.database.db,
      loadConfig({ ...envOf(t), ADMIN_EMAIL: user.email, ADMIN_PASSWORD: 'Promo_123' }),
    );
    const res = await login(t, { email: user.email, password: 'Promo_123' });
    expect(res.json().user.role).toBe('ADMIN');
  });
});

const envOf = (t: TestApp) => ({
  DATA_DIR: t.config.dataDir,
  ADMIN_EMAIL: TEST_ADMIN.email,
  ADMIN_PASSWORD: TEST_ADMIN.password,
});
