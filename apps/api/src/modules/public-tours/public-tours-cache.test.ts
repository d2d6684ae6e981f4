import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { tourPackages } from '../../db/schema.ts';
import { createTestApp, type TestApp } from '../../../test/helpers.ts';
import { createPublishedPackage } from '../../../test/package-factory.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ PUBLIC_CACHE_MS: '60000' });
});
afterAll(async () => t?.close());

it('re-serves a package page built moments ago, and never caches a 404', async () => {
  const pkg = await createPublishedPackage(t.app);
  const url = `/v1/tours/public/slug/${pkg.slug}`;
  const first = await t.app.inject({ url });
  expect(first.statusCode).toBe(200);
  expect(first.headers['content-type']).toContain('application/json');
  await t.db.update(tourPackages).set({ title: 'Renamed' }).where(eq(tourPackages.id, pkg.id));
  const second = await t.app.inject({ url });
  expect(second.body).toBe(first.body);
  expect(second.headers.etag).toBe(first.headers.etag);

  const missing = await t.app.inject({ url: '/v1/tours/public/slug/not-there-yet' });
  expect(missing.statusCode).toBe(404);
  const later = await createPublishedPackage(t.app, { title: 'Not there yet' });
  expect(later.slug).toBe('not-there-yet');
  expect((await t.app.inject({ url: '/v1/tours/public/slug/not-there-yet' })).statusCode).toBe(200);
});
