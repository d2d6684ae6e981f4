import { describe, expect, it } from 'vitest';
import {
  areTravellersEditable,
  balanceDueDate,
  bookingStatusesBefore,
  canMoveBooking,
  cancellationPolicyLines,
  daysBetween,
  deductionPercent,
  hasTripEnded,
  isBalanceOverdue,
  isRefundOverrideValid,
  manageBookingPath,
  maskIdNumber,
  peopleOf,
  refundQuote,
  splitRefund,
  tripEndDate,
} from './booking-lifecycle.ts';

// 2027-03-10 10:00 in India.
const at = (isoDate: string, hh = '10:00') => new Date(`${isoDate}T${hh}:00+05:30`);

describe('balance due date', () => {
  it('is travel date minus 30 days', () => {
    expect(balanceDueDate('2027-06-15', at('2027-03-10'))).toBe('2027-05-16');
  });
  it('is the booking day when travel minus 30 is already past (India time)', () => {
    expect(balanceDueDate('2027-03-30', at('2027-03-10'))).toBe('2027-03-10');
    // 23:30 UTC on the 9th is already the 10th in India.
    expect(balanceDueDate('2027-03-30', new Date('2027-03-09T23:30:00Z'))).toBe('2027-03-10');
  });
  it('on exactly 30 days before travel it is that day', () => {
    expect(balanceDueDate('2027-04-09', at('2027-03-10'))).toBe('2027-03-10');
  });
  it('is overdue only after the due date and while something is owed', () => {
    expect(isBalanceOverdue('2027-03-10', 100, at('2027-03-10', '23:59'))).toBe(false);
    expect(isBalanceOverdue('2027-03-10', 100, at('2027-03-11', '00:01'))).toBe(true);
    expect(isBalanceOverdue('2027-03-10', 0, at('2027-03-11'))).toBe(false);
    expect(isBalanceOverdue(null, 100, at('2027-03-11'))).toBe(false);
  });
});

describe('cancellation deduction', () => {
  it.each([
    [120, 20],
    [45, 20],
    [44, 40],
    [30, 40],
    [29, 70],
    [15, 70],
    [14, 100],
    [0, 100],
    [-3, 100],
  ])('%i days before travel deducts %i %%', (days, percent) => {
    expect(deductionPercent(days)).toBe(percent);
  });

  it('counts whole days between the India cancellation day and travel', () => {
    expect(daysBetween('2027-03-10', '2027-04-24')).toBe(45);
    expect(
      refundQuote({ travelDate: '2027-04-24', totalPaise: 100_000, paidPaise: 100_000 }, at('2027-03-10')),
    ).toEqual({
      daysBeforeTravel: 45,
      deductionPercent: 20,
      deductionPaise: 20_000,
      paidPaise: 100_000,
      refundPaise: 80_000,
    });
    // Late at night in UTC is already the next day in India: 44 days.
    const q = refundQuote(
      { travelDate: '2027-04-24', totalPaise: 100_000, paidPaise: 100_000 },
      new Date('2027-03-10T19:00:00Z'),
    );
    expect(q.daysBeforeTravel).toBe(44);
    expect(q.deductionPercent).toBe(40);
  });

  it('rounds the deduction once, half up, on the total', () => {
    // 20 % of ₹1,30,556.05 = ₹26,111.21 exactly; 40 % of 3 paise = 1.2 → 1; 70 % of 5 paise = 3.5 → 4.
    expect(
      refundQuote(
        { travelDate: '2027-06-01', totalPaise: 13_055_605, paidPaise: 13_055_605 },
        at('2027-03-10'),
      ).deductionPaise,
    ).toBe(2_611_121);
    expect(
      refundQuote({ travelDate: '2027-04-10', totalPaise: 3, paidPaise: 3 }, at('2027-03-10')).deductionPaise,
    ).toBe(1);
    expect(
      refundQuote({ travelDate: '2027-03-30', totalPaise: 5, paidPaise: 5 }, at('2027-03-10')).deductionPaise,
    ).toBe(4);
  });

  it('a token-only booking usually gets nothing back', () => {
    const q = refundQuote(
      { travelDate: '2027-06-01', totalPaise: 13_055_605, paidPaise: 1_958_341 },
      at('2027-03-10'),
    );
    expect(q.refundPaise).toBe(0);
  });

  it('an override lies between 0 and what was paid, in whole paise', () => {
    expect(isRefundOverrideValid(0, 500)).toBe(true);
    expect(isRefundOverrideValid(500, 500)).toBe(true);
    expect(isRefundOverrideValid(501, 500)).toBe(false);
    expect(isRefundOverrideValid(-1, 500)).toBe(false);
    expect(isRefundOverrideValid(1.5, 500)).toBe(false);
  });
});

describe('refund split across captures', () => {
  const captures = [
    { id: 'balance', capturedPaise: 8_500, refundedPaise: 0 },
    { id: 'token', capturedPaise: 1_500, refundedPaise: 0 },
  ];
  it('takes the latest capture first', () => {
    expect(splitRefund(captures, 6_000).map((p) => [p.capture.id, p.amountPaise])).toEqual([
      ['balance', 6_000],
    ]);
  });
  it('splits when one capture is not enough', () => {
    expect(splitRefund(captures, 9_000).map((p) => [p.capture.id, p.amountPaise])).toEqual([
      ['balance', 8_500],
      ['token', 500],
    ]);
  });
  it('never exceeds what each capture has left', () => {
    const parts = splitRefund([{ id: 'a', capturedPaise: 1_000, refundedPaise: 800 }], 5_000);
    expect(parts.map((p) => p.amountPaise)).toEqual([200]);
  });
});

describe('travellers and the trip', () => {
  it('counts people over rooms and over custom items', () => {
    expect(
      peopleOf([
        { adult: 2, child: 1 },
        { adult: 1, child: 0 },
      ]),
    ).toBe(4);
    expect(
      peopleOf([
        { value: 2, totalPeople: 3 },
        { value: 1, totalPeople: 1 },
      ]),
    ).toBe(7);
  });
  it('travellers are editable until 7 days before travel', () => {
    expect(areTravellersEditable('2027-03-17', at('2027-03-10'))).toBe(true);
    expect(areTravellersEditable('2027-03-16', at('2027-03-10'))).toBe(false);
  });
  it('masks all but the last four characters of an ID', () => {
    expect(maskIdNumber('123456781234')).toBe('XXXXXXXX1234');
    expect(maskIdNumber('K1234567')).toBe('XXXX4567');
    expect(maskIdNumber('12')).toBe('XXXX12');
  });
  it('a trip ends after travel date + total days − 1', () => {
    expect(tripEndDate('2027-03-10', 5)).toBe('2027-03-14');
    expect(hasTripEnded('2027-03-10', 5, at('2027-03-14', '23:00'))).toBe(false);
    expect(hasTripEnded('2027-03-10', 5, at('2027-03-15', '00:30'))).toBe(true);
  });
});

describe('booking status', () => {
  it('moves forward only', () => {
    expect(canMoveBooking('PENDING', 'CONFIRMED')).toBe(true);
    expect(canMoveBooking('CONFIRMED', 'CANCELLED')).toBe(true);
    expect(canMoveBooking('CANCELLATION_REQUESTED', 'CANCELLED')).toBe(true);
    expect(canMoveBooking('CONFIRMED', 'COMPLETED')).toBe(true);
    expect(canMoveBooking('CANCELLED', 'CONFIRMED')).toBe(false);
    expect(canMoveBooking('COMPLETED', 'CANCELLED')).toBe(false);
    expect(canMoveBooking('CANCELLATION_REQUESTED', 'COMPLETED')).toBe(false);
    // PENDING -> CANCELLED: a date cancelled before the booking was paid, or its payment came too late (ADR 1300).
    expect(bookingStatusesBefore('CANCELLED').sort()).toEqual([
      'CANCELLATION_REQUESTED',
      'CONFIRMED',
      'PENDING',
    ]);
    expect(canMoveBooking('PENDING', 'CANCELLED')).toBe(true);
    expect(canMoveBooking('PENDING', 'COMPLETED')).toBe(false);
  });
});

describe('more of the booking rules', () => {
  it('counts days across months of different lengths', () => {
    expect(daysBetween('2027-01-31', '2027-03-01')).toBe(29);
    expect(daysBetween('2028-01-31', '2028-03-01')).toBe(30);
  });

  it('never asks a refund of a capture with nothing left to give back', () => {
    const spent = { id: 'late', capturedPaise: 50_000, refundedPaise: 50_000 };
    const early = { id: 'early', capturedPaise: 100_000, refundedPaise: 0 };
    expect(splitRefund([spent, early], 30_000)).toEqual([{ capture: early, amountPaise: 30_000 }]);
  });

  it('words one cancellation sentence a slab', () => {
    expect(cancellationPolicyLines()).toEqual([
      '20% of the package cost is deducted for a cancellation received 45 days or more before departure.',
      '40% of the package cost is deducted for a cancellation received 30 to 44 days before departure.',
      '70% of the package cost is deducted for a cancellation received 15 to 29 days before departure.',
      '100% of the package cost is deducted for a cancellation received 14 days or less before departure, or a no-show.',
    ]);
  });

  it('links the traveller’s manage page', () => {
    expect(manageBookingPath('6b1f')).toBe('/booking/6b1f');
  });
});
