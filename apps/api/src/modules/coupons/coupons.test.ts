import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/helpers.ts';
import { createPublishedPackage, type TestPackage } from '../../../test/package-factory.ts';
import { adminOnlyRefusals, type Callers, signInCallers } from '../../../test/roles.ts';
import { coupons } from '../../db/schema.ts';
import {
  attemptOf,
  book,
  bookingPayload,
  bookingRow,
  payPage,
  sendCallback,
  signedCallback,
} from '../../../test/support/bookings.ts';

let t: TestApp;
let pkg: TestPackage;
let callers: Callers;

beforeAll(async () => {
  t = await createTestApp({ AUTH_RATE_LIMIT: '1000' });
  pkg = await createPublishedPackage(t.app);
  callers = await signInCallers(t.app);
});
afterAll(() => t.close());

const createCoupon = (payload: Record<string, unknown>) =>
  t.app.inject({ method: 'POST', url: '/v1/coupons', headers: callers.admin, payload });
const validate = (code: string, amount = 50000, tourPackageId = pkg.id) =>
  t.app.inject({ method: 'POST', url: '/v1/coupons/validate', payload: { code, tourPackageId, amount } });

describe('coupons', () => {
  it('with no coupons configured every code answers Invalid coupon', async () => {
    for (const code of ['WELCOME10', 'x', '']) {
      const res = await validate(code);
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toBe('Invalid coupon');
    }
  });

  it('admin CRUD; others are refused', async () => {
    for (const refusal of adminOnlyRefusals(callers)) {
      const res = await t.app.inject({ method: 'GET', url: '/v1/coupons', headers: refusal.headers });
      expect(res.statusCode, refusal.who).toBe(refusal.status);
    }
    const created = await createCoupon({ code: 'crud5', kind: 'fixed', value: 500.5, minOrder: 1000 });
    expect(created.statusCode).toBe(201);
    expect(created.json()).toMatchObject({
      code: 'CRUD5',
      kind: 'fixed',
      value: 500.5,
      minOrder: 1000,
      usedCount: 0,
    });
    const [row] = await t.db.select().from(coupons).where(eq(coupons.code, 'CRUD5'));
    expect(row!.value).toBe(50_050);
    expect((await createCoupon({ code: 'CRUD5', kind: 'percent', value: 5 })).statusCode).toBe(400);
    expect((await createCoupon({ code: 'BADPCT', kind: 'percent', value: 150 })).statusCode).toBe(400);
    const id = created.json().id;
    const updated = await t.app.inject({
      method: 'PATCH',
      url: `/v1/coupons/${id}`,
      headers: callers.admin,
      payload: { code: 'CRUD5', kind: 'percent', value: 5, active: false },
    });
    expect(updated.statusCode).toBe(200);
    expect(updated.json()).toMatchObject({ kind: 'percent', value: 5, active: false });
    expect((await validate('CRUD5')).statusCode).toBe(400);
    const list = await t.app.inject({ url: '/v1/coupons', headers: callers.admin });
    expect(list.json().map((c: { code: string }) => c.code)).toContain('CRUD5');
    const del = await t.app.inject({ method: 'DELETE', url: `/v1/coupons/${id}`, headers: callers.admin });
    expect(del.statusCode).toBe(204);
    expect(
      (await t.app.inject({ method: 'DELETE', url: `/v1/coupons/${id}`, headers: callers.admin })).statusCode,
    ).toBe(404);
  });

  it('percent, fixed above the total, expiry, wrong package, minimum order', async () => {
    await createCoupon({ code: 'TENPCT', kind: 'percent', value: 10 });
    await createCoupon({ code: 'HUGE', kind: 'fixed', value: 999999 });
    await createCoupon({ code: 'OLD', kind: 'percent', value: 10, validUntil: '2020-01-01T00:00:00Z' });
    await createCoupon({ code: 'LATER', kind: 'percent', value: 10, validFrom: '2999-01-01T00:00:00Z' });
    await createCoupon({ code: 'BIGORDER', kind: 'percent', value: 10, minOrder: 100000 });
    const other = await createPublishedPackage(t.app);
    await createCoupon({ code: 'OTHERPKG', kind: 'percent', value: 10, tourPackageId: other.id });

    expect((await validate('tenpct', 50000.05)).json()).toEqual({ discount: 5000.01 });
    expect((await validate('HUGE', 50000)).json()).toEqual({ discount: 50000 });
    for (const code of ['OLD', 'LATER', 'BIGORDER', 'OTHERPKG']) {
      expect((await validate(code)).statusCode, code).toBe(400);
    }
    expect((await validate('OTHERPKG', 50000, other.id)).json()).toEqual({ discount: 5000 });

    // At checkout: the discount comes off the total; the token is 15% of what is left.
    const res = await book(
      t.app,
      bookingPayload(pkg.id, pkg.departure.id, { couponCode: 'tenpct', totalAmount: 45000 }),
    );
    expect(res.statusCode).toBe(201);
    expect(await bookingRow(t.app, res.json().bookingId)).toMatchObject({
      packageAmountPaise: 5_000_000,
      discountPaise: 500_000,
      dueNowPaise: 675_000,
    });
    // A coupon that takes the total to 0 leaves nothing to charge: refused, nothing created.
    const free = await book(t.app, bookingPayload(pkg.id, pkg.departure.id, { couponCode: 'HUGE' }));
    expect(free.statusCode).toBe(400);
    const wrong = await book(t.app, bookingPayload(pkg.id, pkg.departure.id, { couponCode: 'OTHERPKG' }));
    expect(wrong.json().message).toBe('Invalid coupon');
  });

  it('counts once per confirmed booking and stops at its usage cap', async () => {
    await createCoupon({ code: 'ONCE', kind: 'fixed', value: 1000, maxUses: 1 });
    const a = await book(t.app, bookingPayload(pkg.id, pkg.departure.id, { couponCode: 'ONCE' }));
    const b = await book(t.app, bookingPayload(pkg.id, pkg.departure.id, { couponCode: 'ONCE' }));
    expect([a.statusCode, b.statusCode]).toEqual([201, 201]);
    const used = async () =>
      (await t.db.select().from(coupons).where(eq(coupons.code, 'ONCE')))[0]!.usedCount;
    expect(await used()).toBe(0);
    await payPage(t.app, a.json().data.instrumentResponse.redirectInfo.url, 'success');
    expect(await used()).toBe(1);
    const attempt = await attemptOf(t.app, a.json().bookingId);
    const replay = signedCallback(attempt.merchantTransactionId, 'PAYMENT_SUCCESS', attempt.amountPaise);
    await sendCallback(t.app, { response: replay.response }, replay.xVerify);
    expect(await used()).toBe(1);
    expect((await validate('ONCE')).statusCode).toBe(400);
    const c = await book(t.app, bookingPayload(pkg.id, pkg.departure.id, { couponCode: 'ONCE' }));
    expect(c.json().message).toBe('Invalid coupon');
  });
});
