import type { PaymentKind } from '@wayfarer/shared/enums';
import { TOUR_OPERATOR_SAC } from '@wayfarer/shared/rules/gst';
import { GST_STATE_CODES } from '@wayfarer/shared/rules/gstin';
import {
  amountRow,
  createPdf,
  type Doc,
  documentTitle,
  field,
  footnote,
  formatIndiaDateTime,
  heading,
  letterhead,
  pdfAmount,
} from '../../lib/pdf.ts';
import { formatTravelDate } from '@wayfarer/shared/rules/travel-date';
import type { CreditNoteRow, InvoiceRow } from './invoices.repository.ts';

// Lays the tax invoice and the credit note out (issue #25, ADR 1161) with lib/pdf.ts's helpers:
// the supplier as the invoice recorded it, the recipient and place of supply, SAC 998555, the
// taxable value, CGST + SGST or IGST, the total; the invoice lists the payments received, the
// credit note names the invoice it reduces.

export type InvoiceSubject = {
  bookingNumber: string;
  packageTitle: string;
  departureName: string;
  travelDate: string;
  people: number;
};
export type PaymentReceived = {
  at: Date;
  kind: PaymentKind;
  amountPaise: number;
  gatewayTransactionId: string | null;
  offlineReference: string | null;
};

const KIND_LABELS: Record<PaymentKind, string> = {
  token: 'Token payment',
  full: 'Full payment',
  balance: 'Balance payment',
  offline: 'Offline payment',
};

const stateName = (code: string) => `${GST_STATE_CODES[code] ?? 'Unknown'} (${code})`;
const rate = (percent: number) => `${Number.isInteger(percent) ? percent : percent.toFixed(1)}%`;

function parties(doc: Doc, invoice: InvoiceRow) {
  heading(doc, 'Supplier');
  field(doc, 'Name', invoice.supplierName);
  if (invoice.supplierAddress) field(doc, 'Address', invoice.supplierAddress);
  field(doc, 'GSTIN', invoice.supplierGstin);
  field(doc, 'State', stateName(invoice.supplierStateCode));
  heading(doc, 'Recipient');
  field(doc, 'Name', invoice.recipientName);
  field(doc, 'Contact', `${invoice.recipientEmail}, ${invoice.recipientPhone}`);
  field(doc, 'Place of supply', stateName(invoice.placeOfSupply));
}

function taxRows(
  doc: Doc,
  invoice: InvoiceRow,
  amounts: { taxablePaise: number; cgstPaise: number; sgstPaise: number; igstPaise: number },
) {
  amountRow(doc, 'Taxable value', pdfAmount(amounts.taxablePaise));
  if (invoice.intraState) {
    amountRow(doc, `CGST @ ${rate(invoice.ratePercent / 2)}`, pdfAmount(amounts.cgstPaise));
    amountRow(doc, `SGST @ ${rate(invoice.ratePercent / 2)}`, pdfAmount(amounts.sgstPaise));
  } else {
    amountRow(doc, `IGST @ ${rate(invoice.ratePercent)}`, pdfAmount(amounts.igstPaise));
  }
}

/** The tax invoice as PDF bytes. */
export function renderInvoicePdf(data: {
  invoice: InvoiceRow;
  subject: InvoiceSubject;
  payments: PaymentReceived[];
  /** ADR 1210: a supplementary invoice names the invoice it adds to, and lists no payments. */
  against?: string;
}): Promise<Buffer> {
  const { invoice, subject } = data;
  const title = data.against ? 'Supplementary Tax Invoice' : 'Tax Invoice';
  const { doc, bytes } = createPdf({
    title: `${title} ${invoice.number}`,
    author: invoice.supplierName,
    subject: `Tax invoice for booking ${subject.bookingNumber}`,
  });
  letterhead(doc, {
    name: invoice.supplierName,
    address: invoice.supplierAddress,
    gstin: invoice.supplierGstin,
  });
  documentTitle(doc, title, invoice.issuedAt);
  field(doc, 'Invoice number', invoice.number);
  if (data.against) field(doc, 'Against invoice', data.against);
  field(doc, 'Booking number', subject.bookingNumber);
  parties(doc, invoice);

  heading(doc, 'Service');
  field(doc, 'Description', `Tour operator services: ${subject.packageTitle}, ${subject.departureName}`);
  field(doc, 'Travel date', formatTravelDate(subject.travelDate));
  field(doc, 'Travellers', String(subject.people));
  field(doc, 'SAC', TOUR_OPERATOR_SAC);
  doc.moveDown(0.4);
  taxRows(doc, invoice, invoice);
  amountRow(doc, 'Total (GST included)', pdfAmount(invoice.totalPaise), true);
  if (data.against) {
    footnote(
      doc,
      'Prices include GST. This invoice adds the increase of a change of travel date to the invoice named above.',
    );
    doc.end();
    return bytes;
  }

  heading(doc, 'Payments received');
  for (const p of data.payments) {
    const reference = p.gatewayTransactionId ?? p.offlineReference;
    const ref = reference ? `, reference ${reference}` : '';
    amountRow(doc, `${formatIndiaDateTime(p.at)}: ${KIND_LABELS[p.kind]}${ref}`, pdfAmount(p.amountPaise));
  }
  const paid = data.payments.reduce((sum, p) => sum + p.amountPaise, 0);
  amountRow(doc, 'Received', pdfAmount(paid), true);
  amountRow(doc, 'Balance due', pdfAmount(Math.max(0, invoice.totalPaise - paid)));

  footnote(
    doc,
    'Prices include GST. Tax is not payable on reverse charge. Refunds are documented by credit notes against this invoice.',
  );
  doc.end();
  return bytes;
}

/** A credit note as PDF bytes. */
export function renderCreditNotePdf(data: {
  note: CreditNoteRow;
  invoice: InvoiceRow;
  subject: InvoiceSubject;
}): Promise<Buffer> {
  const { note, invoice, subject } = data;
  const { doc, bytes } = createPdf({
    title: `Credit Note ${note.number}`,
    author: invoice.supplierName,
    subject: `Credit note against invoice ${invoice.number}`,
  });
  letterhead(doc, {
    name: invoice.supplierName,
    address: invoice.supplierAddress,
    gstin: invoice.supplierGstin,
  });
  documentTitle(doc, 'Credit Note', note.issuedAt);
  field(doc, 'Credit note number', note.number);
  field(doc, 'Against invoice', `${invoice.number} of ${formatIndiaDateTime(invoice.issuedAt)}`);
  field(doc, 'Booking number', subject.bookingNumber);
  field(doc, 'Reason', 'Refund of money received');
  parties(doc, invoice);

  heading(doc, 'Reduction');
  field(doc, 'Description', `Tour operator services: ${subject.packageTitle}, ${subject.departureName}`);
  field(doc, 'SAC', TOUR_OPERATOR_SAC);
  doc.moveDown(0.4);
  taxRows(doc, invoice, note);
  amountRow(doc, 'Total refunded (GST included)', pdfAmount(note.amountPaise), true);

  footnote(
    doc,
    'This credit note reduces the value and the tax of the invoice named above by the amounts shown.',
  );
  doc.end();
  return bytes;
}
