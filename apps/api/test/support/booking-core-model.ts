import type { BookingStatus } from '@wayfarer/shared/enums';
import fc from 'fast-check';
import { D1, D2, D4 } from './date-changes.ts';

// The model of the booking core's model-based test (booking-core.model.test.ts; not a test file
// itself): the dates and bookings it tracks, the commands it generates, and what each command
// answers and leaves behind in the model. The test carries the commands out through the API.

export type DateKey = 'A' | 'B' | 'C';
export const DATE_KEYS: DateKey[] = ['A', 'B', 'C'];
// A: Standard on D1, 3 seats; B: Standard on D2, 40 seats; C: Budget (₹5,000) on D4, no seat cap.
export const DATES: Record<DateKey, { date: string; departure: 0 | 1; seats: number | null }> = {
  A: { date: D1, departure: 0, seats: 3 },
  B: { date: D2, departure: 0, seats: 40 },
  C: { date: D4, departure: 1, seats: null },
};

export type MBooking = {
  id: string;
  payUrl: string;
  key: string | undefined;
  date: DateKey;
  people: number;
  status: BookingStatus;
  /** Its first payment attempt is still open (the pay page can still be pressed). */
  firstOpen: boolean;
  /** Its open move offer's date, if any. */
  offerTo: DateKey | null;
  /** Made by the admin with a payment link (ADR 1360); left out: a traveller's checkout. */
  admin?: boolean;
  /** Booked on the package's instalment plan (ADR 1365). */
  instalments?: boolean;
};
export type MDate = { cancelled: boolean; closed: boolean };
export type Model = { bookings: MBooking[]; dates: Record<DateKey, MDate> };

export type Cmd =
  // via: the share link the visitor came through: none, the package creator's own, or
  // another creator's (a recommendation, which earns that creator a referral share).
  // instalments: on the package's 15/50/35 plan (ADR 1365) rather than token or full.
  | { kind: 'checkout'; date: DateKey; people: number; full: boolean; via: Via; instalments?: boolean }
  | { kind: 'pay'; i: number; ok: boolean }
  | { kind: 'balance'; i: number }
  // "Pay instalment" on the i-th booking made on the plan: the next instalment, through the balance path.
  | { kind: 'instalment'; i: number }
  | { kind: 'request'; i: number }
  | { kind: 'adminCancel'; i: number }
  | { kind: 'cancelDate'; date: DateKey }
  | { kind: 'changeDate'; i: number; to: DateKey }
  | { kind: 'offline'; i: number }
  | { kind: 'move'; from: DateKey; to: DateKey }
  | { kind: 'accept'; i: number }
  | { kind: 'decline'; i: number }
  // ADR 1360, 1361: a booking the admin makes (a payment link, maybe a discount), and a link
  // renewed once the last one ended unpaid.
  | { kind: 'adminBooking'; date: DateKey; people: number; full: boolean; discount: boolean }
  | { kind: 'renewLink'; i: number }
  | { kind: 'reconcile' }
  | { kind: 'complete' }
  // ADR 1370: the admin removes one traveller (the booking's travellers entered first).
  | { kind: 'removeTraveller'; i: number };
export type Step = { one: Cmd } | { two: [Cmd, Cmd] };
export type Via = 'none' | 'own' | 'other';

export const LIVE: BookingStatus[] = ['CONFIRMED', 'CANCELLATION_REQUESTED', 'COMPLETED'];
export const clone = (m: Model): Model => ({
  bookings: m.bookings.map((b) => ({ ...b })),
  dates: { A: { ...m.dates.A }, B: { ...m.dates.B }, C: { ...m.dates.C } },
});

/** Seats the model counts on a date: unpaid bookings still holding, and the live ones. */
export const used = (m: Model, d: DateKey, except?: string) =>
  m.bookings
    .filter((b) => b.date === d && b.id !== except)
    .filter((b) => (b.status === 'PENDING' && b.firstOpen) || LIVE.includes(b.status))
    .reduce((sum, b) => sum + b.people, 0);
export const fits = (m: Model, d: DateKey, people: number, except?: string) => {
  const seats = DATES[d].seats;
  return seats === null || used(m, d, except) + people <= seats;
};
export const bookable = (m: Model, d: DateKey) => !m.dates[d].cancelled && !m.dates[d].closed;

export type Expectation = { ok: (code: number) => boolean; next: Model };
export const is =
  (...codes: number[]) =>
  (code: number) =>
    codes.includes(code);
export const refused = (code: number) => code >= 400 && code < 500;
/** Done: 200 or 201, whichever the route answers. */
export const done = is(200, 201);

/** The booking a command acts on, as the runner picks it (an instalment: among those on a plan). */
export function bookingOf(m: Model, cmd: Cmd): MBooking | undefined {
  if (!('i' in cmd)) return undefined;
  const among = cmd.kind === 'instalment' ? m.bookings.filter((x) => x.instalments) : m.bookings;
  return among[cmd.i % Math.max(1, among.length)];
}

/**
 * A balance or an instalment is two requests: the payment's attempt, then the pay page. A command
 * on the same booking run at once may land between them, while that payment is in flight, and be
 * refused with 409 (the clear retry, for example BALANCE_IN_PROGRESS), leaving the booking as the
 * payment alone leaves it.
 */
export const paysInTwoSteps = (c: Cmd) => c.kind === 'balance' || c.kind === 'instalment';

export const describeCmd = (m: Model, c: Cmd) => {
  const b = bookingOf(m, c);
  return `${JSON.stringify(c)}${b ? ` on booking ${m.bookings.indexOf(b)} (${b.status}, date ${b.date})` : ''}`;
};

/**
 * The model after two commands run at once answered `codes`, or undefined when nothing explains
 * them: one order or the other, or one landing while the other's payment was in flight and told
 * to retry. `matches` says whether the database's statuses are a model's.
 */
export async function explainPair(
  model: Model,
  [a, b]: [Cmd, Cmd],
  [ca, cb]: [number, number],
  matches: (m: Model) => Promise<boolean>,
): Promise<Model | undefined> {
  for (const [first, firstCode, second, secondCode] of [
    [a, ca, b, cb],
    [b, cb, a, ca],
  ] as const) {
    const one = expectOf(model, first);
    const two = expectOf(one.next, second);
    if (one.ok(firstCode) && two.ok(secondCode) && (await matches(two.next))) return two.next;
  }
  for (const [pays, payCode, other, otherCode] of [
    [a, ca, b, cb],
    [b, cb, a, ca],
  ] as const) {
    if (!paysInTwoSteps(pays) || otherCode !== 409) continue;
    const target = bookingOf(model, pays);
    if (!target || bookingOf(model, other) !== target) continue;
    const alone = expectOf(model, pays);
    if (alone.ok(payCode) && (await matches(alone.next))) return alone.next;
  }
  return undefined;
}

/** What the model says a command answers and leaves behind. */
export function expectOf(model: Model, cmd: Cmd): Expectation {
  const m = clone(model);
  const b = 'i' in cmd ? m.bookings[cmd.i % Math.max(1, m.bookings.length)] : undefined;
  switch (cmd.kind) {
    case 'checkout': {
      if (!bookable(m, cmd.date) || !fits(m, cmd.date, cmd.people)) return { ok: refused, next: m };
      return { ok: is(201), next: m }; // the booking itself is added by the runner (its id)
    }
    case 'adminBooking': {
      if (!bookable(m, cmd.date) || !fits(m, cmd.date, cmd.people)) return { ok: refused, next: m };
      return { ok: is(201), next: m }; // added by the runner, as a checkout's
    }
    case 'renewLink': {
      // Only an admin-made booking awaiting payment whose link ended; its seats again if free.
      if (!b?.admin || b.status !== 'PENDING' || b.firstOpen) return { ok: refused, next: m };
      if (!bookable(m, b.date) || !fits(m, b.date, b.people, b.id)) return { ok: refused, next: m };
      b.firstOpen = true;
      return { ok: done, next: m };
    }
    case 'pay': {
      if (!b?.firstOpen) return { ok: () => true, next: m };
      b.firstOpen = false;
      if (cmd.ok && b.status === 'PENDING') b.status = m.dates[b.date].cancelled ? 'CANCELLED' : 'CONFIRMED';
      return { ok: is(303), next: m };
    }
    case 'instalment': {
      const on = m.bookings.filter((x) => x.instalments);
      const x = on[cmd.i % Math.max(1, on.length)];
      return { ok: x && LIVE.includes(x.status) ? is(201, 409) : refused, next: m };
    }
    case 'balance':
      // Whether anything is owed is the money's business (checked by the invariants); the status stays.
      return { ok: b && LIVE.includes(b.status) ? is(201, 409) : refused, next: m };
    case 'request': {
      if (b?.status !== 'CONFIRMED') return { ok: refused, next: m };
      b.status = 'CANCELLATION_REQUESTED';
      return { ok: done, next: m };
    }
    case 'adminCancel': {
      if (b?.status !== 'CONFIRMED' && b?.status !== 'CANCELLATION_REQUESTED')
        return { ok: refused, next: m };
      b.status = 'CANCELLED';
      b.offerTo = null;
      return { ok: done, next: m };
    }
    case 'cancelDate': {
      const d = m.dates[cmd.date];
      // A date whose trip has run (its bookings completed) can no longer be cancelled.
      const ran = m.bookings.some((x) => x.date === cmd.date && x.status === 'COMPLETED');
      if (d.cancelled || ran) return { ok: refused, next: m };
      d.cancelled = true;
      d.closed = true;
      for (const x of m.bookings) {
        if (x.date !== cmd.date) continue;
        if (x.status === 'PENDING' || x.status === 'CONFIRMED' || x.status === 'CANCELLATION_REQUESTED') {
          x.status = 'CANCELLED';
          x.offerTo = null;
        }
      }
      return { ok: done, next: m };
    }
    case 'changeDate': {
      if (
        b?.status !== 'CONFIRMED' ||
        b.date === cmd.to ||
        !bookable(m, cmd.to) ||
        !fits(m, cmd.to, b.people, b.id)
      )
        return { ok: refused, next: m };
      b.date = cmd.to;
      return { ok: done, next: m };
    }
    case 'offline':
      return {
        ok: b && (b.status === 'CONFIRMED' || b.status === 'COMPLETED') ? is(201, 409) : refused,
        next: m,
      };
    case 'move': {
      if (cmd.from === cmd.to || m.dates[cmd.from].cancelled || !bookable(m, cmd.to))
        return { ok: refused, next: m };
      m.dates[cmd.from].closed = true;
      for (const x of m.bookings) if (x.date === cmd.from && x.status === 'CONFIRMED') x.offerTo = cmd.to;
      return { ok: done, next: m };
    }
    case 'accept': {
      if (!b?.offerTo || b.status !== 'CONFIRMED') return { ok: refused, next: m };
      if (b.offerTo === b.date) return { ok: refused, next: m };
      if (!bookable(m, b.offerTo) || !fits(m, b.offerTo, b.people, b.id)) return { ok: refused, next: m };
      b.date = b.offerTo;
      b.offerTo = null;
      return { ok: done, next: m };
    }
    case 'decline': {
      if (!b?.offerTo || b.status !== 'CONFIRMED') return { ok: refused, next: m };
      b.status = 'CANCELLED';
      b.offerTo = null;
      return { ok: done, next: m };
    }
    case 'removeTraveller': {
      // A confirmed booking of two or more: one fewer; never the last one, never another status.
      if (b?.status !== 'CONFIRMED' || b.people < 2) return { ok: refused, next: m };
      b.people -= 1;
      return { ok: done, next: m };
    }
    case 'reconcile':
      return { ok: () => true, next: m };
    case 'complete': {
      for (const x of m.bookings) if (x.status === 'CONFIRMED') x.status = 'COMPLETED';
      return { ok: () => true, next: m };
    }
  }
}

export const index = fc.nat({ max: 11 });
export const dateKey = fc.constantFrom(...DATE_KEYS);
export const cmdArb: fc.Arbitrary<Cmd> = fc.oneof(
  {
    weight: 4,
    arbitrary: fc.record({
      kind: fc.constant('checkout' as const),
      date: dateKey,
      people: fc.integer({ min: 1, max: 2 }),
      full: fc.boolean(),
      via: fc.constantFrom<Via>('none', 'own', 'other'),
      instalments: fc.boolean(),
    }),
  },
  {
    weight: 2,
    arbitrary: fc.record({
      kind: fc.constant('adminBooking' as const),
      date: dateKey,
      people: fc.integer({ min: 1, max: 2 }),
      full: fc.boolean(),
      discount: fc.boolean(),
    }),
  },
  { weight: 2, arbitrary: fc.record({ kind: fc.constant('renewLink' as const), i: index }) },
  { weight: 2, arbitrary: fc.record({ kind: fc.constant('instalment' as const), i: index }) },
  { weight: 5, arbitrary: fc.record({ kind: fc.constant('pay' as const), i: index, ok: fc.boolean() }) },
  { weight: 2, arbitrary: fc.record({ kind: fc.constant('balance' as const), i: index }) },
  { weight: 1, arbitrary: fc.record({ kind: fc.constant('request' as const), i: index }) },
  { weight: 1, arbitrary: fc.record({ kind: fc.constant('adminCancel' as const), i: index }) },
  { weight: 1, arbitrary: fc.record({ kind: fc.constant('cancelDate' as const), date: dateKey }) },
  { weight: 2, arbitrary: fc.record({ kind: fc.constant('changeDate' as const), i: index, to: dateKey }) },
  { weight: 1, arbitrary: fc.record({ kind: fc.constant('offline' as const), i: index }) },
  { weight: 1, arbitrary: fc.record({ kind: fc.constant('move' as const), from: dateKey, to: dateKey }) },
  { weight: 1, arbitrary: fc.record({ kind: fc.constant('accept' as const), i: index }) },
  { weight: 1, arbitrary: fc.record({ kind: fc.constant('decline' as const), i: index }) },
  { weight: 2, arbitrary: fc.record({ kind: fc.constant('removeTraveller' as const), i: index }) },
  { weight: 2, arbitrary: fc.constant({ kind: 'reconcile' as const }) },
  { weight: 1, arbitrary: fc.constant({ kind: 'complete' as const }) },
);
/** Two at once: anything but a checkout (whose new booking the other could not name). */
export const pairable = cmdArb.filter(
  (c) => c.kind !== 'checkout' && c.kind !== 'adminBooking' && c.kind !== 'complete',
);
export const stepArb: fc.Arbitrary<Step> = fc.oneof(
  { weight: 4, arbitrary: cmdArb.map((one) => ({ one })) },
  { weight: 1, arbitrary: fc.tuple(pairable, pairable).map((two) => ({ two })) },
);
/** Every run starts with a few bookings to act on. */
export const opening: Step[] = [
  { one: { kind: 'checkout', date: 'A', people: 1, full: false, via: 'other' } },
  { one: { kind: 'checkout', date: 'B', people: 2, full: true, via: 'none' } },
  { one: { kind: 'pay', i: 0, ok: true } },
  // An admin-made booking whose link is declined, then renewed (ADR 1361): booking 2.
  { one: { kind: 'adminBooking', date: 'B', people: 1, full: false, discount: true } },
  { one: { kind: 'pay', i: 2, ok: false } },
  { one: { kind: 'renewLink', i: 2 } },
  // A paid booking of two loses one traveller (the removal's refund, credit note and seat).
  { one: { kind: 'pay', i: 1, ok: true } },
  { one: { kind: 'removeTraveller', i: 1 } },
  // An instalment booking (ADR 1365): booking 3.
  { one: { kind: 'checkout', date: 'C', people: 1, full: false, via: 'own', instalments: true } },
  { one: { kind: 'pay', i: 3, ok: true } },
  // A second instalment booking, of two (booking 4): one traveller removed while its next
  // instalment is paid, at once (the second of the two instalment bookings is booking 4).
  { one: { kind: 'checkout', date: 'C', people: 2, full: false, via: 'none', instalments: true } },
  { one: { kind: 'pay', i: 4, ok: true } },
  {
    two: [
      { kind: 'removeTraveller', i: 4 },
      { kind: 'instalment', i: 1 },
    ],
  },
];
