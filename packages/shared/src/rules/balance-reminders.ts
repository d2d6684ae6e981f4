import { BALANCE_REMINDER_DAYS_BEFORE } from './booking-lifecycle.ts';
import { addDays } from './travel-date.ts';

// The balance reminders (ADR 912): one e-mail 7 days before the balance's due date and one on it,
// each sent at most once, by a job that may run late or not at all on some day. All dates are
// calendar dates in India (YYYY-MM-DD).

export type BalanceReminderKind = 'before' | 'due';

/** The day each reminder becomes due. */
export const reminderDay = (balanceDueDate: string, kind: BalanceReminderKind): string =>
  kind === 'before' ? addDays(balanceDueDate, -BALANCE_REMINDER_DAYS_BEFORE) : balanceDueDate;

/**
 * Which reminder a CONFIRMED booking with a balance owes on `today`, if any:
 * - 'before' from its day until the day before the due date (a run missed on the day catches up;
 *   once the due date has come, only 'due' goes out, never both at once);
 * - 'due' from the due date until the day before travel (late, it says "was due on");
 * - none for a reminder whose day is on or before the booking day: the confirmation e-mail has
 *   just given the due date and the pay link (a booking made within 30 days of travel is due at once).
 */
export function balanceReminderOn(
  booking: { balanceDueDate: string; travelDate: string; bookedOn: string },
  today: string,
): BalanceReminderKind | null {
  const { balanceDueDate, travelDate, bookedOn } = booking;
  if (today >= travelDate) return null;
  if (today >= balanceDueDate) return balanceDueDate > bookedOn ? 'due' : null;
  const before = reminderDay(balanceDueDate, 'before');
  return today >= before && before > bookedOn ? 'before' : null;
}
