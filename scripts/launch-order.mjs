// bench:launch's arrival-order check, apart so a test can hold it to its meaning.
//
// While no seat has come back (no hold ended), the free seats of a date only fall. A party told
// "sold out" at that moment did not fit: fewer seats were free than it asked for. A party that
// asked later and still got seats before any came back asked for fewer than were free then, so
// for fewer than the refused party. A later party of as many people or more holding seats means
// the two were decided in the other order: a pair out of arrival order. Parties sent within
// `toleranceMs` of each other are not compared (the proxy's two queues, one per instance, may
// reorder what was sent close together).

/**
 * The pairs [refused, holder] decided out of arrival order. `checkouts`: { people, sentAt,
 * answeredAt, outcome, bookingId }, times in ms; `firstReleaseAt`: when the first seat came back
 * (Infinity if none did). Only answers before it are compared.
 */
export function outOfArrivalOrder(checkouts, firstReleaseAt, toleranceMs = 250) {
  const before = checkouts.filter((c) => c.answeredAt < firstReleaseAt);
  const refused = before.filter((c) => c.outcome.startsWith('sold out'));
  const holders = before.filter((c) => c.bookingId);
  const pairs = [];
  for (const r of refused)
    for (const h of holders)
      if (h.sentAt > r.sentAt + toleranceMs && h.people >= r.people) pairs.push([r, h]);
  return { refused: refused.length, holders: holders.length, pairs };
}
