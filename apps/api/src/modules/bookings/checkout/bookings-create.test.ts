import { createHash, randomUUID } from 'node:crypto';
import { balanceDueDate } from '@wayfarer/shared/rules/booking-lifecycle';
import { createBookingBody } from '@wayfarer/shared/schemas/booking';
import { eq } from 'drizzle-orm';
import { describe, expect, it, vi } from 'vitest';
import { createPublishedPackage } from '../../../../test/package-factory.ts';
import { bookings, coupons, seatHolds, tourDates } from '../../../db/schema.ts';
import type { PaymentGateway } from '../../payments/phonepe/gateway.ts';
import {
  attemptOf,
  book,
  bookingPayload,
  bookingRow,
  bookingsTestApp,
  countBookings,
  payload,
  payPage,
  pkg,
  t,
  travelDate,
  urlOf,
} from '../test-support.ts';
import { bookingDeps } from '../deps.ts';
import { createBooking, merchantUserId, requestHash } from './bookings.service.ts';
import {
  findSeatHold,
  lockTourDate,
  releaseBookingSeats,
  releaseSeatHolds,
  takenSeats,
} from './seat-holds.repository.ts';

// Creating a booking: the server's amounts, the Idempotency-Key, and a gateway that is down.

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
    const awkward = await createPublishedPackage(t.app, {
      departures: [
        {
          name: 'Odd',
          inclusions: [],
          simplePricings: [{ adult: 1, child: 0, pricePaise: 1_000_010 }],
          customPricings: [],
          dates: [],
        },
      ],
    });
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

describe('Idempotency-Key', () => {
  it('the same key and body answer the same booking; another body 422', async () => {
    const headers = { 'idempotency-key': `key-${Date.now()}` };
    const first = await book(t.app, payload(), headers);
    expect(first.statusCode).toBe(201);
    const before = await countBookings();
    const again = await book(t.app, payload(), headers);
    expect(again.statusCode).toBe(201);
    expect(again.json()).toEqual(first.json());
    expect(await countBookings()).toBe(before);
    const other = await book(t.app, payload({ adults: [1] }), headers);
    expect(other.statusCode).toBe(422);
    expect(await countBookings()).toBe(before);
  });

  it('two concurrent requests with one key make one booking', async () => {
    const headers = { 'idempotency-key': `race-${Date.now()}` };
    const before = await countBookings();
    const answers = await Promise.all([book(t.app, payload(), headers), book(t.app, payload(), headers)]);
    expect(answers.map((a) => a.statusCode)).toEqual([201, 201]);
    expect(answers[0]!.json().bookingId).toBe(answers[1]!.json().bookingId);
    expect(await countBookings()).toBe(before + 1);
  });
});

describe('gateway failure', () => {
  it('answers 502, marks the attempt PAYMENT_ERROR and releases the seats', async () => {
    const date = travelDate(16);
    const dated = await createPublishedPackage(t.app, { dates: [{ date, seats: 2 }] });
    const two = bookingPayload(dated.id, dated.departure.id, { travelDate: date });
    const gateway = t.app.paymentGateway;
    const real = gateway.pay;
    gateway.pay = async () => {
      throw new Error('connection refused');
    };
    let res: Awaited<ReturnType<typeof book>>;
    try {
      res = await book(t.app, two, { 'idempotency-key': `down-${Date.now()}` });
    } finally {
      gateway.pay = real;
    }
    expect(res.statusCode).toBe(502);
    expect(res.json().message).toBe('The payment provider is unavailable. Please try again.');
    const [failed] = await t.app.db.select().from(bookings).where(eq(bookings.packageId, dated.id));
    expect(failed!.paymentStatus).toBe('PAYMENT_ERROR');
    expect((await attemptOf(t.app, failed!.id)).status).toBe('PAYMENT_ERROR');
    const [hold] = await t.app.db.select().from(seatHolds).where(eq(seatHolds.bookingId, failed!.id));
    expect(hold!.status).toBe('released');
    expect((await book(t.app, two)).statusCode).toBe(201);
  });

  it('refuses an Idempotency-Key over 100 characters', async () => {
    const res = await book(t.app, payload(), { 'idempotency-key': 'k'.repeat(101) });
    expect(res.statusCode).toBe(400);
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
    await t.app.db
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
    const [tenpct] = await t.app.db
      .insert(coupons)
      .values({ code: 'CHECKOUT10', kind: 'percent', value: 10 })
      .returning();
    await t.app.db.insert(coupons).values({ code: 'CHECKOUTALL', kind: 'fixed', value: 6_000_000 });
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
    await t.app.db.insert(coupons).values({ code: 'CHECKOUTPAISA', kind: 'fixed', value: 2_999_999 });
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

describe('the booking and attempt as stored, and the pay request', () => {
  it('stores the contact, the due date and the key; the attempt lasts 20 minutes, first checked after 20 s', async () => {
    const key = `stored-${Date.now()}`;
    const before = Date.now();
    const res = await book(t.app, payload({ stateCode: '29', paymentType: 'full' }), {
      'idempotency-key': key,
    });
    expect(res.statusCode).toBe(201);
    const { bookingId, bookingNumber } = res.json();
    const row = await bookingRow(t.app, bookingId);
    expect(row).toMatchObject({
      stateCode: '29',
      paymentType: 'full',
      idempotencyKey: key,
      balanceDueDate: balanceDueDate(travelDate(), new Date()),
      travelDate: travelDate(),
      departureName: 'Standard',
    });
    const attempt = await attemptOf(t.app, bookingId);
    expect(attempt.kind).toBe('full');
    expect(attempt.merchantTransactionId).toMatch(
      new RegExp(`^WF${bookingNumber.replace(/\D/g, '')}T[0-9A-F]{12}$`),
    );
    const expires = attempt.expiresAt.getTime();
    const check = attempt.nextCheckAt!.getTime();
    expect(expires - check).toBe(20 * 60_000 - 20_000);
    expect(check).toBeGreaterThanOrEqual(before + 20_000 - 1000);
    expect(check).toBeLessThanOrEqual(Date.now() + 20_000 + 1000);
    const noState = await book(t.app, payload({ stateCode: '' }));
    expect((await bookingRow(t.app, noState.json().bookingId)).stateCode).toBeNull();
  });

  it('asks the gateway for the attempt’s amount, with our return and callback URLs', async () => {
    const gateway = t.app.paymentGateway;
    const real = gateway.pay;
    const asked: Parameters<PaymentGateway['pay']>[0][] = [];
    gateway.pay = (request) => {
      asked.push(request);
      return real.call(gateway, request);
    };
    let res: Awaited<ReturnType<typeof book>>;
    try {
      res = await book(t.app, payload({ email: ' Meera.Nair@Example.com ' }));
    } finally {
      gateway.pay = real;
    }
    expect(res.statusCode).toBe(201);
    const { bookingId } = res.json();
    const attempt = await attemptOf(t.app, bookingId);
    const site = t.app.config.publicUrl;
    expect(asked).toEqual([
      {
        merchantTransactionId: attempt.merchantTransactionId,
        merchantUserId: merchantUserId('meera.nair@example.com'),
        amountPaise: 750_000,
        redirectUrl: `${site}/booking/payment-complete/${bookingId}`,
        callbackUrl: `${site}/v1/bookings/payment/callback`,
        mobileNumber: '9876543210',
      },
    ]);
  });

  it('merchantUserId: WFU and 32 hex digits of the e-mail’s hash, case and spaces aside', () => {
    const hash = createHash('sha256').update('meera@example.com').digest('hex');
    expect(merchantUserId('meera@example.com')).toBe(`WFU${hash.slice(0, 32)}`);
    expect(merchantUserId('  Meera@Example.COM ')).toBe(merchantUserId('meera@example.com'));
  });

  it('requestHash: the same body in another key order hashes the same; another body not', () => {
    const a = { name: 'A', customs: [{ id: 'x', value: 1 }], adults: [2], child: [0] };
    const b = { child: [0], adults: [2], customs: [{ value: 1, id: 'x' }], name: 'A', couponCode: undefined };
    const hash = (v: object) => requestHash(v as Parameters<typeof requestHash>[0]);
    expect(hash(a)).toBe(hash(b));
    expect(hash(a)).toMatch(/^[0-9a-f]{64}$/);
    expect(hash(a)).not.toBe(hash({ ...a, adults: [1] }));
    expect(hash(a)).not.toBe(hash({ ...a, customs: [{ id: 'x', value: 2 }] }));
  });

  it('logs the gateway’s refusal with the booking', async () => {
    const failure = new Error('connection refused');
    const error = vi.fn();
    const deps = {
      ...bookingDeps(t.app),
      gateway: {
        ...t.app.paymentGateway,
        pay: async () => {
          throw failure;
        },
      },
      log: { warn: vi.fn(), error },
    };
    await expect(createBooking(deps, createBookingBody.parse(payload()), undefined)).rejects.toMatchObject({
      code: 'PAYMENT_GATEWAY_UNAVAILABLE',
    });
    expect(error).toHaveBeenCalledTimes(1);
    const [fields, message] = error.mock.calls[0]!;
    expect(message).toBe('payment gateway refused the pay request');
    expect(fields.err).toBe(failure);
    expect((await attemptOf(t.app, fields.bookingId)).status).toBe('PAYMENT_ERROR');
  });
});

describe('Idempotency-Key, continued', () => {
  it('a key of 100 characters is taken; a key is trimmed; a blank key is no key', async () => {
    const long = `${Date.now()}`.padEnd(100, 'k');
    expect((await book(t.app, payload(), { 'idempotency-key': long })).statusCode).toBe(201);
    const key = `trim-${Date.now()}`;
    const first = await book(t.app, payload(), { 'idempotency-key': key });
    const again = await book(t.app, payload(), { 'idempotency-key': ` ${key} ` });
    expect(again.json().bookingId).toBe(first.json().bookingId);
    const before = await countBookings();
    await book(t.app, payload(), { 'idempotency-key': '  ' });
    await book(t.app, payload(), { 'idempotency-key': '  ' });
    expect(await countBookings()).toBe(before + 2);
  });

  it('replaying a key whose payment never started answers 502 at once', async () => {
    const key = `down-again-${Date.now()}`;
    const gateway = t.app.paymentGateway;
    const real = gateway.pay;
    gateway.pay = async () => {
      throw new Error('connection refused');
    };
    try {
      expect((await book(t.app, payload(), { 'idempotency-key': key })).statusCode).toBe(502);
    } finally {
      gateway.pay = real;
    }
    const started = Date.now();
    const again = await book(t.app, payload(), { 'idempotency-key': key });
    expect(again.statusCode).toBe(502);
    expect(again.json().error).toBe('PAYMENT_GATEWAY_UNAVAILABLE');
    // The first request is over: no waiting for a redirect that will never come (40 × 250 ms).
    expect(Date.now() - started).toBeLessThan(5_000);
  });
});

describe('seat holds', () => {
  it('a capped date sells its seats once: held and confirmed holds count, released ones do not', async () => {
    const date = travelDate(18);
    const dated = await createPublishedPackage(t.app, { dates: [{ date, seats: 4 }] });
    const two = bookingPayload(dated.id, dated.departure.id, { travelDate: date });
    const tourDateId = dated.departure.dates[0]!.id;
    const first = await book(t.app, two);
    const second = await book(t.app, two);
    expect([first.statusCode, second.statusCode]).toEqual([201, 201]);
    expect(await takenSeats(t.app.db, tourDateId)).toBe(4);
    const third = await book(t.app, two);
    expect(third.statusCode).toBe(409);
    expect(third.json()).toMatchObject({
      error: 'SEATS_UNAVAILABLE',
      message: 'Sorry, this date is sold out',
    });

    // Paid: the hold is confirmed and still counts.
    await payPage(t.app, urlOf(first), 'success');
    const firstId = first.json().bookingId;
    expect((await findSeatHold(t.app.db, firstId))!.status).toBe('confirmed');
    expect(await takenSeats(t.app.db, tourDateId)).toBe(4);
    expect((await book(t.app, two)).statusCode).toBe(409);

    // A failed payment's release leaves a confirmed hold alone; a cancellation's releases it.
    await releaseSeatHolds(t.app.db, firstId);
    expect((await findSeatHold(t.app.db, firstId))!.status).toBe('confirmed');
    await releaseBookingSeats(t.app.db, firstId);
    expect((await findSeatHold(t.app.db, firstId))!.status).toBe('released');
    expect(await takenSeats(t.app.db, tourDateId)).toBe(2);
    const secondId = second.json().bookingId;
    await releaseBookingSeats(t.app.db, secondId);
    expect((await findSeatHold(t.app.db, secondId))!.status).toBe('released');
    expect(await takenSeats(t.app.db, tourDateId)).toBe(0);
    expect((await book(t.app, two)).statusCode).toBe(201);
  });

  it('a date closed or removed between pricing and the lock is refused, and nothing is kept', async () => {
    // The editor's save (issue 22) lands after the checkout priced the date, before its lock.
    const race = async (change: (db: typeof t.app.db, dateId: string) => Promise<unknown>) => {
      const date = travelDate(21);
      const dated = await createPublishedPackage(t.app, { dates: [{ date, seats: 5 }] });
      const dateId = dated.departure.dates[0]!.id;
      const real = t.app.db;
      const db = new Proxy(real, {
        get(target, prop, receiver) {
          if (prop !== 'transaction') return Reflect.get(target, prop, receiver);
          return async (work: Parameters<typeof real.transaction>[0]) => {
            await change(real, dateId);
            return real.transaction(work);
          };
        },
      });
      const body = createBookingBody.parse(
        bookingPayload(dated.id, dated.departure.id, { travelDate: date }),
      );
      const before = await countBookings();
      const refusal = await createBooking({ ...bookingDeps(t.app), db }, body, undefined).catch((e) => e);
      expect(await countBookings()).toBe(before);
      return refusal;
    };
    const closed = await race((db, id) =>
      db.update(tourDates).set({ closedForSale: true }).where(eq(tourDates.id, id)),
    );
    expect(closed).toMatchObject({ code: 'DATE_CLOSED_FOR_SALE', message: 'This date is closed for sale' });
    const removed = await race((db, id) => db.delete(tourDates).where(eq(tourDates.id, id)));
    expect(removed).toMatchObject({ code: 'DATE_UNAVAILABLE', message: 'This travel date is not available' });
  });

  it('a date without a cap holds no seats; lockTourDate reads the cap and the sale flag', async () => {
    const date = travelDate(19);
    const dated = await createPublishedPackage(t.app, { dates: [{ date, seats: 7 }] });
    const open = await createPublishedPackage(t.app, { dates: [date] });
    const res = await book(t.app, bookingPayload(open.id, open.departure.id, { travelDate: date }));
    expect(res.statusCode).toBe(201);
    expect(await findSeatHold(t.app.db, res.json().bookingId)).toBeUndefined();
    const tourDateId = dated.departure.dates[0]!.id;
    const locked = await t.app.db.transaction((tx) => lockTourDate(tx, tourDateId));
    expect(locked).toEqual({ id: tourDateId, seats: 7, closedForSale: false });
    expect(await t.app.db.transaction((tx) => lockTourDate(tx, randomUUID()))).toBeUndefined();
  });
});
