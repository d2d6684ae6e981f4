import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { bookings } from '../../db/schema.ts';
import { bearer } from '../../../test/helpers.ts';
import { book, bookingPayload, payPage } from '../../../test/support/bookings.ts';
import { getPublicPackageBySlug, getPublicPackageJsonBySlug } from './public-tours.service.ts';
import { tag } from '../../../test/support/public-tours.ts';
import {
  db,
  exec,
  expectCurrent,
  minDate,
  packageReadsTestApp,
  pkg,
  seatDate,
  t,
  warm,
} from '../../../test/support/public-package-reads.ts';

// ADR 1214: the package page's stored answer (package_reads) equals a fresh build after every kind
// of change. Each step changes one input so that the answer moves; the trigger named beside it is
// the only one that can mark the stored answer stale, so dropping any trigger fails its step (the
// last test lists the triggers and checks each has a step). Both databases (api and api-pg).
// ADR 1221: the row keeps the body's ETag and br and gzip forms; every step checks them and the
// route's answer in each encoding, and a 304 on the ETag. The stored row's life (taken down,
// rebuilt, a raced build) and the micro-cache: public-package-stored.test.ts.

let paidId: string;
let insertedId: string;

packageReadsTestApp();

const dateId = (date: string) => pkg.departure.dates.find((d) => d.date === date)!.id;

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
