import { todayInIndia } from '@wayfarer/shared/rules/travel-date';
import { eq } from 'drizzle-orm';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registerCreator } from '../../../../test/factories.ts';
import { bearer, createTestApp, loginAdmin, type TestApp } from '../../../../test/helpers.ts';
import { createPublishedPackage, type TestPackage } from '../../../../test/package-factory.ts';
import { D1, D2, D4 } from '../../../../test/support/date-changes.ts';
import { KARNATAKA_GSTIN, saveGstSettings } from '../../../../test/support/invoices.ts';
import { tourPackages } from '../../../db/schema.ts';
import { bookingDeps } from '../deps.ts';
import { runTripCompletionOnce } from '../jobs/booking-jobs.ts';
import { runReconcilerOnce } from '../payments/reconciler.ts';
import { book, bookingPayload, payPage } from '../../../../test/support/bookings.ts';
import { shareLinkFor } from '../../../../test/support/share-links.ts';
import {
  type Cmd,
  clone,
  DATES,
  type DateKey,
  expectOf,
  type MBooking,
  type Model,
  opening,
  describeCmd,
  explainPair,
  type Step,
  stepArb,
} from '../../../../test/support/booking-core-model.ts';
import {
  checkInvariants,
  documentsChecked,
  readStatuses,
  tcsChecked,
} from '../../../../test/support/booking-core.ts';
import { explaining } from './transitions.ts';

// The booking core's model-based test (ADR 1300): random sequences of checkout (token, full or on
// an instalment plan), the admin's booking with a payment link and its renewal (ADR 1360, 1361),
// payment (taken or declined), balance, the next instalment, the traveller's cancellation request,
// the admin's cancel, the operator's date cancel, a group move offered, accepted and declined, an
// admin's date change, an offline payment, one traveller removed by the admin, refund results (the
// reconciler) and trip completion — single or two at once — run through the
// API against a small model of each booking's status, with the core's invariants checked after every
// step (test/support/booking-core.ts) and every status change checked against the transition table.
// Bounded for `npm test`; `npm run model` runs it longer. A failure prints fast-check's seed and
// path: MODEL_SEED=<seed> MODEL_PATH=<path> replays it.

const SEED = Number(process.env.MODEL_SEED ?? 20261202);
const RUNS = Number(process.env.MODEL_RUNS ?? 8);
const MAX_STEPS = Number(process.env.MODEL_STEPS ?? 20);

let t: TestApp;
let admin: Record<string, string>;
/** A creator who recommends every run's package, and each run's share codes. */
let recommender: Record<string, string>;
let codes: Record<'own' | 'other', string>;
/** Runs so far: every other one's package is overseas (TCS, ADR 1377). */
let runs = 0;

/** A renewed payment link's pay page, by booking (the model keeps the first one). */
const payUrls = new Map<string, string>();
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
          paymentType: cmd.instalments ? 'instalments' : cmd.full ? 'full' : 'token',
          email: `model${model.bookings.length}@example.com`,
          ...(cmd.via !== 'none' && { shareCode: codes[cmd.via] }),
          // ADR 1377: the lead traveller's PAN, which an overseas run's package asks for (TCS).
          pan: 'ABCPE1234F',
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
          instalments: cmd.instalments === true,
        });
      }
      return res.statusCode;
    }
    case 'pay':
      if (!b?.firstOpen) return 0;
      return (await payPage(t.app, payUrls.get(b.id) ?? b.payUrl, cmd.ok ? 'success' : 'decline')).statusCode;
    case 'adminBooking': {
      const { date, departureId } = dateOf(cmd.date);
      const res = await post('/v1/admin/bookings', {
        ...bookingPayload(pkg.id, departureId, {
          travelDate: date,
          adults: [cmd.people],
          child: [0],
          paymentType: cmd.full ? 'full' : 'token',
          email: `model${model.bookings.length}@example.com`,
          // An admin-made booking takes the checkout's paperwork too (ADR 1360): the PAN of an
          // overseas run's package, whose link then collects the TCS.
          pan: 'ABCPE1234F',
        }),
        ...(cmd.discount && { discount: { amount: 1_234.56, reason: 'Repeat traveller' } }),
      });
      if (res.statusCode === 201) {
        const body = res.json();
        model.bookings.push({
          id: body.bookingId,
          payUrl: body.paymentUrl,
          key: undefined,
          date: cmd.date,
          people: cmd.people,
          status: 'PENDING',
          firstOpen: true,
          offerTo: null,
          admin: true,
        });
      }
      return res.statusCode;
    }
    case 'renewLink': {
      if (!b) return 404;
      const res = await post(`/v1/admin/bookings/${b.id}/payment-link`);
      if (res.statusCode === 200) payUrls.set(b.id, res.json().paymentUrl);
      return res.statusCode;
    }
    case 'balance': {
      if (!b) return 404;
      const res = await t.app.inject({ method: 'POST', url: `/v1/bookings/${b.id}/balance` });
      if (res.statusCode === 201)
        await payPage(t.app, res.json().data.instrumentResponse.redirectInfo.url, 'success');
      return res.statusCode;
    }
    case 'instalment': {
      // ADR 1365: the next instalment of a booking on the plan, asked and paid on the sandbox.
      const on = model.bookings.filter((x) => x.instalments);
      const x = on[cmd.i % Math.max(1, on.length)];
      if (!x) return 404;
      const res = await t.app.inject({ method: 'POST', url: `/v1/bookings/${x.id}/balance` });
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
    case 'removeTraveller': {
      if (!b) return 404;
      // The travellers entered through the manage page (allowed on a confirmed booking), then
      // the admin removes the last of them; a booking not confirmed has none to name.
      const saved = await t.app.inject({
        method: 'PUT',
        url: `/v1/bookings/${b.id}/travellers`,
        headers: traveller(b),
        payload: Array.from({ length: b.people }, (_, n) => ({ name: `Traveller ${n + 1}`, age: 30 + n })),
      });
      const ids: string[] =
        saved.statusCode === 200 ? saved.json().travellers.map((x: { id: string }) => x.id) : [];
      const id = ids.at(-1) ?? '00000000-0000-4000-8000-000000000000';
      return (
        await t.app.inject({ method: 'DELETE', url: `/v1/bookings/${b.id}/travellers/${id}`, headers: admin })
      ).statusCode;
    }
    case 'reconcile':
      await runReconcilerOnce(later(1_000));
      await runReconcilerOnce(later(60_000));
      return 0;
    case 'complete':
      await runTripCompletionOnce(later(400 * 86_400_000));
      return 0;
  }
}

/** The real statuses against the model's. */
async function statusesMatch(model: Model): Promise<boolean> {
  const real = await readStatuses(
    t.db,
    model.bookings.map((b) => b.id),
  );
  return model.bookings.every((b) => real.get(b.id) === b.status);
}

async function runStep(pkg: TestPackage, model: Model, step: Step, log: string[]): Promise<Model> {
  const before = await readStatuses(
    t.db,
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
    const explained = await explainPair(model, [a, b], [ca, cb], statusesMatch);
    const now = await readStatuses(
      t.db,
      model.bookings.map((x) => x.id),
    );
    expect(
      explained !== undefined,
      `no order explains the pair (the statuses now: ${[...now.values()].join(', ')})\n${log.join('\n')}`,
    ).toBe(true);
    next = explained!;
  }
  // Every status change is one the transition table allows.
  const after = await readStatuses(
    t.db,
    next.bookings.map((b) => b.id),
  );
  for (const [id, status] of after) {
    const was = before.get(id) ?? null;
    if (was === status) continue;
    expect(explaining(was, status), `${was} -> ${status} is no transition\n${log.join('\n')}`).not.toEqual(
      [],
    );
  }
  await checkInvariants(t.db, pkg.id, log);
  return next;
}

describe('the booking core against its model', () => {
  beforeAll(async () => {
    t = await createTestApp({ AUTH_RATE_LIMIT: '10000', PUBLIC_RATE_LIMIT: '10000' });
    admin = bearer((await loginAdmin(t.app)).tokens.access.token);
    recommender = bearer((await registerCreator(t.app)).token);
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
          // ADR 1365: the package offers a 15/50/35 plan, which some checkouts take.
          const plan = await t.app.inject({
            method: 'PUT',
            url: `/v1/tours/${pkg.id}/instalment-plan`,
            headers: bearer(pkg.creator.token),
            payload: {
              instalments: [
                { percent: 15, daysBeforeTravel: null },
                { percent: 50, daysBeforeTravel: 60 },
                { percent: 35, daysBeforeTravel: 30 },
              ],
            },
          });
          expect(plan.statusCode).toBe(200);
          // ADR 1377: every other run sells an overseas package, so its money carries TCS.
          if (runs++ % 2 === 1)
            await t.db.update(tourPackages).set({ isInternational: true }).where(eq(tourPackages.id, pkg.id));
          codes = {
            own: (await shareLinkFor(t.app, bearer(pkg.creator.token), pkg.id, 'instagram')).code,
            other: (await shareLinkFor(t.app, recommender, pkg.id, 'whatsapp')).code,
          };
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
      // ...and collected TCS, so the TCS invariant was exercised (ADR 1377).
      if (RUNS > 1) expect(tcsChecked).toBeGreaterThan(0);
    },
    RUNS * MAX_STEPS * 10_000 + 60_000,
  );
});
