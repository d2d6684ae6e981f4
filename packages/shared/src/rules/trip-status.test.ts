import { describe, expect, it } from 'vitest';
import type { BookingStatus, TripStatus } from '../enums.ts';
import {
  BOOKED_NOT_CONFIRMED_TEXT,
  belowMinimumWarning,
  countedPeople,
  decisionDate,
  isConfirmedBelowMinimum,
  isMinimumReached,
  minimumProgress,
  publicDateLine,
  type TripInput,
  tripConfirmedSubject,
  tripLine,
  tripMinimumNotice,
  tripState,
  travellerBookingLabel,
  travellersNeededText,
} from './trip-status.ts';

const base: TripInput = {
  travelDate: '2027-03-20',
  minTravellers: 4,
  paidPeople: 0,
  confirmedAt: null,
  decisionDaysBefore: 45,
  cancelledByOperator: false,
  today: '2027-01-01',
};

describe('trip status (issue 24)', () => {
  it('counts people on paid, live bookings only (children included; holds and cancellations not)', () => {
    expect(
      countedPeople([
        { status: 'PENDING', people: 5 },
        { status: 'CONFIRMED', people: 2 },
        { status: 'CANCELLATION_REQUESTED', people: 1 },
        { status: 'COMPLETED', people: 1 },
        { status: 'CANCELLED', people: 7 },
      ]),
    ).toBe(4);
  });

  it('puts the decision day the package’s days before travel', () => {
    expect(decisionDate('2027-03-20', 45)).toBe('2027-02-03');
    expect(decisionDate('2027-03-01', 1)).toBe('2027-02-28');
  });

  it('is open without a minimum: nothing needed, confirmed for the public page', () => {
    expect(tripState({ ...base, minTravellers: null, paidPeople: 0 })).toEqual({
      tripStatus: 'open',
      travellersNeeded: null,
      confirmed: true,
      decisionDate: null,
    });
    expect(isMinimumReached(null, 0)).toBe(true);
  });

  it('is filling below the minimum before the decision day, at risk from it on', () => {
    expect(tripState({ ...base, paidPeople: 1 })).toMatchObject({
      tripStatus: 'filling',
      travellersNeeded: 3,
      confirmed: false,
      decisionDate: '2027-02-03',
    });
    expect(tripState({ ...base, paidPeople: 3, today: '2027-02-02' }).tripStatus).toBe('filling');
    expect(tripState({ ...base, paidPeople: 3, today: '2027-02-03' })).toMatchObject({
      tripStatus: 'at_risk',
      travellersNeeded: 1,
    });
    expect(tripState({ ...base, paidPeople: 3, today: '2027-03-01' }).tripStatus).toBe('at_risk');
  });

  it('confirms at the minimum, and stays confirmed once stored whatever is cancelled', () => {
    expect(tripState({ ...base, paidPeople: 3 }).tripStatus).toBe('filling');
    expect(tripState({ ...base, paidPeople: 4 })).toMatchObject({
      tripStatus: 'confirmed',
      travellersNeeded: 0,
      confirmed: true,
    });
    const after = tripState({ ...base, paidPeople: 2, confirmedAt: new Date(), today: '2027-03-01' });
    expect(after).toMatchObject({ tripStatus: 'confirmed', travellersNeeded: 0 });
    expect(isConfirmedBelowMinimum(after, 4, 2)).toBe(true);
    expect(isConfirmedBelowMinimum(after, 4, 4)).toBe(false);
    expect(isConfirmedBelowMinimum(tripState({ ...base, paidPeople: 2 }), 4, 2)).toBe(false);
  });

  it('reaches a minimum at exactly its number of people', () => {
    expect(isMinimumReached(4, 3)).toBe(false);
    expect(isMinimumReached(4, 4)).toBe(true);
    expect(isMinimumReached(4, 5)).toBe(true);
  });

  it('shows the public page the people still needed, none and confirmed without a minimum', () => {
    expect(minimumProgress({ minTravellers: null, paidPeople: 0, confirmedAt: null })).toEqual({
      travellersNeeded: null,
      confirmed: true,
    });
    expect(minimumProgress({ minTravellers: 4, paidPeople: 1, confirmedAt: null })).toEqual({
      travellersNeeded: 3,
      confirmed: false,
    });
    expect(minimumProgress({ minTravellers: 4, paidPeople: 1, confirmedAt: '2027-01-01T00:00:00Z' })).toEqual(
      {
        travellersNeeded: 0,
        confirmed: true,
      },
    );
  });

  it('has no decision day on an operator-cancelled date without a minimum', () => {
    expect(tripState({ ...base, minTravellers: null, cancelledByOperator: true })).toEqual({
      tripStatus: 'cancelled_by_operator',
      travellersNeeded: null,
      confirmed: false,
      decisionDate: null,
    });
    expect(tripState({ ...base, cancelledByOperator: true }).decisionDate).toBe('2027-02-03');
  });

  it('warns the operators of a confirmed date fallen below its minimum, in numbers', () => {
    expect(belowMinimumWarning(2, 4)).toBe(
      'Confirmed, but cancellations have left 2 of the minimum 4 travellers',
    );
  });

  it('says cancelled by the operator above everything else', () => {
    for (const confirmedAt of [null, '2027-01-01T00:00:00Z']) {
      expect(tripState({ ...base, confirmedAt, paidPeople: 9, cancelledByOperator: true })).toMatchObject({
        tripStatus: 'cancelled_by_operator',
        travellersNeeded: null,
        confirmed: false,
      });
    }
  });

  it('words what travellers read, and the confirmation subject', () => {
    expect(travellersNeededText(3)).toBe(
      'Needs 3 more travellers to confirm — full refund if it doesn\u2019t run'.replace('\u2019', "'"),
    );
    expect(travellersNeededText(1)).toBe("Needs 1 more traveller to confirm — full refund if it doesn't run");
    expect(tripLine({ tripStatus: 'filling', travellersNeeded: 2 })).toMatch(/^Needs 2 more travellers/);
    expect(tripLine({ tripStatus: 'at_risk', travellersNeeded: 1 })).toMatch(/^Needs 1 more traveller /);
    expect(tripLine({ tripStatus: 'confirmed', travellersNeeded: 0 })).toBe('Confirmed departure');
    expect(tripLine({ tripStatus: 'open', travellersNeeded: null })).toBeNull();
    expect(publicDateLine({ minTravellers: null, travellersNeeded: null, confirmed: true })).toBeNull();
    expect(publicDateLine({ minTravellers: 8, travellersNeeded: 3, confirmed: false })).toMatch(
      /^Needs 3 more/,
    );
    expect(publicDateLine({ minTravellers: 8, travellersNeeded: 0, confirmed: true })).toBe(
      'Confirmed departure',
    );
    expect(tripConfirmedSubject('20 Mar 2027')).toBe('Your trip on 20 Mar 2027 is confirmed');
  });
});

describe('the booking label a traveller reads (round 4, item 5)', () => {
  const label = (status: BookingStatus, tripStatus: TripStatus, cancelledByOperator = false) =>
    travellerBookingLabel({ status, tripStatus, cancelledByOperator });

  it('a paid booking on a date short of its minimum is booked, not confirmed', () => {
    expect(label('CONFIRMED', 'filling')).toBe('Booked — trip not yet confirmed');
    expect(label('CONFIRMED', 'at_risk')).toBe(BOOKED_NOT_CONFIRMED_TEXT);
  });

  it('"Confirmed" once the date is confirmed, or when it has no minimum', () => {
    expect(label('CONFIRMED', 'confirmed')).toBe('Confirmed');
    expect(label('CONFIRMED', 'open')).toBe('Confirmed');
  });

  it('every other status keeps its own words', () => {
    expect(label('PENDING', 'filling')).toBe('Awaiting payment');
    expect(label('CANCELLATION_REQUESTED', 'filling')).toBe('Cancellation requested');
    expect(label('CANCELLED', 'cancelled_by_operator', true)).toBe('Cancelled by the operator');
    expect(label('COMPLETED', 'confirmed')).toBe('Completed');
  });

  it('tells the minimum, the people still needed by the decision day and the full refund', () => {
    expect(tripMinimumNotice(8, 4, '04 Feb 2027')).toBe(
      'This trip runs once 8 travellers have booked; 4 more are needed by 04 Feb 2027. If it does not run, your booking is refunded in full.',
    );
    expect(tripMinimumNotice(8, 1, '04 Feb 2027')).toContain('1 more is needed by 04 Feb 2027');
  });
});
