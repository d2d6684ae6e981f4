import { instalmentPlanMessages } from '@wayfarer/shared/rules/instalments';
import { addDays, formatTravelDate } from '@wayfarer/shared/rules/travel-date';
import { bookingMessages } from '@wayfarer/shared/schemas/booking';
import { eq, like } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, createTestApp, type TestApp } from '../../../../test/helpers.ts';
import { createPublishedPackage, oddDeparture, type TestPackage } from '../../../../test/package-factory.ts';
import { type Callers, signInCallers } from '../../../../test/roles.ts';
import { earnings, emailJobs, paymentAttempts, refunds as refundRows } from '../../../db/schema.ts';
import { pdfText } from '../../../../test/support/pdf.ts';
import { bookingListRowAt, bookingOr404, getBooking } from '../booking-reads.service.ts';
import { runInstalmentRemindersOnce } from '../jobs/instalment-reminders.ts';
import { book, bookingPayload, bookingRow, payPage, travelDate } from '../../../../test/support/bookings.ts';

// ADR 1365: instalment plans — the plan's routes and messages, a checkout on a 15/50/35 plan, its
// three instalments paid through the balance path, the reminders and overdue notices on an
// injected clock, the overdue state on the reads, and a cancellation after two of three.

let t: TestApp;
let callers: Callers;
let pkg: TestPackage;
let owner: Record<string, string>;
/** Travel 100 days out: the 60- and 30-day instalments are both ahead. One room at ₹10,000.10. */
const TRAVEL = travelDate(100);
const PLAN = [
  { percent: 15, daysBeforeTravel: null },
  { percent: 50, daysBeforeTravel: 60 },
  { percent: 35, daysBeforeTravel: 30 },
];
/** Noon in India on `date`. */
const noon = (date: string) => new Date(`${date}T06:30:00Z`);

beforeAll(async () => {
  t = await createTestApp({ AUTH_RATE_LIMIT: '1000' });
  callers = await signInCallers(t.app);
  pkg = await createPublishedPackage(t.app, {
    tourType: 'OneTime',
    departures: [oddDeparture([{ date: TRAVEL, seats: 30 }])],
  });
  owner = bearer(pkg.creator.token);
});
afterAll(() => t.close());

const putPlan = (instalments: unknown, headers: Record<string, string> = owner, id = pkg.id) =>
  t.app.inject({ method: 'PUT', url: `/v1/tours/${id}/instalment-plan`, headers, payload: { instalments } });
const urlOf = (res: { json: () => { data: { instrumentResponse: { redirectInfo: { url: string } } } } }) =>
  res.json().data.instrumentResponse.redirectInfo.url;

async function bookOnPlan(extra: Record<string, unknown> = {}) {
  const created = await book(
    t.app,
    bookingPayload(pkg.id, pkg.departure.id, {
      adults: [1],
      child: [0],
      travelDate: TRAVEL,
      paymentType: 'instalments',
      ...extra,
    }),
  );
  expect(created.statusCode).toBe(201);
  await payPage(t.app, urlOf(created), 'success');
  return created.json().bookingId as string;
}

/** "Pay instalment": the balance path, paid on the sandbox; the amount it asked for (paise). */
async function payNext(bookingId: string): Promise<number> {
  const res = await t.app.inject({ method: 'POST', url: `/v1/bookings/${bookingId}/balance` });
  expect(res.statusCode).toBe(201);
  await payPage(t.app, urlOf(res), 'success');
  const attempts = await t.db.select().from(paymentAttempts).where(eq(paymentAttempts.bookingId, bookingId));
  return attempts.filter((a) => a.kind === 'balance').sort((a, b) => +b.createdAt - +a.createdAt)[0]!
    .amountPaise;
}

const readAt = (bookingId: string, at: Date) => getBooking({ db: t.db, clock: () => at }, bookingId);

describe('PUT /v1/tours/{id}/instalment-plan', () => {
  it('refuses a bad plan with its message', async () => {
    const cases: [unknown, string][] = [
      [
        [
          { percent: 15, daysBeforeTravel: null },
          { percent: 80, daysBeforeTravel: 30 },
        ],
        instalmentPlanMessages.sumTo100,
      ],
      [
        [
          { percent: 15, daysBeforeTravel: 90 },
          { percent: 85, daysBeforeTravel: 30 },
        ],
        instalmentPlanMessages.firstAtBooking,
      ],
      [
        [PLAN[0], { percent: 50, daysBeforeTravel: 30 }, { percent: 35, daysBeforeTravel: 60 }],
        instalmentPlanMessages.daysDecreasing,
      ],
      [[PLAN[0], { percent: 85, daysBeforeTravel: 0 }], instalmentPlanMessages.daysRange],
      [[PLAN[0], { percent: 85, daysBeforeTravel: null }], instalmentPlanMessages.daysRequired],
      [
        [
          { percent: 15.5, daysBeforeTravel: null },
          { percent: 84.5, daysBeforeTravel: 30 },
        ],
        instalmentPlanMessages.percentWhole,
      ],
      [[{ percent: 100, daysBeforeTravel: null }], instalmentPlanMessages.tooFew],
      [
        [
          { percent: 50, daysBeforeTravel: null },
          ...[60, 50, 40, 30, 20, 10].map((d) => ({ percent: 5, daysBeforeTravel: d })),
        ],
        instalmentPlanMessages.tooMany,
      ],
    ];
    for (const [plan, message] of cases) {
      const res = await putPlan(plan);
      expect(res.statusCode, message).toBe(400);
      expect(JSON.stringify(res.json()), message).toContain(message);
    }
  });

  it('is for the package creator or an admin; GET, the public read and DELETE', async () => {
    expect(
      (
        await t.app.inject({
          method: 'PUT',
          url: `/v1/tours/${pkg.id}/instalment-plan`,
          payload: { instalments: PLAN },
        })
      ).statusCode,
    ).toBe(401);
    expect((await putPlan(PLAN, callers.creator)).statusCode).toBe(403);
    expect((await putPlan(PLAN, callers.admin)).statusCode).toBe(200);
    const saved = await putPlan(PLAN);
    expect(saved.statusCode).toBe(200);
    expect(saved.json()).toEqual({ tourPackageId: pkg.id, instalments: PLAN });
    const read = await t.app.inject({ url: `/v1/tours/${pkg.id}/instalment-plan`, headers: owner });
    expect(read.json().instalments).toEqual(PLAN);
    const open = await t.app.inject({ url: `/v1/tours/public/id/${pkg.id}/instalment-plan` });
    expect(open.json().instalments).toEqual(PLAN);

    const removed = await t.app.inject({
      method: 'DELETE',
      url: `/v1/tours/${pkg.id}/instalment-plan`,
      headers: owner,
    });
    expect(removed.json().instalments).toEqual([]);
    // Without a plan the checkout refuses instalments, naming the field.
    const refused = await book(
      t.app,
      bookingPayload(pkg.id, pkg.departure.id, {
        adults: [1],
        child: [0],
        travelDate: TRAVEL,
        paymentType: 'instalments',
      }),
    );
    expect(refused.statusCode).toBe(400);
    expect(JSON.stringify(refused.json())).toContain(bookingMessages.noInstalmentPlan);
    expect((await putPlan(PLAN)).statusCode).toBe(200);
  });
});

describe('a booking on a 15/50/35 plan', () => {
  it('charges the first at checkout and the next two through "Pay instalment", to the paisa', async () => {
    const bookingId = await bookOnPlan();
    const row = await bookingRow(t.app, bookingId);
    expect(row).toMatchObject({ paymentType: 'instalments', paidPaise: 150_001, dueNowPaise: 150_001 });
    const d2 = addDays(TRAVEL, -60);
    const d3 = addDays(TRAVEL, -30);
    const first = await t.app.inject({ url: `/v1/bookings/booking/${bookingId}` });
    expect(first.json().instalments).toEqual([
      {
        amount: 1500.01,
        dueDate: expect.any(String),
        status: 'paid',
        owed: 0,
      },
      { amount: 5000.05, dueDate: d2, status: 'due', owed: 5000.05 },
      { amount: 3500.04, dueDate: d3, status: 'due', owed: 3500.04 },
    ]);

    // The confirmation gives the instalments still owed, each with its due date.
    const [confirmation] = await t.db
      .select()
      .from(emailJobs)
      .where(eq(emailJobs.dedupeKey, `confirmation:${bookingId}`));
    expect(confirmation!.text).toContain(`Instalment due by ${formatTravelDate(d2)}: ₹5,000.05`);
    expect(confirmation!.text).toContain('Pay each instalment by its due date');

    expect(await payNext(bookingId)).toBe(500_005);
    expect((await readAt(bookingId, noon(addDays(d2, 1)))).instalments.map((i) => i.status)).toEqual([
      'paid',
      'paid',
      'due',
    ]);
    expect(await payNext(bookingId)).toBe(350_004);
    const done = await t.app.inject({ url: `/v1/bookings/booking/${bookingId}` });
    expect(done.json()).toMatchObject({ pendingAmount: 0, totalAmount: 10000.1 });
    expect(done.json().instalments.map((i: { status: string }) => i.status)).toEqual([
      'paid',
      'paid',
      'paid',
    ]);
    // Nothing is left to pay.
    expect(
      (await t.app.inject({ method: 'POST', url: `/v1/bookings/${bookingId}/balance` })).statusCode,
    ).toBe(409);
  });

  it('reminds before each due date once, then sends an overdue notice; the reads show it overdue', async () => {
    const bookingId = await bookOnPlan({ whatsappOptIn: true, email: 'instalments@example.com' });
    const d2 = addDays(TRAVEL, -60);
    const run = (date: string) => runInstalmentRemindersOnce({ db: t.db, clock: () => noon(date) });
    const keys = async () =>
      (
        await t.db
          .select()
          .from(emailJobs)
          .where(like(emailJobs.dedupeKey, `%instalment:${bookingId}:%`))
      )
        .map((j) => j.dedupeKey)
        .sort();

    await run(addDays(d2, -5));
    expect(await keys()).toEqual([]);
    await run(addDays(d2, -3));
    await run(addDays(d2, -2));
    expect(await keys()).toEqual([
      `instalment:${bookingId}:${d2}:before`,
      `wa:instalment:${bookingId}:${d2}:before`,
    ]);
    const [mail] = await t.db
      .select()
      .from(emailJobs)
      .where(eq(emailJobs.dedupeKey, `instalment:${bookingId}:${d2}:before`));
    expect(mail!.subject).toContain('Instalment due on');
    expect(mail!.text).toContain('instalment 2 of 3 (₹5,000.05)');

    // On the due date: still due; the day after: overdue, on the traveller's page, the detail and the board.
    expect((await readAt(bookingId, noon(d2))).instalments[1]!.status).toBe('due');
    const late = noon(addDays(d2, 1));
    const page = await readAt(bookingId, late);
    expect(page.instalments[1]).toMatchObject({ status: 'overdue', owed: 5000.05 });
    expect(page.balanceOverdue).toBe(true);
    expect(bookingListRowAt(late)(await bookingOr404(t.db, bookingId)).balanceOverdue).toBe(true);
    await run(addDays(d2, 1));
    await run(addDays(d2, 2));
    expect((await keys()).filter((k) => k?.endsWith(':overdue'))).toEqual([
      `instalment:${bookingId}:${d2}:overdue`,
      `wa:instalment:${bookingId}:${d2}:overdue`,
    ]);

    // Paid late: no longer overdue, and the next reminder is for the third.
    await payNext(bookingId);
    expect((await readAt(bookingId, late)).balanceOverdue).toBe(false);
    const d3 = addDays(TRAVEL, -30);
    await run(addDays(d3, -3));
    expect(await keys()).toContain(`instalment:${bookingId}:${d3}:before`);
  });

  it('folds the instalments a late booking is already past into the first', async () => {
    const soon = travelDate(40);
    const late = await createPublishedPackage(t.app, {
      tourType: 'OneTime',
      departures: [oddDeparture([{ date: soon, seats: 30 }])],
      creator: pkg.creator,
    });
    expect((await putPlan(PLAN, owner, late.id)).statusCode).toBe(200);
    const created = await book(
      t.app,
      bookingPayload(late.id, late.departure.id, {
        adults: [1],
        child: [0],
        travelDate: soon,
        paymentType: 'instalments',
      }),
    );
    expect(created.statusCode).toBe(201);
    const row = await bookingRow(t.app, created.json().bookingId);
    // 15 % + 50 % at checkout (the 60-day date is past); the last 35 % 30 days before travel.
    expect(row.dueNowPaise).toBe(650_006);
    const read = await t.app.inject({ url: `/v1/bookings/booking/${row.id}` });
    expect(read.json().instalments.map((i: { amount: number; dueDate: string }) => i.amount)).toEqual([
      6500.06, 3500.04,
    ]);
    expect(read.json().instalments[1].dueDate).toBe(addDays(soon, -30));
  });

  it('a cancellation after two of three refunds per the slab on what was paid', async () => {
    const bookingId = await bookOnPlan();
    await payNext(bookingId);
    // Receipt, creator earnings and the bookings export all follow the money paid (₹6,500.06).
    const receipt = pdfText((await t.app.inject({ url: `/v1/bookings/${bookingId}/receipt` })).rawPayload);
    expect(receipt).toContain('6,500.06');
    const ledger = await t.db.select().from(earnings).where(eq(earnings.bookingId, bookingId));
    expect(ledger.filter((e) => e.kind === 'ACCRUED').reduce((sum, e) => sum + e.basePaise, 0)).toBe(650_006);
    const { bookingNumber } = await bookingRow(t.app, bookingId);
    const csv = await t.app.inject({ url: '/v1/bookings/export.csv', headers: callers.admin });
    const line = csv.body.split('\n').find((l) => l.includes(bookingNumber));
    expect(line).toMatch(/6,?500\.06/);
    const quote = await t.app.inject({ url: `/v1/bookings/${bookingId}/refund-quote` });
    // 100 days out: 20 % of the total (₹2,000.02) kept from the ₹6,500.06 paid.
    expect(quote.json()).toMatchObject({ deductionPercent: 20, paid: 6500.06, refundAmount: 4500.04 });
    const cancelled = await t.app.inject({
      method: 'POST',
      url: `/v1/bookings/${bookingId}/cancel`,
      headers: callers.admin,
      payload: { reason: 'Plans changed' },
    });
    expect(cancelled.statusCode).toBe(200);
    const refunds = await t.db.select().from(refundRows).where(eq(refundRows.bookingId, bookingId));
    expect(refunds.reduce((sum, r) => sum + r.amountPaise, 0)).toBe(450_004);
    const after = await t.app.inject({ url: `/v1/bookings/booking/${bookingId}` });
    // A cancelled booking owes nothing and nothing is overdue.
    expect(after.json()).toMatchObject({ pendingAmount: 0, balanceOverdue: false });
  });
});
