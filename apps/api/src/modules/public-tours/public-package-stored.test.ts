import { firstBookableDate } from '@wayfarer/shared/rules/travel-date';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/helpers.ts';
import { createPublishedPackage } from '../../../test/package-factory.ts';
import { weakEtag } from '../../plugins/etag.ts';
import { storePackageBody } from './package-reads.repository.ts';
import { getPublicPackageBySlug, getPublicPackageJsonBySlug } from './public-tours.service.ts';
import {
  db,
  exec,
  expectCurrent,
  expectServed,
  packageReadsTestApp,
  pkg,
  seatDate,
  storedRow,
  warm,
} from '../../../test/support/public-package-reads.ts';
import type { PublicPackage } from '@wayfarer/shared/schemas/tour-public';

// ADR 1214, 1221: the stored package answer's row is taken down with the public page, rebuilt on a
// new day or by another builder, and never kept from a build that raced a change; the seat, group
// and price figures behind the micro-cache are never staler than PUBLIC_CACHE_MS, in every
// encoding and ETag. The answer after each kind of change: public-package-reads.test.ts.

packageReadsTestApp();

describe('the stored package answer (package_reads)', () => {
  it('is gone when the package leaves the public pages, and not stored for a 404', async () => {
    await warm();
    await exec(sql`update tour_packages set status = 'Draft' where id = ${pkg.id}`);
    await expect(getPublicPackageJsonBySlug(db(), pkg.slug)).rejects.toMatchObject({
      code: 'PACKAGE_NOT_FOUND',
    });
    await expect(getPublicPackageBySlug(db(), pkg.slug)).rejects.toMatchObject({ code: 'PACKAGE_NOT_FOUND' });
    expect((await storedRow())?.body).toBeNull();
    await exec(sql`update tour_packages set status = 'Published' where id = ${pkg.id}`);
    await warm();
  });

  it('is rebuilt when the first bookable date moved on (a new day), or the builder changed', async () => {
    const body = await warm();
    // As if the answer had been built yesterday: its dates_from is not today's. The row is edited
    // by hand, so the edit also drops the copies a PGlite process keeps (ADR 1229), as any change
    // that marks a row stale does.
    await exec(
      sql`update package_reads set dates_from = dates_from - 1, body = '{}' where package_id = ${pkg.id}`,
    );
    await exec(sql`select package_reads_notify()`);
    expect(await getPublicPackageJsonBySlug(db(), pkg.slug)).toBe(body);
    expect((await storedRow())?.datesFrom).toBe(firstBookableDate());
    await exec(
      sql`update package_reads set builder = 'an older release', body = '{}' where package_id = ${pkg.id}`,
    );
    await exec(sql`select package_reads_notify()`);
    expect(await getPublicPackageJsonBySlug(db(), pkg.slug)).toBe(body);
  });

  it('keeps no build that raced a change (the version it read is no longer current)', async () => {
    const body = await warm();
    const { version } = (await storedRow())!;
    await exec(sql`update tour_inclusions set description = 'Lunch daily' where package_id = ${pkg.id}`);
    const stale = {
      packageId: pkg.id,
      slug: pkg.slug,
      datesFrom: firstBookableDate(),
      builder: 'b',
      body,
      etag: weakEtag(body),
      br: Buffer.from('x'),
      gzip: Buffer.from('x'),
    };
    await storePackageBody(db(), { ...stale, readVersion: version });
    expect((await storedRow())?.body).toBeNull();
    // A build that saw no row at all keeps nothing once a change has made one.
    await storePackageBody(db(), { ...stale, readVersion: null });
    expect((await storedRow())?.body).toBeNull();
    await expectCurrent(body);
  });
});

describe('seat, minimum-group and price figures behind the micro-cache', () => {
  const CACHE_MS = 300;
  let cached: TestApp;
  beforeAll(async () => {
    cached = await createTestApp({ PUBLIC_CACHE_MS: String(CACHE_MS) });
  });
  afterAll(async () => cached?.close());

  it('are never staler than PUBLIC_CACHE_MS after the change, in every encoding and ETag', async () => {
    const own = await createPublishedPackage(cached.app, { dates: [{ date: seatDate, seats: 10 }] });
    const url = `/v1/tours/public/slug/${own.slug}`;
    const before = (await cached.app.inject({ method: 'GET', url })).json();
    expect(before.TourDate[0]).toMatchObject({ seatsLeft: 10, minTravellers: null });
    const price = before.TourSimplePricing[0].price;
    // Each write alone (each is marked by its own trigger), the page read in the cache window
    // before it, then read again once PUBLIC_CACHE_MS has passed since the commit.
    const changes: [ReturnType<typeof sql>, (p: PublicPackage) => unknown, unknown][] = [
      [sql`update tour_dates set seats = 7 where package_id = ${own.id}`, (p) => p.TourDate[0]?.seatsLeft, 7],
      [
        sql`update tour_dates set min_travellers = 4 where package_id = ${own.id}`,
        (p) => p.TourDate[0]?.minTravellers,
        4,
      ],
      [
        sql`update tour_simple_pricings set price_paise = price_paise + 100000 where departure_id = ${own.departure.id}`,
        (p) => p.TourSimplePricing[0]?.price,
        price + 1000,
      ],
    ];
    for (const [write, figure, expected] of changes) {
      await cached.app.inject({ method: 'GET', url, headers: { 'accept-encoding': 'br' } });
      await cached.db.execute(write);
      await new Promise((done) => setTimeout(done, CACHE_MS + 20));
      const fresh = await getPublicPackageBySlug(cached.db, own.slug);
      expect(figure(fresh)).toBe(expected);
      await expectServed(cached.app, own.slug, JSON.stringify(fresh));
    }
  });
});
