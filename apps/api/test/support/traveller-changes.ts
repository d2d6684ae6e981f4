import type { FastifyInstance } from 'fastify';
import { afterAll, afterEach, beforeAll, expect } from 'vitest';
import { bearer, createTestApp, loginAdmin, type TestApp } from '../helpers.ts';
import { createPublishedPackage, type TestPackage } from '../package-factory.ts';
import { asTraveller, book, bookingPayload, payPage, travelDate } from './bookings.ts';

// Helpers of the traveller-changes tests (removal, rename, transfer; ADR 1370-1372): a paid
// booking with its travellers entered, and the routes' URLs. Not a test file itself.

export const TRAVELLER_NAMES = ['Asha Rao', 'Ravi Rao', 'Meena Iyer', 'Kiran Iyer'];

export type TravellerInput = { name: string; age: number; [field: string]: unknown };

/**
 * A booking of `rooms` (adults per room, `child` children per room) or of pricing items
 * (`customs`) on `departureId`, paid on the sandbox page in full or by token, with its
 * travellers entered through the manage page (default: TRAVELLER_NAMES with a PAN each).
 * Answers its id, number and traveller ids in order.
 */
export async function paidWithTravellers(
  app: FastifyInstance,
  packageId: string,
  departureId: string,
  opts: {
    date: string;
    full: boolean;
    rooms?: number[];
    child?: number[];
    customs?: { id: string; value: number }[];
    email?: string;
    couponCode?: string;
    travellers?: TravellerInput[];
  },
): Promise<{ bookingId: string; bookingNumber: string; ids: string[] }> {
  const selection = opts.customs
    ? { adults: undefined, child: undefined, customs: opts.customs }
    : { adults: opts.rooms, child: opts.child ?? (opts.rooms ?? []).map(() => 0) };
  const created = await book(
    app,
    bookingPayload(packageId, departureId, {
      travelDate: opts.date,
      paymentType: opts.full ? 'full' : 'token',
      ...selection,
      ...(opts.email && { email: opts.email }),
      ...(opts.couponCode && { couponCode: opts.couponCode }),
    }),
  );
  expect(created.statusCode, created.body).toBe(201);
  const { bookingId, bookingNumber, data } = created.json();
  await payPage(app, data.instrumentResponse.redirectInfo.url, 'success');
  // By items, the four names unless `travellers` says otherwise.
  const people = opts.customs
    ? TRAVELLER_NAMES.length
    : (opts.rooms ?? []).reduce((a, b) => a + b, 0) + (opts.child ?? []).reduce((a, b) => a + b, 0);
  const rows =
    opts.travellers ??
    TRAVELLER_NAMES.slice(0, people).map((name, i) => ({
      name,
      age: 30 + i,
      idType: 'pan',
      idNumber: `ABCDE123${i}F`,
    }));
  const saved = await app.inject({
    method: 'PUT',
    url: `/v1/bookings/${bookingId}/travellers`,
    headers: asTraveller(bookingId),
    payload: rows,
  });
  expect(saved.statusCode, saved.body).toBe(200);
  const ids: string[] = saved.json().travellers.map((x: { id: string }) => x.id);
  return { bookingId, bookingNumber, ids };
}

/** A traveller's route: DELETE or PATCH it, or `tail` '/removal-quote' (GET), '/transfer' (POST). */
export const travellerUrl = (bookingId: string, travellerId: string, tail = '') =>
  `/v1/bookings/${bookingId}/travellers/${travellerId}${tail}`;

// The app of traveller-changes-rules.test.ts and traveller-changes-money.test.ts:
// travellerChangesTestApp() registers the file's beforeAll/afterAll; the bindings below are filled
// before its first test runs (every test file loads its own copy of this module).

export let t: TestApp;
export let tour: TestPackage;
export let admin: Record<string, string>;
/** Two dates on Standard (20 % slab), one on Budget. */
export const S1 = travelDate(50);
export const S2 = travelDate(51);
export const B1 = travelDate(53);

/** The app's clock: the time `setClock` set, else the system's. */
let at: Date | undefined;
export const setClock = (when?: Date | string) => {
  at = when === undefined ? undefined : new Date(when);
};

/**
 * Budget first (twin ₹10,000, single ₹6,000; on B1), then Standard (twin ₹20,000, single
 * ₹12,000.50, an adult with a child ₹15,000; on S1 and S2), then Twins only (twin ₹20,000; S1):
 * a booking is priced with its own departure, never the package's first.
 */
export function travellerChangesTestApp() {
  beforeAll(async () => {
    t = await createTestApp({ PUBLIC_RATE_LIMIT: '10000' }, { clock: () => at ?? new Date() });
    const departure = (name: string, simplePricings: SimplePricing[], dates: string[]) => ({
      name,
      inclusions: [],
      simplePricings,
      customPricings: [],
      dates: dates.map((date) => ({ date, seats: 60 })),
    });
    tour = await createPublishedPackage(t.app, {
      tourType: 'SpecificDays',
      departures: [
        departure(
          'Budget',
          [
            { adult: 2, child: 0, pricePaise: 1_000_000 },
            { adult: 1, child: 0, pricePaise: 600_000 },
          ],
          [B1],
        ),
        departure(
          'Standard',
          [
            { adult: 2, child: 0, pricePaise: 2_000_000 },
            { adult: 1, child: 0, pricePaise: 1_200_050 },
            { adult: 1, child: 1, pricePaise: 1_500_000 },
          ],
          [S1, S2],
        ),
        departure('Twins only', [{ adult: 2, child: 0, pricePaise: 2_000_000 }], [S1]),
      ],
    });
    admin = bearer((await loginAdmin(t.app)).tokens.access.token);
  });
  afterEach(() => setClock());
  afterAll(() => t.close());
}

type SimplePricing = { adult: number; child: number; pricePaise: number };

export const budget = () => tour.departures[0]!;
export const standard = () => tour.departures[1]!;
export const twinsOnly = () => tour.departures[2]!;
