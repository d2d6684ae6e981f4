// The dashboards' figures (admin and creator): which months are charted and how the
// lead conversion reads as a percentage (ADR 981, 982).

/** Both dashboards chart the last 12 months, the current one (India time) included. */
export const STATS_MONTHS = 12;

/** The `count` months up to the one of `today` (YYYY-MM-DD, India), oldest first, as YYYY-MM. */
export function lastMonths(today: string, count: number): string[] {
  const [year, month] = today.split('-').map(Number) as [number, number];
  return Array.from({ length: count }, (_, i) => {
    const date = new Date(Date.UTC(year, month - 1 - (count - 1 - i), 1));
    return date.toISOString().slice(0, 7);
  });
}

/** converted / leads as a percentage with one decimal (half up); 0 when there are no leads. */
export function conversionPercent(converted: number, leads: number): number {
  if (leads <= 0) return 0;
  return Math.round((converted * 1000) / leads) / 10;
}

/**
 * What each dashboard card counts, said under its figure — one home, so the admin's and
 * the creator's dashboards say the same of the same definition (booking-stats.repository.ts).
 */
export const dashboardCaptions = {
  bookings: 'Bookings with a successful payment, cancelled ones included',
  grossBooked: 'Price after discounts of every paid booking, cancelled ones included (before refunds)',
  collected: 'Every payment received, online and offline, before refunds',
  outstanding: (unpaidAfterTravel: string) =>
    `Still owed on bookings not cancelled, trips already taken included (${unpaidAfterTravel} unpaid after travel)`,
  refunds: 'Refunds completed: money given back on cancellations',
} as const;
