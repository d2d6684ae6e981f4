import { isBalanceOverdue } from './booking-lifecycle.ts';
import { pendingPaise } from './money.ts';
import { addDays, todayInIndia } from './travel-date.ts';

// Instalment plans (ADR 1365): a package's optional schedule of whole percentages of the total,
// the first at booking and the others a number of days before travel. The one definition of a
// booking's instalments (amounts, due dates, statuses) that the API, the pages, the e-mails and
// the exports all read. Amounts are integer paise; dates are calendar dates in India (YYYY-MM-DD).

/** At most this many instalments in a plan (the first at booking included). */
export const MAX_INSTALMENTS = 6;
/** The furthest a due date may be from travel. */
export const MAX_DAYS_BEFORE_TRAVEL = 365;
/** The reminder goes out this many days before each due date (and an overdue notice after it). */
export const INSTALMENT_REMINDER_DAYS_BEFORE = 3;

/** One step of a plan: a whole percentage; `daysBeforeTravel` null for the first (at booking). */
export type PlanInstalment = { percent: number; daysBeforeTravel: number | null };
/** One instalment of a booking: its amount and due date (the first due on the booking day). */
export type ScheduledInstalment = { amountPaise: number; dueDate: string };
export type InstalmentStatus = 'paid' | 'due' | 'overdue';
export type InstalmentState = ScheduledInstalment & {
  status: InstalmentStatus;
  /** What of it is still owed (0 once paid). */
  owedPaise: number;
};

/**
 * A booking's instalments. Each but the last is `percent` of the total rounded down to the paisa;
 * the last takes what is left, so they sum to the total exactly. The first is due on the booking
 * day; the others `daysBeforeTravel` before travel. A late booking (travel sooner than a due date
 * allows) folds every instalment whose due date is on or before the booking day into the first:
 * it is charged at checkout with it.
 */
export function instalmentSchedule(
  plan: readonly PlanInstalment[],
  totalPaise: number,
  travelDate: string,
  bookedAt: Date,
): ScheduledInstalment[] {
  const bookedOn = todayInIndia(bookedAt);
  let assigned = 0;
  const raw = plan.map((step, i) => {
    const amountPaise =
      i === plan.length - 1 ? totalPaise - assigned : Math.floor((totalPaise * step.percent) / 100);
    assigned += amountPaise;
    const dueDate = step.daysBeforeTravel === null ? bookedOn : addDays(travelDate, -step.daysBeforeTravel);
    return { amountPaise, dueDate };
  });
  const [first, ...rest] = raw;
  if (!first) return [];
  const folded = { amountPaise: first.amountPaise, dueDate: bookedOn };
  const later: ScheduledInstalment[] = [];
  for (const r of rest) {
    if (r.dueDate <= bookedOn) folded.amountPaise += r.amountPaise;
    else later.push(r);
  }
  return [folded, ...later];
}

/** What the first instalment asks at checkout (late instalments folded in). */
export const firstInstalmentPaise = (
  plan: readonly PlanInstalment[],
  totalPaise: number,
  travelDate: string,
  bookedAt: Date,
): number => instalmentSchedule(plan, totalPaise, travelDate, bookedAt)[0]?.amountPaise ?? totalPaise;

/**
 * Each instalment's status with the money the booking holds (`netPaidPaise`, ADR 1210) applied to
 * them in order: paid when covered in full; overdue when its due date has passed in India and it
 * is not; due otherwise. `live` false (a cancelled or unpaid booking): nothing is ever overdue.
 */
export function instalmentStates(
  schedule: readonly ScheduledInstalment[],
  netPaidPaise: number,
  now: Date,
  live = true,
): InstalmentState[] {
  const today = todayInIndia(now);
  let left = Math.max(0, netPaidPaise);
  return schedule.map((s) => {
    const covered = Math.min(left, s.amountPaise);
    left -= covered;
    const owedPaise = s.amountPaise - covered;
    const status: InstalmentStatus = owedPaise === 0 ? 'paid' : live && today > s.dueDate ? 'overdue' : 'due';
    return { ...s, status, owedPaise };
  });
}

/** The next amount due: what is left of the first instalment not yet covered (0 when all are). */
export const nextInstalmentPaise = (states: readonly InstalmentState[]): number =>
  states.find((s) => s.owedPaise > 0)?.owedPaise ?? 0;

/** Whether any instalment is overdue. */
export const hasOverdueInstalment = (states: readonly InstalmentState[]): boolean =>
  states.some((s) => s.status === 'overdue');

/** Why a plan is not valid (the first problem), or null. The API's and the editor's messages. */
export const instalmentPlanMessages = {
  tooFew: 'A plan has at least two instalments',
  tooMany: `A plan has at most ${MAX_INSTALMENTS} instalments`,
  percentWhole: 'Each percentage is a whole number from 1 to 99',
  sumTo100: 'The percentages must add up to 100',
  firstAtBooking: 'The first instalment is paid at booking: leave its days empty',
  daysRequired: 'Enter the days before travel for every instalment after the first',
  daysRange: `Days before travel are a whole number from 1 to ${MAX_DAYS_BEFORE_TRAVEL}`,
  daysDecreasing: 'Each instalment must be due fewer days before travel than the one before it',
} as const;

export function planProblem(plan: readonly PlanInstalment[]): { index: number; message: string } | null {
  const m = instalmentPlanMessages;
  if (plan.length < 2) return { index: 0, message: m.tooFew };
  if (plan.length > MAX_INSTALMENTS) return { index: MAX_INSTALMENTS, message: m.tooMany };
  for (const [i, step] of plan.entries()) {
    if (!Number.isInteger(step.percent) || step.percent < 1 || step.percent > 99)
      return { index: i, message: m.percentWhole };
    if (i === 0) {
      if (step.daysBeforeTravel !== null) return { index: 0, message: m.firstAtBooking };
      continue;
    }
    const days = step.daysBeforeTravel;
    if (days === null) return { index: i, message: m.daysRequired };
    if (!Number.isInteger(days) || days < 1 || days > MAX_DAYS_BEFORE_TRAVEL)
      return { index: i, message: m.daysRange };
    const before = plan[i - 1]?.daysBeforeTravel;
    if (i > 1 && before !== null && before !== undefined && days >= before)
      return { index: i, message: m.daysDecreasing };
  }
  if (plan.reduce((sum, s) => sum + s.percent, 0) !== 100) return { index: 0, message: m.sumTo100 };
  return null;
}

/** What a booking row carries for its instalments (paise; `instalmentPlan` null: no plan). */
export type InstalmentBooking = {
  status: string;
  instalmentPlan: readonly PlanInstalment[] | null;
  packageAmountPaise: number;
  discountPaise: number;
  paidPaise: number;
  liveRefundedPaise: number;
  travelDate: string;
  createdAt: Date;
};

// As for the balance: a payment is overdue only on a booking still running towards its trip.
const RUNNING = ['CONFIRMED', 'CANCELLATION_REQUESTED'];

/**
 * A booking's instalments as every reader shows them (the manage page, the admin's detail and
 * board, the reminders, the exports): its frozen plan over its current total and travel date,
 * with the money it holds (paid less what was refunded while live, ADR 1210) applied in order.
 * Empty for a booking without a plan. Overdue only while the booking runs.
 */
export function bookingInstalments(b: InstalmentBooking, now: Date): InstalmentState[] {
  if (!b.instalmentPlan || b.instalmentPlan.length === 0) return [];
  const total = Math.max(0, b.packageAmountPaise - b.discountPaise);
  const schedule = instalmentSchedule(b.instalmentPlan, total, b.travelDate, b.createdAt);
  const held = Math.max(0, b.paidPaise - b.liveRefundedPaise);
  return instalmentStates(schedule, held, now, RUNNING.includes(b.status));
}

/** A booking on a plan keeps its last instalment's due date as its balance due date. */
export const lastInstalmentDueDate = (
  plan: readonly PlanInstalment[],
  totalPaise: number,
  travelDate: string,
  bookedAt: Date,
): string => {
  const schedule = instalmentSchedule(plan, totalPaise, travelDate, bookedAt);
  return schedule[schedule.length - 1]?.dueDate ?? todayInIndia(bookedAt);
};

/**
 * Whether a booking's money is overdue, as the board, the lists and the pages flag it: an
 * instalment overdue on a booking on a plan; otherwise the balance after its due date (ADR 902).
 */
export function isPaymentOverdue(b: InstalmentBooking & { balanceDueDate: string }, now: Date): boolean {
  if (!RUNNING.includes(b.status)) return false;
  if (b.instalmentPlan?.length) return hasOverdueInstalment(bookingInstalments(b, now));
  return isBalanceOverdue(b.balanceDueDate, pendingPaise(b), now);
}

/**
 * What the balance payment asks for ("Pay instalment"): on a plan, what is left of the next
 * instalment not covered; otherwise everything pending (ADR 904).
 */
export function nextAmountDuePaise(b: InstalmentBooking, now: Date): number {
  if (b.instalmentPlan?.length)
    return Math.min(pendingPaise(b), nextInstalmentPaise(bookingInstalments(b, now)));
  return pendingPaise(b);
}

/**
 * The statuses whose pending money the traveller can pay online: the balance payment refuses the
 * others (unpaid, cancelled, or its cancellation asked for), and the export shows nothing due.
 */
export const isBalancePayable = (status: string): boolean => status === 'CONFIRMED' || status === 'COMPLETED';

/**
 * What the traveller owes next and by when (the bookings export): the amount the balance payment
 * asks for (nextAmountDuePaise) and its due date, the next unpaid instalment's on a plan and the
 * balance due date otherwise. Null when nothing is owed, or the booking takes no balance payment
 * (unpaid, cancelled, or its cancellation asked for).
 */
export function nextPaymentDue(
  b: InstalmentBooking & { balanceDueDate: string },
  now: Date,
): { amountPaise: number; dueDate: string } | null {
  if (!isBalancePayable(b.status)) return null;
  const amountPaise = nextAmountDuePaise(b, now);
  if (amountPaise < 1) return null;
  const next = bookingInstalments(b, now).find((s) => s.owedPaise > 0);
  return { amountPaise, dueDate: next?.dueDate ?? b.balanceDueDate };
}

/**
 * Which reminder an instalment owes on `today` (India), if any: 'before' from
 * INSTALMENT_REMINDER_DAYS_BEFORE days ahead of its due date until the due date itself (not when
 * that day was on or before the booking day: the confirmation gave the schedule); 'overdue' once
 * the due date has passed. None once it is paid, nor for the first (paid at checkout).
 */
export function instalmentReminderOn(
  instalment: InstalmentState,
  index: number,
  bookedOn: string,
  today: string,
): 'before' | 'overdue' | null {
  if (index === 0 || instalment.owedPaise === 0) return null;
  if (today > instalment.dueDate) return 'overdue';
  const from = addDays(instalment.dueDate, -INSTALMENT_REMINDER_DAYS_BEFORE);
  return today >= from && from > bookedOn ? 'before' : null;
}
