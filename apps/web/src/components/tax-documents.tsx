import { FileDown } from 'lucide-react';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import {
  creditNoteHref,
  invoiceHref,
  supplementaryInvoiceHref,
  useGetTaxDocumentsQuery,
} from '@/lib/tax-documents-api';
import { formatRupees } from '@/utils/format';

const LINK = 'inline-flex items-center gap-1.5 font-medium text-brand-700 hover:underline';

/**
 * The booking's GST tax invoice and credit notes as download links; nothing when it
 * has none (the site has no GSTIN, or nothing is paid yet).
 */
export function TaxDocuments({ bookingId }: { bookingId: string }) {
  const { data } = useGetTaxDocumentsQuery(bookingId);
  if (!data?.invoice) return null;
  return (
    <Card>
      <CardHeader>
        <CardTitle>GST documents</CardTitle>
      </CardHeader>
      <CardContent>
        <ul className="grid gap-3 text-sm">
          <li className="grid gap-0.5">
            <a href={invoiceHref(bookingId)} download className={LINK}>
              <FileDown aria-hidden="true" className="size-4 shrink-0" />
              Tax invoice {data.invoice.number}
            </a>
            <span className="text-muted-foreground">
              {formatRupees(data.invoice.total)}, of which GST {formatRupees(data.invoice.tax)}
            </span>
          </li>
          {data.supplementaryInvoices.map((row) => (
            <li key={row.id} className="grid gap-0.5">
              <a href={supplementaryInvoiceHref(bookingId, row.id)} download className={LINK}>
                <FileDown aria-hidden="true" className="size-4 shrink-0" />
                Supplementary invoice {row.number}
              </a>
              <span className="text-muted-foreground">
                {formatRupees(row.total)}, of which GST {formatRupees(row.tax)}
              </span>
            </li>
          ))}
          {data.creditNotes.map((note) => (
            <li key={note.id} className="grid gap-0.5">
              <a href={creditNoteHref(bookingId, note.id)} download className={LINK}>
                <FileDown aria-hidden="true" className="size-4 shrink-0" />
                Credit note {note.number}
              </a>
              <span className="text-muted-foreground">
                {formatRupees(note.amount)} {note.reason === 'refund' ? 'refunded' : 'credited'}
              </span>
            </li>
          ))}
        </ul>
      </CardContent>
    </Card>
  );
}
