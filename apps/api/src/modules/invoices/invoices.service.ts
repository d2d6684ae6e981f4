import { bookingMessages } from '@wayfarer/shared/schemas/booking';
import { invoiceMessages, type TaxDocuments } from '@wayfarer/shared/schemas/invoice';
import { paiseToRupees } from '@wayfarer/shared/rules/money';
import type { Database } from '../../db/client.ts';
import { AppError } from '../../lib/app-error.ts';
import { isUuid } from '../../lib/uuid.ts';
import { renderCreditNotePdf, renderInvoicePdf } from './invoice-pdf.ts';
import {
  type CreditNoteSnapshot,
  creditNoteSnapshot,
  type InvoiceSnapshot,
  type InvoiceSubject,
  invoiceSnapshot,
} from './invoice-snapshot.ts';
import {
  type CreditNoteRow,
  findCreditNote,
  findInvoiceByBooking,
  findInvoiceSubject,
  freezeCreditNoteSnapshot,
  freezeInvoiceSnapshot,
  type InvoiceRow,
  listCreditNotes,
  listPaymentsReceived,
  listSupplementaryInvoices,
} from './invoices.repository.ts';

// The GST documents of a booking (ADR 1161), reachable like its receipt: whoever holds
// the unguessable booking id. Issued by invoice-issue.ts; read and printed here, from each
// document's frozen snapshot alone (ADR 1303), so what a document says never changes.

export type PdfFile = { filename: string; pdf: Buffer };

async function subjectOr404(db: Database, bookingId: string) {
  const subject = isUuid(bookingId) ? await findInvoiceSubject(db, bookingId.toLowerCase()) : undefined;
  if (!subject) throw new AppError('BOOKING_NOT_FOUND', bookingMessages.bookingNotFound);
  return subject;
}

/**
 * ADR 1303: an invoice's snapshot; one issued before migration 0033 has none and is frozen now,
 * once, from today's booking and payments (the guarded UPDATE keeps the first reader's).
 */
async function invoiceSnapshotOf(
  db: Database,
  row: InvoiceRow,
  subject: InvoiceSubject,
  original: InvoiceRow | undefined,
): Promise<InvoiceSnapshot> {
  if (row.snapshot) return row.snapshot;
  const payments = row.kind === 'invoice' ? await listPaymentsReceived(db, row.bookingId) : [];
  const snapshot = invoiceSnapshot(row, subject, payments, original?.number ?? null);
  return freezeInvoiceSnapshot(db, row.id, snapshot);
}

/** ADR 1303: a credit note's snapshot, frozen on first read when it was issued before 0033. */
async function creditNoteSnapshotOf(
  db: Database,
  note: CreditNoteRow,
  invoice: InvoiceRow,
  subject: InvoiceSubject,
): Promise<CreditNoteSnapshot> {
  if (note.snapshot) return note.snapshot;
  return freezeCreditNoteSnapshot(db, note.id, creditNoteSnapshot(note, invoice, subject));
}

const tax = (s: { amounts: { cgstPaise: number; sgstPaise: number; igstPaise: number } }) =>
  paiseToRupees(s.amounts.cgstPaise + s.amounts.sgstPaise + s.amounts.igstPaise);
const invoiceListing = (s: InvoiceSnapshot) => ({
  number: s.number,
  issuedAt: s.issuedAt,
  total: paiseToRupees(s.amounts.totalPaise),
  taxableValue: paiseToRupees(s.amounts.taxablePaise),
  tax: tax(s),
});

/** What the booking page and the admin detail link to: the invoices and credit notes, as issued. */
export async function getTaxDocuments(db: Database, bookingId: string): Promise<TaxDocuments> {
  const subject = await subjectOr404(db, bookingId);
  const id = bookingId.toLowerCase();
  const invoice = await findInvoiceByBooking(db, id);
  if (!invoice) return { invoice: null, supplementaryInvoices: [], creditNotes: [] };
  const supplementary = await listSupplementaryInvoices(db, id);
  const notes = await listCreditNotes(db, id);
  const own = await invoiceSnapshotOf(db, invoice, subject, undefined);
  const supplementaryInvoices = [];
  for (const row of supplementary) {
    supplementaryInvoices.push({
      id: row.id,
      ...invoiceListing(await invoiceSnapshotOf(db, row, subject, invoice)),
    });
  }
  const creditNotes = [];
  for (const note of notes) {
    const s = await creditNoteSnapshotOf(db, note, invoice, subject);
    creditNotes.push({
      id: note.id,
      refundId: note.refundId,
      reason: s.reason,
      number: s.number,
      issuedAt: s.issuedAt,
      amount: paiseToRupees(s.amounts.totalPaise),
      tax: tax(s),
    });
  }
  return { invoice: invoiceListing(own), supplementaryInvoices, creditNotes };
}

const fileName = (number: string) => number.replace(/[^A-Za-z0-9-]+/g, '-');

/** The tax invoice PDF; 404 when the booking has none (no GSTIN then, or nothing paid yet). */
export async function getInvoicePdf(db: Database, bookingId: string): Promise<PdfFile> {
  const subject = await subjectOr404(db, bookingId);
  const invoice = await findInvoiceByBooking(db, bookingId.toLowerCase());
  if (!invoice) throw new AppError('INVOICE_NOT_FOUND', invoiceMessages.invoiceNotFound);
  const snapshot = await invoiceSnapshotOf(db, invoice, subject, undefined);
  return { filename: `tax-invoice-${fileName(snapshot.number)}.pdf`, pdf: await renderInvoicePdf(snapshot) };
}

/** ADR 1210: a supplementary tax invoice's PDF (against the booking's invoice); 404 when there is none. */
export async function getSupplementaryInvoicePdf(
  db: Database,
  bookingId: string,
  invoiceId: string,
): Promise<PdfFile> {
  const subject = await subjectOr404(db, bookingId);
  const id = bookingId.toLowerCase();
  const wanted = invoiceId.toLowerCase();
  const row = isUuid(wanted)
    ? (await listSupplementaryInvoices(db, id)).find((r) => r.id === wanted)
    : undefined;
  const original = row && (await findInvoiceByBooking(db, id));
  if (!row || !original) throw new AppError('INVOICE_NOT_FOUND', invoiceMessages.supplementaryNotFound);
  const snapshot = await invoiceSnapshotOf(db, row, subject, original);
  return {
    filename: `supplementary-invoice-${fileName(snapshot.number)}.pdf`,
    pdf: await renderInvoicePdf(snapshot),
  };
}

/**
 * A credit note's PDF, by its refund's id (or, for the unpaid part credited on cancellation, which
 * has no refund, by its own id: ADR 1303); 404 when there is none.
 */
export async function getCreditNotePdf(
  db: Database,
  bookingId: string,
  noteOrRefundId: string,
): Promise<PdfFile> {
  const subject = await subjectOr404(db, bookingId);
  const id = bookingId.toLowerCase();
  const wanted = noteOrRefundId.toLowerCase();
  const note = isUuid(wanted) ? await findCreditNote(db, id, wanted) : undefined;
  const invoice = note && (await findInvoiceByBooking(db, id));
  if (!note || !invoice) throw new AppError('CREDIT_NOTE_NOT_FOUND', invoiceMessages.creditNoteNotFound);
  const snapshot = await creditNoteSnapshotOf(db, note, invoice, subject);
  return {
    filename: `credit-note-${fileName(snapshot.number)}.pdf`,
    pdf: await renderCreditNotePdf(snapshot),
  };
}
