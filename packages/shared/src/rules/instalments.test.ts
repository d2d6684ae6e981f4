import { describe, expect, it } from 'vitest';
import {
  bookingInstalments,
  instalmentPlanMessages as m,
  instalmentReminderOn,
  isPaymentOverdue,
  nextAmountDuePaise,
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
