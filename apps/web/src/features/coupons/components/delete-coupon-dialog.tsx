import { messages } from '@wayfarer/shared/messages';
import type { Coupon } from '@wayfarer/shared/schemas/coupon';
import { adminToast } from '@/components/ui/admin-toast';
import { Button } from '@/components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from '@/components/ui/dialog';
import { serverMessageOf } from '@/lib/api-error';
import { useAdminDeleteCouponMutation } from '../api/coupons';

type DeleteCouponDialogProps = { open: boolean; coupon?: Coupon; onClose: () => void };

/** Asks before DELETE /v1/coupons/{id}; bookings that used the code keep their discount. */
export function DeleteCouponDialog({ open, coupon, onClose }: DeleteCouponDialogProps) {
  const [deleteCoupon, { isLoading }] = useAdminDeleteCouponMutation();

  const confirm = async () => {
    if (!coupon) return;
    const toastId = adminToast.loading('Deleting...');
    const result = await deleteCoupon(coupon.id);
    if (result.error) {
      adminToast.error(serverMessageOf(result.error) ?? messages.somethingWrong, { id: toastId });
      return;
    }
    adminToast.success('Deleted successfully!', { id: toastId });
    onClose();
  };

  return (
    <Dialog open={open} onOpenChange={(isOpen) => !isOpen && onClose()}>
      <DialogContent role="alertdialog">
        <DialogHeader>
          <DialogTitle>Delete coupon?</DialogTitle>
          <DialogDescription>
            {coupon?.code} stops working at checkout. Bookings that already used it keep their discount.
          </DialogDescription>
        </DialogHeader>
        <div className="flex justify-end gap-2">
          <Button type="button" variant="outline" onClick={onClose}>
            Cancel
          </Button>
          <Button
            type="button"
            isLoading={isLoading}
            className="bg-destructive text-white hover:bg-destructive/90"
            onClick={confirm}
          >
            Delete
          </Button>
        </div>
      </DialogContent>
    </Dialog>
  );
}
