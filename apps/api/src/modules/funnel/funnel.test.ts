import { todayInIndia } from '@wayfarer/shared/rules/travel-date';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registerCreator, type TestCreator } from '../../../test/factories.ts';
import { bearer, createTestApp, type TestApp } from '../../../test/helpers.ts';
import { createPublishedPackage, oddDeparture, type TestPackage } from '../../../test/package-factory.ts';
import { type Callers, signInCallers } from '../../../test/roles.ts';
import { book, bookingPayload, payPage } from '../../../test/support/bookings.ts';
import { BROWSER_UA, shareLinkFor } from '../../../test/support/share-links.ts';

// ADR 1314: the visit beacon and the funnel. One visit per visitor per page per India
// day, bots not counted, the creator and channel from the share code only; enquiries, checkouts,
// paid bookings and revenue kept by the database as they happen.

let t: TestApp;
let callers: Callers;
let recommender: TestCreator;
let pkg: TestPackage;
let quiet: TestPackage;

beforeAll(async () => {
  t = await createTestApp({ AUTH_RATE_LIMIT: '1000' });
  callers = await signInCallers(t.app);
  recommender = await registerCreator(t.app);
  pkg = await createPublishedPackage(t.app, { creator: callers.creatorRecord, departures: [oddDeparture()] });
  quiet = await createPublishedPackage(t.app, { creator: callers.creatorRecord });
});
afterAll(() => t.close());

let visitorSeq = 0;
const newVisitor = () => `visitor-${process.pid}-${++visitorSeq}-abcdefgh`;

const beacon = (body: object, userAgent: string | undefined = BROWSER_UA) =>
  t.app.inject({
    method: 'POST',
    url: '/v1/funnel/visits',
    headers: {
      'content-type': 'application/json',
      ...(userAgent !== undefined && { 'user-agent': userAgent }),
    },
    payload: body,
  });

const funnel = async (headers: Record<string, string>, days = 7) => {
  const res = await t.app.inject({ url: `/v1/creators/funnel?days=${days}`, headers });
  expect(res.statusCode, res.body).toBe(200);
  return res.json();
};
type Row = {
  packageId: string | null;
  channel: string;
  creator: { id: string };
  visits: number;
  enquiries: number;
  checkoutsStarted: number;
  paidBookings: number;
  revenue: number;
  conversion: number;
  isRecommendation: boolean;
};
const rowOf = (body: { rows: Row[] }, packageId: string, channel: string, creatorId?: string) =>
  body.rows.find(
    (r) => r.packageId === packageId && r.channel === channel && (!creatorId || r.creator.id === creatorId),
  );

describe('the visit beacon', () => {
  it('counts one visit per visitor per page per day', async () => {
    const visitor = newVisitor();
    expect((await beacon({ visitor, pages: [{ packageId: quiet.id }] })).statusCode).toBe(204);
    await beacon({ visitor, pages: [{ packageId: quiet.id }, { packageId: quiet.id }] });
    await beacon({ visitor: newVisitor(), pages: [{ packageId: quiet.id }] });
    const row = rowOf(await funnel(callers.creator), quiet.id, 'direct');
    expect(row?.visits).toBe(2);
    expect(row?.creator.id).toBe(callers.creatorRecord.creator.id);
  });

  it('does not count bots (by user agent), and never needs one to answer', async () => {
    for (const ua of [
      'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)',
      'facebookexternalhit/1.1',
      'curl/8.5.0',
      'python-requests/2.31',
      '',
    ]) {
      expect((await beacon({ visitor: newVisitor(), pages: [{ packageId: pkg.id }] }, ua)).statusCode).toBe(
        204,
      );
    }
    expect(rowOf(await funnel(callers.creator), pkg.id, 'direct')).toBeUndefined();
  });

  it('refuses a malformed beacon (400) and ignores an unknown code', async () => {
    expect((await beacon({ visitor: 'short', pages: [{ packageId: pkg.id }] })).statusCode).toBe(400);
    expect((await beacon({ visitor: newVisitor(), pages: [] })).statusCode).toBe(400);
    expect((await beacon({ visitor: newVisitor(), pages: [{ packageId: 'x' }] })).statusCode).toBe(400);
    expect(
      (await beacon({ visitor: newVisitor(), ref: 'ZZZZZZZZ', pages: [{ packageId: quiet.id }] })).statusCode,
    ).toBe(204);
    const body = await funnel(callers.creator);
    expect(rowOf(body, quiet.id, 'direct')?.visits).toBe(3);
  });

  it('refuses a window other than 7, 30 or 90 days, and anyone but creators and admins', async () => {
    const res = await t.app.inject({ url: '/v1/creators/funnel?days=14', headers: callers.creator });
    expect(res.statusCode).toBe(400);
    expect((await t.app.inject({ url: '/v1/creators/funnel' })).statusCode).toBe(401);
    expect((await t.app.inject({ url: '/v1/creators/funnel', headers: callers.user })).statusCode).toBe(403);
  });
});

describe('the funnel', () => {
  it('follows a channel from visits to a paid booking, with revenue and conversion', async () => {
    const link = await shareLinkFor(t.app, callers.creator, pkg.id, 'instagram');
    const visitors = [newVisitor(), newVisitor(), newVisitor(), newVisitor()];
    for (const visitor of visitors) await beacon({ visitor, ref: link.code, pages: [{ packageId: pkg.id }] });
    await t.app.inject({
      method: 'POST',
      url: '/v1/query',
      payload: { name: 'Asha', phone: '9876543210', packageId: pkg.id, shareCode: link.code },
    });
    // Two checkouts through the link; one is paid (the ₹1,500.02 token), one is abandoned.
    const paid = await book(
      t.app,
      bookingPayload(pkg.id, pkg.departure.id, { adults: [1], child: [0], shareCode: link.code }),
    );
    await payPage(t.app, paid.json().data.instrumentResponse.redirectInfo.url, 'success');
    await book(
      t.app,
      bookingPayload(pkg.id, pkg.departure.id, { adults: [1], child: [0], shareCode: link.code }),
    );

    const body = await funnel(callers.creator);
    expect(rowOf(body, pkg.id, 'instagram')).toMatchObject({
      packageId: pkg.id,
      channel: 'instagram',
      visits: 4,
      enquiries: 1,
      checkoutsStarted: 2,
      paidBookings: 1,
      revenue: 1500.02,
      conversion: 0.25,
      isRecommendation: false,
    });
    const today = todayInIndia();
    const day = body.byDay.find((d: { date: string }) => d.date === today);
    expect(day).toMatchObject({ visits: expect.any(Number), paidBookings: 1, revenue: 1500.02 });
    expect(body.byDay).toHaveLength(7);
    expect(body.byDay.at(-1).date).toBe(today);
    expect((await funnel(callers.creator, 90)).byDay).toHaveLength(90);
  });

  it("shows a recommendation to its creator and to the package's creator; the admin sees all", async () => {
    const link = await shareLinkFor(t.app, bearer(recommender.token), pkg.id, 'whatsapp');
    await beacon({ visitor: newVisitor(), ref: link.code, pages: [{ packageId: pkg.id }] });
    const mine = rowOf(await funnel(bearer(recommender.token)), pkg.id, 'whatsapp');
    expect(mine).toMatchObject({
      visits: 1,
      isRecommendation: true,
      creator: { id: recommender.creator.id },
    });
    // The recommender sees only its own links' rows, not the package creator's other channels.
    expect(rowOf(await funnel(bearer(recommender.token)), pkg.id, 'instagram')).toBeUndefined();
    expect(rowOf(await funnel(callers.creator), pkg.id, 'whatsapp', recommender.creator.id)?.visits).toBe(1);
    const admin = await funnel(callers.admin, 30);
    expect(rowOf(admin, pkg.id, 'whatsapp')?.visits).toBe(1);
    expect(rowOf(admin, pkg.id, 'instagram')?.visits).toBe(4);
    // Another creator sees none of it.
    const stranger = await registerCreator(t.app);
    expect((await funnel(bearer(stranger.token))).rows).toEqual([]);
  });
});
