import { formatRupees } from '@wayfarer/shared/rules/money';
import type { RefundQuoteResponse } from '@wayfarer/shared/schemas/booking';

const dayWord = (days: number) => (days === 1 ? '1 day' : `${days} days`);

/**
 * The policy as it applies today (ADR 903): days before travel, the deduction and what comes back,
 * said plainly when that is nothing (a token-only booking usually gets nothing back).
 */
export function RefundQuoteText({ quote }: { quote: RefundQuoteResponse }) {
  const when =
    quote.daysBeforeTravel >= 0
      ? `${dayWord(quote.daysBeforeTravel)} before travel`
      : 'after the travel date';
  return (
    <div className="grid gap-2 text-sm">
      <p>
        Cancelling today ({when}) deducts {quote.deductionPercent}% of the booking total:{' '}
        <strong>{formatRupees(quote.deduction)}</strong>.
      </p>
      <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-1 rounded-lg bg-zinc-50 p-3">
        <dt className="text-muted-foreground">Paid so far</dt>
        <dd className="text-right font-medium">{formatRupees(quote.paid)}</dd>
        <dt className="text-muted-foreground">Deduction ({quote.deductionPercent}%)</dt>
        <dd className="text-right font-medium">{formatRupees(quote.deduction)}</dd>
        <dt className="font-semibold">You would get back</dt>
        <dd className="text-right font-semibold">{formatRupees(quote.refundAmount)}</dd>
      </dl>
      {quote.refundAmount === 0 && quote.paid > 0 && (
        <p className="font-medium text-destructive">
          Nothing would be refunded: the deduction is more than what you have paid.
        </p>
      )}
    </div>
  );
}
