import { zodResolver } from '@hookform/resolvers/zod';
import { messages } from '@wayfarer/shared/messages';
import { couponKinds } from '@wayfarer/shared/enums';
import type { Coupon } from '@wayfarer/shared/schemas/coupon';
import type { z } from '@wayfarer/shared/zod';
import { useForm } from 'react-hook-form';
import { adminToast } from '@/components/ui/admin-toast';
import { Button } from '@/components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from '@/components/ui/dialog';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { parseApiError, serverMessageOf } from '@/lib/api-error';
import {
  type CouponPayload,
  useAdminCreateCouponMutation,
  useAdminUpdateCouponMutation,
} from '../api/coupons';
import { type CouponForm, couponForm, formOfCoupon } from '../utils/coupon-form';

const kindLabels: Record<Coupon['kind'], string> = { percent: 'Percent', fixed: 'Fixed amount' };
/** The server names the field it refuses; those the form has show under it. */
const isFormField = (path: string): path is keyof CouponForm => Object.hasOwn(couponForm.shape, path);

type CouponDialogProps = { open: boolean; onOpenChange: (open: boolean) => void; coupon?: Coupon };

function CouponFields({ coupon, onOpenChange }: Omit<CouponDialogProps, 'open'>) {
  const [createCoupon] = useAdminCreateCouponMutation();
  const [updateCoupon] = useAdminUpdateCouponMutation();
  const {
    register,
    handleSubmit,
    setError,
    watch,
    formState: { errors, isSubmitting },
  } = useForm<CouponForm, unknown, z.output<typeof couponForm>>({
    resolver: zodResolver(couponForm),
    defaultValues: formOfCoupon(coupon),
  });
  const kind = watch('kind');

  const onSubmit = handleSubmit(async (values) => {
    // A new coupon is active and for every package; an edit keeps both as they are.
    const body: CouponPayload = {
      ...values,
      tourPackageId: coupon?.tourPackageId ?? null,
      active: coupon?.active ?? true,
    };
    const toastId = adminToast.loading(coupon ? 'Saving...' : 'Creating...');
    const result = coupon ? await updateCoupon({ id: coupon.id, ...body }) : await createCoupon(body);
    if (result.error) {
      adminToast.error(serverMessageOf(result.error) ?? messages.somethingWrong, { id: toastId });
      // The server names the field it refuses (e.g. a code already taken): show it there too.
      for (const { path, message } of parseApiError(result.error).fieldErrors) {
        if (isFormField(path)) setError(path, { type: 'server', message });
      }
      return;
    }
    adminToast.success(coupon ? messages.saved : messages.created, { id: toastId });
    onOpenChange(false);
  });

  return (
    <form onSubmit={onSubmit} noValidate className="grid gap-5">
      <FormField
        label="Code"
        error={errors.code?.message}
        hint="3–40 letters, digits, - or _; saved in capitals."
      >
        <Input autoComplete="off" spellCheck={false} className="uppercase" {...register('code')} />
      </FormField>

      <fieldset className="grid gap-2">
        <legend className="mb-1.5 text-sm font-medium">Discount type</legend>
        <div className="flex flex-wrap gap-6">
          {couponKinds.map((value) => (
            <label key={value} className="flex items-center gap-2 text-sm">
              <input type="radio" value={value} className="size-4 accent-brand-700" {...register('kind')} />
              {kindLabels[value]}
            </label>
          ))}
        </div>
      </fieldset>

      <div className="grid gap-5 sm:grid-cols-2">
        <FormField
          label="Value"
          error={errors.value?.message}
          hint={kind === 'percent' ? 'Percent off: 1 to 100.' : 'Rupees off the package amount.'}
        >
          <Input type="number" inputMode="decimal" step="any" min={0} {...register('value')} />
        </FormField>
        <FormField label="Minimum order (₹)" error={errors.minOrder?.message} hint="0 for any amount.">
          <Input type="number" inputMode="decimal" step="any" min={0} {...register('minOrder')} />
        </FormField>
        <FormField label="Valid from" error={errors.validFrom?.message} hint="Empty: no start date.">
          <Input type="date" {...register('validFrom')} />
        </FormField>
        <FormField label="Valid until" error={errors.validUntil?.message} hint="Empty: no end date.">
          <Input type="date" {...register('validUntil')} />
        </FormField>
        <FormField label="Usage cap" error={errors.maxUses?.message} hint="Empty: no cap.">
          <Input type="number" inputMode="numeric" step={1} min={1} {...register('maxUses')} />
        </FormField>
      </div>

      <div className="flex justify-end gap-2">
        <Button type="button" variant="outline" onClick={() => onOpenChange(false)}>
          Cancel
        </Button>
        <Button type="submit" variant="brand" isLoading={isSubmitting}>
          {coupon ? 'Save' : 'Create'}
        </Button>
      </div>
    </form>
  );
}

/** Add or edit a coupon: one dialog, prefilled for an edit. */
export function CouponDialog({ open, onOpenChange, coupon }: CouponDialogProps) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>{coupon ? 'Edit Coupon' : 'Add Coupon'}</DialogTitle>
          <DialogDescription>
            Travellers enter the code at checkout; dates are days in India (IST).
          </DialogDescription>
        </DialogHeader>
        {open && <CouponFields coupon={coupon} onOpenChange={onOpenChange} />}
      </DialogContent>
    </Dialog>
  );
}
