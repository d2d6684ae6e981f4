import { messages } from '@wayfarer/shared/messages';
import type { Coupon } from '@wayfarer/shared/schemas/coupon';
import { adminToast } from '@/components/ui/admin-toast';
import { Switch } from '@/components/ui/switch';
import { serverMessageOf } from '@/lib/api-error';
import { useAdminUpdateCouponMutation } from '../api/coupons';

/** Turns a coupon on or off: PATCH /v1/coupons/{id} with its settings as they are, but `active`. */
export function ActiveSwitch({ coupon }: { coupon: Coupon }) {
  const [updateCoupon, { isLoading }] = useAdminUpdateCouponMutation();
  const { id, code, kind, value, minOrder, validFrom, validUntil, maxUses, tourPackageId } = coupon;

  const toggle = async (active: boolean) => {
    const toastId = adminToast.loading('Saving...');
    const result = await updateCoupon({
      id,
      code,
      kind,
      value,
      minOrder,
      validFrom,
      validUntil,
      maxUses,
      tourPackageId,
      active,
    });
    if (result.error) {
      adminToast.error(serverMessageOf(result.error) ?? messages.somethingWrong, { id: toastId });
      return;
    }
    adminToast.success(messages.saved, { id: toastId });
  };

  return (
    <Switch
      aria-label={`Active: ${code}`}
      checked={coupon.active}
      disabled={isLoading}
      onCheckedChange={toggle}
    />
  );
}
