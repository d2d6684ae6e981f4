import type { BookingStatus } from '../enums.ts';

// ADR 1206: who may change a booking's date, when, and the money that follows.

/**
 * Whether a booking's date may be changed on `today` (India): only a confirmed booking (something
 * paid, no cancellation asked); an admin any day before travel, the traveller until the balance
 * due date (inclusive).
 */
export function canChangeDate(
  b: { status: BookingStatus; travelDate: string; balanceDueDate: string },
  today: string,
  who: 'admin' | 'traveller',
): boolean {
  if (b.status !== 'CONFIRMED') return false;
  return who === 'admin' ? today < b.travelDate : today <= b.balanceDueDate;
}

/** Everything still held of a booking's payments: each capture less what refunds already took. */
export const fullRefundPaise = (captures: { capturedPaise: number; refundedPaise: number }[]): number =>
  captures.reduce((sum, c) => sum + Math.max(0, c.capturedPaise - c.refundedPaise), 0);

/**
 * The refund a date change gives: what is held beyond the new total (a cheaper date paid for
 * already); 0 when the new total is still owed in part (the pending balance just changes).
 */
export const refundOnDateChange = (heldPaise: number, newTotalPaise: number): number =>
  Math.max(0, heldPaise - Math.max(0, newTotalPaise));
