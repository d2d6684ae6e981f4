import { Send } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { useEnquiryDialog } from './enquiry-dialog-context';

/** spec 000 §2: a large orange "Enquire" button on md+ screens, a small round one on phones. */
export function EnquireButtons() {
  const { open } = useEnquiryDialog();
  return (
    <>
      <Button variant="brand" size="lg" className="hidden px-8 md:inline-flex" onClick={open}>
        Enquire
      </Button>
      <Button
        variant="brand"
        size="icon"
        className="rounded-full md:hidden"
        aria-label="Enquire"
        onClick={open}
      >
        <Send aria-hidden="true" className="size-4" />
      </Button>
    </>
  );
}
