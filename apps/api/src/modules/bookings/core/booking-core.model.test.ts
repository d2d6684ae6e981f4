import type { BookingStatus } from '@wayfarer/shared/enums';
import { todayInIndia } from '@wayfarer/shared/rules/travel-date';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, createTestApp, loginAdmin, type TestApp } from '../../../../test/helpers.ts';
import { createPublishedPackage, type TestPackage } from '../../../../test/package-factory.ts';
import { D1, D2, D4 } from '../../date-changes/date-changes-test-support.ts';
import { KARNATAKA_GSTIN, saveGstSettings } from '../../invoices/test-support.ts';
import { bookingDeps } from '../deps.ts';
import { runTripCompletionOnce } from '../jobs/booking-jobs.ts';
import { runReconcilerOnce } from '../payments/reconciler.ts';
import { book, bookingPayload, payPage } from '../test-support.ts';
import { checkInvariants, documentsChecked, readStatuses } from './booking-core-test-support.ts';
import { explaining } from './transitions.ts';

// The booking core's model-based test (ADR 1300): random sequences of checkout, payment (taken or
// declined), balance, the traveller's cancellation request, the admin's cancel, the operator's date
// cancel, a group move offered, accepted and declined, an admin's date change, an offline payment,
// refund results (the reconciler) and trip completion — single or two at once — run through the
// API against a small model of each booking's status, with the core's invariants checked after every
// step (booking-core-test-support.ts) and every status change checked against the transition table.
// Bounded for `npm test`; `npm run model` runs it longer. A failure prints fast-check's seed and
// path: MODEL_SEED=<seed> MODEL_PATH=<path> replays it.

const SEED = Number(process.env.MODEL_SEED ?? 20261202);
const RUNS = Number(process.env.MODEL_RUNS ?? 8);
const MAX_STEPS = Number(process.env.MODEL_STEPS ?? 20);

type DateKey = 'A' | 'B' | 'C';
const DATE_KEYS: DateKey[] = ['A', 'B', 'C'];
// A: Standard on D1, 3 seats; B: Standard on D2, 40 seats; C: Budget (₹5,000) on D4, no seat cap.
const DATES: Record<DateKey, { date: string; departure: 0 | 1; seats: number | null }> = {
  A: { date: D1, departure: 0, seats: 3 },
  B: { date: D2, departure: 0, seats: 40 },
  C: { date: D4, departure: 1, seats: null },
};

type MBooking = {
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
};
type MDate = { cancelled: boolean; closed: boolean };
type Model = { bookings: MBooking[]; dates: Record<DateKey, MDate> };

type Cmd =
  | { kind: 'checkout'; date: DateKey; people: number; full: boolean }
  | { kind: 'pay'; i: number; ok: boolean }
  | { kind: 'balance'; i: number }
  | { kind: 'request'; i: number }
  | { kind: 'adminCancel'; i: number }
  | { kind: 'cancelDate'; date: DateKey }
  | { kind: 'changeDate'; i: number; to: DateKey }
  | { kind: 'offline'; i: number }
  | { kind: 'move'; from: DateKey; to: DateKey }
  | { kind: 'accept'; i: number }
  | { kind: 'decline'; i: number }
  | { kind: 'reconcile' }
  | { kind: 'complete' };
type Step = { one: Cmd } | { two: [Cmd, Cmd] };

const LIVE: BookingStatus[] = ['CONFIRMED', 'CANCELLATION_REQUESTED', 'COMPLETED'];
const clone = (m: Model): Model => ({
  bookings: m.bookings.map((b) => ({ ...b })),
  dates: { A: { ...m.dates.A }, B: { ...m.dates.B }, C: { ...m.dates.C } },
});

/** Seats the model counts on a date: unpaid bookings still holding, and the live ones. */
const used = (m: Model, d: DateKey, except?: string) =>
  m.bookings
    .filter((b) => b.date === d && b.id !== except)
    .filter((b) => (b.status === 'PENDING' && b.firstOpen) || LIVE.includes(b.status))
    .reduce((sum, b) => sum + b.people, 0);
const fits = (m: Model, d: DateKey, people: number, except?: string) => {
  const seats = DATES[d].seats;
  return seats === null || used(m, d, except) + people <= seats;
};
const bookable = (m: Model, d: DateKey) => !m.dates[d].cancelled && !m.dates[d].closed;

type Expectation = { ok: (code: number) => boolean; next: Model };
const is =
  (...codes: number[]) =>
  (code: number) =>
    codes.includes(code);
const refused = (code: number) => code >= 400 && code < 500;
/** Done: 200 or 201, whichever the route answers. */
const done = is(200, 201);

/** What the model says a command answers and leaves behind. */
function expectOf(model: Model, cmd: Cmd): Expectation {
  const m = clone(model);
  const b = 'i' in cmd ? m.bookings[cmd.i % Math.max(1, m.bookings.length)] : undefined;
  switch (cmd.kind) {
    case 'checkout': {
      if (!bookable(m, cmd.date) || !fits(m, cmd.date, cmd.people)) return { ok: refused, next: m };
      return { ok: is(201), next: m }; // the booking itself is added by the runner (its id)
    }
    case 'pay': {
      if (!b?.firstOpen) return { ok: () => true, next: m };
      b.firstOpen = false;
      if (cmd.ok && b.status === 'PENDING') b.status = m.dates[b.date].cancelled ? 'CANCELLED' : 'CONFIRMED';
      return { ok: is(303), next: m };
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
    case 'reconcile':
      return { ok: () => true, next: m };
    case 'complete': {
      for (const x of m.bookings) if (x.status === 'CONFIRMED') x.status = 'COMPLETED';
      return { ok: () => true, next: m };
    }
  }
}

let t: TestApp;
let admin: Record<string, string>;

const later = (ms: number) => bookingDeps(t.app, () => new Date(Date.now() + ms));
const post = (url: string, payload: object = {}, headers: Record<string, string> = admin) =>
  t.app.inject({ method: 'POST', url, headers, payload });
const traveller = (b: MBooking): Record<string, string> => (b.key ? { 'x-manage-key': b.key } : {});

/** Carries a command out through the API (and the jobs); its HTTP status (0 for a job). */
async function exec(pkg: TestPackage, model: Model, cmd: Cmd): Promise<number> {
  const b = 'i' in cmd ? model.bookings[cmd.i % Math.max(1, model.bookings.length)] : undefined;
  const dateOf = (d: DateKey) => ({
    date: DATES[d].date,
    departureId: pkg.departures[DATES[d].departure]!.id,
  });
  switch (cmd.kind) {
    case 'checkout': {
      const { date, departureId } = dateOf(cmd.date);
      const res = await book(
        t.app,
        bookingPayload(pkg.id, departureId, {
          travelDate: date,
          adults: [cmd.people],
          child: [0],
          paymentType: cmd.full ? 'full' : 'token',
          email: `model${model.bookings.length}@example.com`,
        }),
      );
      if (res.statusCode === 201) {
        const body = res.json();
        model.bookings.push({
          id: body.bookingId,
          payUrl: body.data.instrumentResponse.redirectInfo.url,
          key: body.manageKey,
          date: cmd.date,
          people: cmd.people,
          status: 'PENDING',
          firstOpen: true,
          offerTo: null,
        });
      }
      return res.statusCode;
    }
    case 'pay':
      if (!b?.firstOpen) return 0;
      return (await payPage(t.app, b.payUrl, cmd.ok ? 'success' : 'decline')).statusCode;
    case 'balance': {
      if (!b) return 404;
      const res = await t.app.inject({ method: 'POST', url: `/v1/bookings/${b.id}/balance` });
      if (res.statusCode === 201)
        await payPage(t.app, res.json().data.instrumentResponse.redirectInfo.url, 'success');
      return res.statusCode;
    }
    case 'request':
      if (!b) return 404;
      return (
        await post(
          `/v1/bookings/${b.id}/cancellation-request`,
          { reason: 'Plans changed at work' },
          traveller(b),
        )
      ).statusCode;
    case 'adminCancel':
      if (!b) return 404;
      return (await post(`/v1/bookings/${b.id}/cancel`, { reason: 'Cancelled by the operator desk' }))
        .statusCode;
    case 'cancelDate':
      return (
        await post(`/v1/tours/${pkg.id}/dates/cancel`, {
          ...dateOf(cmd.date),
          reason: 'Landslide on the road',
        })
      ).statusCode;
    case 'changeDate':
      if (!b) return 404;
      return (await post(`/v1/bookings/${b.id}/change-date`, dateOf(cmd.to))).statusCode;
    case 'offline': {
      if (!b) return 404;
      const page = await t.app.inject({ method: 'GET', url: `/v1/bookings/booking/${b.id}` });
      const pending = page.statusCode === 200 ? Number(page.json().pendingAmount) : 0;
      return (
        await post(`/v1/bookings/${b.id}/payments`, {
          amount: Math.max(1, pending),
          method: 'cash',
          reference: 'Cash at the desk',
          paidOn: todayInIndia(new Date()),
        })
      ).statusCode;
    }
    case 'move': {
      const from = dateOf(cmd.from);
      const to = dateOf(cmd.to);
      return (
        await post(`/v1/tours/${pkg.id}/dates/move`, {
          ...from,
          toDate: to.date,
          toDepartureId: to.departureId,
        })
      ).statusCode;
    }
    case 'accept':
      if (!b) return 404;
      return (await post(`/v1/bookings/${b.id}/move-offer/accept`, {}, traveller(b))).statusCode;
    case 'decline':
      if (!b) return 404;
      return (await post(`/v1/bookings/${b.id}/move-offer/decline`, {}, traveller(b))).statusCode;
    case 'reconcile':
      await runReconcilerOnce(later(1_000));
      await runReconcilerOnce(later(60_000));
      return 0;
    case 'complete':
      await runTripCompletionOnce(later(400 * 86_400_000));
      return 0;
  }
}

const describeCmd = (m: Model, c: Cmd) => {
  const b = 'i' in c ? m.bookings[c.i % Math.max(1, m.bookings.length)] : undefined;
  return `${JSON.stringify(c)}${b ? ` on booking ${m.bookings.indexOf(b)} (${b.status}, date ${b.date})` : ''}`;
};

/** The real statuses against the model's. */
async function statusesMatch(model: Model): Promise<boolean> {
  const real = await readStatuses(
    t.app.db,
    model.bookings.map((b) => b.id),
  );
  return model.bookings.every((b) => real.get(b.id) === b.status);
}

async function runStep(pkg: TestPackage, model: Model, step: Step, log: string[]): Promise<Model> {
  const before = await readStatuses(
    t.app.db,
    model.bookings.map((b) => b.id),
  );
  let next: Model;
  if ('one' in step) {
    const e = expectOf(model, step.one);
    const shadow = clone(model);
    const code = await exec(pkg, shadow, step.one);
    log.push(`${describeCmd(model, step.one)} -> ${code}`);
    expect(e.ok(code), `${describeCmd(model, step.one)} answered ${code}\n${log.join('\n')}`).toBe(true);
    next = e.next;
    // A checkout's new booking joins the model with the answer's id.
    next.bookings.push(...shadow.bookings.slice(model.bookings.length));
    expect(
      await statusesMatch(next),
      `statuses after ${describeCmd(model, step.one)}\n${log.join('\n')}`,
    ).toBe(true);
  } else {
    const [a, b] = step.two;
    const [ca, cb] = await Promise.all([exec(pkg, model, a), exec(pkg, model, b)]);
    log.push(`together: ${describeCmd(model, a)} -> ${ca} | ${describeCmd(model, b)} -> ${cb}`);
    const ab1 = expectOf(model, a);
    const ab2 = expectOf(ab1.next, b);
    const ba1 = expectOf(model, b);
    const ba2 = expectOf(ba1.next, a);
    const abFits = ab1.ok(ca) && ab2.ok(cb) && (await statusesMatch(ab2.next));
    const baFits = ba1.ok(cb) && ba2.ok(ca) && (await statusesMatch(ba2.next));
    expect(abFits || baFits, `no order explains the pair\n${log.join('\n')}`).toBe(true);
    next = abFits ? ab2.next : ba2.next;
  }
  // Every status change is one the transition table allows.
  const after = await readStatuses(
    t.app.db,
    next.bookings.map((b) => b.id),
  );
  for (const [id, status] of after) {
    const was = before.get(id) ?? null;
    if (was === status) continue;
    expect(explaining(was, status), `${was} -> ${status} is no transition\n${log.join('\n')}`).not.toEqual(
      [],
    );
  }
  await checkInvariants(t.app.db, pkg.id, log);
  return next;
}

const index = fc.nat({ max: 11 });
const dateKey = fc.constantFrom(...DATE_KEYS);
const cmdArb: fc.Arbitrary<Cmd> = fc.oneof(
  {
    weight: 4,
    arbitrary: fc.record({
      kind: fc.constant('checkout' as const),
      date: dateKey,
      people: fc.integer({ min: 1, max: 2 }),
      full: fc.boolean(),
    }),
  },
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
  { weight: 2, arbitrary: fc.constant({ kind: 'reconcile' as const }) },
  { weight: 1, arbitrary: fc.constant({ kind: 'complete' as const }) },
);
/** Two at once: anything but a checkout (whose new booking the other could not name). */
const pairable = cmdArb.filter((c) => c.kind !== 'checkout' && c.kind !== 'complete');
const stepArb: fc.Arbitrary<Step> = fc.oneof(
  { weight: 4, arbitrary: cmdArb.map((one) => ({ one })) },
  { weight: 1, arbitrary: fc.tuple(pairable, pairable).map((two) => ({ two })) },
);
/** Every run starts with a few bookings to act on. */
const opening: Step[] = [
  { one: { kind: 'checkout', date: 'A', people: 1, full: false } },
  { one: { kind: 'checkout', date: 'B', people: 2, full: true } },
  { one: { kind: 'pay', i: 0, ok: true } },
];

describe('the booking core against its model', () => {
  beforeAll(async () => {
    t = await createTestApp({ AUTH_RATE_LIMIT: '10000', PUBLIC_RATE_LIMIT: '10000' });
    admin = bearer((await loginAdmin(t.app)).tokens.access.token);
    // With a GSTIN, every payment and refund also issues tax documents (invariants 7–9).
    await saveGstSettings(t.app, { gstin: KARNATAKA_GSTIN });
  });
  afterAll(() => t.close());

  it(
    `keeps every invariant over random lifecycles (seed ${SEED}, ${RUNS} runs of up to ${MAX_STEPS} steps)`,
    async () => {
      await fc.assert(
        fc.asyncProperty(fc.array(stepArb, { minLength: 1, maxLength: MAX_STEPS }), async (steps) => {
          const room = (pricePaise: number) => [{ adult: 1, child: 0, pricePaise }];
          const pkg = await createPublishedPackage(t.app, {
            tourType: 'SpecificDays',
            departures: [
              {
                name: 'Standard',
                inclusions: [],
                simplePricings: [...room(1_000_000), { adult: 2, child: 0, pricePaise: 2_000_000 }],
                customPricings: [],
                dates: [
                  { date: D1, seats: 3 },
                  { date: D2, seats: 40 },
                ],
              },
              {
                name: 'Budget',
                inclusions: [],
                simplePricings: [...room(500_000), { adult: 2, child: 0, pricePaise: 1_000_000 }],
                customPricings: [],
                dates: [{ date: D4, seats: null }],
              },
            ],
          });
          let model: Model = {
            bookings: [],
            dates: {
              A: { cancelled: false, closed: false },
              B: { cancelled: false, closed: false },
              C: { cancelled: false, closed: false },
            },
          };
          const log: string[] = [];
          for (const step of [...opening, ...steps]) model = await runStep(pkg, model, step, log);
        }),
        {
          seed: SEED,
          numRuns: RUNS,
          ...(process.env.MODEL_PATH && { path: process.env.MODEL_PATH }),
          endOnFailure: !process.env.MODEL_SHRINK,
        },
      );
      // The runs issued tax documents, so the document invariants were exercised.
      expect(documentsChecked).toBeGreaterThan(0);
    },
    RUNS * MAX_STEPS * 10_000 + 60_000,
  );
});
