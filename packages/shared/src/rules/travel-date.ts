import type { TourType } from '../enums.ts';

// spec 001 §5 "Travel dates": a date must be later than two days from today, today being the date
// in India. On 10 March, 12 March is not bookable and 13 March is (ADR 031).

export const MIN_LEAD_DAYS = 2;
export const INDIA_TIME_ZONE = 'Asia/Kolkata';
export const DATE_PATTERN = /^\d{4}-\d{2}-\d{2}$/;

/** India's offset from UTC: +05:30 all year (India keeps no summer time). */
export const INDIA_OFFSET_MS = 330 * 60_000;

/** The instant a YYYY-MM-DD day begins in India (UTC+05:30 all year: India keeps no summer time). */
export const indiaMidnight = (date: string): Date => new Date(`${date}T00:00:00+05:30`);

/**
 * Today's date in India as YYYY-MM-DD. By the fixed offset rather than an Intl time-zone formatter,
 * whose first use loads the time-zone data: ~50 ms of a phone's main thread on the package page;
 * travel-date.test.ts checks it against Intl's Asia/Kolkata over many instants.
 */
export const todayInIndia = (now: Date = new Date()): string =>
  new Date(now.getTime() + INDIA_OFFSET_MS).toISOString().slice(0, 10);

/** YYYY-MM-DD plus n days (calendar arithmetic in UTC, no time-zone drift). */
export function addDays(isoDate: string, days: number): string {
  const [y, m, d] = isoDate.split('-').map(Number) as [number, number, number];
  return new Date(Date.UTC(y, m - 1, d + days)).toISOString().slice(0, 10);
}

/**
 * YYYY-MM-DD plus n calendar months; a day the target month lacks becomes its last day
 * (31 Aug + 6 months = 28 or 29 Feb), as a passport's "valid for six months" is read.
 */
export function addMonths(isoDate: string, months: number): string {
  const [y, m, d] = isoDate.split('-').map(Number) as [number, number, number];
  const lastDay = new Date(Date.UTC(y, m - 1 + months + 1, 0)).getUTCDate();
  return new Date(Date.UTC(y, m - 1 + months, Math.min(d, lastDay))).toISOString().slice(0, 10);
}

/**
 * Orders rows by their ISO date (or instant) text. Plain comparison, not `localeCompare`: its first
 * call builds an ICU collator, ~60 ms of a phone's main thread in the package page's render.
 */
export const byDate = (a: { date: string }, b: { date: string }): number =>
  a.date < b.date ? -1 : a.date > b.date ? 1 : 0;

/** A real calendar date written YYYY-MM-DD. */
export function isIsoDate(value: string): boolean {
  if (!DATE_PATTERN.test(value)) return false;
  const [y, m, d] = value.split('-').map(Number) as [number, number, number];
  const date = new Date(Date.UTC(y, m - 1, d));
  return date.getUTCFullYear() === y && date.getUTCMonth() === m - 1 && date.getUTCDate() === d;
}

/** The first bookable date: today in India plus MIN_LEAD_DAYS plus one. */
export const firstBookableDate = (now: Date = new Date()): string =>
  addDays(todayInIndia(now), MIN_LEAD_DAYS + 1);

export const isBookableDate = (date: string, now: Date = new Date()): boolean =>
  isIsoDate(date) && date >= firstBookableDate(now);

/** The stored dates still bookable, in order, without repeats. */
export function bookableDates(dates: string[], now: Date = new Date()): string[] {
  const first = firstBookableDate(now);
  return [...new Set(dates.filter((date) => isIsoDate(date) && date >= first))].sort();
}

/** Whether a package's availability offers a bookable date (AnyDay always does). */
export function offersBookableDate(tourType: TourType, dates: string[], now?: Date): boolean {
  return tourType === 'AnyDay' || bookableDates(dates, now).length > 0;
}

const SHORT_MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

/**
 * "12 Mar 2027" (spec 001: a tour date as dd Mon yyyy) from a stored YYYY-MM-DD date (a longer ISO
 * text is read by its date part); anything else comes back as given. Written out rather than
 * Intl's en-GB, which writes September "Sept".
 */
export function formatTravelDate(value: string): string {
  const match = /^(\d{4})-(\d{2})-(\d{2})/.exec(value);
  const month = match ? SHORT_MONTHS[Number(match[2]) - 1] : undefined;
  if (!match || !month) return value;
  return `${match[3]} ${month} ${match[1]}`;
}
