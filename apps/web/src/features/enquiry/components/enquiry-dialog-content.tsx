import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from '@/components/ui/dialog';
import { EnquiryForm } from './enquiry-form';

type EnquiryDialogContentProps = {
  isOpen: boolean;
  onOpenChange: (isOpen: boolean) => void;
  /** Opened by the timer, not a button: it leaves the keyboard focus where it is. */
  isAutoOpened?: boolean;
};

/** spec 000 §2: the dialog titled "Send Enquiry" around the enquiry form. */
export function EnquiryDialogContent({
  isOpen,
  onOpenChange,
  isAutoOpened = false,
}: EnquiryDialogContentProps) {
  return (
    <Dialog open={isOpen} onOpenChange={onOpenChange}>
      <DialogContent onOpenAutoFocus={isAutoOpened ? (event) => event.preventDefault() : undefined}>
        <DialogHeader>
          <DialogTitle>Send Enquiry</DialogTitle>
          <DialogDescription>
            Tell us where you would like to go. Our travel team will call or write back with trip options.
          </DialogDescription>
        </DialogHeader>
        <EnquiryForm mode="dialog" onSent={() => onOpenChange(false)} />
      </DialogContent>
    </Dialog>
  );
}
