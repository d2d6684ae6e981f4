import { messages } from '@wayfarer/shared/messages';
import type { Payout } from '@wayfarer/shared/schemas/earnings';
import { useState } from 'react';
import { adminToast } from '@/components/ui/admin-toast';
import { Button } from '@/components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from '@/components/ui/dialog';
import { serverMessageOf } from '@/lib/api-error';
import { formatRupees } from '@/utils/format';
import { useCancelPayoutMutation } from '../api/earnings-api';

/** POST /v1/payouts/{id}/cancel: the payout's rows become payable again. */
export function CancelPayoutDialog({ payout, onClose }: { payout?: Payout; onClose: () => void }) {
  const [cancelPayout, { isLoading }] = useCancelPayoutMutation();
  const [error, setError] = useState<string>();

  const close = () => {
    setError(undefined);
    onClose();
  };

  const confirm = async () => {
    if (!payout) return;
    const result = await cancelPayout(payout.id);
    if ('error' in result) {
      setError(serverMessageOf(result.error) ?? messages.somethingWrong);
      return;
    }
    adminToast.success('Payout cancelled');
    close();
  };

  return (
    <Dialog open={Boolean(payout)} onOpenChange={(isOpen) => !isOpen && close()}>
      <DialogContent role="alertdialog">
        <DialogHeader>
          <DialogTitle>Cancel this payout?</DialogTitle>
          <DialogDescription>
            {payout
              ? `${formatRupees(payout.amount)} to ${payout.creator.fullName}. Its booking rows become payable again and can go into a new payout.`
              : ''}
          </DialogDescription>
        </DialogHeader>
        {error && (
          <p role="alert" className="text-sm font-medium text-destructive">
            {error}
          </p>
        )}
        <div className="flex justify-end gap-2">
          <Button type="button" variant="outline" onClick={close}>
            Keep payout
          </Button>
          <Button
            type="button"
            isLoading={isLoading}
            className="bg-destructive text-white hover:bg-destructive/90"
            onClick={confirm}
          >
            Cancel payout
          </Button>
        </div>
      </DialogContent>
    </Dialog>
  );
}
