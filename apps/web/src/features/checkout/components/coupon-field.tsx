import { messages } from '@wayfarer/shared/messages';
import { formatPaise, paiseToRupees, nearestPaise } from '@wayfarer/shared/rules/money';
import { bookingMessages } from '@wayfarer/shared/schemas/booking';
import { useId, useState } from 'react';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import type { AppErrorCode } from '@wayfarer/shared/error-codes';
import { parseApiError } from '@/lib/api-error';
import { useValidateCouponMutation } from '../api/checkout-api';

export type AppliedCoupon = { code: string; discountPaise: number };

type CouponFieldProps = {
  tourPackageId: string;
  packagePaise: number;
  applied: AppliedCoupon | null;
  onChange: (coupon: AppliedCoupon | null) => void;
};

/** The refusals of a code itself (unknown, expired, not for this package or amount, malformed). */
const couponRefusals = new Set<AppErrorCode>(['INVALID_COUPON', 'VALIDATION_FAILED']);

/** spec 001 §5 "Coupon": Apply asks the server; a refused code reads 'Invalid coupon'. */
export function CouponField({ tourPackageId, packagePaise, applied, onChange }: CouponFieldProps) {
  const id = useId();
  const [code, setCode] = useState('');
  const [error, setError] = useState('');
  const [validateCoupon, { isLoading }] = useValidateCouponMutation();

  const apply = async () => {
    const trimmed = code.trim();
    if (!trimmed) return setError(bookingMessages.invalidCoupon);
    const result = await validateCoupon({
      code: trimmed,
      tourPackageId,
      amount: paiseToRupees(packagePaise),
    });
    if (result.error) {
      const { errorCode } = parseApiError(result.error);
      setError(
        errorCode && couponRefusals.has(errorCode) ? bookingMessages.invalidCoupon : messages.somethingWrong,
      );
      onChange(null);
      return;
    }
    setError('');
    onChange({ code: trimmed.toUpperCase(), discountPaise: nearestPaise(result.data.discount) });
  };

  return (
    <div className="grid gap-1.5">
      <Label htmlFor={id}>Coupon code</Label>
      <div className="flex gap-2">
        <Input
          id={id}
          value={code}
          autoComplete="off"
          aria-invalid={Boolean(error) || undefined}
          aria-describedby={error ? `${id}-error` : undefined}
          onChange={(event) => setCode(event.target.value)}
          onKeyDown={(event) => {
            if (event.key === 'Enter') {
              event.preventDefault();
              void apply();
            }
          }}
        />
        <Button variant="outline" onClick={apply} isLoading={isLoading} className="min-w-24">
          Apply
        </Button>
      </div>
      <p id={`${id}-error`} className="text-sm font-medium text-destructive" aria-live="polite">
        {error}
      </p>
      {applied && (
        <p className="flex items-center justify-between gap-2 text-sm text-emerald-800">
          <span>
            Coupon {applied.code} applied: {formatPaise(applied.discountPaise)} off
          </span>
          <Button variant="link" size="sm" onClick={() => onChange(null)}>
            Remove
          </Button>
        </p>
      )}
    </div>
  );
}
