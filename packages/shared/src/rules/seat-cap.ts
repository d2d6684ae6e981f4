// The seat cap of a dated departure (its `seats`; null = no cap). Seats taken are the held and
// confirmed seat holds; checkout, a late payment success and the waitlist all ask these.

/** Seats still free on a date: its cap less the seats taken; unlimited when the date has no cap. */
export const seatsLeft = (cap: number | null, taken: number): number =>
  cap === null ? Number.POSITIVE_INFINITY : cap - taken;

/** A party fits when the seats taken plus its people stay within the cap (always, with no cap). */
export const fitsSeatCap = (cap: number | null, taken: number, people: number): boolean =>
  people <= seatsLeft(cap, taken);
