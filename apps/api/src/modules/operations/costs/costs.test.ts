import { addDays, firstBookableDate } from '@wayfarer/shared/rules/travel-date';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, createTestApp, type TestApp } from '../../../../test/helpers.ts';
import { createPublishedPackage, type TestPackage } from '../../../../test/package-factory.ts';
import { type Callers, signInCallers } from '../../../../test/roles.ts';
import { paidBooking } from '../../../../test/support/manage.ts';
import { asTraveller, book, bookingPayload, payPage } from '../../../../test/support/bookings.ts';

// ADR 1340: a date's supplier costs and its margin = revenue kept − supplier costs −
// the creators' share, right to the paisa with a balance, a partial refund on a cancellation, an
// unpaid checkout and another date's booking around; the board's figures and the export agree.

let t: TestApp;
let callers: Callers;
let pkg: TestPackage;
const day = addDays(firstBookableDate(), 70);
const otherDay = addDays(firstBookableDate(), 80);
const ref = () => ({ date: day, departureId: pkg.departure.id });
const query = () => `date=${day}&departureId=${pkg.departure.id}`;

beforeAll(async () => {
  t = await createTestApp({ AUTH_RATE_LIMIT: '1000' });
  callers = await signInCallers(t.app);
  pkg = await createPublishedPackage(t.app, {
    dates: [
      { date: day, seats: 40 },
      { date: otherDay, seats: 40 },
    ],
  });
  // 1. Two adults (₹50,000): the ₹7,500 token, then the ₹42,500 balance.
  const one = await paidBooking(t.app, pkg, { travelDate: day, email: 'margin.one@example.com' });
  const balance = await t.app.inject({
    method: 'POST',
    url: `/v1/bookings/${one.bookingId}/balance`,
    headers: asTraveller(one.bookingId),
  });
  expect(balance.statusCode, balance.body).toBe(201);
  await payPage(t.app, balance.json().data.instrumentResponse.redirectInfo.url, 'success');
  // 2. One adult paid in full (₹30,000), cancelled by the admin with ₹20,000.33 refunded.
  const two = await paidBooking(t.app, pkg, {
    travelDate: day,
    adults: [1],
    child: [0],
    paymentType: 'full',
    email: 'margin.two@example.com',
  });
  const cancel = await t.app.inject({
    method: 'POST',
    url: `/v1/bookings/${two.bookingId}/cancel`,
    headers: callers.admin,
    payload: { reason: 'Family emergency', refundAmount: 20000.33 },
  });
  expect(cancel.statusCode, cancel.body).toBe(200);
  // 3. Two adults, the token only (₹7,500; the balance still owed).
  await paidBooking(t.app, pkg, { travelDate: day, email: 'margin.three@example.com' });
  // 4. An unpaid checkout, and a paid booking on another date: neither counts here.
  expect((await book(t.app, bookingPayload(pkg.id, pkg.departure.id, { travelDate: day }))).statusCode).toBe(
    201,
  );
  await paidBooking(t.app, pkg, { travelDate: otherDay, email: 'margin.other@example.com' });
});
afterAll(() => t.close());

const add = (payload: object, headers = callers.admin) =>
  t.app.inject({
    method: 'POST',
    url: `/v1/tours/${pkg.id}/departure-costs`,
    headers,
    payload: { ...ref(), ...payload },
  });
const costs = (headers = callers.admin) =>
  t.app.inject({ url: `/v1/tours/${pkg.id}/departure-costs?${query()}`, headers });
const boardDay = async (headers: Record<string, string>) => {
  const res = await t.app.inject({ url: `/v1/tours/${pkg.id}/departures-board`, headers });
  expect(res.statusCode).toBe(200);
  return res.json().dates.find((d: { date: string }) => d.date === day);
};

describe('supplier costs', () => {
  it('adds a date’s costs (rupees to the paisa, paid or due) and answers its margin', async () => {
    expect(
      (
        await add({
          category: 'hotel',
          description: 'Ocean View, 20 rooms x 3 nights',
          amount: 40000.5,
          status: 'due',
        })
      ).statusCode,
    ).toBe(201);
    expect(
      (await add({ category: 'vehicle', description: 'Tempo traveller', amount: '12345.67', status: 'paid' }))
        .statusCode,
    ).toBe(201);
    const guide = await add({
      category: 'guide',
      description: 'Local guide, 3 days',
      amount: 4000,
      status: 'due',
    });
    expect(guide.statusCode, guide.body).toBe(201);
    const body = guide.json();
    expect(
      body.costs.map((c: { category: string; amount: number; status: string }) => [
        c.category,
        c.amount,
        c.status,
      ]),
    ).toEqual([
      ['hotel', 40000.5, 'due'],
      ['vehicle', 12345.67, 'paid'],
      ['guide', 4000, 'due'],
    ]);
    expect(body.money).toMatchObject({ supplierCosts: 56346.17, supplierCostsDue: 44000.5 });
  });

  it('changes a cost and removes one; the margin follows', async () => {
    const list = (await costs()).json();
    const guide = list.costs.find((c: { category: string }) => c.category === 'guide');
    const patched = await t.app.inject({
      method: 'PATCH',
      url: `/v1/tours/${pkg.id}/departure-costs/${guide.id}`,
      headers: callers.admin,
      payload: { amount: 5000, status: 'paid' },
    });
    expect(patched.statusCode, patched.body).toBe(200);
    expect(patched.json().money).toMatchObject({ supplierCosts: 57346.17, supplierCostsDue: 40000.5 });
    const extra = (
      await add({ category: 'other', description: 'Welcome dinner', amount: 999.99, status: 'due' })
    ).json();
    const dinner = extra.costs.find((c: { category: string }) => c.category === 'other');
    const removed = await t.app.inject({
      method: 'DELETE',
      url: `/v1/tours/${pkg.id}/departure-costs/${dinner.id}`,
      headers: callers.admin,
    });
    expect(removed.statusCode).toBe(200);
    expect(removed.json().costs).toHaveLength(3);
    expect(removed.json().money.supplierCosts).toBe(57346.17);
  });

  it('is right to the paisa: revenue kept − costs − creator share', async () => {
    const { money } = (await costs()).json();
    // Paid: ₹50,000 + ₹30,000 + ₹7,500; refunded ₹20,000.33; kept ₹67,499.67.
    // Creator share at 7 %, each ledger row rounded on its own: 525 + 2,975 + 2,100 − 1,400.02 + 525.
    expect(money).toEqual({
      paid: 87500,
      refunded: 20000.33,
      revenueKept: 67499.67,
      supplierCosts: 57346.17,
      supplierCostsDue: 40000.5,
      creatorShare: 4724.98,
      margin: 5428.52,
    });
    // Each term is its one definition, read independently from the rows it is made of.
    const result = (await t.db.execute(sql`
        select
          (select coalesce(sum(a.amount_paise), 0) from payment_attempts a join bookings b on b.id = a.booking_id
             where b.package_id = ${pkg.id} and b.travel_date = ${day} and a.status = 'PAYMENT_SUCCESS')::int as paid,
          (select coalesce(sum(r.amount_paise), 0) from refunds r join bookings b on b.id = r.booking_id
             where b.package_id = ${pkg.id} and b.travel_date = ${day} and r.status = 'COMPLETED')::int as refunded,
          (select coalesce(sum(e.amount_paise), 0) from earnings e join bookings b on b.id = e.booking_id
             where b.package_id = ${pkg.id} and b.travel_date = ${day})::int as share`)) as unknown as {
      rows: { paid: number; refunded: number; share: number }[];
    };
    const [row] = result.rows;
    expect(row).toEqual({ paid: 8_750_000, refunded: 2_000_033, share: 472_498 });
  });

  it('shows on the admin’s board (the same figures), never on the creator’s', async () => {
    const { money } = (await costs()).json();
    expect((await boardDay(callers.admin)).money).toEqual(money);
    expect((await boardDay(bearer(pkg.creator.token))).money).toBe(null);
    // A date with nothing but a booking: its costs 0, its margin what is kept less the share.
    const other = (
      await t.app.inject({ url: `/v1/tours/${pkg.id}/departures-board`, headers: callers.admin })
    )
      .json()
      .dates.find((d: { date: string }) => d.date === otherDay);
    expect(other.money).toEqual({
      paid: 7500,
      refunded: 0,
      revenueKept: 7500,
      supplierCosts: 0,
      supplierCostsDue: 0,
      creatorShare: 525,
      margin: 6975,
    });
  });

  it('exports the margin per date with a total line', async () => {
    const res = await t.app.inject({ url: `/v1/tours/${pkg.id}/margins.csv`, headers: callers.admin });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('text/csv');
    expect(res.body.trimEnd().split('\r\n')).toEqual([
      'Travel date,Departure,Paid (INR),Refunded (INR),Revenue kept (INR),Supplier costs (INR),Of which due (INR),Creator share (INR),Margin (INR)',
      `${day},Standard,87500.00,20000.33,67499.67,57346.17,40000.50,4724.98,5428.52`,
      `${otherDay},Standard,7500.00,0.00,7500.00,0.00,0.00,525.00,6975.00`,
      'Total,,95000.00,20000.33,74999.67,57346.17,40000.50,5249.98,12403.52',
    ]);
    const csv = await t.app.inject({
      url: `/v1/tours/${pkg.id}/departure-costs.csv?${query()}`,
      headers: callers.admin,
    });
    expect(csv.body.split('\r\n')[1]).toBe(
      `${day},Standard,Hotel,"Ocean View, 20 rooms x 3 nights",40000.50,Due`,
    );
  });

  it('refuses a bad cost with 400 naming the field, and writes nothing', async () => {
    const before = (await costs()).json();
    const cases: [object, string][] = [
      [{ category: 'hotel', description: 'x', amount: 0, status: 'due' }, 'amount'],
      [{ category: 'hotel', description: 'x', amount: -5, status: 'due' }, 'amount'],
      [{ category: 'hotel', description: 'x', amount: 10.005, status: 'due' }, 'amount'],
      [{ category: 'hotel', description: 'x', amount: 10_000_000.01, status: 'due' }, 'amount'],
      [{ category: 'hotel', description: 'x', amount: '1e3', status: 'due' }, 'amount'],
      [{ category: 'flight', description: 'x', amount: 10, status: 'due' }, 'category'],
      [{ category: 'hotel', description: '  ', amount: 10, status: 'due' }, 'description'],
      [{ category: 'hotel', description: 'x'.repeat(201), amount: 10, status: 'due' }, 'description'],
      [{ category: 'hotel', description: 'x', amount: 10, status: 'later' }, 'status'],
    ];
    for (const [payload, path] of cases) {
      const res = await add(payload);
      expect(res.statusCode, JSON.stringify(payload)).toBe(400);
      expect(res.json().errors[0].path).toBe(path);
    }
    const patch = await t.app.inject({
      method: 'PATCH',
      url: `/v1/tours/${pkg.id}/departure-costs/${before.costs[0].id}`,
      headers: callers.admin,
      payload: { amount: 'lots' },
    });
    expect(patch.statusCode).toBe(400);
    expect((await costs()).json()).toEqual(before);
  });

  it('is the admin’s only: the package’s creator 403, a plain user 403, nobody 401; another package’s cost 404', async () => {
    const own = bearer(pkg.creator.token);
    expect((await costs(own)).statusCode).toBe(403);
    expect(
      (await add({ category: 'hotel', description: 'x', amount: 1, status: 'due' }, own)).statusCode,
    ).toBe(403);
    expect((await costs(callers.user)).statusCode).toBe(403);
    expect((await costs({})).statusCode).toBe(401);
    expect((await t.app.inject({ url: `/v1/tours/${pkg.id}/margins.csv`, headers: own })).statusCode).toBe(
      403,
    );
    const other = await createPublishedPackage(t.app, { dates: [day] });
    const { costs: rows } = (await costs()).json();
    const foreign = await t.app.inject({
      method: 'PATCH',
      url: `/v1/tours/${other.id}/departure-costs/${rows[0].id}`,
      headers: callers.admin,
      payload: { status: 'paid' },
    });
    expect(foreign.statusCode).toBe(404);
    expect(foreign.json().error).toBe('SUPPLIER_COST_NOT_FOUND');
  });
});
