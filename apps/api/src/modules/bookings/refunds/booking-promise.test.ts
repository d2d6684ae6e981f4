import { cancellationClaims, checkCancellationText } from '@wayfarer/shared/rules/cancellation-claims';
import { formatPaise } from '@wayfarer/shared/rules/money';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { emailJobs } from '../../../db/schema.ts';
import { demoCancellationPolicyHtml } from '../../../seed/demo/demo-packages.ts';
import { cancelBooking, getRefundQuote, requestCancellation } from './booking-cancellation.service.ts';
import {
  admin,
  awkward,
  awkwardBooking,
  bookingRow,
  cancellationTestApp,
  clockAt,
  t,
} from '../../../../test/support/bookings.ts';

// Promises kept. A cancellation request freezes its quote when it is received; the
// admin's cancel a day later (when the policy deducts more) shows and applies that quote, unless
// overridden, and the traveller's e-mail says which applied.

cancellationTestApp();

const cancelledMail = async (bookingId: string) =>
  (
    await t.db
      .select()
      .from(emailJobs)
      .where(eq(emailJobs.dedupeKey, `cancelled:${bookingId}`))
  )[0]!;

describe('the quote promised at the request', () => {
  it('is frozen when received, shown and applied by the admin a day later', async () => {
    const bookingId = await awkwardBooking('full'); // ₹10,000.10 paid
    const atRequest = await getRefundQuote(clockAt(45), bookingId);
    const dayLater = await getRefundQuote(clockAt(44), bookingId);
    expect(dayLater.refundAmount).toBeLessThan(atRequest.refundAmount);

    const asked = await requestCancellation(clockAt(45), bookingId, 'Change of plans');
    expect(asked.cancellation?.quote).toEqual(atRequest);
    // A day later the quote shown (and proposed) is still the one promised.
    expect(await getRefundQuote(clockAt(44), bookingId)).toEqual(atRequest);
    const cancelled = await cancelBooking(clockAt(44), bookingId, admin, { reason: 'As asked' });
    expect(cancelled.cancellation).toMatchObject({ quote: atRequest, refundAmount: atRequest.refundAmount });
    expect(await bookingRow(t.app, bookingId)).toMatchObject({
      refundComputedPaise: Math.round(atRequest.refundAmount * 100),
      refundAppliedPaise: Math.round(atRequest.refundAmount * 100),
    });
    expect((await cancelledMail(bookingId)).text).toContain(
      'the refund our cancellation policy gave when we received your request',
    );
  });

  it('an override applies with its reason, and the e-mail says the team set it', async () => {
    const bookingId = await awkwardBooking('full');
    await requestCancellation(clockAt(45), bookingId, 'Change of plans');
    const cancelled = await cancelBooking(clockAt(44), bookingId, admin, {
      reason: 'Goodwill: full refund',
      refundAmount: 10_000.1,
    });
    expect(cancelled.cancellation?.refundAmount).toBe(10_000.1);
    expect((await cancelledMail(bookingId)).text).toContain('a refund our team set for your booking');
  });

  it('without a request, the admin applies the policy of the day', async () => {
    const bookingId = await awkwardBooking('full');
    const today = await getRefundQuote(clockAt(44), bookingId);
    const cancelled = await cancelBooking(clockAt(44), bookingId, admin, { reason: 'Operator cancelled' });
    expect(cancelled.cancellation?.refundAmount).toBe(today.refundAmount);
    expect((await cancelledMail(bookingId)).text).toContain('the refund our cancellation policy gives today');
  });
});

describe('every cancellation text the traveller reads agrees with the rule (issue 22)', () => {
  it('the demo packages’ own cancellation text states every slab as the refund applies it', () => {
    expect(checkCancellationText(demoCancellationPolicyHtml())).toEqual({ wrong: [], missing: [] });
  });

  it.each([45, 44, 29, 14])(
    'the request’s e-mails at %i days say the deduction and refund of the rule',
    async (days) => {
      const bookingId = await awkwardBooking('full');
      const quote = await getRefundQuote(clockAt(days), bookingId);
      await requestCancellation(clockAt(days), bookingId, 'Change of plans');
      const mail = (
        await t.db
          .select()
          .from(emailJobs)
          .where(eq(emailJobs.dedupeKey, `cancellation-requested:${bookingId}`))
      )[0]!;
      const claims = cancellationClaims(mail.text);
      expect(claims).toHaveLength(1);
      expect(claims[0]).toMatchObject({ percent: quote.deductionPercent, from: days, to: days });
      expect(checkCancellationText(mail.text).wrong).toEqual([]);
      expect(mail.text).toContain(
        `Refund by the policy when we received your request: ${formatPaise(Math.round(quote.refundAmount * 100))}`,
      );
    },
  );

  it('the "Refund completed" e-mail says what was refunded and how', async () => {
    const bookingId = await awkwardBooking('full'); // ₹10,000.10 paid
    await cancelBooking(clockAt(45), bookingId, admin, { reason: 'Operator cancelled' });
    const row = await bookingRow(t.app, bookingId);
    const mail = (await t.db.select().from(emailJobs).where(eq(emailJobs.to, 'meera@example.com'))).find(
      (m) => m.subject === `Refund completed ${row.bookingNumber}: ${awkward.title}`,
    )!;
    expect(mail.text).toContain('we have refunded ₹8,000.08.');
    expect(mail.text).toContain('Refunded now: ₹8,000.08');
    expect(mail.text).toMatch(
      /Refund method: To the account or card you paid from through PhonePe, reference \S+/,
    );
    expect(mail.text).toContain('Refund for the cancellation: ₹8,000.08');
    expect(mail.text).not.toContain('Refund due');
  });
});
