import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/helpers.ts';
import { createPublishedPackage } from '../../test/package-factory.ts';
import { COUNT_CAP, cappedCount } from './capped-count.ts';
import { tourPackages } from './schema.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t?.close());

it('counts matching rows exactly up to the cap, then answers the cap', async () => {
  const published = eq(tourPackages.status, 'Published');
  expect(await cappedCount(t.db, tourPackages, published)).toBe(0);
  for (const title of ['Capped One', 'Capped Two', 'Capped Three'])
    await createPublishedPackage(t.app, { title });
  await createPublishedPackage(t.app, { title: 'Capped Draft', status: 'Draft' });
  expect(await cappedCount(t.db, tourPackages, published)).toBe(3);
  expect(await cappedCount(t.db, tourPackages, undefined)).toBe(4);
  expect(await cappedCount(t.db, tourPackages, published, 2)).toBe(2);
  expect(COUNT_CAP).toBe(10_000);
});
