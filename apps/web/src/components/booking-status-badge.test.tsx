import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { BookingStatusBadge } from './booking-status-badge';

// ADR 1304: the traveller's badge says "Confirmed" only once the trip is.

describe('the booking status badge', () => {
  it('a paid booking on a date short of its minimum reads "Booked — trip not yet confirmed", not green', () => {
    const html = renderToStaticMarkup(<BookingStatusBadge status="CONFIRMED" tripStatus="filling" />);
    expect(html).toContain('Booked — trip not yet confirmed');
    expect(html).not.toContain('#dcfce7');
    expect(renderToStaticMarkup(<BookingStatusBadge status="CONFIRMED" tripStatus="at_risk" />)).toContain(
      'Booked — trip not yet confirmed',
    );
  });

  it('"Confirmed" once the date is, or when it has no minimum', () => {
    for (const tripStatus of ['confirmed', 'open'] as const) {
      const html = renderToStaticMarkup(<BookingStatusBadge status="CONFIRMED" tripStatus={tripStatus} />);
      expect(html).toContain('>Confirmed<');
    }
  });

  it('the operators’ lists (no trip status given) keep the raw status', () => {
    expect(renderToStaticMarkup(<BookingStatusBadge status="CONFIRMED" />)).toContain('>Confirmed<');
  });
});
