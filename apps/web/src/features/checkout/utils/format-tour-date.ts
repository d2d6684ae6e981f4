const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

/** spec 001 §2: a tour date as "dd Mon yyyy" ("03 Feb 2027"); the stored calendar date, no time zone. */
export function formatTourDate(value: string): string {
  const match = /^(\d{4})-(\d{2})-(\d{2})/.exec(value);
  const month = match ? MONTHS[Number(match[2]) - 1] : undefined;
  if (!match || !month) return value;
  return `${match[3]} ${month} ${match[1]}`;
}
