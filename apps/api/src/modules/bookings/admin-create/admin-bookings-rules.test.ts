import { maxAdminDiscountPaise, PAYMENT_LINK_TTL_MINUTES } from '@wayfarer/shared/rules/admin-booking';
import {
  adminBookingMessages,
  adminCreateBookingBody,
  type PaymentLink,
} from '@wayfarer/shared/schemas/admin-booking';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { createPublishedPackage, type TestPackage } from '../../../../test/package-factory.ts';
import type { Callers } from '../../../../test/roles.ts';
import {
  adminBody,
  attemptsOf,
  postAdminBooking,
  signInAdmin,
} from '../../../../test/support/admin-bookings.ts';
import {
  pkg as anyDay,
  bookingRow,
  bookingsTestApp,
  countBookings,
  gatewayDown,
  payPage,
  t,
  travelDate,
  withCheckStatus,
  withGatewayPay,
} from '../../../../test/support/bookings.ts';
import { bookings, leads, paymentAttempts, seatHolds, tourDates } from '../../../db/schema.ts';
import type { AuthUser } from '../../../lib/auth-user.ts';
import type { PaymentGateway } from '../../payments/index.ts';
import { FIRST_CHECK_MS } from '../checkout/bookings.service.ts';
import { takenSeats } from '../checkout/seat-holds.repository.ts';
import { bookingDeps } from '../deps.ts';
import {
  createAdminBooking,
  getPaymentLink,
  PAYMENT_LINK_TTL_MS,
  renewPaymentLink,
} from './admin-bookings.service.ts';

// The rules of an admin-made booking (ADR 1360) and its payment link (ADR 1361) one by one: the
// lead, the discount's bounds, the seats, what is stored, the link's gateway order, its state and
// its renewal. admin-bookings.test.ts walks the whole journey.

bookingsTestApp();

let callers: Callers;
let admin: AuthUser;
/** A dated departure with seats to spare for every test here. */
let roomy: TestPackage;

beforeAll(async () => {
  ({ callers, admin } = await signInAdmin());
  roomy = await createPublishedPackage(t.app, { dates: [{ date: travelDate(40), seats: 200 }] });
});

const post = (payload: object) => postAdminBooking(payload, callers.admin);
const link = (bookingId: string, method: 'GET' | 'POST' = 'GET', path = '') =>
  t.app.inject({
    method,
    url: `/v1/admin/bookings/${bookingId}/payment-link${path}`,
    headers: callers.admin,
  });
const holdsOf = (bookingId: string) =>
  t.db.select().from(seatHolds).where(eq(seatHolds.bookingId, bookingId));
/** The service as it runs once the link's hour (and a minute) has passed. */
const afterExpiry = () => bookingDeps(t.app, () => new Date(Date.now() + PAYMENT_LINK_TTL_MS + 60_000));
const newLead = async () =>
  (
    await t.db
      .insert(leads)
      .values({ name: 'Arjun Rao', email: 'arjun.rao@example.com', phone: '9812345678' })
      .returning()
  )[0]!;

type Made = { bookingId: string; bookingNumber: string; paymentUrl: string };
async function made(pkg: TestPackage, extra: Record<string, unknown> = {}): Promise<Made> {
  const res = await post(adminBody(pkg, extra));
  expect(res.statusCode, res.body).toBe(201);
  return res.json();
}

describe('the lead it comes from', () => {
  it('answers 404 naming the field for a lead that does not exist', async () => {
    for (const leadId of ['00000000-0000-4000-8000-000000000000', 'not-a-lead']) {
      const res = await post(adminBody(roomy, { leadId }));
      expect(res.statusCode, leadId).toBe(404);
      expect(res.json()).toMatchObject({
        error: 'LEAD_NOT_FOUND',
        errors: [{ path: 'leadId', message: adminBookingMessages.leadNotFound }],
      });
    }
  });

  it('refuses a lead that already became a booking before anything else, writing nothing', async () => {
    const lead = await newLead();
    await made(roomy, { leadId: lead.id });
    const before = await countBookings();
    const again = await post(adminBody(roomy, { leadId: lead.id }));
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({ error: 'CONFLICT', message: adminBookingMessages.leadHasBooking });
    // A discount beyond the bound changes nothing: the lead is the answer.
    const alsoTooMuch = await post(
      adminBody(roomy, { leadId: lead.id, discount: { amount: 40_000, reason: 'Repeat guest' } }),
    );
    expect(alsoTooMuch.json()).toMatchObject({ error: 'CONFLICT' });
    expect(await countBookings()).toBe(before);
  });

  it('tells the loser of two bookings racing for one lead that it became a booking', async () => {
    const lead = await newLead();
    const body = adminCreateBookingBody.parse(adminBody(roomy, { leadId: lead.id }));
    const results = await Promise.allSettled([
      createAdminBooking(bookingDeps(t.app), admin, body),
      createAdminBooking(bookingDeps(t.app), admin, body),
    ]);
    const lost = results.find((r) => r.status === 'rejected');
    expect(lost?.status === 'rejected' ? lost.reason : undefined).toMatchObject({
      code: 'CONFLICT',
      message: adminBookingMessages.leadHasBooking,
    });
  });
});

describe('the discount', () => {
  it('takes the largest discount allowed exactly, and the smallest, a paisa', async () => {
    // Two adults in one room: ₹50,000, so at most ₹25,000 off.
    const most = await made(roomy, {
      discount: { amount: maxAdminDiscountPaise(5_000_000) / 100, reason: 'Repeat guest' },
    });
    expect(await bookingRow(t.app, most.bookingId)).toMatchObject({
      discountPaise: 2_500_000,
      dueNowPaise: 375_000,
    });
    const least = await made(roomy, { discount: { amount: 0.01, reason: 'Repeat guest' } });
    expect((await bookingRow(t.app, least.bookingId)).discountPaise).toBe(1);
  });

  it('is refused by the service itself unless it is a positive amount of whole paise', async () => {
    // The body's schema refuses these first; the service does not rely on it.
    const body = adminCreateBookingBody.parse(adminBody(roomy));
    const before = await countBookings();
    for (const amount of [0, 10.001]) {
      const refused = await createAdminBooking(bookingDeps(t.app), admin, {
        ...body,
        discount: { amount, reason: 'Repeat guest' },
      }).catch((error: unknown) => error);
      expect(refused, String(amount)).toMatchObject({
        code: 'VALIDATION_FAILED',
        errors: [{ path: 'discount.amount', message: adminBookingMessages.discountAmount }],
      });
    }
    expect(await countBookings()).toBe(before);
  });

  it('is refused when it leaves nothing to pay now, and taken when a paisa is left', async () => {
    // A six-paise sample trip: its 15% token rounds to one paisa; half off leaves none.
    const tiny = await createPublishedPackage(t.app, {
      departures: [
        {
          name: 'Sample',
          inclusions: [],
          simplePricings: [{ adult: 1, child: 0, pricePaise: 6 }],
          customPricings: [],
          dates: [],
        },
      ],
    });
    const one = { adults: [1], child: [0] };
    const before = await countBookings();
    const nothing = await post(
      adminBody(tiny, { ...one, discount: { amount: 0.03, reason: 'Sample trip' } }),
    );
    expect(nothing.statusCode).toBe(400);
    expect(nothing.json()).toMatchObject({
      error: 'NOTHING_TO_PAY',
      message: adminBookingMessages.discountTooLarge,
    });
    expect(await countBookings()).toBe(before);
    const paisa = await made(tiny, one);
    expect((await bookingRow(t.app, paisa.bookingId)).dueNowPaise).toBe(1);
  });
});

describe('the seats and what is stored', () => {
  it('takes no seat hold on an any-day package or on a date with no seat cap', async () => {
    const free = await made(anyDay);
    expect(await holdsOf(free.bookingId)).toEqual([]);
    const date = travelDate(46);
    const uncapped = await createPublishedPackage(t.app, { dates: [{ date, seats: null }] });
    const open = await made(uncapped, { travelDate: date });
    expect(await holdsOf(open.bookingId)).toEqual([]);
  });

  it('stores the GST state code given (none for an empty one) and the WhatsApp number only on opt-in', async () => {
    const cases = [
      [
        { stateCode: '29', whatsappOptIn: true },
        { stateCode: '29', whatsappPhone: '919812345678' },
      ],
      [
        { stateCode: '', whatsappOptIn: false },
        { stateCode: null, whatsappPhone: null },
      ],
      [{}, { stateCode: null, whatsappPhone: null }],
    ] as const;
    for (const [extra, stored] of cases) {
      const { bookingId } = await made(roomy, extra);
      expect(await bookingRow(t.app, bookingId), JSON.stringify(extra)).toMatchObject(stored);
    }
  });
});

describe('the link’s gateway order', () => {
  it('asks for an hour-long order of the kind paid, first checked FIRST_CHECK_MS later', async () => {
    const asked: Parameters<PaymentGateway['pay']>[0][] = [];
    const [token, full] = await withGatewayPay(
      (real) => async (request) => {
        asked.push(request);
        return real(request);
      },
      async () => [await made(roomy), await made(roomy, { paymentType: 'full' })],
    );
    const hour = PAYMENT_LINK_TTL_MINUTES * 60;
    expect(asked.map((r) => r.expireAfterSeconds)).toEqual([hour, hour]);
    const [tokenAttempt] = await attemptsOf(token!.bookingId);
    const [fullAttempt] = await attemptsOf(full!.bookingId);
    expect([tokenAttempt!.kind, fullAttempt!.kind]).toEqual(['token', 'full']);
    for (const attempt of [tokenAttempt!, fullAttempt!]) {
      const firstCheck = attempt.nextCheckAt!.getTime() - attempt.createdAt.getTime();
      expect(Math.abs(firstCheck - FIRST_CHECK_MS)).toBeLessThan(5_000);
    }
  });

  it('answers 502 when the gateway refuses the order: the attempt ends PAYMENT_ERROR, its seats back', async () => {
    const date = travelDate(44);
    const dated = await createPublishedPackage(t.app, { dates: [{ date, seats: 10 }] });
    const tourDateId = dated.departure.dates[0]!.id;
    const refused = await withGatewayPay(
      () => gatewayDown,
      () => post(adminBody(dated, { travelDate: date })),
    );
    expect(refused.statusCode).toBe(502);
    expect(refused.json().error).toBe('PAYMENT_GATEWAY_UNAVAILABLE');
    const [row] = await t.db.select().from(bookings).where(eq(bookings.packageId, dated.id));
    expect(row).toMatchObject({ status: 'PENDING', paymentStatus: 'PAYMENT_ERROR' });
    expect((await attemptsOf(row!.id)).map((a) => a.status)).toEqual(['PAYMENT_ERROR']);
    expect(await takenSeats(t.db, tourDateId)).toBe(0);
    // The admin renews it at once, its seats held again.
    const renewed = await link(row!.id, 'POST');
    expect(renewed.json()).toMatchObject({ state: 'live' });
    expect(await takenSeats(t.db, tourDateId)).toBe(2);
  });
});

describe('the link’s state', () => {
  it('is live until its expiry, not at it', async () => {
    const { bookingId } = await made(roomy);
    const [attempt] = await attemptsOf(bookingId);
    const at = (ms: number) => bookingDeps(t.app, () => new Date(attempt!.expiresAt.getTime() + ms));
    expect((await getPaymentLink(at(-1), bookingId)).state).toBe('live');
    expect(await getPaymentLink(at(0), bookingId)).toMatchObject({ state: 'expired', paymentUrl: null });
  });

  it('after a declined payment: nothing to copy or e-mail; renewed at once without asking about the old order', async () => {
    const { bookingId, paymentUrl } = await made(roomy);
    await payPage(t.app, paymentUrl, 'decline');
    const read = await link(bookingId);
    expect(read.json()).toMatchObject({ state: 'expired', paymentUrl: null, message: null });
    const emailed = await link(bookingId, 'POST', '/email');
    expect(emailed.statusCode).toBe(409);
    expect(emailed.json().error).toBe('PAYMENT_LINK_EXPIRED');
    const checked: string[] = [];
    const renewed = await withCheckStatus(
      (real) => async (id) => {
        checked.push(id);
        return real(id);
      },
      () => link(bookingId, 'POST'),
    );
    expect(renewed.json()).toMatchObject({ state: 'live' });
    expect(checked).toEqual([]);
  });

  it('after the payment: e-mailing the link again is refused as not awaiting payment, not as expired', async () => {
    const { bookingId, paymentUrl } = await made(roomy);
    expect((await payPage(t.app, paymentUrl, 'success')).statusCode).toBeLessThan(400);
    expect((await link(bookingId)).json()).toMatchObject({ state: 'paid', paymentUrl: null });
    const emailed = await link(bookingId, 'POST', '/email');
    expect(emailed.statusCode).toBe(409);
    expect(emailed.json().error).toBe('BOOKING_STATE_CONFLICT');
  });

  it('is not live on a booking cancelled while its link was open, and is not renewed', async () => {
    const { bookingId } = await made(roomy);
    // As the operator's cancelling of a date leaves an unpaid booking: cancelled, its attempt open.
    await t.db
      .update(bookings)
      .set({ status: 'CANCELLED', cancelledAt: new Date() })
      .where(eq(bookings.id, bookingId));
    const read = (await link(bookingId)).json();
    expect(read.state).not.toBe('live');
    expect(read).toMatchObject({ paymentUrl: null, message: null });
    const renewed = await renewPaymentLink(afterExpiry(), bookingId).catch((error: unknown) => error);
    expect(renewed).toMatchObject({ code: 'BOOKING_STATE_CONFLICT' });
    expect((await attemptsOf(bookingId)).map((a) => a.status)).toEqual(['TIMED_OUT']);
  });

  it('is not offered as live while the gateway is still making its order', async () => {
    let seen: PaymentLink | undefined;
    const res = await withGatewayPay(
      (real) => async (request) => {
        const [attempt] = await t.db
          .select()
          .from(paymentAttempts)
          .where(eq(paymentAttempts.merchantTransactionId, request.merchantTransactionId));
        seen = await getPaymentLink(bookingDeps(t.app), attempt!.bookingId);
        return real(request);
      },
      () => post(adminBody(roomy)),
    );
    expect(res.statusCode).toBe(201);
    expect(seen).toMatchObject({ paymentUrl: null, message: null });
    expect(seen!.state).not.toBe('live');
  });

  it('is not e-mailed once the booking is paid', async () => {
    const { bookingId, paymentUrl } = await made(roomy);
    await payPage(t.app, paymentUrl, 'success');
    const emailed = await link(bookingId, 'POST', '/email');
    expect(emailed.statusCode).toBe(409);
    expect(emailed.json().error).toBe('BOOKING_STATE_CONFLICT');
  });
});

describe('renewing the link', () => {
  it('asks the gateway about the expired order first: paid unseen, the booking confirms and no link opens', async () => {
    const { bookingId } = await made(roomy);
    const [attempt] = await attemptsOf(bookingId);
    const refused = await withCheckStatus(
      () => async (id) => ({
        code: 'PAYMENT_SUCCESS',
        merchantTransactionId: id,
        transactionId: 'T-UNSEEN',
        amountPaise: attempt!.amountPaise,
        raw: {},
      }),
      () => renewPaymentLink(afterExpiry(), bookingId).catch((error: unknown) => error),
    );
    expect(refused).toMatchObject({ code: 'BOOKING_STATE_CONFLICT' });
    expect(await bookingRow(t.app, bookingId)).toMatchObject({
      status: 'CONFIRMED',
      paymentStatus: 'PAYMENT_SUCCESS',
    });
    expect((await attemptsOf(bookingId)).map((a) => a.status)).toEqual(['PAYMENT_SUCCESS']);
  });

  it('refuses once the date is closed for sale, opening no link', async () => {
    const date = travelDate(45);
    const dated = await createPublishedPackage(t.app, { dates: [{ date, seats: 10 }] });
    const { bookingId } = await made(dated, { travelDate: date });
    await t.db
      .update(tourDates)
      .set({ closedForSale: true })
      .where(eq(tourDates.id, dated.departure.dates[0]!.id));
    const refused = await renewPaymentLink(afterExpiry(), bookingId).catch((error: unknown) => error);
    expect(refused).toMatchObject({ code: 'DATE_CLOSED_FOR_SALE' });
    expect((await attemptsOf(bookingId)).map((a) => a.status)).toEqual(['TIMED_OUT']);
  });

  it('renews an any-day booking’s link, with no seats to hold again', async () => {
    const { bookingId, paymentUrl } = await made(anyDay);
    const renewed = await renewPaymentLink(afterExpiry(), bookingId);
    expect(renewed.state).toBe('live');
    expect(renewed.paymentUrl).not.toBe(paymentUrl);
    expect(await holdsOf(bookingId)).toEqual([]);
  });

  it('opens one link when two renewals race; the other is told the link is live', async () => {
    const { bookingId } = await made(roomy);
    const later = afterExpiry();
    const results = await Promise.allSettled([
      renewPaymentLink(later, bookingId),
      renewPaymentLink(later, bookingId),
    ]);
    expect(results.filter((r) => r.status === 'fulfilled')).toHaveLength(1);
    const lost = results.find((r) => r.status === 'rejected');
    expect(lost?.status === 'rejected' ? lost.reason : undefined).toMatchObject({
      code: 'PAYMENT_LINK_LIVE',
    });
    expect((await attemptsOf(bookingId)).filter((a) => a.status === 'PENDING')).toHaveLength(1);
  });
});
