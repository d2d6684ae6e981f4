import { addDays, firstBookableDate } from '@wayfarer/shared/rules/travel-date';
import { like } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, createTestApp, loginAdmin, registerUser, type TestApp } from '../../../test/helpers.ts';
import { createPublishedPackage, type TestPackage } from '../../../test/package-factory.ts';
import { emailJobs } from '../../db/schema.ts';
import { paidBooking } from '../../../test/support/manage.ts';
import { runWaitlistOnce, WAITLIST_HEAD_START_MS } from './waitlist.service.ts';

// The waitlist takes entries only while a date is sold out; freed seats reach the
// first entries that fit, in order, once each.

let t: TestApp;
let admin: string;
let pkg: TestPackage;
let other: TestPackage;
const day = addDays(firstBookableDate(), 15);
const open = addDays(firstBookableDate(), 25);

beforeAll(async () => {
  t = await createTestApp();
  admin = (await loginAdmin(t.app)).tokens.access.token;
  pkg = await createPublishedPackage(t.app, {
    dates: [
      { date: day, seats: 2 },
      { date: open, seats: null },
    ],
  });
  other = await createPublishedPackage(t.app);
});
afterAll(() => t.close());

const join = (body: Record<string, unknown>, id = pkg.id) =>
  t.app.inject({
    method: 'POST',
    url: `/v1/tours/${id}/waitlist`,
    payload: {
      name: 'Asha Rao',
      email: 'asha@example.com',
      phone: '9876543210',
      people: 1,
      date: day,
      departureId: pkg.departure.id,
      ...body,
    },
  });
const waitlistMails = () => t.db.select().from(emailJobs).where(like(emailJobs.dedupeKey, 'waitlist:%'));
const run = (at: Date) => runWaitlistOnce({ db: t.db, clock: () => at });

describe('the waitlist', () => {
  const ids: Record<string, string> = {};
  let paidId: string;

  it('409 while seats are available (and on an uncapped date); 404 for an unknown date', async () => {
    const res = await join({ people: 2 });
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe('Seats are available — book now');
    expect((await join({ date: open })).statusCode).toBe(409);
    expect((await join({ date: addDays(day, 1) })).statusCode).toBe(404);
    expect((await join({}, other.id)).statusCode).toBe(404);
    expect((await join({ people: 0 })).statusCode).toBe(400);
    expect((await join({ email: 'nope' })).statusCode).toBe(400);
  });

  it('201 once the date is sold out; the board counts the people waiting', async () => {
    paidId = (await paidBooking(t.app, pkg, { travelDate: day })).bookingId;
    for (const [key, people] of [
      ['first', 2],
      ['second', 1],
      ['third', 1],
    ] as const) {
      const res = await join({ people, email: `${key}@example.com`, name: `${key} person` });
      expect(res.statusCode).toBe(201);
      ids[key] = res.json().id;
    }
    // The same address in another case is refused, also when sent twice at once.
    const twice = await Promise.all([
      join({ email: 'First@Example.com', name: 'first again' }),
      join({ email: 'FIRST@example.COM', name: 'first again' }),
    ]);
    for (const res of twice) {
      expect(res.statusCode).toBe(409);
      expect(res.json().message).toBe('You are already on the waitlist for this date');
    }
    const board = await t.app.inject({
      method: 'GET',
      url: `/v1/tours/${pkg.id}/departures-board`,
      headers: bearer(pkg.creator.token),
    });
    expect(board.json().dates[0]).toMatchObject({ date: day, left: 0, confirmed: 2, waitlisted: 4 });
  });

  it('lists the entries in order for the creator and the admin only', async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: `/v1/tours/${pkg.id}/waitlist`,
      headers: bearer(pkg.creator.token),
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().entries.map((e: { id: string }) => e.id)).toEqual([ids.first, ids.second, ids.third]);
    expect(res.json().entries[0]).toMatchObject({ people: 2, departureName: 'Standard', notifiedAt: null });
    const get = (token: string) =>
      t.app.inject({ method: 'GET', url: `/v1/tours/${pkg.id}/waitlist`, headers: bearer(token) });
    expect((await get(admin)).statusCode).toBe(200);
    expect((await get(other.creator.token)).statusCode).toBe(404);
    expect((await get((await registerUser(t.app)).tokens.access.token)).statusCode).toBe(403);
  });

  it('nobody is e-mailed while the date is full', async () => {
    expect(await run(new Date())).toEqual({ notified: 0 });
    expect(await waitlistMails()).toHaveLength(0);
  });

  it('freed seats go to the first entries that fit, in order, once each', async () => {
    const cancel = await t.app.inject({
      method: 'POST',
      url: `/v1/bookings/${paidId}/cancel`,
      headers: bearer(admin),
      payload: { reason: 'Plans changed' },
    });
    expect(cancel.statusCode).toBe(200);
    const now = new Date();
    // Two seats free: the first entry (2 people) gets them; the others wait.
    expect(await run(now)).toEqual({ notified: 1 });
    let mails = await waitlistMails();
    expect(mails.map((m) => m.to)).toEqual(['first@example.com']);
    expect(mails[0]!.dedupeKey).toBe(`waitlist:${ids.first}`);
    expect(mails[0]!.text).toContain(`/package/${pkg.slug}?departure=${pkg.departure.id}&date=${day}`);
    expect(mails[0]!.text).toContain('{{PUBLIC_URL}}');
    // The seats are kept for the first entry during its head start: a second run sends nothing.
    expect(await run(new Date(now.getTime() + 60_000))).toEqual({ notified: 0 });
    // Two instances at once after the head start: the next two entries, each once.
    const after = new Date(now.getTime() + WAITLIST_HEAD_START_MS + 60_000);
    const results = await Promise.all([run(after), run(after)]);
    expect(results[0]!.notified + results[1]!.notified).toBe(2);
    mails = await waitlistMails();
    expect(mails.map((m) => m.to).sort()).toEqual([
      'first@example.com',
      'second@example.com',
      'third@example.com',
    ]);
    expect(await run(new Date(after.getTime() + WAITLIST_HEAD_START_MS * 2))).toEqual({ notified: 0 });
    expect(await waitlistMails()).toHaveLength(3);
  });
});
