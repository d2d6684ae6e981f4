import { randomBytes } from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { Config } from '../config.ts';
import { hashPassword, verifyPassword } from '../modules/auth/password.ts';
import { hasCategories } from '../modules/categories/categories.repository.ts';
import { hasCreators } from '../modules/creators/creators.repository.ts';
import { hasDestinationGroups } from '../modules/destination-groups/destination-groups.repository.ts';
import { hasHotels } from '../modules/hotels/hotels.repository.ts';
import { hasLeads } from '../modules/leads/leads.repository.ts';
import { createStorage, type StorageDriver } from '../modules/media/storage.ts';
import { insertSiteSettingsIfMissing } from '../modules/settings/settings.repository.ts';
import { findUserByEmail, hasAdmin, insertUser, updateUser } from '../modules/users/users.repository.ts';
import type { Database } from '../db/client.ts';
import { type DemoContext, seedDemoCategories, seedDemoDestinationGroups } from './demo/demo-catalogue.ts';
import { seedDemoCreators } from './demo/demo-creators.ts';
import { seedDemoHotels, seedDemoLeads } from './demo/demo-hotels-and-leads.ts';
import { hasPackages, seedDemoPackages } from './demo/demo-packages.ts';

export type SeedResult = {
  /** Set when a demo admin was just created: server.ts prints this sign-in once. */
  createdAdmin?: { email: string; password: string };
  /** What the demo steps just created (absent when they created nothing), and how long it took. */
  demo?: {
    categories: number;
    destinationGroups: number;
    creators: number;
    hotels: number;
    leads: number;
    packages: number;
    milliseconds: number;
  };
};

/** Generated demo images go through `storage`, the same driver uploads use. */
export type SeedOptions = { storage?: StorageDriver };

type SeedStep = (db: Database, config: Config, result: SeedResult, storage: StorageDriver) => Promise<void>;

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

/**
 * SEED_DEMO: the catalogue the pickers need and demo creators, each only into its empty table
 * (so a catalogue or creators of your own are never mixed with demo ones).
 *
 * One transaction (ADR 301): a start killed at any moment of the seed leaves either no demo rows
 * or all of them, so the next start, finding the tables empty, seeds the whole catalogue again.
 * The advisory lock makes a second instance starting at the same time wait, then find it done.
 */
const seedDemoCatalogueAndCreators: SeedStep = async (db, config, result, storage) => {
  if (!config.seedDemo) return;
  const started = performance.now();
  const files = recordingStorage(storage);
  const demo = await db
    .transaction(async (tx) => {
      await tx.execute(sql`select pg_advisory_xact_lock(${DEMO_SEED_LOCK_ID})`);
      // Pictures stored in the database go in this transaction: rolled back with the rows.
      return seedDemoTables({ db: tx, storage: storage.within?.(tx) ?? files.storage });
    })
    .catch(async (error: unknown) => {
      // The rows are rolled back; the pictures stored elsewhere for them go too (a kill leaves
      // them behind, unreferenced, under media/demo/).
      await files.removeAll();
      throw error;
    });
  if (Object.values(demo).every((n) => n === 0)) return;
  result.demo = { ...demo, milliseconds: Math.round(performance.now() - started) };
};

// Any constant works; it only has to be the same for every instance of the API.
const DEMO_SEED_LOCK_ID = 7_207_370;

async function seedDemoTables(
  ctx: DemoContext,
): Promise<Omit<NonNullable<SeedResult['demo']>, 'milliseconds'>> {
  const { db } = ctx;
  const demo = { categories: 0, destinationGroups: 0, creators: 0, hotels: 0, leads: 0, packages: 0 };
  if (!(await hasCategories(db))) demo.categories = await seedDemoCategories(ctx);
  if (!(await hasDestinationGroups(db))) demo.destinationGroups = await seedDemoDestinationGroups(ctx);
  if (!(await hasCreators(db))) demo.creators = await seedDemoCreators(ctx);
  // Hotels and leads only next to a demo catalogue and demo creators made in this same run.
  if (demo.destinationGroups > 0 && !(await hasHotels(db))) demo.hotels = await seedDemoHotels(db);
  if (demo.creators > 0 && !(await hasLeads(db))) demo.leads = await seedDemoLeads(db);
  // Packages only over demo creators and demo hotels made in this same run.
  if (demo.creators > 0 && demo.hotels > 0 && !(await hasPackages(db)))
    demo.packages = await seedDemoPackages(ctx);
  return demo;
}

/** The storage driver, remembering what it stored so a failed seed can take it back. */
function recordingStorage(storage: StorageDriver) {
  const keys: string[] = [];
  return {
    storage: {
      put: async (key: string, data: Buffer, contentType: string) => {
        const url = await storage.put(key, data, contentType);
        keys.push(key);
        return url;
      },
      remove: (key: string) => storage.remove(key),
    } satisfies StorageDriver,
    removeAll: () => Promise.all(keys.map((key) => storage.remove(key).catch(() => {}))),
  };
}

/**
 * Runs at every start-up; each step is idempotent. The demo admin comes after the (long) demo
 * seed: a first start killed during the seed has made no admin yet, so the next start makes one
 * and shows its password, instead of finding an admin whose password nobody saw.
 */
export const seedSteps: SeedStep[] = [
  ensureConfiguredAdmin,
  seedSiteSettings,
  seedDemoCatalogueAndCreators,
  ensureDemoAdmin,
];

export async function runSeed(db: Database, config: Config, options: SeedOptions = {}): Promise<SeedResult> {
  const result: SeedResult = {};
  const storage = options.storage ?? createStorage(config, db);
  for (const step of seedSteps) await step(db, config, result, storage);
  return result;
}
