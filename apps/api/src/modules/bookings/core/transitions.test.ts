import { bookingStatuses } from '@wayfarer/shared/enums';
import { canMoveBooking } from '@wayfarer/shared/rules/booking-lifecycle';
import { describe, expect, it } from 'vitest';
import { allows, explaining, statusesBefore, TRANSITIONS, type TransitionName } from './transitions.ts';

// The core's transition table against the status graph of rules/booking-lifecycle.ts: every move
// the table allows is an edge of the graph (or stays put), and every edge of the graph is some
// transition's, so neither can drift from the other.

const names = Object.keys(TRANSITIONS) as TransitionName[];

describe('the booking core transition table', () => {
  it('moves a booking only along the status graph', () => {
    for (const name of names) {
      const t = TRANSITIONS[name];
      for (const from of t.from) {
        if (t.to === 'same' || t.to === from) continue;
        expect(canMoveBooking(from, t.to), `${name}: ${from} -> ${t.to}`).toBe(true);
      }
    }
  });

  it('explains every edge of the status graph', () => {
    for (const from of bookingStatuses) {
      for (const to of bookingStatuses) {
        if (from === to || !canMoveBooking(from, to)) continue;
        expect(explaining(from, to), `${from} -> ${to}`).not.toEqual([]);
      }
    }
  });

  it('answers for one observed change', () => {
    expect(allows('firstPaymentSucceeded', 'PENDING', 'CONFIRMED')).toBe(true);
    expect(allows('firstPaymentSucceeded', 'CANCELLED', 'CONFIRMED')).toBe(false);
    expect(allows('operatorCancel', 'PENDING', 'CANCELLED')).toBe(true);
    expect(allows('adminCancel', 'PENDING', 'CANCELLED')).toBe(false);
    expect(allows('refundSettled', 'CANCELLED', 'CANCELLED')).toBe(true);
    expect(allows('refundSettled', 'CANCELLED', 'CONFIRMED')).toBe(false);
    expect(allows('checkout', null, 'PENDING')).toBe(true);
    // A new booking starts PENDING, never straight in another status.
    expect(allows('checkout', null, 'CONFIRMED')).toBe(false);
    // ADR 1360, 1361: an admin's booking starts like a checkout; a link is renewed only while unpaid.
    expect(allows('adminBooking', null, 'PENDING')).toBe(true);
    expect(allows('paymentLinkRenewed', 'PENDING', 'PENDING')).toBe(true);
    expect(allows('paymentLinkRenewed', 'CONFIRMED', 'CONFIRMED')).toBe(false);
    expect(allows('adminCancel', null, 'CANCELLED')).toBe(false);
    expect(explaining('CANCELLED', 'CONFIRMED')).toEqual([]);
    expect(explaining('COMPLETED', 'CANCELLED')).toEqual([]);
  });

  it('gives the guarded updates their statuses', () => {
    expect(statusesBefore('adminCancel')).toEqual(['CONFIRMED', 'CANCELLATION_REQUESTED']);
    expect(statusesBefore('completed')).toEqual(['CONFIRMED']);
    expect(statusesBefore('cancellationRequested')).toEqual(['CONFIRMED']);
  });
});
