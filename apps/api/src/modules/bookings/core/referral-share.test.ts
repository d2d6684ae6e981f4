import { commissionPaise, SALES_OPERATIONS_RATE_BP } from '@wayfarer/shared/rules/commission';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registerCreator, type TestCreator } from '../../../../test/factories.ts';
import { bearer, createTestApp, type TestApp } from '../../../../test/helpers.ts';
import { createPublishedPackage, oddDeparture, type TestPackage } from '../../../../test/package-factory.ts';
import { type Callers, signInCallers } from '../../../../test/roles.ts';
import { runTripCompletionOnce } from '../jobs/booking-jobs.ts';
import { bookingDeps } from '../deps.ts';
import { paidBooking, setTravelDaysAhead } from '../../../../test/support/manage.ts';
import { shareLinkFor } from '../../../../test/support/share-links.ts';

// ADR 1315: a paid booking made through another creator's link credits that creator a
// referral share (3 % by default) in the same ledger, beside the package creator's own share,
// reversed by refunds like every share; a creator's own link earns it nothing extra.

let t: TestApp;
let callers: Callers;
/** The package's creator (callers.creator) and a recommending creator. */
let recommender: TestCreator;
/** One adult at ₹10,000.10: the token is ₹1,500.02, paid in full ₹10,000.10. */
let pkg: TestPackage;

beforeAll(async () => {
  t = await createTestApp({ AUTH_RATE_LIMIT: '1000' });
  callers = await signInCallers(t.app);
  recommender = await registerCreator(t.app);
  pkg = await createPublishedPackage(t.app, { creator: callers.creatorRecord, departures: [oddDeparture()] });
});
afterAll(() => t.close());

type Row = {
  bookingNumber: string;
  kind: string;
  share: string;
  amount: number;
  ratePercent: number;
  status: string;
};
const ledgerOf = async (headers: Record<string, string>, bookingNumber: string) => {
  const res = await t.app.inject({ url: '/v1/earnings/me', headers });
  expect(res.statusCode).toBe(200);
  return (res.json().results as Row[])
    .filter((r) => r.bookingNumber === bookingNumber)
    .map((r) => [r.kind, r.share, r.ratePercent, r.amount, r.status])
    .sort();
};
const rupees = (paise: number) => paise / 100;
const asRecommender = () => bearer(recommender.token);

describe('the referral share', () => {
  it('accrues 3 % to the recommending creator; the package creator keeps its 7 %', async () => {
    const link = await shareLinkFor(t.app, asRecommender(), pkg.id, 'whatsapp');
    const { bookingNumber } = await paidBooking(t.app, pkg, {
      adults: [1],
      child: [0],
      shareCode: link.code,
    });
    expect(await ledgerOf(asRecommender(), bookingNumber)).toEqual([
      ['ACCRUED', 'referral', 3, rupees(commissionPaise(150_002, 300)), 'accrued'],
    ]);
    expect(await ledgerOf(callers.creator, bookingNumber)).toEqual([
      ['ACCRUED', 'creator', 7, rupees(commissionPaise(150_002, SALES_OPERATIONS_RATE_BP)), 'accrued'],
    ]);
  });

  it('is reversed by a refund at its frozen rate, and turns payable with the trip', async () => {
    const link = await shareLinkFor(t.app, asRecommender(), pkg.id, 'instagram');
    const { bookingId, bookingNumber } = await paidBooking(t.app, pkg, {
      adults: [1],
      child: [0],
      paymentType: 'full',
      shareCode: link.code,
    });
    // The admin raises the share to 5 %: this booking keeps the 3 % its first payment froze.
    const settings = await t.app.inject({ url: '/v1/settings/admin', headers: callers.admin });
    const saved = await t.app.inject({
      method: 'POST',
      url: '/v1/settings',
      headers: callers.admin,
      payload: {
        ...settings.json<object>(),
        contactPhone: '9876543210',
        contactEmail: 'hello@example.com',
        socialLink: 'https://example.com',
        referralSharePercent: 5,
      },
    });
    expect(saved.statusCode).toBe(200);
    expect(saved.json().referralSharePercent).toBe(5);
    // 60 days ahead: 20 % deducted, ₹8,000.08 refunded through the sandbox at once.
    await setTravelDaysAhead(t.app, bookingId, 60);
    const cancelled = await t.app.inject({
      method: 'POST',
      url: `/v1/bookings/${bookingId}/cancel`,
      headers: callers.admin,
      payload: { reason: 'Traveller asked' },
    });
    expect(cancelled.statusCode).toBe(200);
    expect(await ledgerOf(asRecommender(), bookingNumber)).toEqual(
      [
        ['ACCRUED', 'referral', 3, rupees(commissionPaise(1_000_010, 300)), 'accrued'],
        ['REVERSED', 'referral', 3, -rupees(commissionPaise(800_008, 300)), 'accrued'],
      ].sort(),
    );
    expect((await ledgerOf(callers.creator, bookingNumber)).map((r) => r.slice(0, 3))).toEqual(
      [
        ['ACCRUED', 'creator', 7],
        ['REVERSED', 'creator', 7],
      ].sort(),
    );

    // A later booking through the link earns the new 5 %.
    const later = await paidBooking(t.app, pkg, { adults: [1], child: [0], shareCode: link.code });
    expect(await ledgerOf(asRecommender(), later.bookingNumber)).toEqual([
      ['ACCRUED', 'referral', 5, rupees(commissionPaise(150_002, 500)), 'accrued'],
    ]);
    // Its trip ends: the referral row turns payable with the package creator's.
    await setTravelDaysAhead(t.app, later.bookingId, -10);
    await runTripCompletionOnce(bookingDeps(t.app));
    expect((await ledgerOf(asRecommender(), later.bookingNumber))[0]?.[4]).toBe('payable');
    const payable = await t.app.inject({ url: '/v1/payouts/payable', headers: callers.admin });
    expect(JSON.stringify(payable.json())).toContain(recommender.creator.id);
  });

  it("earns nothing extra through the creator's own link (self-referral)", async () => {
    const own = await shareLinkFor(t.app, callers.creator, pkg.id, 'instagram');
    const { bookingNumber } = await paidBooking(t.app, pkg, { adults: [1], child: [0], shareCode: own.code });
    expect(await ledgerOf(callers.creator, bookingNumber)).toEqual([
      ['ACCRUED', 'creator', 7, rupees(commissionPaise(150_002, SALES_OPERATIONS_RATE_BP)), 'accrued'],
    ]);
    expect(await ledgerOf(asRecommender(), bookingNumber)).toEqual([]);
  });

  it('earns nothing without a link or with an unknown code', async () => {
    const { bookingNumber } = await paidBooking(t.app, pkg, {
      adults: [1],
      child: [0],
      shareCode: 'ZZZZZZZZ',
    });
    const all = await t.app.inject({ url: '/v1/earnings', headers: callers.admin });
    const rows = (all.json().results as Row[]).filter((r) => r.bookingNumber === bookingNumber);
    expect(rows.map((r) => r.share)).toEqual(['creator']);
  });
});
