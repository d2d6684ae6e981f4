import {
  seatsBelowConfirmedMessage,
  soldDateMessage,
  soldDepartureMessage,
  soldPriceMessage,
} from '@wayfarer/shared/schemas/tour';
import { AppError, type FieldIssue } from '../../lib/app-error.ts';
import { formatTravelDate } from '@wayfarer/shared/rules/travel-date';
import type { CustomSelectionItem, LiveBooking, SimpleSelectionItem } from './tour-sold.repository.ts';

// Sold is sold. The rules that keep the editor's replace-the-whole-set saves from
// removing what live bookings stand on (tour-sold.repository.ts says which bookings are live).

type Tally = { bookings: number; people: number; paidPeople: number };

function tallyBy(live: LiveBooking[], keyOf: (b: LiveBooking) => string[]): Map<string, Tally> {
  const tallies = new Map<string, Tally>();
  for (const booking of live) {
    for (const key of new Set(keyOf(booking))) {
      const tally = tallies.get(key) ?? { bookings: 0, people: 0, paidPeople: 0 };
      tally.bookings += 1;
      tally.people += booking.people;
      if (booking.paidPaise > 0) tally.paidPeople += booking.people;
      tallies.set(key, tally);
    }
  }
  return tallies;
}

const dateKey = (departureId: string | null, date: string) => `${departureId}|${date}`;

/** One 409 naming every conflict; the field issues let the editor show each at its row. */
function refuseSold(issues: FieldIssue[]): void {
  if (issues.length === 0) return;
  const message = [...new Set(issues.map((i) => i.message))].join('; ');
  throw new AppError('SOLD_NOT_REMOVABLE', message, issues);
}

export type StoredDate = { id: string; departureId: string; date: string };
export type WantedRow = { id?: string; departureId: string; date: string; seats: number | null };

/**
 * An availability save keeps every (departure, date) holding live bookings, and a sold date's
 * seats never go below its confirmed (paid) people. `rows` are the body's rows (their index is
 * the field path); `wanted` what the save would store. A row sent with the id of a sold date
 * but another date or departure is a move: refused at that row.
 */
export function checkSoldDates(
  live: LiveBooking[],
  stored: StoredDate[],
  rows: WantedRow[],
  wanted: WantedRow[],
): void {
  const sold = tallyBy(live, (b) => [dateKey(b.departureId, b.travelDate)]);
  const kept = new Set(wanted.map((w) => dateKey(w.departureId, w.date)));
  const issues: FieldIssue[] = [];
  // Named in date order, whatever order the rows were locked in.
  const byDate = [...stored].sort(
    (a, b) => a.date.localeCompare(b.date) || a.departureId.localeCompare(b.departureId),
  );
  for (const date of byDate) {
    const tally = sold.get(dateKey(date.departureId, date.date));
    if (!tally || kept.has(dateKey(date.departureId, date.date))) continue;
    const message = soldDateMessage(formatTravelDate(date.date), tally.bookings, tally.people);
    const moved = rows.findIndex((r) => r.id === date.id);
    issues.push({ path: moved >= 0 ? `tourDates.${moved}.date` : 'tourDates', message });
  }
  for (const date of wanted) {
    const tally = sold.get(dateKey(date.departureId, date.date));
    if (!tally || date.seats === null || date.seats >= tally.paidPeople) continue;
    const at = rows.findIndex((r) => dateKey(r.departureId, r.date) === dateKey(date.departureId, date.date));
    issues.push({
      path: at >= 0 ? `tourDates.${at}.seats` : 'tourDates',
      message: seatsBelowConfirmedMessage(formatTravelDate(date.date), tally.paidPeople),
    });
  }
  refuseSold(issues);
}

export type DepartureBefore = {
  id: string;
  name: string;
  simplePricings: { adult: number; child: number }[];
  customPricings: { id: string; name: string }[];
};
export type DepartureAfter = {
  id?: string;
  simplePricings: { adult: number; child: number }[];
  customPricings: { id?: string }[];
};

const roomLabel = (r: { adult: number; child: number }) =>
  `${r.adult} ${r.adult === 1 ? 'adult' : 'adults'}${r.child > 0 ? ` + ${r.child} ${r.child === 1 ? 'child' : 'children'}` : ''}`;

/**
 * A pricing save keeps every departure live bookings travel on, and each price they were sold
 * at: a room's (adult, child) combination, a custom item's id, and the pricing type itself.
 * A price already gone before this save (removed before the rule existed) blocks nothing.
 */
export function checkSoldPrices(
  live: LiveBooking[],
  before: DepartureBefore[],
  after: DepartureAfter[],
  pricingType: 'Simple' | 'Custom',
): void {
  const issues: FieldIssue[] = [];
  const afterById = new Map(after.flatMap((d, i) => (d.id ? [[d.id, { d, i }] as const] : [])));
  const byDeparture = tallyBy(live, (b) => [String(b.departureId)]);
  for (const departure of before) {
    const tally = byDeparture.get(departure.id);
    if (!tally) continue;
    const kept = afterById.get(departure.id);
    if (!kept) {
      issues.push({
        path: 'tourPackageDepartures',
        message: soldDepartureMessage(departure.name, tally.bookings, tally.people),
      });
      continue;
    }
    const onIt = live.filter((b) => b.departureId === departure.id);
    const at = `tourPackageDepartures.${kept.i}`;
    const rooms = tallyBy(
      onIt.filter((b) => b.pricingType === 'Simple'),
      (b) => (b.selection as SimpleSelectionItem[]).map((r) => `${r.adult}|${r.child}`),
    );
    const stored = new Set(departure.simplePricings.map((p) => `${p.adult}|${p.child}`));
    const offered = new Set(kept.d.simplePricings.map((p) => `${p.adult}|${p.child}`));
    for (const [combination, t] of rooms) {
      if (!stored.has(combination) || (pricingType === 'Simple' && offered.has(combination))) continue;
      const [adult, child] = combination.split('|').map(Number) as [number, number];
      const what = `"${departure.name}" ${roomLabel({ adult, child })}`;
      issues.push({ path: `${at}.simplePricings`, message: soldPriceMessage(what, t.bookings, t.people) });
    }
    const items = tallyBy(
      onIt.filter((b) => b.pricingType === 'Custom'),
      (b) => (b.selection as CustomSelectionItem[]).map((c) => c.id),
    );
    const keptItems = new Set(kept.d.customPricings.flatMap((p) => (p.id ? [p.id] : [])));
    for (const [itemId, t] of items) {
      const name = departure.customPricings.find((p) => p.id === itemId)?.name;
      if (name === undefined || (pricingType === 'Custom' && keptItems.has(itemId))) continue;
      const what = `"${departure.name}" ${name}`;
      issues.push({ path: `${at}.customPricings`, message: soldPriceMessage(what, t.bookings, t.people) });
    }
  }
  refuseSold(issues);
}
