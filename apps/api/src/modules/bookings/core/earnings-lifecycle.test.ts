import { commissionPaise, SALES_OPERATIONS_RATE_BP } from '@wayfarer/shared/rules/commission';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../../test/helpers.ts';
import { createPublishedPackage, type TestPackage, oddDeparture } from '../../../../test/package-factory.ts';
import { type Callers, signInCallers } from '../../../../test/roles.ts';
import { runTripCompletionOnce } from '../jobs/booking-jobs.ts';
import { bookingDeps } from '../deps.ts';
import { paidBooking, setTravelDaysAhead } from '../../../../test/support/manage.ts';
import { payPage } from '../../../../test/support/bookings.ts';

// The ledger driven by the real booking life (the bookings module's payments, refunds and trip
// completion): a payment received accrues
// the creator's share in the transaction that confirms it, a completed refund reverses it, and the
// trip's completion makes the rows payable — no hook called by hand.

let t: TestApp;
let callers: Callers;
/** One adult at ₹10,000.10: token ₹1,500.02, balance ₹8,500.08; the default 7 % rate. */
let pkg: TestPackage;

beforeAll(async () => {
  t = await createTestApp({ AUTH_RATE_LIMIT: '1000' });
  callers = await signInCallers(t.app);
  pkg = await createPublishedPackage(t.app, {
    creator: callers.creatorRecord,
    departures: [oddDeparture()],
  });
});
afterAll(() => t.close());

const earnings = async () => {
  const res = await t.app.inject({ url: '/v1/earnings/me', headers: callers.creator });
  expect(res.statusCode).toBe(200);
  return res.json();
};
const rowsOf = (
  body: { results: { bookingNumber: string; kind: string; amount: number; status: string }[] },
  n: string,
) =>
  body.results
    .filter((r) => r.bookingNumber === n)
    .map((r) => [r.kind, r.amount, r.status])
    .sort();
const rupees = (paise: number) => paise / 100;

describe('the ledger follows the booking', () => {
  it('token and balance accrue at 7 %; completion makes them payable', async () => {
    const { bookingId, bookingNumber } = await paidBooking(t.app, pkg, { adults: [1], child: [0] });
    const token = commissionPaise(150_002, SALES_OPERATIONS_RATE_BP);
    expect(rowsOf(await earnings(), bookingNumber)).toEqual([['ACCRUED', rupees(token), 'accrued']]);

    const balance = await t.app.inject({ method: 'POST', url: `/v1/bookings/${bookingId}/balance` });
    expect(balance.statusCode).toBe(201);
    await payPage(t.app, balance.json().data.instrumentResponse.redirectInfo.url, 'success');
    const share = commissionPaise(850_008, SALES_OPERATIONS_RATE_BP);
    expect(rowsOf(await earnings(), bookingNumber)).toEqual(
      [
        ['ACCRUED', rupees(token), 'accrued'],
        ['ACCRUED', rupees(share), 'accrued'],
      ].sort(),
    );

    // The trip took place 10 days ago: the completion job completes it and the rows turn payable.
    await setTravelDaysAhead(t.app, bookingId, -10);
    const run = await runTripCompletionOnce(bookingDeps(t.app));
    expect(run.completed).toBeGreaterThanOrEqual(1);
    const after = rowsOf(await earnings(), bookingNumber);
    expect(after.map(([, , status]) => status)).toEqual(['payable', 'payable']);
  });

  it('a cancellation refund reverses the share at the frozen rate', async () => {
    const { bookingId, bookingNumber } = await paidBooking(t.app, pkg, {
      adults: [1],
      child: [0],
      paymentType: 'full',
    });
    // 60 days ahead: 20 % deducted, ₹8,000.08 back through the sandbox.
    await setTravelDaysAhead(t.app, bookingId, 60);
    const res = await t.app.inject({
      method: 'POST',
      url: `/v1/bookings/${bookingId}/cancel`,
      headers: callers.admin,
      payload: { reason: 'Traveller asked' },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().refunds.map((r: { status: string }) => r.status)).toEqual(['COMPLETED']);
    expect(rowsOf(await earnings(), bookingNumber)).toEqual(
      [
        ['ACCRUED', rupees(commissionPaise(1_000_010, SALES_OPERATIONS_RATE_BP)), 'accrued'],
        ['REVERSED', -rupees(commissionPaise(800_008, SALES_OPERATIONS_RATE_BP)), 'accrued'],
      ].sort(),
    );
  });
});
