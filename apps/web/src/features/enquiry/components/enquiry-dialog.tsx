import { ENQUIRY_AUTO_OPEN_MS, shouldAutoOpenEnquiry } from '@wayfarer/shared/rules/enquiry-timing';
import { lazy, Suspense, useEffect, useState } from 'react';
import { readStorage, storageKeys } from '@/utils/browser-storage';
import { useEnquiryDialog } from './enquiry-dialog-context';

// The dialog and its form load on demand (they carry the form libraries, ~40 KB gzip): when an
// Enquire button opens it or when the auto-open fires, never preloaded for a visitor who may
// not enquire.
const loadDialogContent = () => import('./enquiry-dialog-content');
const EnquiryDialogContent = lazy(async () => ({
  default: (await loadDialogContent()).EnquiryDialogContent,
}));

// The dialog opens by itself at most once per page load, even if the visitor moves between layouts.
let hasAutoOpened = false;

const isSent = () => !shouldAutoOpenEnquiry(readStorage(storageKeys.enquirySent), false);

/** spec 000 §2, §4: the "Send Enquiry" dialog, opened by the Enquire buttons or after 12 s. */
export function EnquiryDialog() {
  const { isOpen, setOpen } = useEnquiryDialog();
  const [hasOpened, setHasOpened] = useState(false);

  useEffect(() => {
    if (isOpen) setHasOpened(true);
  }, [isOpen]);

  useEffect(() => {
    if (hasAutoOpened || isSent()) return;
    const timer = window.setTimeout(() => {
      // The flag may have been set meanwhile (the inline form was sent).
      if (isSent()) return;
      hasAutoOpened = true;
      setOpen(true);
    }, ENQUIRY_AUTO_OPEN_MS);
    return () => window.clearTimeout(timer);
  }, [setOpen]);

  if (!isOpen && !hasOpened) return null;
  return (
    <Suspense fallback={null}>
      <EnquiryDialogContent isOpen={isOpen} onOpenChange={setOpen} />
    </Suspense>
  );
}
