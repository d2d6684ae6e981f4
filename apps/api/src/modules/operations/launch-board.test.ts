import { addDays, firstBookableDate } from '@wayfarer/shared/rules/travel-date';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, createTestApp, loginAdmin, registerUser, type TestApp } from '../../../test/helpers.ts';
import { createPublishedPackage, type TestPackage } from '../../../test/package-factory.ts';
import { bookings } from '../../db/schema.ts';
import { paidBooking } from '../../../test/support/manage.ts';
import { book, bookingPayload } from '../../../test/support/bookings.ts';

// GET /v1/tours/{id}/launch (ADR 1352): a date's first hour after its first checkout, minute by
// minute, with its waitlist; the admin and the package's creator only.

let t: TestApp;
let admin: string;
let pkg: TestPackage;
let other: TestPackage;
const day = addDays(firstBookableDate(), 30);

beforeAll(async () => {
  t = await createTestApp();
  admin = (await loginAdmin(t.app)).tokens.access.token;
  pkg = await createPublishedPackage(t.app, { dates: [{ date: day, seats: 5 }] });
  other = await createPublishedPackage(t.app);
});
afterAll(() => t.close());

const launch = (
  token: string | undefined,
  query = `date=${day}&departureId=${pkg.departure.id}`,
  id = pkg.id,
) =>
  t.app.inject({
    method: 'GET',
    url: `/v1/tours/${id}/launch?${query}`,
    headers: token ? bearer(token) : {},
  });

/** Moves a booking's checkout time (as if it had started then). */
const startedAt = (bookingId: string, at: Date) =>
  t.db.update(bookings).set({ createdAt: at }).where(eq(bookings.id, bookingId));

describe('the launch board', () => {
  it('before any checkout: opened null, nothing sold, the waitlist empty', async () => {
    const res = await launch(pkg.creator.token);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      package: { id: pkg.id },
      date: day,
      seats: 5,
      openedAt: null,
      soldFirstHour: 0,
      soldTotal: 0,
      soldOutMinute: null,
      waitlist: { waiting: 0, people: 0, told: 0 },
    });
    expect(res.json().perMinute).toEqual(Array.from({ length: 60 }, () => 0));
  });

  it('counts paid seats by the minute their checkout started, from the first checkout; the waitlist', async () => {
    const extra = { travelDate: day };
    const opened = new Date(Date.now() - 3 * 3_600_000);
    // The first checkout opens the launch, and is abandoned: it opens it but sells nothing.
    const first = await book(
      t.app,
      bookingPayload(pkg.id, pkg.departure.id, { ...extra, email: 'one@example.com' }),
    );
    expect(first.statusCode).toBe(201);
    await startedAt(first.json().bookingId, opened);
    const two = await paidBooking(t.app, pkg, { ...extra, email: 'two@example.com', adults: [1] });
    await startedAt(two.bookingId, new Date(opened.getTime() + 90_000));
    const three = await paidBooking(t.app, pkg, { ...extra, email: 'three@example.com', adults: [1] });
    await startedAt(three.bookingId, new Date(opened.getTime() + 5 * 60_000 + 10_000));
    // Paid after the first hour: counted in all, not in the hour.
    const late = await paidBooking(t.app, pkg, { ...extra, email: 'late@example.com', adults: [1] });
    await startedAt(late.bookingId, new Date(opened.getTime() + 61 * 60_000));
    // The date is full (2 held by the first checkout, 3 sold, of 5): two join the waitlist.
    for (const email of ['w1@example.com', 'w2@example.com']) {
      const res = await t.app.inject({
        method: 'POST',
        url: `/v1/tours/${pkg.id}/waitlist`,
        payload: {
          name: 'Asha Rao',
          email,
          phone: '9876543210',
          people: 2,
          date: day,
          departureId: pkg.departure.id,
        },
      });
      expect(res.statusCode).toBe(201);
    }

    const res = await launch(pkg.creator.token);
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.openedAt).toBe(opened.toISOString());
    expect(body.perMinute[0]).toBe(0);
    expect(body.perMinute[1]).toBe(1);
    expect(body.perMinute[5]).toBe(1);
    expect(body.perMinute.reduce((a: number, b: number) => a + b, 0)).toBe(2);
    expect(body).toMatchObject({
      soldFirstHour: 2,
      soldTotal: 3,
      soldOutMinute: null,
      waitlist: { waiting: 2, people: 4, told: 0 },
    });
    // The admin sees the same.
    expect((await launch(admin)).json().soldTotal).toBe(3);
  });

  it('another creator 404; a plain user 403; nobody 401; a bad date 400; a date not offered 404', async () => {
    expect((await launch(other.creator.token)).statusCode).toBe(404);
    const user = await registerUser(t.app, { email: 'plain-launch@example.com' });
    expect((await launch(user.tokens.access.token)).statusCode).toBe(403);
    expect((await launch(undefined)).statusCode).toBe(401);
    expect((await launch(admin, `date=not-a-date&departureId=${pkg.departure.id}`)).statusCode).toBe(400);
    expect((await launch(admin, `date=${addDays(day, 1)}&departureId=${pkg.departure.id}`)).statusCode).toBe(
      404,
    );
    expect((await launch(admin, `date=${day}&departureId=nope`)).statusCode).toBe(404);
    expect((await launch(admin, `date=${day}&departureId=${other.departure.id}`, other.id)).statusCode).toBe(
      404,
    );
  });
});
