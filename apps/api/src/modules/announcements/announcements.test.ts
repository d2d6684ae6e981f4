import { addDays, firstBookableDate, todayInIndia } from '@wayfarer/shared/rules/travel-date';
import { eq, like } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registerCreator } from '../../../test/factories.ts';
import { bearer, createTestApp, type TestApp } from '../../../test/helpers.ts';
import { createPublishedPackage, type TestPackage } from '../../../test/package-factory.ts';
import { type Callers, signInCallers } from '../../../test/roles.ts';
import { bookings, emailJobs, tourAnnouncements, tourDates } from '../../db/schema.ts';
import { paidBooking } from '../../../test/support/manage.ts';
import { asTraveller, book, bookingPayload, manageKeyOf } from '../../../test/support/bookings.ts';

// Announcements reach every live booking of the date and nobody else.

let t: TestApp;
let callers: Callers;
let pkg: TestPackage;
let other: TestPackage;
const day = addDays(firstBookableDate(), 14);
const later = addDays(firstBookableDate(), 30);
const live: { bookingId: string; email: string }[] = [];
let elsewhere: { bookingId: string };

beforeAll(async () => {
  t = await createTestApp({ AUTH_RATE_LIMIT: '1000' });
  callers = await signInCallers(t.app);
  pkg = await createPublishedPackage(t.app, { creator: callers.creatorRecord, dates: [day, later] });
  other = await createPublishedPackage(t.app, { dates: [day] });
  for (const email of ['ann.one@example.com', 'ann.two@example.com']) {
    // The second one asked for WhatsApp updates.
    const whatsapp = email === 'ann.two@example.com' ? { whatsappOptIn: true, phone: '9876533333' } : {};
    const b = await paidBooking(t.app, pkg, { travelDate: day, email, ...whatsapp });
    live.push({ ...b, email });
  }
  // A cancellation requested is still live (the trip may go ahead).
  const asking = await paidBooking(t.app, pkg, { travelDate: day, email: 'ann.asking@example.com' });
  await t.db
    .update(bookings)
    .set({ status: 'CANCELLATION_REQUESTED' })
    .where(eq(bookings.id, asking.bookingId));
  live.push({ ...asking, email: 'ann.asking@example.com' });
  // Nobody else: an unpaid hold, a cancelled booking, another date, another package.
  await book(
    t.app,
    bookingPayload(pkg.id, pkg.departure.id, { travelDate: day, email: 'unpaid@example.com' }),
  );
  const gone = await paidBooking(t.app, pkg, { travelDate: day, email: 'gone@example.com' });
  await t.db.update(bookings).set({ status: 'CANCELLED' }).where(eq(bookings.id, gone.bookingId));
  elsewhere = await paidBooking(t.app, pkg, { travelDate: later, email: 'later@example.com' });
  await paidBooking(t.app, other, { travelDate: day, email: 'other.package@example.com' });
});
afterAll(() => t.close());

const post = (id: string, payload: object, headers: Record<string, string>) =>
  t.app.inject({ method: 'POST', url: `/v1/tours/${id}/announcements`, payload, headers });
const body = (extra: object = {}) => ({
  date: day,
  departureId: pkg.departure.id,
  subject: 'Meeting point moved',
  message: 'We now meet at Gate 2 at 6:30 am.',
  ...extra,
});

describe('POST /v1/tours/{id}/announcements', () => {
  it('e-mails each live booking’s lead traveller once, and nobody else', async () => {
    const res = await post(pkg.id, body(), callers.creator);
    expect(res.statusCode).toBe(201);
    const created = res.json();
    expect(created).toMatchObject({ date: day, subject: 'Meeting point moved', recipients: 3 });
    const jobs = await t.db
      .select()
      .from(emailJobs)
      .where(like(emailJobs.dedupeKey, `announcement:${created.id}:%`));
    expect(jobs.map((j) => j.to).sort()).toEqual(live.map((l) => l.email).sort());
    for (const job of jobs) {
      expect(job.subject).toContain('Meeting point moved');
      expect(job.text).toContain('We now meet at Gate 2');
      // ADR 1302: each traveller's link carries that booking's manage key.
      const mine = live.find((l) => l.email === job.to)!;
      expect(job.text).toContain(`/booking/${mine.bookingId}?key=${manageKeyOf(mine.bookingId)}`);
    }
    // And on WhatsApp to the one booking that opted in, once.
    const whatsapp = await t.db
      .select()
      .from(emailJobs)
      .where(like(emailJobs.dedupeKey, `wa:announcement:${created.id}:%`));
    const two = live.find((l) => l.email === 'ann.two@example.com')!;
    expect(whatsapp.map((j) => [j.bookingId, j.to, j.subject])).toEqual([
      [two.bookingId, '919876533333', 'trip_announcement'],
    ]);
    expect(JSON.parse(whatsapp[0]!.text)[4]).toContain('Meeting point moved');
  });

  it('is shown on the booking page of a live booking with its time, not on another date’s', async () => {
    const page = await t.app.inject({
      method: 'GET',
      url: `/v1/bookings/${live[0]!.bookingId}/before-you-go`,
      headers: asTraveller(live[0]!.bookingId),
    });
    expect(page.statusCode).toBe(200);
    const [shown] = page.json().announcements;
    expect(shown.subject).toBe('Meeting point moved');
    expect(Date.parse(shown.createdAt)).not.toBeNaN();
    const away = await t.app.inject({
      method: 'GET',
      url: `/v1/bookings/${elsewhere.bookingId}/before-you-go`,
      headers: asTraveller(elsewhere.bookingId),
    });
    expect(away.json().announcements).toEqual([]);
  });

  it('lets the admin write to any package; another creator gets 404, a plain user 403', async () => {
    expect(
      (await post(other.id, { ...body(), departureId: other.departure.id }, callers.admin)).statusCode,
    ).toBe(201);
    const rival = await registerCreator(t.app);
    expect((await post(pkg.id, body(), bearer(rival.token))).statusCode).toBe(404);
    expect((await post(pkg.id, body(), callers.user)).statusCode).toBe(403);
    expect((await post(pkg.id, body(), {})).statusCode).toBe(401);
  });

  it('answers 400 naming the field for a short subject or an empty message; 404 for a foreign departure', async () => {
    const short = await post(pkg.id, body({ subject: 'Hi' }), callers.creator);
    expect(short.statusCode).toBe(400);
    expect(short.json().errors[0].path).toBe('subject');
    const empty = await post(pkg.id, body({ message: '   ' }), callers.creator);
    expect(empty.statusCode).toBe(400);
    expect(empty.json().errors[0].path).toBe('message');
    const long = await post(pkg.id, body({ message: 'x'.repeat(5001) }), callers.creator);
    expect(long.statusCode).toBe(400);
    const foreign = await post(pkg.id, body({ departureId: other.departure.id }), callers.creator);
    expect(foreign.statusCode).toBe(404);
  });
});

describe('GET /v1/tours/{id}/announcements', () => {
  it('lists a date’s history newest first for the creator and the admin', async () => {
    await post(pkg.id, body({ subject: 'Second note' }), callers.admin);
    for (const headers of [callers.creator, callers.admin]) {
      const res = await t.app.inject({
        method: 'GET',
        url: `/v1/tours/${pkg.id}/announcements?date=${day}&departureId=${pkg.departure.id}`,
        headers,
      });
      expect(res.statusCode).toBe(200);
      expect(res.json().announcements.map((a: { subject: string }) => a.subject)).toEqual([
        'Second note',
        'Meeting point moved',
      ]);
    }
    const none = await t.app.inject({
      method: 'GET',
      url: `/v1/tours/${pkg.id}/announcements?date=${later}`,
      headers: callers.creator,
    });
    expect(none.json().announcements).toEqual([]);
  });
});

// Round 4, item 6 (ADR 1301): an announcement for a date nobody travels on was sent to 0 people.
describe('POST /v1/tours/{id}/announcements: only for a date the package offers, not past', () => {
  const past = addDays(todayInIndia(), -3);
  beforeAll(async () => {
    // A date the package offered, now gone by.
    await t.db.insert(tourDates).values({ packageId: pkg.id, departureId: pkg.departure.id, date: past });
  });
  const stored = async () =>
    (await t.db.select().from(tourAnnouncements).where(eq(tourAnnouncements.packageId, pkg.id))).length;

  it.each([
    [
      'a date the package does not offer',
      () => addDays(day, 1),
      404,
      'DATE_NOT_FOUND',
      'This date is not offered for the package',
    ],
    [
      'a past date not offered',
      () => addDays(todayInIndia(), -400),
      404,
      'DATE_NOT_FOUND',
      'This date is not offered for the package',
    ],
    ['a past date it offered', () => past, 400, 'VALIDATION_FAILED', 'This date has already passed'],
  ])('refuses %s naming date; nothing is stored or sent', async (_, date, status, error, message) => {
    const before = await stored();
    const mails = (await t.db.select().from(emailJobs)).length;
    const res = await post(pkg.id, body({ date: date(), subject: 'Nobody travels' }), callers.creator);
    expect(res.statusCode).toBe(status);
    expect(res.json()).toMatchObject({ error, errors: [{ path: 'date', message }] });
    expect(await stored()).toBe(before);
    expect((await t.db.select().from(emailJobs)).length).toBe(mails);
  });

  it('names departureId for a departure of another package', async () => {
    const res = await post(pkg.id, body({ departureId: other.departure.id }), callers.creator);
    expect(res.statusCode).toBe(404);
    expect(res.json().errors).toEqual([
      { path: 'departureId', message: 'This date is not offered for the package' },
    ]);
  });
});
