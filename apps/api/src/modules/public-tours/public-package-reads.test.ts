import { addDays, firstBookableDate } from '@wayfarer/shared/rules/travel-date';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bookings, packageReads } from '../../db/schema.ts';
import { bearer, createTestApp, type TestApp } from '../../../test/helpers.ts';
import { createPublishedPackage, type TestPackage } from '../../../test/package-factory.ts';
import { book, bookingPayload, payPage } from '../bookings/test-support.ts';
import { weakEtag } from '../../plugins/etag.ts';
import { storePackageBody } from './public-package.repository.ts';
import { getPublicPackageBySlug, getPublicPackageJsonBySlug } from './public-tours.service.ts';
import { tag } from './public-tours-test-support.ts';
import type { PublicPackage } from '@wayfarer/shared/schemas/tour-public';

// ADR 1214: the package page's stored answer (package_reads) equals a fresh build after every kind
// of change. Each step changes one input so that the answer moves; the trigger named beside it is
// the only one that can mark the stored answer stale, so dropping any trigger fails its step (the
// last test lists the triggers and checks each has a step). Both databases (api and api-pg).
// ADR 1221: the row keeps the body's ETag and br and gzip forms; every step checks them and the
// route's answer in each encoding, and a 304 on the ETag.

let t: TestApp;
let pkg: TestPackage;
let paidId: string;
let insertedId: string;
const minDate = addDays(firstBookableDate(), 12);
const seatDate = addDays(firstBookableDate(), 20);

beforeAll(async () => {
  t = await createTestApp();
  pkg = await createPublishedPackage(t.app, {
    dates: [
      { date: minDate, seats: null },
      { date: seatDate, seats: 10 },
    ],
  });
});
afterAll(async () => t?.close());

const db = () => t.app.db;
const exec = (query: ReturnType<typeof sql>) => db().execute(query);
const storedRow = async () =>
  (await db().select().from(packageReads).where(eq(packageReads.packageId, pkg.id)))[0];
const dateId = (date: string) => pkg.departure.dates.find((d) => d.date === date)!.id;

/** The row's ETag and compressed forms are those of its body. */
async function expectFormsOf(body: string) {
  const row = await storedRow();
  expect(row?.body).toBe(body);
  expect(row?.etag).toBe(weakEtag(body));
  expect(brotliDecompressSync(row!.bodyBr!).toString()).toBe(body);
  expect(gunzipSync(row!.bodyGzip!).toString()).toBe(body);
}

/** The route answers exactly `body` in br, gzip and identity, with its ETag; 304 when it matches. */
async function expectServed(app: TestApp['app'], slug: string, body: string) {
  const url = `/v1/tours/public/slug/${slug}`;
  const etag = weakEtag(body);
  const decode = { br: brotliDecompressSync, gzip: gunzipSync, identity: (b: Buffer) => b };
  for (const encoding of ['br', 'gzip', 'identity'] as const) {
    const res = await app.inject({ method: 'GET', url, headers: { 'accept-encoding': encoding } });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-encoding']).toBe(encoding === 'identity' ? undefined : encoding);
    expect(res.headers.etag).toBe(etag);
    expect(decode[encoding](res.rawPayload).toString()).toBe(body);
  }
  const notModified = await app.inject({
    method: 'GET',
    url,
    headers: { 'accept-encoding': 'br', 'if-none-match': etag },
  });
  expect(notModified.statusCode).toBe(304);
  expect(notModified.rawPayload.length).toBe(0);
  expect(notModified.headers.etag).toBe(etag);
}

/** Reads once so the answer is stored; answers the stored body. */
async function warm(): Promise<string> {
  const body = await getPublicPackageJsonBySlug(db(), pkg.slug);
  await expectFormsOf(body);
  expect(await getPublicPackageJsonBySlug(db(), pkg.slug)).toBe(body);
  return body;
}

/** The stored answer after the change equals a fresh build, and the change moved it. */
async function expectCurrent(before: string) {
  const stored = await getPublicPackageJsonBySlug(db(), pkg.slug);
  const fresh = await getPublicPackageBySlug(db(), pkg.slug);
  expect(JSON.parse(stored)).toEqual(fresh);
  expect(stored).not.toBe(before);
  await expectFormsOf(stored);
  const res = await t.app.inject({ method: 'GET', url: `/v1/tours/public/slug/${pkg.slug}` });
  expect(res.json()).toEqual(fresh);
  await expectServed(t.app, pkg.slug, stored);
}

const creatorAuth = () => bearer(pkg.creator.token);
const dateRow = (date: string, seats: number | null) => ({
  id: dateId(date),
  date,
  tourPackageDepartureId: pkg.departure.id,
  seats,
});

let checkout: { bookingId: string; payUrl: string };

/** [what changes, the trigger that alone marks it, the change]. Run in order. */
const steps: [string, string, () => Promise<unknown>][] = [
  [
    'availability saved in the editor (seats)',
    'package_reads_dates',
    async () => {
      const res = await t.app.inject({
        method: 'POST',
        url: `/v1/tours/${pkg.id}/availability`,
        headers: creatorAuth(),
        payload: { tourType: 'SpecificDays', tourDates: [dateRow(minDate, null), dateRow(seatDate, 9)] },
      });
      expect(res.statusCode).toBe(200);
    },
  ],
  [
    'pricing saved in the editor',
    'package_reads_simple_pricings',
    async () => {
      const res = await t.app.inject({
        method: 'POST',
        url: `/v1/tours/${pkg.id}/pricing`,
        headers: creatorAuth(),
        payload: {
          pricingType: 'Simple',
          tourPackageDepartures: [
            {
              id: pkg.departure.id,
              name: 'Standard',
              simplePricings: [
                { adult: 2, child: 0, price: 48_000 },
                { adult: 1, child: 0, price: 30_000 },
              ],
            },
          ],
        },
      });
      expect(res.statusCode).toBe(200);
    },
  ],
  [
    'a checkout on the minimum-group date is paid',
    'package_reads_bookings_update',
    async () => {
      // The editor's save above kept no minimum; set one. The checkout itself (pending) shows
      // nowhere on the page; its payment counts toward the minimum.
      await exec(sql`update tour_dates set min_travellers = 6 where id = ${dateId(minDate)}`);
      const created = await book(
        t.app,
        bookingPayload(pkg.id, pkg.departure.id, { travelDate: minDate, paymentType: 'full' }),
      );
      expect(created.statusCode).toBe(201);
      paidId = created.json().bookingId;
      await warm();
      await payPage(t.app, created.json().data.instrumentResponse.redirectInfo.url, 'success');
    },
  ],
  [
    'a checkout holds seats on the capped date',
    'package_reads_holds',
    async () => {
      const created = await book(t.app, bookingPayload(pkg.id, pkg.departure.id, { travelDate: seatDate }));
      expect(created.statusCode).toBe(201);
      checkout = {
        bookingId: created.json().bookingId,
        payUrl: created.json().data.instrumentResponse.redirectInfo.url,
      };
    },
  ],
  [
    'the hold is released (plain SQL)',
    'package_reads_holds_update',
    () => exec(sql`update seat_holds set status = 'released' where booking_id = ${checkout.bookingId}`),
  ],
  [
    'the overview (plain SQL)',
    'package_reads_package',
    () =>
      exec(
        sql`update tour_packages set title = title || ' II', description = 'Five slow days.' where id = ${pkg.id}`,
      ),
  ],
  [
    'a departure renamed',
    'package_reads_departures',
    () => exec(sql`update tour_departures set name = 'Classic' where id = ${pkg.departure.id}`),
  ],
  [
    'a custom price added',
    'package_reads_custom_pricings',
    () =>
      exec(sql`insert into tour_custom_pricings (departure_id, name, price_paise, total_people)
        values (${pkg.departure.id}, 'Group of four', 12000000, 4)`),
  ],
  [
    'a date closed for sale',
    'package_reads_dates',
    () => exec(sql`update tour_dates set closed_for_sale = true where id = ${dateId(seatDate)}`),
  ],
  [
    'an itinerary day',
    'package_reads_itineraries',
    () => exec(sql`update tour_itineraries set title = 'Lazy day' where package_id = ${pkg.id} and day = 2`),
  ],
  [
    'an inclusion',
    'package_reads_inclusions',
    () => exec(sql`update tour_inclusions set description = 'Dinner daily' where package_id = ${pkg.id}`),
  ],
  [
    'an exclusion',
    'package_reads_exclusions',
    () => exec(sql`update tour_exclusions set description = 'Visas' where package_id = ${pkg.id}`),
  ],
  [
    "a place's days",
    'package_reads_places',
    () =>
      exec(
        sql`update tour_package_destinations set days = 3 where package_id = ${pkg.id} and destination_id = ${pkg.places[0]!.id}`,
      ),
  ],
  [
    "a stay's nights",
    'package_reads_stays',
    () => exec(sql`update tour_hotels set nights = 4 where package_id = ${pkg.id}`),
  ],
  [
    'the hotel renamed',
    'package_reads_hotels',
    () => exec(sql`update hotels set name = ${`Bay House ${tag()}`} where id = ${pkg.hotel.id}`),
  ],
  [
    'a place renamed',
    'package_reads_destinations',
    () => exec(sql`update destinations set name = ${`Harbour ${tag()}`} where id = ${pkg.places[1]!.id}`),
  ],
  [
    'a review published',
    'package_reads_reviews',
    () =>
      exec(sql`insert into reviews (booking_id, package_id, creator_id, author_name, rating, title, text)
        values (${paidId}, ${pkg.id}, ${pkg.creatorId}, 'Meera', 4, 'Lovely', 'Slow and kind.')`),
  ],
  [
    'the review hidden',
    'package_reads_reviews',
    () => exec(sql`update reviews set status = 'hidden' where booking_id = ${paidId}`),
  ],
  [
    'the creator renamed',
    'package_reads_creators',
    () => exec(sql`update creators set full_name = 'Asha Menon' where id = ${pkg.creatorId}`),
  ],
  [
    "a paid booking's people (plain SQL)",
    'package_reads_bookings_update',
    () => db().update(bookings).set({ people: 3 }).where(eq(bookings.id, paidId)),
  ],
  [
    'a confirmed booking written straight into the table',
    'package_reads_bookings',
    async () => {
      const [row] = await db()
        .insert(bookings)
        .values({
          bookingNumber: `T${tag()}`,
          packageId: pkg.id,
          creatorId: pkg.creatorId,
          departureId: pkg.departure.id,
          departureName: 'Standard',
          travelDate: minDate,
          balanceDueDate: minDate,
          name: 'Direct',
          email: 'direct@example.com',
          phone: '9876543210',
          paymentType: 'full',
          pricingType: 'Simple',
          selection: [],
          people: 1,
          packageAmountPaise: 100,
          dueNowPaise: 100,
          status: 'CONFIRMED',
        })
        .returning();
      insertedId = row!.id;
    },
  ],
  [
    'that booking deleted',
    'package_reads_bookings',
    () => db().delete(bookings).where(eq(bookings.id, insertedId)),
  ],
];

describe('the stored package answer (package_reads)', () => {
  for (const [name, trigger, change] of steps) {
    it(`equals a fresh build after: ${name} (${trigger})`, async () => {
      const before = await warm();
      await change();
      await expectCurrent(before);
    });
  }

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
    // As if the answer had been built yesterday: its dates_from is not today's.
    await exec(
      sql`update package_reads set dates_from = dates_from - 1, body = '{}' where package_id = ${pkg.id}`,
    );
    expect(await getPublicPackageJsonBySlug(db(), pkg.slug)).toBe(body);
    expect((await storedRow())?.datesFrom).toBe(firstBookableDate());
    await exec(
      sql`update package_reads set builder = 'an older release', body = '{}' where package_id = ${pkg.id}`,
    );
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

  it('notices a missing trigger (the comparison can fail)', async () => {
    await exec(sql.raw('alter table tour_inclusions disable trigger package_reads_inclusions'));
    try {
      await warm();
      await exec(sql`update tour_inclusions set description = 'Tea daily' where package_id = ${pkg.id}`);
      const stored = JSON.parse(await getPublicPackageJsonBySlug(db(), pkg.slug));
      expect(stored).not.toEqual(await getPublicPackageBySlug(db(), pkg.slug));
    } finally {
      await exec(sql.raw('alter table tour_inclusions enable trigger package_reads_inclusions'));
    }
  });

  it('has a step above for every trigger that marks it stale', async () => {
    const { rows } = (await exec(
      sql`select tgname from pg_trigger where tgname like 'package_reads%' and not tgisinternal order by tgname`,
    )) as unknown as { rows: { tgname: string }[] };
    const tested = [...new Set(steps.map(([, trigger]) => trigger))].sort();
    expect(rows.map((r) => r.tgname)).toEqual(tested);
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
      await cached.app.db.execute(write);
      await new Promise((done) => setTimeout(done, CACHE_MS + 20));
      const fresh = await getPublicPackageBySlug(cached.app.db, own.slug);
      expect(figure(fresh)).toBe(expected);
      await expectServed(cached.app, own.slug, JSON.stringify(fresh));
    }
  });
});
