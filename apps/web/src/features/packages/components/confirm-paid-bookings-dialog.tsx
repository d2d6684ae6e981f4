import { Button } from '@/components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from '@/components/ui/dialog';

type Props = {
  /** The server's warning (names the count); the dialog is open while it is set. */
  warning: string | undefined;
  action: string;
  isLoading: boolean;
  onConfirm: () => void;
  onCancel: () => void;
};

/** Asks before hiding a package travellers have paid for (the API's 409 with the count). */
export function ConfirmPaidBookingsDialog({ warning, action, isLoading, onConfirm, onCancel }: Props) {
  return (
    <Dialog open={warning !== undefined} onOpenChange={(open) => !open && onCancel()}>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>Travellers have paid for this package</DialogTitle>
          <DialogDescription>{warning}</DialogDescription>
        </DialogHeader>
        <div className="flex flex-wrap justify-end gap-2">
          <Button variant="outline" onClick={onCancel}>
            Cancel
          </Button>
          <Button variant="brand" isLoading={isLoading} onClick={onConfirm}>
            {action} anyway
          </Button>
        </div>
      </DialogContent>
    </Dialog>
  );
}
