import type { PaymentType } from '@wayfarer/shared/enums';
import { instalmentSchedule, type PlanInstalment } from '@wayfarer/shared/rules/instalments';
import { formatPaise, tokenAmountPaise } from '@wayfarer/shared/rules/money';
import { formatTravelDate } from '@wayfarer/shared/rules/travel-date';
import { cn } from '@/utils/cn';

type PaymentChoiceProps = {
  value: PaymentType;
  onChange: (value: PaymentType) => void;
  totalPaise: number;
  /** ADR 1365: the package's instalment plan (empty: none offered). */
  plan?: readonly PlanInstalment[];
  travelDate?: string;
};

/**
 * spec 001 §4 "Checkout": token (15%, the default) or full payment, each with its amount; and the
 * package's instalment plan when it has one, with its schedule (ADR 1365).
 */
export function PaymentChoice({ value, onChange, totalPaise, plan = [], travelDate }: PaymentChoiceProps) {
  const schedule =
    plan.length > 0 && travelDate ? instalmentSchedule(plan, totalPaise, travelDate, new Date()) : [];
  const options: { type: PaymentType; label: string; amountPaise: number }[] = [
    { type: 'token', label: 'Token amount (15%)', amountPaise: tokenAmountPaise(totalPaise) },
    { type: 'full', label: 'Full payment', amountPaise: totalPaise },
  ];
  if (schedule.length > 0)
    options.push({
      type: 'instalments',
      label: `Instalments (${plan.map((s) => s.percent).join(' / ')}%)`,
      amountPaise: schedule[0]?.amountPaise ?? 0,
    });
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
      {value === 'instalments' && schedule.length > 0 && (
        <ol aria-label="Instalment schedule" className="grid gap-1 rounded-lg bg-zinc-50 p-3 text-sm">
          {schedule.map((s, i) => (
            <li key={s.dueDate} className="flex justify-between gap-3">
              <span>{i === 0 ? 'Now' : `By ${formatTravelDate(s.dueDate)}`}</span>
              <span className="font-medium">{formatPaise(s.amountPaise)}</span>
            </li>
          ))}
        </ol>
      )}
    </fieldset>
  );
}
