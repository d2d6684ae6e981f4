import { refundQuote } from '@wayfarer/shared/rules/booking-lifecycle';
import { checkCancellationText } from '@wayfarer/shared/rules/cancellation-claims';
import { formatRupees, paiseToRupees } from '@wayfarer/shared/rules/money';
import { addDays, todayInIndia } from '@wayfarer/shared/rules/travel-date';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { RefundQuoteText } from '@/features/manage-booking/components/refund-quote-text';
import { CancellationPolicyRoute } from './cancellation-policy';

// The pages the traveller reads, rendered, say the cancellation rule's figures (ADR 1172).

describe('the cancellation texts on the web', () => {
  it('the /cancellation-policy table states every slab as the refund applies it', () => {
    const html = renderToStaticMarkup(<CancellationPolicyRoute />);
    expect(checkCancellationText(html)).toEqual({ wrong: [], missing: [] });
    expect(html).toContain('30 to 44 days before departure');
  });

  it.each([
    [61, 20],
    [45, 20],
    [44, 40],
    [30, 40],
    [29, 70],
    [15, 70],
    [14, 100],
  ])('the booking page at %i days before travel deducts %i %%, with the rule’s figures', (days, percent) => {
    const now = new Date('2027-01-10T06:00:00Z');
    const quote = refundQuote(
      { travelDate: addDays(todayInIndia(now), days), totalPaise: 4_610_000, paidPaise: 4_610_000 },
      now,
    );
    const html = renderToStaticMarkup(
      <RefundQuoteText
        quote={{
          daysBeforeTravel: quote.daysBeforeTravel,
          deductionPercent: quote.deductionPercent,
          deduction: paiseToRupees(quote.deductionPaise),
          paid: paiseToRupees(quote.paidPaise),
          refundAmount: paiseToRupees(quote.refundPaise),
        }}
      />,
    );
    expect(html).toContain(`(${days} days before travel) deducts ${percent}%`);
    const deduction = (46_100 * percent) / 100;
    expect(html).toContain(formatRupees(deduction));
  });
});
