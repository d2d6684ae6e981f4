import { addDays, firstBookableDate } from '@wayfarer/shared/rules/travel-date';
import type { TripSummary } from '@wayfarer/shared/schemas/trips';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/helpers.ts';
import { createPublishedPackage, type TestPackage } from '../../../test/package-factory.ts';
import { type Callers, signInCallers } from '../../../test/roles.ts';
import { asTraveller, book, bookingPayload, payPage } from '../../../test/support/bookings.ts';
import { TripsClient } from '../../../test/support/trips.ts';

// ADR 1310: what "My trips" lists, and what a traveller session may do. Asha booked
// twice, as Asha.Trips@Example.com and as asha.trips@example.com; Ravi booked once.

let t: TestApp;
let callers: Callers;
let pkg: TestPackage;
let client: TripsClient;
/** Asha's session, shared by the tests below (links are limited to 5 an hour per address). */
let asha: Record<string, string>;
let now = new Date();
const day = addDays(firstBookableDate(), 50);
const ids = { token: '', full: '', declined: '', cancelled: '', ravi: '' };

async function bookAs(email: string, pay: 'success' | 'decline' | 'none', paymentType = 'token') {
  const res = await book(
    t.app,
    bookingPayload(pkg.id, pkg.departure.id, { travelDate: day, email, paymentType }),
  );
  expect(res.statusCode, res.body).toBe(201);
  if (pay !== 'none') {
    const paid = await payPage(t.app, res.json().data.instrumentResponse.redirectInfo.url, pay);
    expect(paid.statusCode, paid.body).toBeLessThan(400);
  }
  return res.json().bookingId as string;
}

beforeAll(async () => {
  t = await createTestApp({ AUTH_RATE_LIMIT: '1000', PUBLIC_RATE_LIMIT: '1000' }, { clock: () => now });
  callers = await signInCallers(t.app);
  pkg = await createPublishedPackage(t.app, { creator: callers.creatorRecord, dates: [day] });
  client = new TripsClient(t);
  ids.token = await bookAs('Asha.Trips@Example.com', 'success');
  ids.full = await bookAs('asha.trips@example.com', 'success', 'full');
  ids.declined = await bookAs('ASHA.TRIPS@example.com', 'decline');
  ids.cancelled = await bookAs('asha.trips@EXAMPLE.com', 'success');
  ids.ravi = await bookAs('ravi.trips@example.com', 'success');
  const cancel = await t.app.inject({
    method: 'POST',
    url: `/v1/bookings/${ids.cancelled}/cancel`,
    headers: callers.admin,
    payload: { reason: 'Asked by phone' },
  });
  expect(cancel.statusCode, cancel.body).toBe(200);
  const note = await t.app.inject({
    method: 'POST',
    url: `/v1/tours/${pkg.id}/announcements`,
    headers: callers.creator,
    payload: { date: day, departureId: pkg.departure.id, subject: 'Meeting point moved', message: 'Gate 4.' },
  });
  expect(note.statusCode, note.body).toBe(201);
  asha = await client.signIn('asha.trips@example.com');
});
afterAll(() => t.close());

const tripsOf = async (headers: Record<string, string>) => {
  const res = await client.trips(headers);
  expect(res.statusCode, res.body).toBe(200);
  expect(res.headers['cache-control']).toBe('private, no-store');
  return res.json() as { email: string; trips: TripSummary[] };
};
const byId = (trips: TripSummary[], id: string) => trips.find((trip) => trip.bookingId === id)!;

describe('the list', () => {
  it('holds every booking made with the address in any letter case, and no one else’s', async () => {
    const list = await tripsOf(await client.signIn('ASHA.Trips@example.COM'));
    expect(list.email).toBe('asha.trips@example.com');
    // The declined checkout booked nothing: it is left out.
    expect(list.trips.map((trip) => trip.bookingId).sort()).toEqual(
      [ids.token, ids.full, ids.cancelled].sort(),
    );
    expect(JSON.stringify(list)).not.toContain('ravi');
  });

  it('says what the booking page says: status, dates, what is owed and needed, documents, news', async () => {
    const session = asha;
    const { trips } = await tripsOf(session);
    const token = byId(trips, ids.token);
    const page = (await t.app.inject({ url: `/v1/bookings/booking/${ids.token}` })).json();
    expect(token).toMatchObject({
      bookingNumber: page.bookingNumber,
      tourPackage: { title: pkg.title },
      travelDate: day,
      group: 'upcoming',
      bookingStatus: 'CONFIRMED',
      statusLabel: 'Confirmed',
      // The one pending rule, as the booking read answers it.
      pendingAmount: page.pendingAmount,
      balanceDueDate: page.balanceDueDate,
      travellersMissing: 2,
      documents: { receipt: true, invoice: null, creditNotes: [] },
      latestAnnouncement: { subject: 'Meeting point moved', message: 'Gate 4.' },
    });
    expect(token.pendingAmount).toBeGreaterThan(0);
    expect(token.returnDate >= token.travelDate).toBe(true);
    expect(token.calendar.icsPath).toMatch(
      new RegExp(`^/v1/bookings/${ids.token}/calendar\\.ics\\?key=[A-Za-z0-9_-]{43}$`),
    );
    expect(token.calendar.googleUrl).toContain(`&text=${encodeURIComponent(pkg.title)}`);
    const full = byId(trips, ids.full);
    expect(full.pendingAmount).toBe(0);
    const cancelled = byId(trips, ids.cancelled);
    expect(cancelled).toMatchObject({ group: 'cancelled', statusLabel: 'Cancelled', travellersMissing: 0 });
    expect(cancelled.latestAnnouncement).toBeNull();
  });

  it('once the travellers are entered, they are no longer asked for', async () => {
    const session = asha;
    const saved = await t.app.inject({
      method: 'PUT',
      url: `/v1/bookings/${ids.full}/travellers`,
      headers: session,
      payload: [
        { name: 'Asha Rao', age: 31 },
        { name: 'Kiran Rao', age: 33 },
      ],
    });
    expect(saved.statusCode, saved.body).toBe(200);
    const full = byId((await tripsOf(session)).trips, ids.full);
    expect(full.travellersMissing).toBe(0);
    // Before-you-go details are still to give for both.
    expect(full.detailsMissing).toBe(2);
  });

  it('an address without bookings signs in to an empty list (it got no link, so only by a stored one)', async () => {
    const res = await client.askLink('nobody.booked@example.com');
    expect(res.statusCode).toBe(204);
    await t.app.background.idle();
    await expect(client.linkTokenFor('nobody.booked@example.com')).rejects.toThrow(/no sign-in link/);
  });
});

describe('the session stands in for the manage key', () => {
  it('opens the traveller’s routes of its own bookings, whatever their letter case', async () => {
    const session = asha;
    const read = await t.app.inject({ url: `/v1/bookings/booking/${ids.token}`, headers: session });
    expect(read.json().manageable).toBe(true);
    const details = await t.app.inject({ url: `/v1/bookings/${ids.token}/before-you-go`, headers: session });
    expect(details.statusCode, details.body).toBe(200);
    const request = await t.app.inject({
      method: 'POST',
      url: `/v1/bookings/${ids.token}/cancellation-request`,
      headers: session,
      payload: { reason: 'Plans changed' },
    });
    expect(request.statusCode, request.body).toBe(201);
  });

  it('not another address’s booking: 403, nothing changed, the read stays without the key', async () => {
    const session = asha;
    const read = await t.app.inject({ url: `/v1/bookings/booking/${ids.ravi}`, headers: session });
    expect(read.json().manageable).toBe(false);
    for (const [method, url, payload] of [
      ['POST', `/v1/bookings/${ids.ravi}/cancellation-request`, { reason: 'Not mine' }],
      [
        'PUT',
        `/v1/bookings/${ids.ravi}/travellers`,
        [
          { name: 'X Y', age: 30 },
          { name: 'Z W', age: 30 },
        ],
      ],
      ['GET', `/v1/bookings/${ids.ravi}/before-you-go`, undefined],
      ['GET', `/v1/bookings/${ids.ravi}/calendar`, undefined],
      ['GET', `/v1/bookings/${ids.ravi}/calendar.ics`, undefined],
    ] as const) {
      const res = await t.app.inject({ method, url, headers: session, ...(payload && { payload }) });
      expect(res.statusCode, `${method} ${url}`).toBe(403);
      expect(res.json()).toMatchObject({ error: 'MANAGE_KEY_REQUIRED' });
    }
    const ravi = (
      await t.app.inject({ url: `/v1/bookings/booking/${ids.ravi}`, headers: asTraveller(ids.ravi) })
    ).json();
    expect(ravi).toMatchObject({ bookingStatus: 'CONFIRMED', travellers: [] });
  });

  it('a staff token with the session’s cookie missing is no traveller; a signed-out session is none', async () => {
    const session = await client.signIn('asha.trips@example.com');
    const staff = await t.app.inject({
      url: `/v1/bookings/${ids.full}/before-you-go`,
      headers: callers.admin,
    });
    expect(staff.statusCode).toBe(403);
    await t.app.inject({ method: 'DELETE', url: '/v1/trips/session', headers: session });
    const after = await t.app.inject({ url: `/v1/bookings/${ids.full}/before-you-go`, headers: session });
    expect(after.statusCode).toBe(403);
  });
});

// Last: moving the clock a year on ends (and purges) every session opened before.
describe('later', () => {
  it('after the return date (the app’s clock) a trip is past', async () => {
    const start = now;
    try {
      now = new Date(start.getTime() + 400 * 24 * 60 * 60_000);
      const { trips } = await tripsOf(await client.signIn('asha.trips@example.com'));
      expect(byId(trips, ids.token).group).toBe('past');
      expect(byId(trips, ids.cancelled).group).toBe('cancelled');
    } finally {
      now = start;
    }
  });
});
