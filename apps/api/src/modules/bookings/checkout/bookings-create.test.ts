import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { createPublishedPackage } from '../../../../test/package-factory.ts';
import { bookings, seatHolds } from '../../../db/schema.ts';
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
} from '../test-support.ts';

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
