import { addDays, firstBookableDate } from '@wayfarer/shared/rules/travel-date';
import { and, eq, like } from 'drizzle-orm';
import { afterAll, beforeAll, expect } from 'vitest';
import { bearer, createTestApp, loginAdmin, type TestApp } from '../helpers.ts';
import { createPublishedPackage, type TestPackage } from '../package-factory.ts';
import { bookings, emailJobs, refunds, seatHolds, tourDates } from '../../src/db/schema.ts';
import { book, bookingPayload, payPage } from './bookings.ts';

// The setup the date-changes tests share (not a test file itself): an app, one package sold on
// specific days with three departures at three prices, and a paid booking of one person on it;
// and the app of the operator's and the traveller's date-change tests, with their look-ups.

export type Headers = Record<string, string>;

export const D1 = addDays(firstBookableDate(), 60);
export const D2 = addDays(firstBookableDate(), 70);
export const D3 = addDays(firstBookableDate(), 80);
export const D4 = addDays(firstBookableDate(), 90);
export const D5 = addDays(firstBookableDate(), 100);

type TourDates = { date: string; seats: number | null }[];

const room = (pricePaise: number) => [{ adult: 1, child: 0, pricePaise }];

/**
 * A test app and a published package with three departures, one adult a room: Standard ₹10,000
 * (departures[0]), Deluxe ₹15,000 ([1]), Budget ₹5,000 ([2]), each on the dates given.
 */
export async function createDateChangeTour(dates: {
  standard: TourDates;
  deluxe: TourDates;
  budget: TourDates;
}): Promise<{ t: TestApp; pkg: TestPackage }> {
  const t = await createTestApp({ AUTH_RATE_LIMIT: '1000', PUBLIC_RATE_LIMIT: '1000' });
  const departure = (name: string, pricePaise: number, on: TourDates) => ({
    name,
    inclusions: [],
    simplePricings: room(pricePaise),
    customPricings: [],
    dates: on,
  });
  const pkg = await createPublishedPackage(t.app, {
    tourType: 'SpecificDays',
    departures: [
      departure('Standard', 1_000_000, dates.standard),
      departure('Deluxe', 1_500_000, dates.deluxe),
      departure('Budget', 500_000, dates.budget),
    ],
  });
  return { t, pkg };
}

/** A paid booking of one person on Standard on `date` (token ₹1,500 or full ₹10,000): its id. */
export async function paidOnStandard(
  t: TestApp,
  pkg: TestPackage,
  date: string,
  paymentType: 'token' | 'full',
  email: string,
): Promise<string> {
  const created = await book(
    t.app,
    bookingPayload(pkg.id, pkg.departures[0]!.id, {
      travelDate: date,
      adults: [1],
      child: [0],
      paymentType,
      email,
    }),
  );
  expect(created.statusCode, created.body).toBe(201);
  await payPage(t.app, created.json().data.instrumentResponse.redirectInfo.url, 'success');
  return created.json().bookingId as string;
}

// One app per test file: operator-dates.test.ts and booking-date-change.test.ts call
// dateChangesTestApp(), which registers the file's beforeAll/afterAll; the bindings below are
// filled before its first test runs.

export let t: TestApp;
export let pkg: TestPackage;
export let admin: Headers;

// Standard ₹10,000 a person (dates D1, D2 with 2 seats, D5); Deluxe ₹15,000 (D3); Budget ₹5,000 (D4).
export function dateChangesTestApp() {
  beforeAll(async () => {
    ({ t, pkg } = await createDateChangeTour({
      standard: [
        { date: D1, seats: 40 },
        { date: D2, seats: 2 },
        { date: D5, seats: 40 },
      ],
      deluxe: [{ date: D3, seats: 10 }],
      budget: [{ date: D4, seats: null }],
    }));
    admin = bearer((await loginAdmin(t.app)).tokens.access.token);
  });
  afterAll(() => t.close());
}

export const standard = () => pkg.departures[0]!;
export const deluxe = () => pkg.departures[1]!;
export const budget = () => pkg.departures[2]!;

export const post = (url: string, payload: object = {}, headers: Headers = admin) =>
  t.app.inject({ method: 'POST', url, headers, payload });

/** A paid booking of one person on `date` (token ₹1,500 or full ₹10,000 on Standard). */
export const paid = (date: string, paymentType: 'token' | 'full', email = 'meera@example.com') =>
  paidOnStandard(t, pkg, date, paymentType, email);

export const row = async (id: string) => (await t.db.select().from(bookings).where(eq(bookings.id, id)))[0]!;
export const refundsOf = (id: string) => t.db.select().from(refunds).where(eq(refunds.bookingId, id));
export const holdOf = async (id: string) =>
  (await t.db.select().from(seatHolds).where(eq(seatHolds.bookingId, id)))[0];
export const dateRow = async (departureId: string, date: string) =>
  (
    await t.db
      .select()
      .from(tourDates)
      .where(and(eq(tourDates.departureId, departureId), eq(tourDates.date, date)))
  )[0]!;
export const mailsLike = (pattern: string) =>
  t.db.select().from(emailJobs).where(like(emailJobs.dedupeKey, pattern));
