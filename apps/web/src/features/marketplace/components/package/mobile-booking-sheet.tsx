import type { ReactNode } from 'react';
import { Dialog, DialogContent, DialogDescription, DialogTitle } from '@/components/ui/dialog';

type MobileBookingSheetProps = {
  title: string;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  children: ReactNode;
};

/** spec 001 §2: on mobile the booking panel opens in a dialog from the bottom bar. */
export function MobileBookingSheet({ title, open, onOpenChange, children }: MobileBookingSheetProps) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent className="top-auto bottom-0 max-h-[90dvh] w-full max-w-full translate-y-0 rounded-b-none sm:max-w-lg">
        <DialogTitle className="sr-only">Book {title}</DialogTitle>
        <DialogDescription className="sr-only">
          Choose a departure and rooms, then pick a date.
        </DialogDescription>
        {children}
      </DialogContent>
    </Dialog>
  );
}
