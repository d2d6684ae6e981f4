import { createHash, randomBytes } from 'node:crypto';
import { serverMessages } from '@wayfarer/shared/messages';
import { balanceDueDate } from '@wayfarer/shared/rules/booking-lifecycle';
import { lastInstalmentDueDate } from '@wayfarer/shared/rules/instalments';
import { paiseToRupees } from '@wayfarer/shared/rules/money';
import { fitsSeatCap } from '@wayfarer/shared/rules/seat-cap';
import {
  type BookingAmounts,
  bookingMessages,
  type CreateBookingResponse,
  type createBookingBody,
} from '@wayfarer/shared/schemas/booking';
import type { z } from '@wayfarer/shared/zod';
import type { Database } from '../../../db/client.ts';
import { AppError } from '../../../lib/app-error.ts';
import { isUniqueViolation } from '../../../lib/db-errors.ts';
import { clientAmountsDiffer, type PricedBooking, priceBooking } from './booking-pricing.ts';
import {
  type AttemptRow,
  type BookingRow,
  findBookingByIdempotencyKey,
  findFirstPaymentAttempt,
} from '../bookings.repository.ts';
import type { CheckoutDeps } from '../deps.ts';
import { coreTransaction } from '../core/lock-order.ts';
import { applyGatewayResult, isPending } from '../payments/payment-state.ts';
import { insertAttempt, updateAttempt } from '../payments/payments.repository.ts';
import { seatsNow } from './seat-holds.repository.ts';
import { resolveShareCode } from '../../share-links/index.ts';
import { type CheckoutPaperwork, checkoutPaperwork } from './checkout-paperwork.ts';
import { insertBookingOnDate } from './new-booking.ts';

/** A booking without paperwork: no business, no address, no PAN, no TCS. */
const NO_PAPERWORK: CheckoutPaperwork = {
  businessName: null,
  businessGstin: null,
  billingAddress: null,
  pan: null,
  tcsPaise: 0,
};

/** PhonePe keeps a pay page open for about 20 minutes; the attempt then times out. */
export const ATTEMPT_TTL_MS = 20 * 60_000;
/** PhonePe: the first status check about 20 s after the payment starts. */
export const FIRST_CHECK_MS = 20_000;
/** The result page polls every 5 s; the gateway is asked at most once per booking in this time. */
export const POLL_CHECK_INTERVAL_MS = 3_000;

const NOTHING_TO_PAY = 'This coupon leaves nothing to pay online; please contact us to book.';

type CreateInput = z.output<typeof createBookingBody>;

export type CreateResult =
  | { kind: 'created'; response: CreateBookingResponse }
  | { kind: 'priceChanged'; amounts: BookingAmounts };

const createResponse = (
  booking: Pick<BookingRow, 'id' | 'bookingNumber' | 'manageKey'>,
  url: string,
): CreateBookingResponse => ({
  bookingId: booking.id,
  bookingNumber: booking.bookingNumber,
  // ADR 1302: the traveller's key, only here and in the traveller's e-mails (a replay answers it again).
  manageKey: booking.manageKey,
  data: { instrumentResponse: { redirectInfo: { url } } },
});

/**
 * Canonical JSON (sorted keys) of the validated body: the same booking asked twice hashes the same.
 * The share code is left out: where the visitor came from is not part of what was asked.
 */
export function requestHash({ shareCode: _shareCode, ...body }: CreateInput): string {
  const canonical = (value: unknown): unknown => {
    if (Array.isArray(value)) return value.map(canonical);
    if (value && typeof value === 'object') {
      return Object.fromEntries(
        Object.entries(value as Record<string, unknown>)
          .filter(([, v]) => v !== undefined)
          .sort(([a], [b]) => (a < b ? -1 : 1))
          .map(([k, v]) => [k, canonical(v)]),
      );
    }
    return value;
  };
  return createHash('sha256')
    .update(JSON.stringify(canonical(body)))
    .digest('hex');
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * After this long a first payment attempt's pay request has ended on every instance (the
 * gateway's calls time out after 10 s, v2's token call included): one still pending without its
 * pay page lost the page (ADR 1309), and a replay asks the gateway what became of it.
 */
export const PAY_REQUEST_OVER_MS = 30_000;
/** The first request tries to save the pay page at once and after these waits, then in the background. */
const SAVE_RETRY_MS = [0, 200, 1000] as const;
const BACKGROUND_SAVE_MS = 2000;

/**
 * Pay pages the gateway gave this process whose save has not committed yet (a lost connection),
 * by attempt id: the first request still answers with its page, a replay on this instance answers
 * it too, and the background keeps saving it until it sticks or the attempt has expired.
 */
const unsavedPayPages = new Map<string, { url: string; expiresAt: Date }>();

/** Test support: as if this process had died with its unsaved pay pages (ADR 1309). */
export function forgetUnsavedPayPages(): void {
  unsavedPayPages.clear();
}

async function trySave(deps: CheckoutDeps, attemptId: string, url: string): Promise<boolean> {
  try {
    await updateAttempt(deps.db, attemptId, { redirectUrl: url, updatedAt: deps.clock() });
    unsavedPayPages.delete(attemptId);
    return true;
  } catch (error) {
    deps.log.warn({ err: error, attemptId }, 'the pay page address was not saved');
    return false;
  }
}

/**
 * Saves the pay page the gateway gave for an attempt. Never fails the checkout: the page is the
 * answer whether or not its save has committed; if it has not, it is kept in this process and
 * saved in the background (every 2 s, until the attempt expires).
 */
async function savePayPage(deps: CheckoutDeps, attempt: AttemptRow, url: string): Promise<string> {
  unsavedPayPages.set(attempt.id, { url, expiresAt: attempt.expiresAt });
  for (const wait of SAVE_RETRY_MS) {
    if (wait > 0) await sleep(wait);
    if (await trySave(deps, attempt.id, url)) return url;
  }
  const again = () => {
    const unsaved = unsavedPayPages.get(attempt.id);
    if (!unsaved) return;
    if (unsaved.expiresAt.getTime() < Date.now()) {
      unsavedPayPages.delete(attempt.id);
      return;
    }
    void trySave(deps, attempt.id, unsaved.url).then((saved) => {
      if (!saved) setTimeout(again, BACKGROUND_SAVE_MS).unref();
    });
  };
  setTimeout(again, BACKGROUND_SAVE_MS).unref();
  return url;
}

/** The pay request of a booking's first attempt, the same every time it is asked. */
function payRequest(deps: CheckoutDeps, booking: BookingRow, attempt: AttemptRow) {
  return {
    merchantTransactionId: attempt.merchantTransactionId,
    merchantUserId: merchantUserId(booking.email),
    amountPaise: attempt.amountPaise,
    redirectUrl: `${deps.publicUrl}/booking/payment-complete/${booking.id}`,
    callbackUrl: `${deps.publicUrl}/v1/bookings/payment/callback`,
    mobileNumber: booking.phone,
  };
}

/**
 * The answer already given for an Idempotency-Key: the same booking with its pay page, or 422 for
 * another body. A pay page not saved (ADR 1309) is answered from this process if it has it; once
 * the first request's pay request is over, the gateway is asked what became of the attempt.
 */
async function replay(deps: CheckoutDeps, existing: BookingRow, hash: string): Promise<CreateResult> {
  if (existing.requestHash !== hash)
    throw new AppError('IDEMPOTENCY_KEY_REUSED', bookingMessages.idempotencyMismatch);
  // A concurrent first request may still be talking to the gateway: wait for its answer.
  for (let i = 0; i < 40; i++) {
    const attempt = await findFirstPaymentAttempt(deps.db, existing.id);
    if (attempt?.redirectUrl)
      return { kind: 'created', response: createResponse(existing, attempt.redirectUrl) };
    if (!attempt || !isPending(attempt.status)) break;
    const unsaved = unsavedPayPages.get(attempt.id);
    if (unsaved) {
      await trySave(deps, attempt.id, unsaved.url);
      return { kind: 'created', response: createResponse(existing, unsaved.url) };
    }
    if (deps.clock().getTime() - attempt.createdAt.getTime() >= PAY_REQUEST_OVER_MS)
      return resume(deps, existing, attempt);
    await sleep(250);
  }
  throw new AppError('PAYMENT_GATEWAY_UNAVAILABLE', bookingMessages.gatewayUnavailable);
}

/**
 * A first attempt still pending without its pay page after its pay request is over: the process
 * that asked died before saving the page (ADR 1309). The gateway says what became of it:
 * - it never had the order: asked again under the same merchant transaction id (the gateway takes
 *   one order per id, so there is never a second payment), the page saved and answered;
 * - paid: applied through the state machine, and the result page answered;
 * - failed: applied, and 502 as for a pay request refused;
 * - waiting for a payment on a page nobody has: 502; the reconciler times it out.
 */
async function resume(deps: CheckoutDeps, booking: BookingRow, attempt: AttemptRow): Promise<CreateResult> {
  const unavailable = new AppError('PAYMENT_GATEWAY_UNAVAILABLE', bookingMessages.gatewayUnavailable);
  let report: Awaited<ReturnType<CheckoutDeps['gateway']['checkStatus']>>;
  try {
    report = await deps.gateway.checkStatus(attempt.merchantTransactionId);
  } catch (error) {
    deps.log.warn({ err: error, attemptId: attempt.id }, 'payment status check failed');
    throw unavailable;
  }
  if (report.code === 'TRANSACTION_NOT_FOUND') {
    let redirectUrl: string;
    try {
      ({ redirectUrl } = await deps.gateway.pay(payRequest(deps, booking, attempt)));
    } catch (error) {
      // Refused (or its order turned up meanwhile): the attempt stays for the reconciler.
      deps.log.warn({ err: error, bookingId: booking.id }, 'payment gateway refused the pay request again');
      throw unavailable;
    }
    const url = await savePayPage(deps, attempt, redirectUrl);
    return { kind: 'created', response: createResponse(booking, url) };
  }
  const status = await applyGatewayResult(deps.db, attempt.id, report, { now: deps.clock() });
  if (status === 'PAYMENT_SUCCESS')
    return {
      kind: 'created',
      response: createResponse(booking, payRequest(deps, booking, attempt).redirectUrl),
    };
  throw unavailable;
}

/** PhonePe: merchantUserId of at most 36 characters of [A-Za-z0-9_-]; the e-mail is not sent as such. */
export const merchantUserId = (email: string) =>
  `WFU${createHash('sha256').update(email.trim().toLowerCase()).digest('hex').slice(0, 32)}`;

/**
 * Unique per attempt, at most 34 characters of [A-Za-z0-9]: WF + booking digits + a letter for
 * what it is (T the first payment, B a balance, R a refund, O an offline payment, F an offline
 * refund) + random.
 */
export const merchantTransactionId = (bookingNumber: string, kind: 'T' | 'B' | 'R' | 'O' | 'F' = 'T') =>
  `WF${bookingNumber.replace(/\D/g, '')}${kind}${randomBytes(6).toString('hex').toUpperCase()}`;

/** The booking, its seat hold and its first payment attempt: all or nothing. */
async function insertCheckout(
  db: Database,
  body: CreateInput,
  priced: PricedBooking,
  checkout: { key: string | undefined; hash: string; shareLinkId: string | null; holdMs: number },
  now: Date,
  paperwork: CheckoutPaperwork = NO_PAPERWORK,
): Promise<{ booking: BookingRow; attempt: AttemptRow }> {
  const { key, hash } = checkout;
  return coreTransaction(db, async (tx) => {
    const booking = await insertBookingOnDate(tx, priced, body, {
      balanceDueDate: priced.instalmentPlan
        ? lastInstalmentDueDate(priced.instalmentPlan, priced.totalPaise, priced.travelDate, now)
        : balanceDueDate(priced.travelDate, now),
      instalmentPlan: priced.instalmentPlan,
      discountPaise: priced.discountPaise,
      couponId: priced.coupon?.id ?? null,
      dueNowPaise: priced.dueNowPaise,
      idempotencyKey: key ?? null,
      requestHash: hash,
      // The creator link behind the booking, from the code alone (ADR 1313).
      shareLinkId: checkout.shareLinkId,
      // ADR 1375-1377: the business, the address, the PAN and the TCS the first payment carries.
      ...paperwork,
    });

    const attempt = await insertAttempt(tx, {
      bookingId: booking.id,
      merchantTransactionId: merchantTransactionId(booking.bookingNumber),
      // ADR 1365: the first instalment is the first part payment (kind token), as a token is.
      kind: body.paymentType === 'instalments' ? 'token' : body.paymentType,
      // ADR 1377: TCS is collected with the first payment, on top of what it pays of the price.
      amountPaise: priced.dueNowPaise + paperwork.tcsPaise,
      tcsPaise: paperwork.tcsPaise,
      // The seat hold lasts as long as this attempt: past it the reconciler times the attempt
      // out and the seats return to sale (SEAT_HOLD_SECONDS, ADR 1350).
      expiresAt: new Date(now.getTime() + checkout.holdMs),
      nextCheckAt: new Date(now.getTime() + Math.min(FIRST_CHECK_MS, checkout.holdMs)),
    });
    return { booking, attempt };
  });
}

const toAmounts = (p: PricedBooking): BookingAmounts => ({
  packageAmount: paiseToRupees(p.packageAmountPaise),
  discount: paiseToRupees(p.discountPaise),
  totalAmount: paiseToRupees(p.totalPaise),
  dueNow: paiseToRupees(p.dueNowPaise),
});

/** POST /v1/bookings: priced on the server, one transaction, then the gateway. */
export async function createBooking(
  deps: CheckoutDeps,
  body: CreateInput,
  idempotencyKey: string | undefined,
): Promise<CreateResult> {
  const { db } = deps;
  const now = deps.clock();
  const key = idempotencyKey?.trim() || undefined;
  if (key && key.length > 100) throw new AppError('VALIDATION_FAILED', serverMessages.validationFailed);
  const hash = requestHash(body);
  if (key) {
    const existing = await findBookingByIdempotencyKey(db, key);
    if (existing) return replay(deps, existing, hash);
  }

  const priced = await priceBooking(db, body, now);
  if (clientAmountsDiffer(body, priced)) return { kind: 'priceChanged', amounts: toAmounts(priced) };
  // PhonePe cannot take nothing: a total brought to 0 by a coupon is refused, never confirmed unpaid.
  if (priced.dueNowPaise < 1)
    throw new AppError('NOTHING_TO_PAY', NOTHING_TO_PAY, [{ path: 'couponCode', message: NOTHING_TO_PAY }]);
  // ADR 1375-1377: the business pair, the address from Rs 50,000, the PAN and TCS.
  const paperwork = await checkoutPaperwork(db, body, priced);

  // A date already full answers "sold out" at once, from the holds committed a moment ago,
  // instead of queuing on the date row behind every other checkout of a launch (ADR 1350). Holds
  // only ever end later, so a full date read here was full at that instant; a date with room
  // goes on to the locked check, which alone decides a seat.
  if (priced.tourDate && priced.tourDate.seats !== null && !priced.tourDate.closedForSale) {
    const current = await seatsNow(db, priced.tourDate.id);
    if (current && current.seats !== null && !fitsSeatCap(current.seats, current.taken, priced.people))
      throw new AppError('SEATS_UNAVAILABLE', bookingMessages.soldOut);
  }

  // An unknown or malformed code is ignored: the booking simply has no creator link behind it.
  const link = await resolveShareCode(db, body.shareCode);
  let created: { booking: BookingRow; attempt: AttemptRow };
  try {
    created = await insertCheckout(
      db,
      body,
      priced,
      { key, hash, shareLinkId: link?.shareLinkId ?? null, holdMs: deps.seatHoldMs ?? ATTEMPT_TTL_MS },
      now,
      paperwork,
    );
  } catch (error) {
    // Two requests with one key at once: the loser answers what the winner stored.
    if (key && isUniqueViolation(error)) {
      const existing = await findBookingByIdempotencyKey(db, key);
      if (existing) return replay(deps, existing, hash);
    }
    throw error;
  }

  const { booking, attempt } = created;
  let redirectUrl: string;
  try {
    ({ redirectUrl } = await deps.gateway.pay(payRequest(deps, booking, attempt)));
  } catch (error) {
    deps.log.error({ err: error, bookingId: booking.id }, 'payment gateway refused the pay request');
    await applyGatewayResult(db, attempt.id, { code: 'PAYMENT_ERROR' }, { now: deps.clock() });
    throw new AppError('PAYMENT_GATEWAY_UNAVAILABLE', bookingMessages.gatewayUnavailable);
  }
  // The gateway has the order: from here the checkout answers its page, saved or not (ADR 1309).
  const url = await savePayPage(deps, attempt, redirectUrl);
  return { kind: 'created', response: createResponse(booking, url) };
}
