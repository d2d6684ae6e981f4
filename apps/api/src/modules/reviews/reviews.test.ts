import { addDays, todayInIndia } from '@wayfarer/shared/rules/travel-date';
import { publicPackage } from '@wayfarer/shared/schemas/tour-public';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/helpers.ts';
import { createPublishedPackage, type TestPackage } from '../../../test/package-factory.ts';
import { type Callers, signInCallers } from '../../../test/roles.ts';
import { insertBooking as insertBookingRow } from '../../../test/support/earnings.ts';

// Verified reviews through the API, with the package page's 5 s micro-cache on: a new or hidden
// review shows at once.

let t: TestApp;
let callers: Callers;
let pkg: TestPackage;
const today = todayInIndia();

beforeAll(async () => {
  t = await createTestApp({ PUBLIC_CACHE_MS: '5000' });
  callers = await signInCallers(t.app);
  pkg = await createPublishedPackage(t.app);
});
afterAll(() => t.close());

/** ADR 1302: the manage keys of the bookings written here, as the traveller's review link carries them. */
const keys = new Map<string, string>();
const insertBooking = async (...args: Parameters<typeof insertBookingRow>) => {
  const booking = await insertBookingRow(...args);
  keys.set(booking.id, booking.manageKey);
  return booking;
};
const review = (payload: { bookingId: string } & Record<string, unknown>) =>
  t.app.inject({
    method: 'POST',
    url: '/v1/reviews',
    headers: { 'x-manage-key': keys.get(payload.bookingId) ?? '' },
    payload,
  });
const page = async () => {
  const res = await t.app.inject({ method: 'GET', url: `/v1/tours/public/slug/${pkg.slug}` });
  return publicPackage.parse(res.json());
};
const completedBooking = (name = 'Meera Nair') =>
  insertBooking(t.db, pkg, { travelDate: addDays(today, -10), status: 'COMPLETED', name });

describe('POST /v1/reviews', () => {
  it('400 "You can review after your trip" before completion; cancelled refused; 404 unknown', async () => {
    for (const status of ['PENDING', 'CONFIRMED', 'CANCELLATION_REQUESTED'] as const) {
      const booking = await insertBooking(t.db, pkg, { travelDate: addDays(today, 20), status });
      const res = await review({ bookingId: booking.id, rating: 5, title: 'Great', text: 'Loved it' });
      expect(res.statusCode, status).toBe(400);
      expect(res.json().message).toBe('You can review after your trip');
    }
    const cancelled = await insertBooking(t.db, pkg, {
      travelDate: addDays(today, -10),
      status: 'CANCELLED',
    });
    expect((await review({ bookingId: cancelled.id, rating: 4 })).statusCode).toBe(400);
    expect((await review({ bookingId: crypto.randomUUID(), rating: 4 })).statusCode).toBe(404);
    expect((await review({ bookingId: 'nope', rating: 4 })).statusCode).toBe(404);
  });

  it('validates rating and lengths', async () => {
    const booking = await completedBooking();
    for (const bad of [
      { rating: 0 },
      { rating: 6 },
      { rating: 4.5 },
      { rating: 5, title: 'x'.repeat(101) },
      { rating: 5, text: 'x'.repeat(2001) },
    ]) {
      expect(
        (await review({ bookingId: booking.id, ...bad })).statusCode,
        JSON.stringify(bad).slice(0, 40),
      ).toBe(400);
    }
  });

  it('a completed booking reviews once (409 on a second); it shows on the package page at once', async () => {
    const warm = await page();
    expect(warm.rating).toEqual({ average: 0, count: 0 });
    const booking = await completedBooking('  Ravi Kumar');
    const res = await review({
      bookingId: booking.id,
      rating: 4,
      title: 'Sunsets',
      text: 'Slow dinners by the sea.',
    });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({ rating: 4, authorName: 'Ravi', verified: true, status: 'published' });
    const second = await review({ bookingId: booking.id, rating: 1 });
    expect(second.statusCode).toBe(409);
    expect(second.json().message).toBe('This booking has already been reviewed');

    const other = await completedBooking('Asha');
    await review({ bookingId: other.id, rating: 5, text: 'Perfect' });
    // Cached for 5 s, yet the new reviews are there.
    const shown = await page();
    expect(shown.rating).toEqual({ average: 4.5, count: 2 });
    expect(shown.reviews.map((r) => r.authorName)).toEqual(['Asha', 'Ravi']);
    expect(JSON.stringify(shown.reviews)).not.toContain('Kumar');
  });
});

describe('GET /v1/reviews and PATCH /v1/reviews/{id}', () => {
  it('hidden reviews are never served publicly; only an admin hides and publishes', async () => {
    const booking = await completedBooking('Hidden Person');
    const created = (await review({ bookingId: booking.id, rating: 1, text: 'Spam' })).json();
    const patch = (headers: Record<string, string>, status: string) =>
      t.app.inject({
        method: 'PATCH',
        url: `/v1/reviews/${created.id}`,
        headers,
        payload: { status, reason: 'Spam' },
      });
    expect((await patch({}, 'hidden')).statusCode).toBe(401);
    expect((await patch(callers.creator, 'hidden')).statusCode).toBe(403);
    expect((await patch(callers.user, 'hidden')).statusCode).toBe(403);
    expect((await patch(callers.admin, 'hidden')).json().status).toBe('hidden');

    const byPackage = await t.app.inject({ method: 'GET', url: `/v1/reviews?tourPackageId=${pkg.id}` });
    expect(byPackage.statusCode).toBe(200);
    expect(byPackage.json().results.map((r: { id: string }) => r.id)).not.toContain(created.id);
    const byCreator = await t.app.inject({ method: 'GET', url: `/v1/reviews?creatorId=${pkg.creatorId}` });
    expect(byCreator.json().results.map((r: { id: string }) => r.id)).not.toContain(created.id);
    expect(byCreator.json().results.every((r: object) => !('status' in r))).toBe(true);
    expect((await page()).reviews.map((r) => r.id)).not.toContain(created.id);
    expect((await page()).rating.count).toBe(byPackage.json().rating.count);

    expect((await patch(callers.admin, 'published')).json().status).toBe('published');
    expect((await page()).reviews.map((r) => r.id)).toContain(created.id);
    expect(
      (
        await t.app.inject({
          method: 'PATCH',
          url: `/v1/reviews/${crypto.randomUUID()}`,
          headers: callers.admin,
          payload: { status: 'hidden', reason: 'Spam' },
        })
      ).statusCode,
    ).toBe(404);
  });
});

describe('issue 22: the admin Reviews screen and the review link', () => {
  const get = (url: string, headers: Record<string, string> = {}) =>
    t.app.inject({ method: 'GET', url, headers });

  it('hiding needs a reason (400 at the field), kept with the review; publishing again may give one', async () => {
    const booking = await completedBooking('Reason Person');
    const created = (await review({ bookingId: booking.id, rating: 2, text: 'Phone 98xxxxxx' })).json();
    const patch = (payload: object) =>
      t.app.inject({ method: 'PATCH', url: `/v1/reviews/${created.id}`, headers: callers.admin, payload });
    const bare = await patch({ status: 'hidden' });
    expect(bare.statusCode).toBe(400);
    expect(bare.json().errors).toEqual([
      { path: 'reason', message: 'Say why (the creator and other admins read it)' },
    ]);
    expect((await patch({ status: 'hidden', reason: 'x'.repeat(501) })).json().errors[0]).toEqual({
      path: 'reason',
      message: 'The reason can be at most 500 characters',
    });
    const hidden = await patch({ status: 'hidden', reason: 'Shares a phone number' });
    expect(hidden.json()).toMatchObject({ status: 'hidden', statusReason: 'Shares a phone number' });
    expect(hidden.json().statusChangedAt).toEqual(expect.any(String));
    const shown = await patch({ status: 'published' });
    expect(shown.json()).toMatchObject({ status: 'published', statusReason: null });
  });

  it('lists every review for the admin only, filtered by status, rating and search, with the package', async () => {
    const a = await completedBooking('Filter Alpha');
    const b = await completedBooking('Filter Beta');
    const ra = (await review({ bookingId: a.id, rating: 5, title: 'Zanzibar-like beaches' })).json();
    const rb = (await review({ bookingId: b.id, rating: 1, title: 'Zanzibar never again' })).json();
    await t.app.inject({
      method: 'PATCH',
      url: `/v1/reviews/${rb.id}`,
      headers: callers.admin,
      payload: { status: 'hidden', reason: 'Abusive' },
    });
    expect((await get('/v1/reviews/admin')).statusCode).toBe(401);
    expect((await get('/v1/reviews/admin', callers.creator)).statusCode).toBe(403);
    expect((await get('/v1/reviews/admin', callers.user)).statusCode).toBe(403);
    const all = (await get('/v1/reviews/admin?search=zanzibar', callers.admin)).json();
    expect(all.results.map((r: { id: string }) => r.id).sort()).toEqual([ra.id, rb.id].sort());
    expect(all.results.find((r: { id: string }) => r.id === rb.id)).toMatchObject({
      status: 'hidden',
      statusReason: 'Abusive',
      package: { id: pkg.id, slug: pkg.slug, title: pkg.title },
      bookingNumber: expect.any(String),
    });
    const hiddenOnly = (await get('/v1/reviews/admin?search=zanzibar&status=hidden', callers.admin)).json();
    expect(hiddenOnly.results.map((r: { id: string }) => r.id)).toEqual([rb.id]);
    const fives = (await get('/v1/reviews/admin?search=zanzibar&rating=5', callers.admin)).json();
    expect(fives.results.map((r: { id: string }) => r.id)).toEqual([ra.id]);
    const byNumber = all.results.find((r: { id: string }) => r.id === ra.id).bookingNumber;
    const found = (await get(`/v1/reviews/admin?search=${byNumber}`, callers.admin)).json();
    expect(found.results.map((r: { id: string }) => r.id)).toEqual([ra.id]);
    // A wildcard is searched as itself.
    expect((await get('/v1/reviews/admin?search=%25', callers.admin)).json().totalResults).toBe(0);
  });

  it('a posted review’s link shows the review (the booking id is the key); 404 before', async () => {
    const booking = await completedBooking('Link Person');
    const before = await get(`/v1/reviews/booking/${booking.id}`);
    expect(before.statusCode).toBe(404);
    const created = (await review({ bookingId: booking.id, rating: 4, title: 'Lovely', text: 'Go' })).json();
    const after = await get(`/v1/reviews/booking/${booking.id}`);
    expect(after.statusCode).toBe(200);
    expect(after.json()).toMatchObject({
      id: created.id,
      rating: 4,
      title: 'Lovely',
      text: 'Go',
      status: 'published',
    });
    await t.app.inject({
      method: 'PATCH',
      url: `/v1/reviews/${created.id}`,
      headers: callers.admin,
      payload: { status: 'hidden', reason: 'Admins only read this' },
    });
    expect((await get(`/v1/reviews/booking/${booking.id}`)).json()).toMatchObject({
      status: 'hidden',
      statusReason: null,
    });
    expect((await get('/v1/reviews/booking/not-a-uuid')).statusCode).toBe(404);
  });

  it('needs exactly one of tourPackageId and creatorId', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/v1/reviews' })).statusCode).toBe(400);
    expect(
      (
        await t.app.inject({
          method: 'GET',
          url: `/v1/reviews?tourPackageId=${pkg.id}&creatorId=${pkg.creatorId}`,
        })
      ).statusCode,
    ).toBe(400);
    expect((await t.app.inject({ method: 'GET', url: '/v1/reviews?creatorId=x' })).json().totalResults).toBe(
      0,
    );
  });
});
