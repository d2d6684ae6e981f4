import { addDays, addMonths, formatTravelDate } from './travel-date.ts';

// "Before you go" (ADR 1208): what makes a traveller's details complete, when the
// one reminder goes out, and the passport's expiry rule.

/** The reminder goes out this many days before the balance due date (the details' due date). */
export const DETAILS_REMINDER_DAYS_BEFORE = 7;

export type TravellerDetailsFields = {
  emergencyName: string | null;
  emergencyPhone: string | null;
  passportNumber: string | null;
  nationality: string | null;
  passportExpiry: string | null;
};

/** Complete: an emergency contact (name and phone) and, for an international trip, the passport. */
export function areDetailsComplete(d: TravellerDetailsFields | undefined, isInternational: boolean): boolean {
  if (!d?.emergencyName || !d.emergencyPhone) return false;
  return !isInternational || Boolean(d.passportNumber && d.nationality && d.passportExpiry);
}

/** The day the reminder is due: a week before the balance due date. */
export const detailsReminderDate = (balanceDueDate: string): string =>
  addDays(balanceDueDate, -DETAILS_REMINDER_DAYS_BEFORE);

/** The reminder is sent on a day from its date up to the due date itself (a late booking gets none after). */
export const isDetailsReminderDay = (balanceDueDate: string, today: string): boolean =>
  today >= detailsReminderDate(balanceDueDate) && today <= balanceDueDate;

/** How long after the return date a passport must stay valid, per package (months). */
export const PASSPORT_VALIDITY_MONTHS_DEFAULT = 6;
export const PASSPORT_VALIDITY_MONTHS_MIN = 0;
export const PASSPORT_VALIDITY_MONTHS_MAX = 24;

/** The first expiry date a passport may have: the return date plus the package's months (India dates). */
export const passportNeededBy = (returnDate: string, validityMonths: number): string =>
  addMonths(returnDate, validityMonths);

/** A passport expiring before the return date + the package's months is refused; on that day is fine. */
export const isPassportValidForTrip = (expiry: string, returnDate: string, validityMonths: number): boolean =>
  expiry >= passportNeededBy(returnDate, validityMonths);

/** The refusal, naming the date needed (as printed, and as YYYY-MM-DD) and the package's rule. */
export function passportTooSoonMessage(returnDate: string, validityMonths: number): string {
  const needed = passportNeededBy(returnDate, validityMonths);
  const rule =
    validityMonths === 0
      ? 'the return date'
      : `${validityMonths} ${validityMonths === 1 ? 'month' : 'months'} after the return date`;
  return `Passport expiry must be on or after ${formatTravelDate(needed)} (${needed}): ${rule}`;
}

/** The creator's notes show on the booking page from the balance due date on. */
export const areNotesVisible = (balanceDueDate: string, today: string): boolean => today >= balanceDueDate;

/** "A1234567" → "••••4567": the booking page never shows a passport number whole. */
export const maskPassport = (value: string): string =>
  value.length <= 4 ? '••••' : `••••${value.slice(-4)}`;
