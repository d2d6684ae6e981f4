import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { createPublishedPackage, oddDeparture } from '../../../../test/package-factory.ts';
import { coupons, tourDates } from '../../../db/schema.ts';
import {
  attemptOf,
  book,
  bookingPayload,
  bookingRow,
  bookingsTestApp,
  countBookings,
  payload,
  pkg,
  t,
  travelDate,
} from '../../../../test/support/bookings.ts';

// Creating a booking: the amounts come from the stored pricing, and each refusal names its code,
// its status and the field it is about.

bookingsTestApp();

describe('POST /v1/bookings: amounts from the stored pricing', () => {
  it('prices rooms on the server and starts the payment for the token amount', async () => {
    // 2 adults (₹50,000) + 1 adult (₹30,000) = ₹80,000; token 15% = ₹12,000.
    const res = await book(
      t.app,
      payload({ adults: [2, 1], child: [0, 0], packageAmount: 80000, totalAmount: 80000 }),
    );
    expect(res.statusCode).toBe(201);
    const body = res.json();
    expect(body.bookingNumber).toMatch(/^WF\d{6}$/);
    expect(body.data.instrumentResponse.redirectInfo.url).toContain('/sandbox/phonepe/pay/');
    const row = await bookingRow(t.app, body.bookingId);
    expect(row).toMatchObject({
      packageAmountPaise: 8_000_000,
      discountPaise: 0,
      dueNowPaise: 1_200_000,
      paidPaise: 0,
    });
    const attempt = await attemptOf(t.app, body.bookingId);
    expect(attempt.amountPaise).toBe(1_200_000);
    expect(attempt.merchantTransactionId.length).toBeLessThanOrEqual(34);
    expect(attempt.redirectUrl).toBe(body.data.instrumentResponse.redirectInfo.url);
  });

  it('a tampered amount is refused with 409 and the current amounts; nothing is created', async () => {
    const before = await countBookings();
    const res = await book(t.app, payload({ packageAmount: 1, totalAmount: 1 }));
    expect(res.statusCode).toBe(409);
    expect(res.json()).toEqual({
      code: 409,
      error: 'PRICE_CHANGED',
      message: 'The price has changed. Please review the new amounts.',
      amounts: { packageAmount: 50000, discount: 0, totalAmount: 50000, dueNow: 7500 },
    });
    const paise = await book(t.app, payload({ totalAmount: 50000.001 }));
    expect(paise.statusCode).toBe(409);
    expect(await countBookings()).toBe(before);
  });

  it('validates contact, package, departure, date and selection', async () => {
    const cases: [Record<string, unknown>, number, string][] = [
      [{ name: '' }, 400, 'Name is required'],
      [{ email: 'nope' }, 400, 'Email is required'],
      [{ phone: '5123456789' }, 400, 'Invalid phone number'],
      [
        { departureId: '00000000-0000-4000-8000-000000000000' },
        400,
        'Departure does not belong to this package',
      ],
      [{ travelDate: travelDate(-2) }, 400, 'This travel date is not available'],
      [{ adults: [3], child: [0] }, 400, 'Invalid combination'],
      [{ adults: [2, 1], child: [0] }, 400, 'Invalid combination'],
      [{ couponCode: 'NOSUCH' }, 400, 'Invalid coupon'],
      [{ tourPackageId: 'x' }, 404, 'This package is not available for booking'],
    ];
    for (const [extra, status, message] of cases) {
      const res = await book(t.app, payload(extra));
      expect(res.statusCode, JSON.stringify(extra)).toBe(status);
      expect(res.json().message).toBe(message);
    }
    const draft = await createPublishedPackage(t.app, { status: 'Draft' });
    const res = await book(t.app, bookingPayload(draft.id, draft.departure.id));
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe('This package is not available for booking');
  });

  it('a dated package takes only its departure’s dates', async () => {
    const dated = await createPublishedPackage(t.app, { dates: [travelDate(10)] });
    expect((await book(t.app, bookingPayload(dated.id, dated.departure.id))).statusCode).toBe(400);
    const ok = await book(
      t.app,
      bookingPayload(dated.id, dated.departure.id, { travelDate: travelDate(10) }),
    );
    expect(ok.statusCode).toBe(201);
  });

  it('custom pricing: value × price, people = value × totalPeople; an unknown item is refused', async () => {
    const custom = await createPublishedPackage(t.app, { pricingType: 'Custom' });
    const [couple, solo] = custom.departure.customPricings as [
      (typeof custom.departure.customPricings)[number],
      (typeof custom.departure.customPricings)[number],
    ];
    const base = { adults: undefined, child: undefined, paymentType: 'full' };
    const res = await book(
      t.app,
      bookingPayload(custom.id, custom.departure.id, {
        ...base,
        customs: [
          { id: couple.id, value: 2 },
          { id: solo.id, value: 1 },
        ],
      }),
    );
    expect(res.statusCode).toBe(201);
    const row = await bookingRow(t.app, res.json().bookingId);
    expect(row).toMatchObject({ packageAmountPaise: 23_000_000, dueNowPaise: 23_000_000, people: 5 });
    const zero = await book(
      t.app,
      bookingPayload(custom.id, custom.departure.id, { ...base, customs: [{ id: couple.id, value: 0 }] }),
    );
    expect(zero.statusCode).toBe(400);
    const unknown = await book(
      t.app,
      bookingPayload(custom.id, custom.departure.id, {
        ...base,
        customs: [{ id: pkg.departure.simplePricings[0]!.id, value: 1 }],
      }),
    );
    expect(unknown.statusCode).toBe(400);
  });

  it('rounds the token once, half up, on an awkward total', async () => {
    const awkward = await createPublishedPackage(t.app, { departures: [oddDeparture()] });
    const res = await book(
      t.app,
      bookingPayload(awkward.id, awkward.departure.id, { adults: [1], child: [0] }),
    );
    expect(res.statusCode).toBe(201);
    // 15% of ₹10,000.10 = ₹1,500.015 -> ₹1,500.02.
    expect((await attemptOf(t.app, res.json().bookingId)).amountPaise).toBe(150_002);
    const payment = await t.app.inject({ url: `/v1/bookings/payment/${res.json().bookingId}` });
    expect(payment.json()).toMatchObject({ paymentStaus: 'PAYMENT_PENDING', amount: 1500.02 });
  });
});

describe('pricing refusals: the code, the status and the field', () => {
  it('answers each refusal with its own code and the field it is about', async () => {
    const cases: [Record<string, unknown>, number, string, string | undefined][] = [
      [{ tourPackageId: randomUUID() }, 404, 'PACKAGE_UNAVAILABLE', undefined],
      [{ departureId: randomUUID() }, 400, 'VALIDATION_FAILED', 'departureId'],
      [{ departureId: 'not-a-uuid' }, 400, 'VALIDATION_FAILED', 'departureId'],
      [{ travelDate: travelDate(-2) }, 400, 'DATE_UNAVAILABLE', 'travelDate'],
      [{ adults: undefined, child: undefined }, 400, 'VALIDATION_FAILED', 'adults'],
      [{ adults: [], child: [] }, 400, 'VALIDATION_FAILED', 'adults'],
      [{ adults: [2], child: [] }, 400, 'VALIDATION_FAILED', 'adults'],
      [{ adults: [0], child: [0] }, 400, 'VALIDATION_FAILED', 'adults'],
    ];
    for (const [extra, status, error, path] of cases) {
      const res = await book(t.app, payload(extra));
      expect(res.statusCode, JSON.stringify(extra)).toBe(status);
      const body = res.json();
      expect(body.error, JSON.stringify(extra)).toBe(error);
      expect(body.errors?.map((e: { path: string }) => e.path)[0], JSON.stringify(extra)).toBe(path);
    }
    const draft = await createPublishedPackage(t.app, { status: 'Draft' });
    const res = await book(t.app, bookingPayload(draft.id, draft.departure.id));
    expect(res.json().error).toBe('PACKAGE_NOT_BOOKABLE');
    // A dated package: a date it does not run on is refused on travelDate.
    const dated = await createPublishedPackage(t.app, { dates: [travelDate(10)] });
    const off = await book(t.app, bookingPayload(dated.id, dated.departure.id));
    expect(off.json()).toMatchObject({ error: 'DATE_UNAVAILABLE', errors: [{ path: 'travelDate' }] });
  });

  it('ids are matched whatever their case', async () => {
    const res = await book(t.app, payload({ departureId: pkg.departure.id.toUpperCase() }));
    expect(res.statusCode).toBe(201);
    const custom = await createPublishedPackage(t.app, { pricingType: 'Custom' });
    const solo = custom.departure.customPricings[1]!;
    const upper = await book(
      t.app,
      bookingPayload(custom.id, custom.departure.id, {
        adults: undefined,
        child: undefined,
        customs: [{ id: solo.id.toUpperCase(), value: 1 }],
      }),
    );
    expect(upper.statusCode).toBe(201);
  });

  it('a date closed for sale is refused with 409', async () => {
    const date = travelDate(12);
    const dated = await createPublishedPackage(t.app, { dates: [date] });
    await t.db
      .update(tourDates)
      .set({ closedForSale: true })
      .where(eq(tourDates.departureId, dated.departure.id));
    const res = await book(t.app, bookingPayload(dated.id, dated.departure.id, { travelDate: date }));
    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject({
      error: 'DATE_CLOSED_FOR_SALE',
      message: 'This date is closed for sale',
    });
    // Told the date is closed, not that the price changed.
    const stale = await book(
      t.app,
      bookingPayload(dated.id, dated.departure.id, { travelDate: date, packageAmount: 1, totalAmount: 1 }),
    );
    expect(stale.json().error).toBe('DATE_CLOSED_FOR_SALE');
  });

  it('a room with a child is priced and stored as charged', async () => {
    const res = await book(t.app, payload({ adults: [2, 1], child: [1, 0], packageAmount: 95000 }));
    expect(res.statusCode).toBe(201);
    expect(await bookingRow(t.app, res.json().bookingId)).toMatchObject({
      people: 4,
      packageAmountPaise: 9_500_000,
      selection: [
        { adult: 2, child: 1, pricePaise: 6_500_000 },
        { adult: 1, child: 0, pricePaise: 3_000_000 },
      ],
    });
  });

  it('custom items: none, a duplicate or nothing chosen is refused; an item of 0 is left out', async () => {
    const custom = await createPublishedPackage(t.app, { pricingType: 'Custom' });
    const [couple, solo] = custom.departure.customPricings as [
      (typeof custom.departure.customPricings)[number],
      (typeof custom.departure.customPricings)[number],
    ];
    const base = { adults: undefined, child: undefined };
    const custom_ = (customs: unknown) =>
      book(t.app, bookingPayload(custom.id, custom.departure.id, { ...base, customs }));
    for (const [customs, message] of [
      [undefined, 'Choose at least one room or item'],
      [[], 'Choose at least one room or item'],
      [
        [
          { id: solo.id, value: 1 },
          { id: solo.id.toUpperCase(), value: 1 },
        ],
        'Invalid combination',
      ],
    ] as const) {
      const res = await custom_(customs);
      expect(res.statusCode, JSON.stringify(customs)).toBe(400);
      expect(res.json()).toMatchObject({ message, errors: [{ path: 'customs' }] });
    }
    // Only items of 0, or an item of another departure: refused on customs, never priced at nothing.
    for (const customs of [
      [{ id: couple.id, value: 0 }],
      [{ id: pkg.departure.simplePricings[0]!.id, value: 1 }],
    ]) {
      const res = await custom_(customs);
      expect(res.statusCode, JSON.stringify(customs)).toBe(400);
      expect(res.json()).toMatchObject({
        error: 'VALIDATION_FAILED',
        message: 'Choose at least one room or item',
        errors: [{ path: 'customs' }],
      });
    }
    const res = await custom_([
      { id: couple.id, value: 0 },
      { id: solo.id, value: 2 },
    ]);
    expect(res.statusCode).toBe(201);
    expect(await bookingRow(t.app, res.json().bookingId)).toMatchObject({
      people: 2,
      packageAmountPaise: 10_000_000,
      selection: [{ id: solo.id, name: 'Solo', pricePaise: 5_000_000, value: 2, totalPeople: 1 }],
    });
  });

  it('a coupon comes off the total; one that leaves nothing to pay is refused on couponCode', async () => {
    const [tenpct] = await t.db
      .insert(coupons)
      .values({ code: 'CHECKOUT10', kind: 'percent', value: 10 })
      .returning();
    await t.db.insert(coupons).values({ code: 'CHECKOUTALL', kind: 'fixed', value: 6_000_000 });
    const res = await book(
      t.app,
      payload({ couponCode: 'checkout10', paymentType: 'full', totalAmount: 45000 }),
    );
    expect(res.statusCode).toBe(201);
    expect(await bookingRow(t.app, res.json().bookingId)).toMatchObject({
      packageAmountPaise: 5_000_000,
      discountPaise: 500_000,
      dueNowPaise: 4_500_000,
      couponId: tenpct!.id,
    });
    const free = await book(t.app, payload({ couponCode: 'CHECKOUTALL' }));
    expect(free.statusCode).toBe(400);
    expect(free.json()).toMatchObject({ error: 'NOTHING_TO_PAY', errors: [{ path: 'couponCode' }] });
    // Without a coupon the booking keeps none.
    const plain = await book(t.app, payload({ couponCode: '' }));
    expect((await bookingRow(t.app, plain.json().bookingId)).couponId).toBeNull();
  });

  it('a coupon that leaves one paisa to pay in full is still charged', async () => {
    await t.db.insert(coupons).values({ code: 'CHECKOUTPAISA', kind: 'fixed', value: 2_999_999 });
    const res = await book(
      t.app,
      payload({ adults: [1], child: [0], couponCode: 'CHECKOUTPAISA', paymentType: 'full' }),
    );
    expect(res.statusCode).toBe(201);
    expect((await attemptOf(t.app, res.json().bookingId)).amountPaise).toBe(1);
  });

  it('the amounts the client sent are compared one by one', async () => {
    expect((await book(t.app, payload({ packageAmount: 49999 }))).statusCode).toBe(409);
    expect((await book(t.app, payload({ packageAmount: 50000, totalAmount: 50000 }))).statusCode).toBe(201);
  });
});
