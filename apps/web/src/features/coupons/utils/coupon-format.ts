import type { Coupon } from '@wayfarer/shared/schemas/coupon';
import { formatRupees } from '@wayfarer/shared/rules/money';
import { INDIA_TIME_ZONE } from '@wayfarer/shared/rules/travel-date';

/** India's offset: a day at checkout is a day in India. */
const IST_OFFSET = '+05:30';
const IST_OFFSET_MS = 330 * 60_000;

/** A date input's value ("2026-03-14") as the start of that day in India, or null when empty. */
export const startOfDay = (date: string): string | null =>
  date ? `${date}T00:00:00.000${IST_OFFSET}` : null;

/** A date input's value as the last moment of that day in India, or null when empty. */
export const endOfDay = (date: string): string | null => (date ? `${date}T23:59:59.999${IST_OFFSET}` : null);

/** An ISO instant as the calendar date in India ("2026-03-14"), for a date input; '' for none. */
export function toDateInput(iso: string | null): string {
  if (!iso) return '';
  const time = new Date(iso).getTime();
  return Number.isNaN(time) ? '' : new Date(time + IST_OFFSET_MS).toISOString().slice(0, 10);
}

const shortDate = new Intl.DateTimeFormat('en-IN', { dateStyle: 'medium', timeZone: INDIA_TIME_ZONE });

/** "10%" or "₹500.00". */
export const formatDiscount = (coupon: Pick<Coupon, 'kind' | 'value'>): string =>
  coupon.kind === 'percent' ? `${coupon.value}%` : formatRupees(coupon.value);

/** "14 Mar 2026 – 31 Mar 2026", "From 14 Mar 2026", "Until 31 Mar 2026" or "Always". */
export function formatWindow({ validFrom, validUntil }: Pick<Coupon, 'validFrom' | 'validUntil'>): string {
  const from = validFrom ? shortDate.format(new Date(validFrom)) : null;
  const until = validUntil ? shortDate.format(new Date(validUntil)) : null;
  if (from && until) return `${from} – ${until}`;
  if (from) return `From ${from}`;
  if (until) return `Until ${until}`;
  return 'Always';
}

/** "3 / 100" or "3 / no cap". */
export const formatUses = ({ usedCount, maxUses }: Pick<Coupon, 'usedCount' | 'maxUses'>): string =>
  `${usedCount} / ${maxUses ?? 'no cap'}`;
