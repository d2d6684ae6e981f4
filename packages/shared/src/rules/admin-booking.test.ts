import { describe, expect, it } from 'vitest';
import { formatLinkExpiry, maxAdminDiscountPaise, paymentLinkMessage } from './admin-booking.ts';

describe('an admin booking', () => {
  it('takes a discount of at most half the package amount, rounded down to the paisa', () => {
    expect(maxAdminDiscountPaise(1_000_000)).toBe(500_000);
    expect(maxAdminDiscountPaise(1_000_001)).toBe(500_000);
    expect(maxAdminDiscountPaise(0)).toBe(0);
  });

  it('words the payment link message the admin copies: who, what, how much, the link and its end', () => {
    expect(
      paymentLinkMessage({
        name: 'Asha',
        bookingNumber: 'WF-1001',
        packageTitle: 'Coorg Coffee Trails',
        amount: '₹12,345.67',
        url: 'https://wayfarer.example/pay/abc',
        expiresAt: '2 Dec 2026, 4:05 pm IST',
      }),
    ).toBe(
      [
        'Hello Asha, here is the payment link for your booking WF-1001 (Coorg Coffee Trails).',
        'Amount due now: ₹12,345.67',
        'https://wayfarer.example/pay/abc',
        'The link works until 2 Dec 2026, 4:05 pm IST.',
      ].join('\n'),
    );
  });

  it('gives the link’s expiry in India time', () => {
    // 10:35 UTC is 4:05 pm in India; 20:00 UTC is 1:30 am the next day there.
    expect(formatLinkExpiry('2026-12-02T10:35:00Z')).toBe('2 Dec 2026, 4:05 pm IST');
    expect(formatLinkExpiry('2026-12-02T20:00:00Z')).toBe('3 Dec 2026, 1:30 am IST');
  });
});
