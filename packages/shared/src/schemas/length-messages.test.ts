import { describe, expect, it } from 'vitest';
import { z } from '../zod.ts';
import { bookingContact } from './booking.ts';
import { cancellationRequestBody } from './booking-manage.ts';
import { markPayoutPaidBody } from './earnings.ts';

// A field that is too long says its limit, not the field's "required" text.

const firstMessage = (result: { success: boolean; error?: { issues: { message: string }[] } }) =>
  result.error?.issues[0]?.message;

describe('field-length messages say the limit', () => {
  it('a 51-character payout UTR', () => {
    expect(
      firstMessage(markPayoutPaidBody.safeParse({ reference: 'U'.repeat(51), paidOn: '2026-11-20' })),
    ).toBe('The bank reference (UTR) can be at most 50 characters');
    expect(markPayoutPaidBody.safeParse({ reference: 'U'.repeat(50), paidOn: '2026-11-20' }).success).toBe(
      true,
    );
    expect(firstMessage(markPayoutPaidBody.safeParse({ reference: '', paidOn: '2026-11-20' }))).toBe(
      'Enter the bank reference (UTR)',
    );
  });

  it('a contact name or e-mail, a cancellation reason, and any plain string', () => {
    const contact = { name: 'x'.repeat(101), email: 'a@example.com', phone: '9876543210' };
    expect(firstMessage(bookingContact.safeParse(contact))).toBe('Must be at most 100 characters');
    expect(
      firstMessage(bookingContact.safeParse({ ...contact, name: 'Meera', email: `${'a'.repeat(250)}@x.in` })),
    ).toBe('Must be at most 254 characters');
    expect(firstMessage(cancellationRequestBody.safeParse({ reason: 'r'.repeat(1001) }))).toBe(
      'Must be at most 1000 characters',
    );
    expect(firstMessage(z.string().max(5).safeParse('toolong'))).toBe('Must be at most 5 characters');
  });
});
