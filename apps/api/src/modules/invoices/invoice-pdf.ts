import { TOUR_OPERATOR_SAC } from '@wayfarer/shared/rules/gst';
import { GST_STATE_CODES } from '@wayfarer/shared/rules/gstin';
import { formatTravelDate } from '@wayfarer/shared/rules/travel-date';
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
  signatureBlock,
} from '../../lib/pdf.ts';
import type { CreditNoteSnapshot, InvoiceSnapshot } from './invoice-snapshot.ts';

// Lays the tax invoice and the credit note out (ADR 1161) with lib/pdf.ts's helpers:
// the supplier, the recipient and place of supply, SAC 998555, the taxable value, CGST + SGST or
// IGST, the total; the invoice lists the payments received, the credit note names the invoice it
// reduces. ADR 1303: from the document's frozen snapshot alone, and with its issue time as the
// PDF's creation date, so a document's PDF is the same bytes on every read.

const KIND_LABELS: Record<string, string> = {
  token: 'Token payment',
  full: 'Full payment',
  balance: 'Balance payment',
  offline: 'Offline payment',
};

const stateName = (code: string) => `${GST_STATE_CODES[code] ?? 'Unknown'} (${code})`;
const rate = (percent: number) => `${Number.isInteger(percent) ? percent : percent.toFixed(1)}%`;

type Snapshot = InvoiceSnapshot | CreditNoteSnapshot;

function parties(doc: Doc, s: Snapshot) {
  heading(doc, 'Supplier');
  field(doc, 'Name', s.supplier.name);
  if (s.supplier.address) field(doc, 'Address', s.supplier.address);
  field(doc, 'GSTIN', s.supplier.gstin);
  field(doc, 'State', stateName(s.supplier.stateCode));
  heading(doc, 'Recipient');
  field(doc, 'Name', s.recipient.name);
  // ADR 1375, 1376: a business's GSTIN (B2B); the address and state (GST rule 46).
  if (s.recipient.gstin) field(doc, 'GSTIN', s.recipient.gstin);
  if (s.recipient.address) {
    field(doc, 'Address', s.recipient.address);
    field(doc, 'State', stateName(s.placeOfSupply));
  }
  field(doc, 'Contact', `${s.recipient.email}, ${s.recipient.phone}`);
  field(doc, 'Place of supply', stateName(s.placeOfSupply));
}

function taxRows(doc: Doc, s: Snapshot) {
  const { amounts, ratePercent } = s;
  amountRow(doc, 'Taxable value', pdfAmount(amounts.taxablePaise));
  if (s.intraState) {
    amountRow(doc, `CGST @ ${rate(ratePercent / 2)}`, pdfAmount(amounts.cgstPaise));
    amountRow(doc, `SGST @ ${rate(ratePercent / 2)}`, pdfAmount(amounts.sgstPaise));
  } else {
    amountRow(doc, `IGST @ ${rate(ratePercent)}`, pdfAmount(amounts.igstPaise));
  }
}

/** ADR 1342: the signatory the document was issued with; none on one issued without (or before). */
const signature = (doc: Doc, s: Snapshot) => {
  if (s.signatory) signatureBlock(doc, { organisation: s.supplier.name, ...s.signatory });
};

const letter = (doc: Doc, s: Snapshot) =>
  letterhead(doc, { name: s.supplier.name, address: s.supplier.address, gstin: s.supplier.gstin });

/** A tax invoice (or supplementary invoice, ADR 1210) as PDF bytes, from its snapshot. */
export function renderInvoicePdf(s: InvoiceSnapshot): Promise<Buffer> {
  const issuedAt = new Date(s.issuedAt);
  const supplementary = s.kind === 'supplementary';
  const title = supplementary ? 'Supplementary Tax Invoice' : 'Tax Invoice';
  const { doc, bytes } = createPdf({
    title: `${title} ${s.number}`,
    author: s.supplier.name,
    subject: `Tax invoice for booking ${s.bookingNumber}`,
    createdAt: issuedAt,
  });
  letter(doc, s);
  documentTitle(doc, title, issuedAt);
  field(doc, 'Invoice number', s.number);
  if (s.againstNumber) field(doc, 'Against invoice', s.againstNumber);
  field(doc, 'Booking number', s.bookingNumber);
  parties(doc, s);

  heading(doc, 'Service');
  field(doc, 'Description', `Tour operator services: ${s.service.packageTitle}, ${s.service.departureName}`);
  field(doc, 'Travel date', formatTravelDate(s.service.travelDate));
  field(doc, 'Travellers', String(s.service.people));
  field(doc, 'SAC', TOUR_OPERATOR_SAC);
  doc.moveDown(0.4);
  taxRows(doc, s);
  amountRow(doc, 'Total (GST included)', pdfAmount(s.amounts.totalPaise), true);
  if (supplementary) {
    signature(doc, s);
    footnote(
      doc,
      'Prices include GST. This invoice adds the increase of a change of travel date to the invoice named above.',
    );
    doc.end();
    return bytes;
  }

  heading(doc, 'Payments received');
  for (const p of s.payments) {
    const ref = p.reference ? `, reference ${p.reference}` : '';
    const label = `${formatIndiaDateTime(new Date(p.at))}: ${KIND_LABELS[p.kind] ?? 'Payment'}${ref}`;
    amountRow(doc, label, pdfAmount(p.amountPaise));
  }
  const paid = s.payments.reduce((sum, p) => sum + p.amountPaise, 0);
  amountRow(doc, 'Received', pdfAmount(paid), true);
  amountRow(doc, 'Balance due', pdfAmount(Math.max(0, s.amounts.totalPaise - paid)));
  signature(doc, s);

  footnote(
    doc,
    'Prices include GST. Tax is not payable on reverse charge. Refunds are documented by credit notes against this invoice.',
  );
  doc.end();
  return bytes;
}

const REASONS: Record<CreditNoteSnapshot['reason'], { reason: string; total: string }> = {
  refund: { reason: 'Refund of money received', total: 'Total refunded (GST included)' },
  reduction: {
    reason: 'Change of travel date: the price came down',
    total: 'Total credited (GST included)',
  },
  cancellation: {
    reason: 'Booking cancelled: the part invoiced but never paid',
    total: 'Total credited (GST included)',
  },
};

/** A credit note as PDF bytes, from its snapshot. */
export function renderCreditNotePdf(s: CreditNoteSnapshot): Promise<Buffer> {
  const issuedAt = new Date(s.issuedAt);
  const { doc, bytes } = createPdf({
    title: `Credit Note ${s.number}`,
    author: s.supplier.name,
    subject: `Credit note against invoice ${s.against.number}`,
    createdAt: issuedAt,
  });
  letter(doc, s);
  documentTitle(doc, 'Credit Note', issuedAt);
  field(doc, 'Credit note number', s.number);
  field(
    doc,
    'Against invoice',
    `${s.against.number} of ${formatIndiaDateTime(new Date(s.against.issuedAt))}`,
  );
  field(doc, 'Booking number', s.bookingNumber);
  field(doc, 'Reason', REASONS[s.reason].reason);
  parties(doc, s);

  heading(doc, 'Reduction');
  field(doc, 'Description', `Tour operator services: ${s.service.packageTitle}, ${s.service.departureName}`);
  field(doc, 'SAC', TOUR_OPERATOR_SAC);
  doc.moveDown(0.4);
  taxRows(doc, s);
  amountRow(doc, REASONS[s.reason].total, pdfAmount(s.amounts.totalPaise), true);
  signature(doc, s);

  footnote(
    doc,
    'This credit note reduces the value and the tax of the invoice named above by the amounts shown.',
  );
  doc.end();
  return bytes;
}
