import type { BookingListRow } from '@wayfarer/shared/schemas/booking-list';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { BookingStatusCell } from './booking-status-cell';

// ADR 1204: a bookings list row says "Cancelled by the operator" as the detail page does.

const row = (extra: Partial<BookingListRow>) =>
  ({
    paymentStatus: 'PAYMENT_SUCCESS',
    bookingStatus: 'CANCELLED',
    cancelledByOperator: false,
    balanceOverdue: false,
    unpaidAfterTravel: false,
    ...extra,
  }) as BookingListRow;

describe('the bookings list status cell', () => {
  it('reads "Cancelled by the operator" for a booking cancelled with its date', () => {
    const html = renderToStaticMarkup(<BookingStatusCell booking={row({ cancelledByOperator: true })} />);
    expect(html).toContain('Cancelled by the operator');
  });
  it('keeps the plain cancelled label for a traveller cancellation', () => {
    const html = renderToStaticMarkup(<BookingStatusCell booking={row({})} />);
    expect(html).not.toContain('Cancelled by the operator');
    expect(html).toContain('Cancelled');
  });
});
