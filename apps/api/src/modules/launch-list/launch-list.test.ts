import { addDays, firstBookableDate } from '@wayfarer/shared/rules/travel-date';
import { eq, like } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registerCreator } from '../../../test/factories.ts';
import { bearer, createTestApp, type TestApp } from '../../../test/helpers.ts';
import { createPublishedPackage, type TestPackage } from '../../../test/package-factory.ts';
import { type Callers, signInCallers } from '../../../test/roles.ts';
import { emailJobs, tourPackages } from '../../db/schema.ts';
import { book, bookingPayload } from '../../../test/support/bookings.ts';
import { runLaunchListOnce } from './launch-list.service.ts';

// "Coming soon" without dates, the launch list (409 on the same e-mail in any
// case), and one e-mail each when the first bookable date is published — publish twice, still one.

let t: TestApp;
let callers: Callers;
let pkg: TestPackage;

beforeAll(async () => {
  t = await createTestApp({ AUTH_RATE_LIMIT: '1000' });
  callers = await signInCallers(t.app);
  pkg = await createPublishedPackage(t.app, {
    creator: callers.creatorRecord,
    status: 'Draft',
    tourType: 'OneTime',
    dates: [],
  });
});
afterAll(() => t.close());

const call = (method: 'GET' | 'POST', url: string, headers: Record<string, string> = {}, payload?: object) =>
  t.app.inject({ method, url, headers, ...(payload && { payload }) });
const join = (payload: object) => call('POST', `/v1/tours/${pkg.id}/launch-list`, {}, payload);
const deps = () => ({ db: t.db, clock: () => new Date() });
const launchMails = () => t.db.select().from(emailJobs).where(like(emailJobs.dedupeKey, 'launch-list:%'));

describe('Coming soon', () => {
  it('refuses "Notify me" before the package is coming soon', async () => {
    expect((await join({ name: 'Early', email: 'early@example.com' })).statusCode).toBe(404);
  });
  it('turns a draft without dates "Coming soon"; another creator gets 404', async () => {
    const rival = await registerCreator(t.app);
    expect((await call('POST', `/v1/tours/${pkg.id}/coming-soon`, bearer(rival.token))).statusCode).toBe(404);
    const res = await call('POST', `/v1/tours/${pkg.id}/coming-soon`, callers.creator);
    expect(res.statusCode).toBe(200);
    expect(res.json().status).toBe('ComingSoon');
  });
  it('shows on its public page with its status; checkout refuses it', async () => {
    const page = await call('GET', `/v1/tours/public/slug/${pkg.slug}`);
    expect(page.statusCode).toBe(200);
    expect(page.json().status).toBe('ComingSoon');
    expect(page.json().TourDate).toEqual([]);
    const booking = await book(
      t.app,
      bookingPayload(pkg.id, pkg.departure.id, { travelDate: addDays(firstBookableDate(), 20) }),
    );
    expect(booking.statusCode).toBe(400);
    expect(booking.json().error).toBe('PACKAGE_NOT_BOOKABLE');
  });
});

describe('back to Draft', () => {
  it('unpublishes a coming-soon package to Draft', async () => {
    const other = await createPublishedPackage(t.app, {
      creator: callers.creatorRecord,
      status: 'Draft',
      tourType: 'OneTime',
      dates: [],
    });
    expect((await call('POST', `/v1/tours/${other.id}/coming-soon`, callers.creator)).json().status).toBe(
      'ComingSoon',
    );
    const res = await call('POST', `/v1/tours/${other.id}/unpublish`, callers.creator, {});
    expect(res.json().status).toBe('Draft');
  });
});

describe('POST /v1/tours/{id}/launch-list', () => {
  it('adds an entry (201) with its budget; the same e-mail in any case is 409', async () => {
    const first = await join({ name: 'Meera', email: 'meera.launch@example.com', budget: 45000.5 });
    expect(first.statusCode).toBe(201);
    const again = await join({ name: 'Meera again', email: 'MEERA.Launch@example.com ' });
    expect(again.statusCode).toBe(409);
    expect(again.json().error).toBe('ALREADY_ON_LAUNCH_LIST');
    expect((await join({ name: 'Arjun', email: 'arjun.launch@example.com' })).statusCode).toBe(201);
  });
  it('answers 400 naming the field for a bad e-mail or budget', async () => {
    const bad = await join({ name: 'X', email: 'not-an-email' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errors[0].path).toBe('email');
    expect((await join({ name: 'X', email: 'x@example.com', budget: -5 })).json().errors[0].path).toBe(
      'budget',
    );
  });
});

describe('GET /v1/tours/{id}/launch-list', () => {
  it('shows the owner and the admin the count and entries; others are refused', async () => {
    for (const headers of [callers.creator, callers.admin]) {
      const res = await call('GET', `/v1/tours/${pkg.id}/launch-list`, headers);
      expect(res.statusCode).toBe(200);
      expect(res.json().count).toBe(2);
      expect(res.json().entries[0]).toMatchObject({ name: 'Meera', budget: 45000.5, notifiedAt: null });
    }
    const rival = await registerCreator(t.app);
    expect((await call('GET', `/v1/tours/${pkg.id}/launch-list`, bearer(rival.token))).statusCode).toBe(404);
    expect((await call('GET', `/v1/tours/${pkg.id}/launch-list`, callers.user)).statusCode).toBe(403);
    expect((await call('GET', `/v1/tours/${pkg.id}/launch-list`)).statusCode).toBe(401);
  });
  it('exports CSV', async () => {
    const res = await call('GET', `/v1/tours/${pkg.id}/launch-list.csv`, callers.creator);
    expect(res.statusCode).toBe(200);
    const lines = res.body.trimEnd().split('\r\n');
    expect(lines[0]).toBe('Joined on,Name,E-mail,Budget per person (INR),Notified on');
    expect(lines[1]).toContain('meera.launch@example.com,45000.50,');
  });
});

describe('the launch e-mail', () => {
  it('goes to everyone once when the first bookable date is published; publishing again sends none', async () => {
    expect((await runLaunchListOnce(deps())).notified).toBe(0);
    // Without a date the package cannot be published.
    expect(
      (await call('POST', `/v1/tours/${pkg.id}/publish`, callers.creator, { publish: true })).statusCode,
    ).toBe(400);
    const saved = await call('POST', `/v1/tours/${pkg.id}/availability`, callers.creator, {
      tourType: 'OneTime',
      tourDates: [],
      singleDate: addDays(firstBookableDate(), 20),
    });
    expect(saved.statusCode).toBe(200);
    expect((await runLaunchListOnce(deps())).notified).toBe(0);
    expect(
      (await call('POST', `/v1/tours/${pkg.id}/publish`, callers.creator, { publish: true })).statusCode,
    ).toBe(200);
    expect((await runLaunchListOnce(deps())).notified).toBe(2);
    expect((await runLaunchListOnce(deps())).notified).toBe(0);
    // Unpublished and published again: still one e-mail each.
    await call('POST', `/v1/tours/${pkg.id}/unpublish`, callers.creator, {});
    expect(
      (await call('POST', `/v1/tours/${pkg.id}/publish`, callers.creator, { publish: true })).statusCode,
    ).toBe(200);
    expect((await t.db.select().from(tourPackages).where(eq(tourPackages.id, pkg.id)))[0]!.status).toBe(
      'Published',
    );
    expect((await runLaunchListOnce(deps())).notified).toBe(0);
    const mails = await launchMails();
    expect(mails.map((m) => m.to).sort()).toEqual(['arjun.launch@example.com', 'meera.launch@example.com']);
    expect(mails[0]!.subject).toContain(pkg.title);
    // The published package takes no more entries.
    expect((await join({ name: 'Late', email: 'late@example.com' })).statusCode).toBe(404);
  });
});

// Round 4, item 6 (ADR 1301): a budget, when given, is at least ₹1 in whole paise, and a number.
describe('POST /v1/tours/{id}/launch-list: the budget, strictly', () => {
  let soon: TestPackage;
  beforeAll(async () => {
    soon = await createPublishedPackage(t.app, {
      creator: callers.creatorRecord,
      status: 'Draft',
      tourType: 'OneTime',
      dates: [],
    });
    expect((await call('POST', `/v1/tours/${soon.id}/coming-soon`, callers.creator)).statusCode).toBe(200);
  });
  const joinSoon = (payload: object) => call('POST', `/v1/tours/${soon.id}/launch-list`, {}, payload);
  const entries = async () => (await call('GET', `/v1/tours/${soon.id}/launch-list`, callers.creator)).json();

  it.each([
    [0.001],
    [0.5],
    [0],
    [0.99],
    [100.001],
    [-5],
    [''],
    ['0x12'],
    ['1e3'],
    [true],
    [[]],
    [{}],
    [100_000_001],
  ])('budget %j is 400 naming budget; nothing is stored', async (budget) => {
    const res = await joinSoon({ name: 'Nila', email: 'nila.budget@example.com', budget });
    expect(res.statusCode).toBe(400);
    expect(res.json().errors).toEqual([
      { path: 'budget', message: 'Budget must be at least ₹1, in rupees with at most 2 decimals' },
    ]);
    expect((await entries()).count).toBe(0);
  });

  it('takes ₹1, 2 decimals, plain decimal text, null or none', async () => {
    const cases: [string, unknown, number | null][] = [
      ['one', 1, 1],
      ['paise', 1999.99, 1999.99],
      ['text', '2500.5', 2500.5],
      ['null', null, null],
    ];
    for (const [who, budget, stored] of cases) {
      const email = `${who}.budget@example.com`;
      expect((await joinSoon({ name: who, email, budget })).statusCode).toBe(201);
      const entry = (await entries()).entries.find((e: { email: string }) => e.email === email);
      expect(entry.budget).toBe(stored);
    }
    expect((await joinSoon({ name: 'none', email: 'none.budget@example.com' })).statusCode).toBe(201);
  });
});
