import { addDays, firstBookableDate } from '@wayfarer/shared/rules/travel-date';
import { count, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, expect } from 'vitest';
import { createTestApp, TEST_ADMIN, type TestApp } from '../helpers.ts';
import { createPublishedPackage, oddDeparture, type TestPackage } from '../package-factory.ts';
import { type Callers, signInCallers } from '../roles.ts';
import { bookings, paymentAttempts, refunds, seatHolds, users } from '../../src/db/schema.ts';
import type { MailMessage } from '../../src/lib/mailer.ts';
import { withSiteUrl } from '../../src/modules/outbox/outbox.ts';
import type { AuthUser } from '../../src/lib/auth-user.ts';
import type { PaymentGateway } from '../../src/modules/payments/phonepe/gateway-types.ts';
import { callbackChecksum } from '../../src/modules/payments/phonepe/protocol.ts';
import {
  SANDBOX_MERCHANT_ID,
  SANDBOX_SALT_INDEX,
  SANDBOX_SALT_KEY,
} from '../../src/modules/payments/phonepe/emulator.ts';
import { bookingDeps } from '../../src/modules/bookings/deps.ts';

// Helpers shared by the bookings tests, and each test file's app (not a test file itself).

export const travelDate = (days = 5) => addDays(firstBookableDate(), days);

export const contact = { name: 'Meera Nair', email: 'meera@example.com', phone: '9876543210' };

export function bookingPayload(
  tourPackageId: string,
  departureId: string,
  extra: Record<string, unknown> = {},
) {
  return {
    ...contact,
    tourPackageId,
    departureId,
    travelDate: travelDate(),
    adults: [2],
    child: [0],
    paymentType: 'token',
    ...extra,
  };
}

/** ADR 1302: the manage keys checkout answered (201), by booking id, as the traveller's browser keeps them. */
const issuedKeys = new Map<string, string>();

export async function book(app: FastifyInstance, payload: object, headers: Record<string, string> = {}) {
  const res = await app.inject({ method: 'POST', url: '/v1/bookings', payload, headers });
  if (res.statusCode === 201) {
    const { bookingId, manageKey } = res.json() as { bookingId: string; manageKey: string };
    issuedKeys.set(bookingId, manageKey);
  }
  return res;
}

/** The manage key the checkout of `bookingId` answered (booked through `book` in this test file). */
export function manageKeyOf(bookingId: string): string {
  const key = issuedKeys.get(bookingId);
  if (!key) throw new Error(`no checkout answer was seen for booking ${bookingId}`);
  return key;
}

/**
 * The header of the traveller's actions on `bookingId` (ADR 1302). A booking no checkout answered
 * here (an unknown id) sends a key that matches nothing.
 */
export const asTraveller = (bookingId: string): { 'x-manage-key': string } => ({
  'x-manage-key': issuedKeys.get(bookingId) ?? 'no-key-was-issued',
});

/** Presses a button of the sandbox pay page, as the browser's form POST does. */
export async function payPage(
  app: FastifyInstance,
  redirectUrl: string,
  action: 'success' | 'decline' | 'pending',
) {
  const path = new URL(redirectUrl).pathname;
  return app.inject({
    method: 'POST',
    url: `${path}/${action}`,
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    payload: '',
  });
}

/** A callback signed with the sandbox's (public) salt, claiming what the caller wants. */
export function signedCallback(merchantTransactionId: string, code: string, amountPaise: number) {
  const response = Buffer.from(
    JSON.stringify({
      success: code === 'PAYMENT_SUCCESS',
      code,
      message: code,
      data: {
        merchantId: SANDBOX_MERCHANT_ID,
        merchantTransactionId,
        transactionId: 'T-FORGED',
        amount: amountPaise,
        state: code === 'PAYMENT_SUCCESS' ? 'COMPLETED' : 'PENDING',
      },
    }),
  ).toString('base64');
  const xVerify = callbackChecksum(response, { saltKey: SANDBOX_SALT_KEY, saltIndex: SANDBOX_SALT_INDEX });
  return { response, xVerify };
}

export const sendCallback = (app: FastifyInstance, body: { response: string }, xVerify?: string) =>
  app.inject({
    method: 'POST',
    url: '/v1/bookings/payment/callback',
    headers: { 'content-type': 'application/json', ...(xVerify !== undefined && { 'x-verify': xVerify }) },
    payload: body,
  });

export async function bookingRow(app: FastifyInstance, id: string) {
  const [row] = await app.db.select().from(bookings).where(eq(bookings.id, id));
  return row!;
}

export async function attemptOf(app: FastifyInstance, bookingId: string) {
  const [row] = await app.db.select().from(paymentAttempts).where(eq(paymentAttempts.bookingId, bookingId));
  return row!;
}

/** A queued e-mail as the outbox sends it: its site links made absolute with PUBLIC_URL (ADR 910). */
export function asSent(
  app: FastifyInstance,
  job: { to: string; subject: string; text: string; html: string | null },
): MailMessage {
  const { to, subject, text, html } = job;
  return withSiteUrl({ to, subject, text, ...(html !== null && { html }) }, app.config.publicUrl);
}

// One app per test file. A bookings-*.test.ts file calls bookingsTestApp(), a
// booking-cancellation-*.test.ts file cancellationTestApp(): each registers the file's
// beforeAll/afterAll, and the bindings below are filled before its first test runs (every test file
// loads its own copy of this module).

export let t: TestApp;

/** bookingsTestApp's published package, which `payload` books. */
export let pkg: TestPackage;

export function bookingsTestApp() {
  beforeAll(async () => {
    t = await createTestApp({ AUTH_RATE_LIMIT: '1000' });
    pkg = await createPublishedPackage(t.app);
  });
  afterAll(() => t.close());
}

/** A gateway that is down: every pay request fails as a refused connection would. */
export const gatewayDown: PaymentGateway['pay'] = async () => {
  throw new Error('connection refused');
};

/**
 * Runs `act` with the app's gateway answering `method` with `replace` (handed the real one, bound
 * to the gateway, to call on), then puts the real one back whatever happened.
 */
export async function withGateway<K extends 'pay' | 'checkStatus', T>(
  method: K,
  replace: (real: PaymentGateway[K]) => PaymentGateway[K],
  act: () => Promise<T>,
): Promise<T> {
  const gateway = t.app.paymentGateway;
  const real = gateway[method];
  gateway[method] = replace(real.bind(gateway) as PaymentGateway[K]);
  try {
    return await act();
  } finally {
    gateway[method] = real;
  }
}

/** Runs `act` with the gateway's pay requests answered by `pay`. */
export const withGatewayPay = <T>(
  pay: (real: PaymentGateway['pay']) => PaymentGateway['pay'],
  act: () => Promise<T>,
): Promise<T> => withGateway('pay', pay, act);

/** Runs `act` with the gateway's status checks answered by `check` (handed the real one). */
export const withCheckStatus = <T>(
  check: (real: PaymentGateway['checkStatus']) => PaymentGateway['checkStatus'],
  act: () => Promise<T>,
): Promise<T> => withGateway('checkStatus', check, act);

export const countBookings = async () => (await t.db.select({ n: count() }).from(bookings))[0]!.n;
export const payload = (extra: Record<string, unknown> = {}) =>
  bookingPayload(pkg.id, pkg.departure.id, extra);

export let callers: Callers;
export let admin: AuthUser;
/** Travel 60 days out, on a dated departure with a seat cap; one room at ₹10,000.10. */
export const TRAVEL = travelDate(60);
export let awkward: TestPackage;

export function cancellationTestApp() {
  beforeAll(async () => {
    t = await createTestApp({ AUTH_RATE_LIMIT: '1000' });
    callers = await signInCallers(t.app);
    const [row] = await t.db.select().from(users).where(eq(users.email, TEST_ADMIN.email));
    admin = { id: row!.id, role: 'ADMIN', creatorId: null };
    awkward = await createPublishedPackage(t.app, {
      tourType: 'OneTime',
      departures: [oddDeparture([{ date: TRAVEL, seats: 30 }])],
    });
  });
  afterAll(() => t.close());
}

type Json = { json: () => { data: { instrumentResponse: { redirectInfo: { url: string } } } } };
export const urlOf = (res: Json) => res.json().data.instrumentResponse.redirectInfo.url;

/**
 * A booking of the awkward package, paid in full or by token (and balance, when asked), with a
 * coupon when one is named.
 */
export async function awkwardBooking(
  how: 'full' | 'token' | 'token+balance',
  couponCode?: string,
): Promise<string> {
  const created = await book(
    t.app,
    bookingPayload(awkward.id, awkward.departure.id, {
      adults: [1],
      child: [0],
      travelDate: TRAVEL,
      paymentType: how === 'full' ? 'full' : 'token',
      ...(couponCode ? { couponCode } : {}),
    }),
  );
  expect(created.statusCode).toBe(201);
  await payPage(t.app, urlOf(created), 'success');
  const bookingId = created.json().bookingId as string;
  if (how === 'token+balance') {
    const balance = await t.app.inject({ method: 'POST', url: `/v1/bookings/${bookingId}/balance` });
    await payPage(t.app, urlOf(balance), 'success');
  }
  return bookingId;
}

/** Noon in India, `days` whole days before travel. */
export const daysBefore = (days: number) => new Date(`${addDays(TRAVEL, -days)}T06:30:00Z`);
export const clockAt = (days: number) => bookingDeps(t.app, () => daysBefore(days));

export const refundsOf = (bookingId: string) =>
  t.db.select().from(refunds).where(eq(refunds.bookingId, bookingId)).orderBy(refunds.createdAt);
/**
 * A booking's refund rows as they stand while the gateway is being asked for a refund — what the
 * reconciler finds if the process stops then — and the id it was asked for, during `act`.
 */
export async function refundRowsWhileAsked(bookingId: string, act: () => Promise<unknown>) {
  const gateway = t.app.paymentGateway;
  const real = gateway.refund;
  let seen: { asked: string; rows: Awaited<ReturnType<typeof refundsOf>> } | undefined;
  gateway.refund = async (request) => {
    seen = { asked: request.merchantTransactionId, rows: await refundsOf(bookingId) };
    return real.call(gateway, request);
  };
  try {
    await act();
  } finally {
    gateway.refund = real;
  }
  if (!seen) throw new Error('the gateway was not asked for a refund');
  return seen;
}
export const holdOf = async (bookingId: string) =>
  (await t.db.select().from(seatHolds).where(eq(seatHolds.bookingId, bookingId)))[0]!;
export const cancelHttp = (bookingId: string, payload: object, headers = callers.admin) =>
  t.app.inject({ method: 'POST', url: `/v1/bookings/${bookingId}/cancel`, headers, payload });
