import { INDIA_TIME_ZONE } from '@wayfarer/shared/rules/travel-date';

// Amounts render through the one INR formatter in @wayfarer/shared/rules/money (ARCHITECTURE.md).
export { formatRupees } from '@wayfarer/shared/rules/money';

/** A calendar date as people in India read it, e.g. "14 March 2026" (today is the date in India). */
export function formatLongDate(date: Date): string {
  return new Intl.DateTimeFormat('en-IN', { dateStyle: 'long', timeZone: INDIA_TIME_ZONE }).format(date);
}

/** spec 001 §2: a tour date as "dd Mon yyyy" ("03 Feb 2027"), from its stored calendar date (no time zone). */
export { formatTravelDate as formatTourDate } from '@wayfarer/shared/rules/travel-date';

/** A moment as people in India read it, e.g. "14 Mar 2026, 6:30 pm" (announcements' times). */
export function formatDateTime(iso: string): string {
  return new Intl.DateTimeFormat('en-IN', {
    dateStyle: 'medium',
    timeStyle: 'short',
    timeZone: INDIA_TIME_ZONE,
  }).format(new Date(iso));
}
