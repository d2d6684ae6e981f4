import type { BookingStatus } from '../enums.ts';
import { addDays, todayInIndia } from './travel-date.ts';

// After checkout (ADR 901-905): the balance's due date, the cancellation deduction and refund,
// the traveller rows, the end of the trip and the booking's forward-only status. Every amount is
// integer paise; every date is a calendar date in India (YYYY-MM-DD).

/** The balance is due this many days before travel (ADR 902). */
export const BALANCE_DUE_DAYS_BEFORE = 30;
/** The reminder e-mails: this many days before the due date, and on it. */
export const BALANCE_REMINDER_DAYS_BEFORE = 7;
/** Travellers may be entered or changed until this many days before travel. */
export const TRAVELLERS_LOCK_DAYS_BEFORE = 7;
export const TRAVELLER_NAME_MAX = 100;
export const TRAVELLER_AGE_MAX = 120;
export const CANCELLATION_REASON_MAX = 1000;

/** Whole calendar days from `from` to `to` (negative when `to` is earlier). */
export function daysBetween(from: string, to: string): number {
  const ms = (iso: string) => {
    const [y, m, d] = iso.split('-').map(Number) as [number, number, number];
    return Date.UTC(y, m - 1, d);
  };
  return Math.round((ms(to) - ms(from)) / 86_400_000);
}

/**
 * Travel date minus 30 days; when that is already past on the booking day (India time), the
 * booking day itself: the balance is due at once.
 */
export function balanceDueDate(travelDate: string, bookedAt: Date): string {
  const due = addDays(travelDate, -BALANCE_DUE_DAYS_BEFORE);
  const bookedOn = todayInIndia(bookedAt);
  // biome-ignore lint/complexity/useMathMinMax: ISO date strings, compared as text.
  return due < bookedOn ? bookedOn : due;
}

/** A balance still owed after its due date (India time). */
export function isBalanceOverdue(dueDate: string | null, pendingPaise: number, now: Date): boolean {
  return dueDate !== null && pendingPaise > 0 && todayInIndia(now) > dueDate;
}

/**
 * spec 000 §9's slabs, which overlap at 30 and 15 days, read as (ADR 903): d ≥ 45 → 20 %;
 * 30 ≤ d ≤ 44 → 40 %; 15 ≤ d ≤ 29 → 70 %; d ≤ 14 (and a no-show) → 100 %. The one table every
 * cancellation text is written from (cancellationPolicyRows / cancellationPolicyLines, ADR 1172).
 */
export const CANCELLATION_SLABS: readonly { fromDays: number; percent: number }[] = [
  { fromDays: 45, percent: 20 },
  { fromDays: 30, percent: 40 },
  { fromDays: 15, percent: 70 },
  { fromDays: Number.NEGATIVE_INFINITY, percent: 100 },
];

export function deductionPercent(daysBeforeTravel: number): number {
  const slab = CANCELLATION_SLABS.find((s) => daysBeforeTravel >= s.fromDays);
  return slab?.percent ?? 100;
}

/** The slabs as the traveller reads them: "45 days or more", "30 to 44 days", …, "14 days or less". */
export function cancellationPolicyRows(): { when: string; percent: number }[] {
  return CANCELLATION_SLABS.map((slab, i) => {
    const upper = i === 0 ? null : (CANCELLATION_SLABS[i - 1]?.fromDays ?? 0) - 1;
    const when =
      upper === null
        ? `${slab.fromDays} days or more before departure`
        : Number.isFinite(slab.fromDays)
          ? `${slab.fromDays} to ${upper} days before departure`
          : `${upper} days or less before departure, or a no-show`;
    return { when, percent: slab.percent };
  });
}

/** One sentence a slab, for the default cancellation text, the seed and the e-mails. */
export const cancellationPolicyLines = (): string[] =>
  cancellationPolicyRows().map(
    (row) => `${row.percent}% of the package cost is deducted for a cancellation received ${row.when}.`,
  );

/** The balance's due date as the terms say it. */
export const balanceDueText = `The balance is due ${BALANCE_DUE_DAYS_BEFORE} days before travel (at once when the trip is sooner).`;

export type RefundQuote = {
  daysBeforeTravel: number;
  deductionPercent: number;
  /** Paise: the percentage of the booking's total (package amount − discount), rounded once. */
  deductionPaise: number;
  paidPaise: number;
  /** Paise: max(0, paid − deduction). */
  refundPaise: number;
};

/** What cancelling on `now`'s India date gives back. */
export function refundQuote(
  booking: { travelDate: string; totalPaise: number; paidPaise: number },
  now: Date,
): RefundQuote {
  const days = daysBetween(todayInIndia(now), booking.travelDate);
  const percent = deductionPercent(days);
  // Half up, once: the same rounding as the token (rules/money.ts).
  const deduction = Math.floor((booking.totalPaise * percent + 50) / 100);
  return {
    daysBeforeTravel: days,
    deductionPercent: percent,
    deductionPaise: deduction,
    paidPaise: booking.paidPaise,
    refundPaise: Math.max(0, booking.paidPaise - deduction),
  };
}

/** An operator's refund override: a whole number of paise from 0 to what was paid. */
export const isRefundOverrideValid = (refundPaise: number, paidPaise: number): boolean =>
  Number.isSafeInteger(refundPaise) && refundPaise >= 0 && refundPaise <= paidPaise;

/**
 * Splits a refund across the captured payments, the latest first (each gateway refund refers to
 * one original transaction and never exceeds what that one captured, less what it already gave
 * back). Returns the parts; their sum is the refund, or less when the captures cannot cover it.
 */
export function splitRefund<T extends { id: string; capturedPaise: number; refundedPaise: number }>(
  capturesLatestFirst: T[],
  refundPaise: number,
): { capture: T; amountPaise: number }[] {
  const parts: { capture: T; amountPaise: number }[] = [];
  let left = refundPaise;
  for (const capture of capturesLatestFirst) {
    if (left <= 0) break;
    const room = capture.capturedPaise - capture.refundedPaise;
    if (room <= 0) continue;
    const amount = Math.min(room, left);
    parts.push({ capture, amountPaise: amount });
    left -= amount;
  }
  return parts;
}

/** The last day of the trip: travel date + total days − 1; it has ended the day after. */
export const tripEndDate = (travelDate: string, totalDays: number): string =>
  addDays(travelDate, Math.max(1, totalDays) - 1);

/** The trip has ended on `now`'s India date (the day after its last day). */
export const hasTripEnded = (travelDate: string, totalDays: number, now: Date): boolean =>
  todayInIndia(now) > tripEndDate(travelDate, totalDays);

/** Travellers can be changed until 7 days before travel (India time). */
export const areTravellersEditable = (travelDate: string, now: Date): boolean =>
  daysBetween(todayInIndia(now), travelDate) >= TRAVELLERS_LOCK_DAYS_BEFORE;

/** How many travellers a booking has: adults + children over rooms, value × totalPeople over items. */
export function peopleOf(
  selection: ({ adult: number; child: number } | { value: number; totalPeople: number })[],
): number {
  return selection.reduce(
    (sum, item) => sum + ('adult' in item ? item.adult + item.child : item.value * item.totalPeople),
    0,
  );
}

/** An ID number as the traveller's page shows it: all but the last four characters as X. */
export function maskIdNumber(idNumber: string): string {
  const visible = idNumber.slice(-4);
  return 'X'.repeat(Math.max(4, idNumber.length - visible.length)) + visible;
}

// The forward-only status machine (one home, like payments).
const NEXT: Record<BookingStatus, readonly BookingStatus[]> = {
  // PENDING -> CANCELLED: the operator cancelled its date before it was paid, or its first payment
  // arrived when it could no longer run (returned in full; ADR 1300).
  PENDING: ['CONFIRMED', 'CANCELLED'],
  CONFIRMED: ['CANCELLATION_REQUESTED', 'CANCELLED', 'COMPLETED'],
  CANCELLATION_REQUESTED: ['CANCELLED'],
  CANCELLED: [],
  COMPLETED: [],
};

export const canMoveBooking = (from: BookingStatus, to: BookingStatus): boolean => NEXT[from].includes(to);

/** The statuses from which `to` can be reached in one step (for a guarded UPDATE … WHERE status IN). */
export const bookingStatusesBefore = (to: BookingStatus): BookingStatus[] =>
  (Object.keys(NEXT) as BookingStatus[]).filter((from) => NEXT[from].includes(to));

/** The traveller's manage page (every traveller e-mail links to it). */
export const manageBookingPath = (bookingId: string): string => `/booking/${bookingId}`;
