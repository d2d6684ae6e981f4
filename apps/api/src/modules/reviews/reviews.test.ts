import { addDays, todayInIndia } from '@wayfarer/shared/rules/travel-date';
import { publicPackage } from '@wayfarer/shared/schemas/tour-public';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/helpers.ts';
import { createPublishedPackage, type TestPackage } from '../../../test/package-factory.ts';
import { type Callers, signInCallers } from '../../../test/roles.ts';
import { insertBooking } from '../earnings/test-support.ts';

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

const review = (payload: object) => t.app.inject({ method: 'POST', url: '/v1/reviews', payload });
const page = async () => {
  const res = await t.app.inject({ method: 'GET', url: `/v1/tours/public/slug/${pkg.slug}` });
  return publicPackage.parse(res.json());
};
const completedBooking = (name = 'Meera Nair') =>
  insertBooking(t.app.db, pkg, { travelDate: addDays(today, -10), status: 'COMPLETED', name });

describe('POST /v1/reviews', () => {
  it('400 "You can review after your trip" before completion; cancelled refused; 404 unknown', async () => {
    for (const status of ['PENDING', 'CONFIRMED', 'CANCELLATION_REQUESTED'] as const) {
      const booking = await insertBooking(t.app.db, pkg, { travelDate: addDays(today, 20), status });
      const res = await review({ bookingId: booking.id, rating: 5, title: 'Great', text: 'Loved it' });
      expect(res.statusCode, status).toBe(400);
      expect(res.json().message).toBe('You can review after your trip');
    }
    const cancelled = await insertBooking(t.app.db, pkg, {
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
      t.app.inject({ method: 'PATCH', url: `/v1/reviews/${created.id}`, headers, payload: { status } });
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
          payload: { status: 'hidden' },
        })
      ).statusCode,
    ).toBe(404);
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
