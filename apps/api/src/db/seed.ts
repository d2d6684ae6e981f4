import { randomBytes } from 'node:crypto';
import type { Config } from '../config.ts';
import { hashPassword, verifyPassword } from '../modules/auth/password.ts';
import { insertSiteSettingsIfMissing } from '../modules/settings/settings.repository.ts';
import { findUserByEmail, hasAdmin, insertUser, updateUser } from '../modules/users/users.repository.ts';
import type { Database } from './client.ts';

export type SeedResult = {
  /** Set when a demo admin was just created: server.ts prints this sign-in once. */
  createdAdmin?: { email: string; password: string };
};

type SeedStep = (db: Database, config: Config, result: SeedResult) => Promise<void>;

export const DEMO_ADMIN_EMAIL = 'admin@wayfarer.local';
export const DEMO_SETTINGS = {
  contactPhone: '9876543210',
  contactEmail: 'hello@wayfarer.travel',
  socialLink: 'https://www.instagram.com/wayfarer.travel',
};

/** ADMIN_EMAIL + ADMIN_PASSWORD: that admin exists with that password (idempotent). */
const ensureConfiguredAdmin: SeedStep = async (db, config) => {
  if (!config.admin) return;
  const { email, password } = config.admin;
  const existing = await findUserByEmail(db, email);
  if (!existing) {
    await insertUser(db, { name: 'Admin', email, passwordHash: await hashPassword(password), role: 'ADMIN' });
    return;
  }
  const isSamePassword = await verifyPassword(existing.passwordHash, password);
  if (isSamePassword && existing.role === 'ADMIN') return;
  await updateUser(db, existing.id, {
    role: 'ADMIN',
    ...(!isSamePassword && { passwordHash: await hashPassword(password) }),
  });
};

/** No admin configured and none in the database: create one and hand its sign-in back once. */
const ensureDemoAdmin: SeedStep = async (db, config, result) => {
  if (config.admin || (await hasAdmin(db))) return;
  // Random, plus one of each class the sign-up password rule asks for (spec 000 §5).
  const password = `${randomBytes(12).toString('base64url')}Aa1_`;
  const passwordHash = await hashPassword(password);
  const existing = await findUserByEmail(db, DEMO_ADMIN_EMAIL);
  if (existing) await updateUser(db, existing.id, { role: 'ADMIN', passwordHash });
  else await insertUser(db, { name: 'Admin', email: DEMO_ADMIN_EMAIL, passwordHash, role: 'ADMIN' });
  result.createdAdmin = { email: DEMO_ADMIN_EMAIL, password };
};

/** SEED_DEMO: the footer's contact details, only into an empty settings table. */
const seedSiteSettings: SeedStep = async (db, config) => {
  if (config.seedDemo) await insertSiteSettingsIfMissing(db, DEMO_SETTINGS);
};

/** Runs at every start-up; each step is idempotent. Later issues append their own steps. */
export const seedSteps: SeedStep[] = [ensureConfiguredAdmin, ensureDemoAdmin, seedSiteSettings];

export async function runSeed(db: Database, config: Config): Promise<SeedResult> {
  const result: SeedResult = {};
  for (const step of seedSteps) await step(db, config, result);
  return result;
}
