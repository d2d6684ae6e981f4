import type { PaymentType } from '@wayfarer/shared/enums';
import { formatPaise, tokenAmountPaise } from '@wayfarer/shared/rules/money';
import { cn } from '@/utils/cn';

type PaymentChoiceProps = { value: PaymentType; onChange: (value: PaymentType) => void; totalPaise: number };

/** spec 001 §4 "Checkout": token (15%, the default) or full payment, each with its amount. */
export function PaymentChoice({ value, onChange, totalPaise }: PaymentChoiceProps) {
  const options: { type: PaymentType; label: string; amountPaise: number }[] = [
    { type: 'token', label: 'Token amount (15%)', amountPaise: tokenAmountPaise(totalPaise) },
    { type: 'full', label: 'Full payment', amountPaise: totalPaise },
  ];
  return (
    <fieldset className="grid gap-2">
      <legend className="mb-2 text-sm font-medium">Payment</legend>
      {options.map((option) => (
        <label
          key={option.type}
          className={cn(
            'flex cursor-pointer items-center gap-3 rounded-lg border p-3 text-sm transition-colors has-focus-visible:ring-2 has-focus-visible:ring-brand-700/30',
            value === option.type ? 'border-brand-700 bg-brand-50' : 'hover:bg-muted',
          )}
        >
          <input
            type="radio"
            name="paymentType"
            value={option.type}
            checked={value === option.type}
            onChange={() => onChange(option.type)}
            className="size-4 accent-brand-700"
          />
          <span className="flex-1 font-medium">{option.label}</span>
          <span className="font-semibold">{formatPaise(option.amountPaise)}</span>
        </label>
      ))}
    </fieldset>
  );
}
