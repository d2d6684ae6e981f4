import { describe, expect, it } from 'vitest';
import { bookingStatuses } from '../enums.ts';
import {
  bookingInstalments,
  firstInstalmentPaise,
  instalmentPlanMessages as m,
  instalmentReminderOn,
  isBalancePayable,
  isPaymentOverdue,
  lastInstalmentDueDate,
  nextAmountDuePaise,
  nextPaymentDue,
  instalmentSchedule,
  instalmentStates,
  nextInstalmentPaise,
  planProblem,
} from './instalments.ts';

const PLAN = [
  { percent: 15, daysBeforeTravel: null },
  { percent: 50, daysBeforeTravel: 60 },
  { percent: 35, daysBeforeTravel: 30 },
];
// 10:00 in India on 1 January 2027.
const BOOKED = new Date('2027-01-01T04:30:00Z');

describe('instalment schedules', () => {
  it('splits the total so the instalments sum to it exactly, the last taking the remainder', () => {
    const s = instalmentSchedule(PLAN, 1_000_001, '2027-06-01', BOOKED);
    expect(s).toEqual([
      { amountPaise: 150_000, dueDate: '2027-01-01' },
      { amountPaise: 500_000, dueDate: '2027-04-02' },
      { amountPaise: 350_001, dueDate: '2027-05-02' },
    ]);
    expect(s.reduce((sum, i) => sum + i.amountPaise, 0)).toBe(1_000_001);
  });

  it('folds the instalments already due on the booking day into the first (a late booking)', () => {
    // Travel in 45 days: the 60-day instalment is past, the 30-day one still ahead.
    const s = instalmentSchedule(PLAN, 1_000_000, '2027-02-15', BOOKED);
    expect(s).toEqual([
      { amountPaise: 650_000, dueDate: '2027-01-01' },
      { amountPaise: 350_000, dueDate: '2027-01-16' },
    ]);
    // Travel in 10 days: everything is due at once.
    expect(instalmentSchedule(PLAN, 1_000_000, '2027-01-11', BOOKED)).toEqual([
      { amountPaise: 1_000_000, dueDate: '2027-01-01' },
    ]);
  });

  it('folds an instalment due exactly on the booking day into the first', () => {
    // Travel on 2 March: the 60-day instalment falls due on 1 January, the booking day itself.
    expect(instalmentSchedule(PLAN, 1_000_000, '2027-03-02', BOOKED)).toEqual([
      { amountPaise: 650_000, dueDate: '2027-01-01' },
      { amountPaise: 350_000, dueDate: '2027-01-31' },
    ]);
  });

  it('asks the first instalment at checkout, the whole total without a plan; the last due date is the balance date', () => {
    expect(firstInstalmentPaise(PLAN, 1_000_001, '2027-06-01', BOOKED)).toBe(150_000);
    expect(firstInstalmentPaise(PLAN, 1_000_000, '2027-02-15', BOOKED)).toBe(650_000);
    expect(instalmentSchedule([], 1_000_000, '2027-06-01', BOOKED)).toEqual([]);
    expect(firstInstalmentPaise([], 1_000_000, '2027-06-01', BOOKED)).toBe(1_000_000);
    expect(lastInstalmentDueDate(PLAN, 1_000_000, '2027-06-01', BOOKED)).toBe('2027-05-02');
    // Everything folded into the first: due on the booking day.
    expect(lastInstalmentDueDate(PLAN, 1_000_000, '2027-01-11', BOOKED)).toBe('2027-01-01');
    expect(lastInstalmentDueDate([], 1_000_000, '2027-06-01', BOOKED)).toBe('2027-01-01');
  });

  it('applies what was paid in order: paid, due, overdue (India time)', () => {
    const s = instalmentSchedule(PLAN, 1_000_000, '2027-06-01', BOOKED);
    const onDue = new Date('2027-04-02T18:29:00Z'); // 23:59 on 2 April in India
    const after = new Date('2027-04-02T18:31:00Z'); // 00:01 on 3 April in India
    expect(instalmentStates(s, 150_000, onDue).map((i) => i.status)).toEqual(['paid', 'due', 'due']);
    const late = instalmentStates(s, 400_000, after);
    expect(late.map((i) => i.status)).toEqual(['paid', 'overdue', 'due']);
    expect(nextInstalmentPaise(late)).toBe(250_000);
    expect(instalmentStates(s, 400_000, after, false)[1]?.status).toBe('due');
    expect(nextInstalmentPaise(instalmentStates(s, 1_000_000, after))).toBe(0);
  });
});

describe('plan validation', () => {
  it('accepts 15/50/35 and names the first problem of a bad plan', () => {
    expect(planProblem(PLAN)).toBeNull();
    expect(planProblem([{ percent: 100, daysBeforeTravel: null }])?.message).toBe(m.tooFew);
    expect(
      planProblem(
        Array.from({ length: 7 }, (_, i) => ({ percent: i ? 10 : 40, daysBeforeTravel: i ? 70 - i : null })),
      )?.message,
    ).toBe(m.tooMany);
    expect(
      planProblem([
        { percent: 15, daysBeforeTravel: null },
        { percent: 80, daysBeforeTravel: 30 },
      ])?.message,
    ).toBe(m.sumTo100);
    expect(
      planProblem([
        { percent: 15, daysBeforeTravel: 90 },
        { percent: 85, daysBeforeTravel: 30 },
      ])?.message,
    ).toBe(m.firstAtBooking);
    expect(
      planProblem([
        { percent: 15, daysBeforeTravel: null },
        { percent: 85, daysBeforeTravel: null },
      ])?.message,
    ).toBe(m.daysRequired);
    expect(
      planProblem([
        { percent: 15.5, daysBeforeTravel: null },
        { percent: 84.5, daysBeforeTravel: 30 },
      ])?.message,
    ).toBe(m.percentWhole);
    expect(
      planProblem([
        { percent: 15, daysBeforeTravel: null },
        { percent: 85, daysBeforeTravel: 0 },
      ])?.message,
    ).toBe(m.daysRange);
    expect(
      planProblem([PLAN[0]!, { percent: 50, daysBeforeTravel: 30 }, { percent: 35, daysBeforeTravel: 30 }])
        ?.message,
    ).toBe(m.daysDecreasing);
  });

  it('takes exactly six instalments', () => {
    const six = [
      { percent: 50, daysBeforeTravel: null },
      ...[60, 50, 40, 30, 20].map((d) => ({ percent: 10, daysBeforeTravel: d })),
    ];
    expect(planProblem(six)).toBeNull();
  });

  it('takes percentages from 1 to 99 and refuses 0 and 100 where they stand', () => {
    expect(
      planProblem([
        { percent: 1, daysBeforeTravel: null },
        { percent: 99, daysBeforeTravel: 30 },
      ]),
    ).toBeNull();
    expect(
      planProblem([
        { percent: 0, daysBeforeTravel: null },
        { percent: 100, daysBeforeTravel: 30 },
      ]),
    ).toEqual({ index: 0, message: m.percentWhole });
    expect(
      planProblem([
        { percent: 100, daysBeforeTravel: null },
        { percent: 0, daysBeforeTravel: 30 },
      ]),
    ).toEqual({ index: 0, message: m.percentWhole });
  });

  it('takes days before travel from 1 to 365 and refuses 366', () => {
    const plan = (days: number) => [
      { percent: 50, daysBeforeTravel: null },
      { percent: 50, daysBeforeTravel: days },
    ];
    expect(planProblem(plan(1))).toBeNull();
    expect(planProblem(plan(365))).toBeNull();
    expect(planProblem(plan(366))).toEqual({ index: 1, message: m.daysRange });
  });
});

describe('bookings on a plan', () => {
  const booking = {
    status: 'CONFIRMED',
    instalmentPlan: PLAN,
    packageAmountPaise: 1_000_000,
    discountPaise: 0,
    paidPaise: 150_000,
    liveRefundedPaise: 0,
    travelDate: '2027-06-01',
    createdAt: BOOKED,
    balanceDueDate: '2027-05-02',
  };
  const late = new Date('2027-04-03T06:30:00Z');

  it('asks for the next instalment, and flags an overdue one only while the booking runs', () => {
    expect(nextAmountDuePaise(booking, late)).toBe(500_000);
    expect(isPaymentOverdue(booking, late)).toBe(true);
    expect(isPaymentOverdue({ ...booking, status: 'CANCELLED' }, late)).toBe(false);
    expect(isPaymentOverdue(booking, new Date('2027-04-02T06:30:00Z'))).toBe(false);
    // Without a plan: everything pending, overdue after the balance's due date.
    const plain = { ...booking, instalmentPlan: null };
    expect(nextAmountDuePaise(plain, late)).toBe(850_000);
    expect(isPaymentOverdue(plain, late)).toBe(false);
    expect(isPaymentOverdue(plain, new Date('2027-05-03T06:30:00Z'))).toBe(true);
  });

  it('names what is owed next and by when: the next instalment on a plan, else the balance', () => {
    expect(nextPaymentDue(booking, late)).toEqual({ amountPaise: 500_000, dueDate: '2027-04-02' });
    // Part of the second paid: what is left of it, still by its date; then the third.
    expect(nextPaymentDue({ ...booking, paidPaise: 600_000 }, late)).toEqual({
      amountPaise: 50_000,
      dueDate: '2027-04-02',
    });
    expect(nextPaymentDue({ ...booking, paidPaise: 650_000 }, late)).toEqual({
      amountPaise: 350_000,
      dueDate: '2027-05-02',
    });
    // A refund while live reopens what it took back.
    expect(nextPaymentDue({ ...booking, paidPaise: 650_000, liveRefundedPaise: 1 }, late)).toEqual({
      amountPaise: 1,
      dueDate: '2027-04-02',
    });
    const plain = { ...booking, instalmentPlan: null };
    expect(nextPaymentDue(plain, late)).toEqual({ amountPaise: 850_000, dueDate: '2027-05-02' });
    expect(nextPaymentDue({ ...plain, status: 'COMPLETED' }, late)).toEqual({
      amountPaise: 850_000,
      dueDate: '2027-05-02',
    });
    expect(nextPaymentDue({ ...booking, paidPaise: 1_000_000 }, late)).toBeNull();
    expect(nextPaymentDue({ ...plain, paidPaise: 999_999 }, late)).toEqual({
      amountPaise: 1,
      dueDate: '2027-05-02',
    });
    for (const status of ['PENDING', 'CANCELLATION_REQUESTED', 'CANCELLED'])
      expect(nextPaymentDue({ ...booking, status }, late)).toBeNull();
  });

  it('has no instalments without a plan', () => {
    expect(bookingInstalments({ ...booking, instalmentPlan: null }, late)).toEqual([]);
    expect(bookingInstalments({ ...booking, instalmentPlan: [] }, late)).toEqual([]);
  });

  it('splits the total after the discount and counts only the money still held after refunds', () => {
    const states = bookingInstalments(
      { ...booking, discountPaise: 100_000, paidPaise: 300_000, liveRefundedPaise: 165_000 },
      late,
    );
    // 9,000.00 split 15/50/35; the 1,350.00 still held covers the first exactly.
    expect(states).toEqual([
      { amountPaise: 135_000, dueDate: '2027-01-01', status: 'paid', owedPaise: 0 },
      { amountPaise: 450_000, dueDate: '2027-04-02', status: 'overdue', owedPaise: 450_000 },
      { amountPaise: 315_000, dueDate: '2027-05-02', status: 'due', owedPaise: 315_000 },
    ]);
    const short = bookingInstalments({ ...booking, paidPaise: 150_000, liveRefundedPaise: 50_000 }, late);
    expect(short.map((s) => s.owedPaise)).toEqual([50_000, 500_000, 350_000]);
  });

  it('never flags a booking no longer running, even past its balance due date', () => {
    const plain = { ...booking, instalmentPlan: null };
    const afterDue = new Date('2027-05-03T06:30:00Z');
    expect(isPaymentOverdue({ ...plain, status: 'COMPLETED' }, afterDue)).toBe(false);
    expect(isPaymentOverdue({ ...plain, status: 'CANCELLATION_REQUESTED' }, afterDue)).toBe(true);
  });

  it('owes no reminder for the first instalment, nor for a paid one', () => {
    const [first, second] = bookingInstalments({ ...booking, paidPaise: 650_000 }, late);
    expect(instalmentReminderOn({ ...first!, owedPaise: 1 }, 0, '2027-01-01', '2027-04-03')).toBeNull();
    expect(second?.owedPaise).toBe(0);
    expect(instalmentReminderOn(second!, 1, '2027-01-01', '2027-04-03')).toBeNull();
  });

  it('owes no "before" reminder when the reminder day was on the booking day', () => {
    const due = { amountPaise: 10_000, dueDate: '2027-01-04', status: 'due' as const, owedPaise: 10_000 };
    expect(instalmentReminderOn(due, 1, '2027-01-01', '2027-01-02')).toBeNull();
    expect(instalmentReminderOn(due, 1, '2026-12-31', '2027-01-02')).toBe('before');
  });

  it('owes a reminder 3 days before a due date until it, then an overdue notice', () => {
    const states = bookingInstalments(booking, late);
    const on = (today: string) => states.map((s, i) => instalmentReminderOn(s, i, '2027-01-01', today));
    expect(on('2027-03-29')).toEqual([null, null, null]);
    expect(on('2027-03-30')).toEqual([null, 'before', null]);
    expect(on('2027-04-02')).toEqual([null, 'before', null]);
    expect(on('2027-04-03')).toEqual([null, 'overdue', null]);
    expect(on('2027-04-29')).toEqual([null, 'overdue', 'before']);
  });
});

describe('which bookings take a balance payment', () => {
  it('a confirmed or completed trip only: not unpaid, cancelled or being cancelled', () => {
    expect(bookingStatuses.filter(isBalancePayable)).toEqual(['CONFIRMED', 'COMPLETED']);
  });
});
