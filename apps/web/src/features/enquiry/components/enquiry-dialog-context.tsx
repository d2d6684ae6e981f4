import { createContext, type ReactNode, useContext, useMemo, useState } from 'react';

type EnquiryDialogState = {
  isOpen: boolean;
  setOpen: (isOpen: boolean) => void;
  open: () => void;
};

const EnquiryDialogContext = createContext<EnquiryDialogState | null>(null);

/** Holds the open state of the single enquiry dialog so any Enquire button can open it. */
export function EnquiryDialogProvider({ children }: { children: ReactNode }) {
  const [isOpen, setOpen] = useState(false);
  const value = useMemo(() => ({ isOpen, setOpen, open: () => setOpen(true) }), [isOpen]);
  return <EnquiryDialogContext.Provider value={value}>{children}</EnquiryDialogContext.Provider>;
}

export function useEnquiryDialog(): EnquiryDialogState {
  const context = useContext(EnquiryDialogContext);
  if (!context) throw new Error('useEnquiryDialog needs an EnquiryDialogProvider above it');
  return context;
}
