import { createHash } from 'node:crypto';
import { balanceDueDate } from '@wayfarer/shared/rules/booking-lifecycle';
import { createBookingBody } from '@wayfarer/shared/schemas/booking';
import { eq } from 'drizzle-orm';
import { describe, expect, it, vi } from 'vitest';
import { createPublishedPackage } from '../../../../test/package-factory.ts';
import { bookings, seatHolds } from '../../../db/schema.ts';
import type { PaymentGateway } from '../../payments/index.ts';
import {
  attemptOf,
  book,
  bookingPayload,
  bookingRow,
  bookingsTestApp,
  gatewayDown,
  payload,
  t,
  travelDate,
  withGatewayPay,
} from '../../../../test/support/bookings.ts';
import { bookingDeps } from '../deps.ts';
import { createBooking, merchantUserId, requestHash } from './bookings.service.ts';

// Creating a booking: the booking and payment attempt as stored, the pay request the gateway is
// asked, and a gateway that is down.

bookingsTestApp();

describe('gateway failure', () => {
  it('answers 502, marks the attempt PAYMENT_ERROR and releases the seats', async () => {
    const date = travelDate(16);
    const dated = await createPublishedPackage(t.app, { dates: [{ date, seats: 2 }] });
    const two = bookingPayload(dated.id, dated.departure.id, { travelDate: date });
    const res = await withGatewayPay(
      () => gatewayDown,
      () => book(t.app, two, { 'idempotency-key': `down-${Date.now()}` }),
    );
    expect(res.statusCode).toBe(502);
    expect(res.json().message).toBe('The payment provider is unavailable. Please try again.');
    const [failed] = await t.db.select().from(bookings).where(eq(bookings.packageId, dated.id));
    expect(failed!.paymentStatus).toBe('PAYMENT_ERROR');
    expect((await attemptOf(t.app, failed!.id)).status).toBe('PAYMENT_ERROR');
    const [hold] = await t.db.select().from(seatHolds).where(eq(seatHolds.bookingId, failed!.id));
    expect(hold!.status).toBe('released');
    expect((await book(t.app, two)).statusCode).toBe(201);
  });

  it('refuses an Idempotency-Key over 100 characters', async () => {
    const res = await book(t.app, payload(), { 'idempotency-key': 'k'.repeat(101) });
    expect(res.statusCode).toBe(400);
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
    const asked: Parameters<PaymentGateway['pay']>[0][] = [];
    const res = await withGatewayPay(
      (real) => (request) => {
        asked.push(request);
        return real(request);
      },
      () => book(t.app, payload({ email: ' Meera.Nair@Example.com ' })),
    );
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
