import { FileDown } from 'lucide-react';
import { creditNoteHref, invoiceHref, useGetTaxDocumentsQuery } from '@/lib/tax-documents-api';
import { formatRupees } from '@/utils/format';

/**
 * The booking's GST tax invoice and credit notes as download links (issue #25); nothing when it
 * has none (the site has no GSTIN, or nothing is paid yet).
 */
export function TaxDocuments({ bookingId }: { bookingId: string }) {
  const { data } = useGetTaxDocumentsQuery(bookingId);
  if (!data?.invoice) return null;
  const link = 'inline-flex items-center gap-1.5 font-medium text-brand-700 hover:underline';
  return (
    <section
      aria-labelledby="tax-documents-heading"
      className="grid gap-2 rounded-xl border bg-white p-4 text-sm"
    >
      <h2 id="tax-documents-heading" className="text-base font-semibold">
        GST documents
      </h2>
      <ul className="grid gap-1.5">
        <li>
          <a href={invoiceHref(bookingId)} download className={link}>
            <FileDown aria-hidden="true" className="size-4" />
            Tax invoice {data.invoice.number}
          </a>{' '}
          <span className="text-muted-foreground">
            ({formatRupees(data.invoice.total)}, GST {formatRupees(data.invoice.tax)})
          </span>
        </li>
        {data.creditNotes.map((note) => (
          <li key={note.refundId}>
            <a href={creditNoteHref(bookingId, note.refundId)} download className={link}>
              <FileDown aria-hidden="true" className="size-4" />
              Credit note {note.number}
            </a>{' '}
            <span className="text-muted-foreground">({formatRupees(note.amount)} refunded)</span>
          </li>
        ))}
      </ul>
    </section>
  );
}
