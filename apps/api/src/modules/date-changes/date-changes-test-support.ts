import { addDays, firstBookableDate } from '@wayfarer/shared/rules/travel-date';
import { expect } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/helpers.ts';
import { createPublishedPackage, type TestPackage } from '../../../test/package-factory.ts';
import { book, bookingPayload, payPage } from '../bookings/test-support.ts';

// The setup the date-changes tests share (not a test file itself): an app, one package sold on
// specific days with three departures at three prices, and a paid booking of one person on it.

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
