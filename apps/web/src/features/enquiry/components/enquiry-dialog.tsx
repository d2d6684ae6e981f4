import {
  ENQUIRY_AUTO_OPEN_MS,
  ENQUIRY_RETRY_MS,
  isEnquiryAutoOpenPage,
  shouldAutoOpenEnquiry,
} from '@wayfarer/shared/rules/enquiry-timing';
import { Suspense, useEffect, useState } from 'react';
import { lazyWithStore } from '@/lib/store-on-demand';
import { readStorage, storageKeys } from '@/utils/browser-storage';
import { useEnquiryDialog } from './enquiry-dialog-context';

// The dialog and its form load on demand (they carry the form libraries, ~40 KB gzip): when an
// Enquire button opens it or when the auto-open fires, never preloaded for a visitor who may
// not enquire. The form sends through the store, which loads with it (docs/decisions/990).
const EnquiryDialogContent = lazyWithStore(
  async () => (await import('./enquiry-dialog-content')).EnquiryDialogContent,
);

// The dialog opens by itself at most once per page load, even if the visitor moves between layouts.
let hasAutoOpened = false;

const isSent = () => !shouldAutoOpenEnquiry(readStorage(storageKeys.enquirySent), false);

/** The page itself shows the enquiry form (the package page): no second one on top. */
export const INLINE_ENQUIRY_ATTRIBUTE = 'data-inline-enquiry';
const hasInlineForm = () => document.querySelector(`[${INLINE_ENQUIRY_ATTRIBUTE}]`) !== null;

const FIELD_SELECTOR = 'input, textarea, select, [contenteditable=""], [contenteditable="true"]';
/** A visitor in a form field (or who typed into one on this page) is not interrupted. */
const isInAField = () => document.activeElement?.matches(FIELD_SELECTOR) ?? false;

type Attempt = 'open' | 'later' | 'never';

/** Whether the dialog may open by itself right now. */
function autoOpenAttempt(hasTyped: boolean): Attempt {
  if (isSent() || !isEnquiryAutoOpenPage(window.location.pathname) || hasInlineForm()) return 'never';
  return hasTyped || isInAField() ? 'later' : 'open';
}

/** spec 000 §2, §4: the "Send Enquiry" dialog, opened by the Enquire buttons or after 12 s. */
export function EnquiryDialog() {
  const { isOpen, setOpen } = useEnquiryDialog();
  const [hasOpened, setHasOpened] = useState(false);
  const [isAutoOpened, setAutoOpened] = useState(false);

  useEffect(() => {
    if (isOpen) setHasOpened(true);
  }, [isOpen]);

  useEffect(() => {
    if (hasAutoOpened || isSent()) return;
    let hasTyped = false;
    const onInput = (event: Event) => {
      if ((event.target as Element | null)?.closest?.('[role="dialog"]')) return;
      hasTyped = true;
    };
    document.addEventListener('input', onInput, true);
    let timer = 0;
    const tryOpen = (isRetry: boolean) => {
      const attempt = autoOpenAttempt(hasTyped);
      if (attempt === 'open') {
        hasAutoOpened = true;
        setAutoOpened(true);
        setOpen(true);
      } else if (attempt === 'later' && !isRetry) {
        // Busy typing: it waits and tries once more; typed input still stops it then.
        hasTyped = false;
        timer = window.setTimeout(() => tryOpen(true), ENQUIRY_RETRY_MS);
      }
    };
    timer = window.setTimeout(() => tryOpen(false), ENQUIRY_AUTO_OPEN_MS);
    return () => {
      document.removeEventListener('input', onInput, true);
      window.clearTimeout(timer);
    };
  }, [setOpen]);

  if (!isOpen && !hasOpened) return null;
  return (
    <Suspense fallback={null}>
      <EnquiryDialogContent
        isOpen={isOpen}
        onOpenChange={(next) => {
          if (!next) setAutoOpened(false);
          setOpen(next);
        }}
        isAutoOpened={isAutoOpened}
      />
    </Suspense>
  );
}
