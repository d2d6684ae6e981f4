import { type GstSplit, taxOf } from '@wayfarer/shared/rules/gst';
import { indiaMidnight, todayInIndia } from '@wayfarer/shared/rules/travel-date';
import type { Database } from '../../db/client.ts';
import { csvLine } from '../../lib/csv.ts';
import { listCreditNotesIssued, listInvoicesIssued } from './invoices.repository.ts';

// GET /v1/admin/gst-summary.csv?month=YYYY-MM (ADMIN; ADR 1161): what a GSTR-1 filer
// needs for a month (India time): every invoice and credit note issued in it with its place of
// supply, taxable value, CGST, SGST and IGST, then the month's totals for each and the net.

const HEADER = [
  'Document',
  'Number',
  'Date',
  'Booking',
  'Recipient',
  'Place of supply',
  'Against invoice',
  'Rate (%)',
  'Taxable value (INR)',
  'CGST (INR)',
  'SGST (INR)',
  'IGST (INR)',
  'Total (INR)',
];

const rupees = (paise: number) => ({ raw: (paise / 100).toFixed(2) });
const amounts = (split: GstSplit) => [
  rupees(split.taxablePaise),
  rupees(split.cgstPaise),
  rupees(split.sgstPaise),
  rupees(split.igstPaise),
  rupees(split.taxablePaise + taxOf(split)),
];
const sum = (rows: GstSplit[]): GstSplit => ({
  taxablePaise: rows.reduce((s, r) => s + r.taxablePaise, 0),
  cgstPaise: rows.reduce((s, r) => s + r.cgstPaise, 0),
  sgstPaise: rows.reduce((s, r) => s + r.sgstPaise, 0),
  igstPaise: rows.reduce((s, r) => s + r.igstPaise, 0),
});

/** The month's summary as CSV text. */
export async function gstSummaryCsv(db: Database, month: string): Promise<string> {
  const from = indiaMidnight(`${month}-01`);
  const [y, m] = month.split('-').map(Number) as [number, number];
  const next = m === 12 ? `${y + 1}-01-01` : `${y}-${String(m + 1).padStart(2, '0')}-01`;
  const to = indiaMidnight(next);
  const [invoices, notes] = await Promise.all([
    listInvoicesIssued(db, from, to),
    listCreditNotesIssued(db, from, to),
  ]);
  const lines = [csvLine(HEADER)];
  for (const { invoice, bookingNumber, originalNumber } of invoices) {
    lines.push(
      csvLine([
        invoice.kind === 'supplementary' ? 'Supplementary invoice' : 'Tax invoice',
        invoice.number,
        { raw: todayInIndia(invoice.issuedAt) },
        bookingNumber,
        invoice.recipientName,
        { raw: invoice.placeOfSupply },
        originalNumber ?? '',
        invoice.ratePercent,
        ...amounts(invoice),
      ]),
    );
  }
  for (const { note, invoice, bookingNumber } of notes) {
    lines.push(
      csvLine([
        'Credit note',
        note.number,
        { raw: todayInIndia(note.issuedAt) },
        bookingNumber,
        invoice.recipientName,
        { raw: invoice.placeOfSupply },
        invoice.number,
        invoice.ratePercent,
        ...amounts(note),
      ]),
    );
  }
  const invoiced = sum(invoices.map((r) => r.invoice));
  const credited = sum(notes.map((r) => r.note));
  const net: GstSplit = {
    taxablePaise: invoiced.taxablePaise - credited.taxablePaise,
    cgstPaise: invoiced.cgstPaise - credited.cgstPaise,
    sgstPaise: invoiced.sgstPaise - credited.sgstPaise,
    igstPaise: invoiced.igstPaise - credited.igstPaise,
  };
  const total = (label: string, split: GstSplit) =>
    csvLine([label, '', month, '', '', '', '', '', ...amounts(split)]);
  lines.push(total('Invoices total', invoiced), total('Credit notes total', credited), total('Net', net));
  return lines.join('');
}
