import { bookingMessages } from '@wayfarer/shared/schemas/booking';
import { invoiceMessages, type TaxDocuments } from '@wayfarer/shared/schemas/invoice';
import { paiseToRupees } from '@wayfarer/shared/rules/money';
import { taxOf } from '@wayfarer/shared/rules/gst';
import type { Database } from '../../db/client.ts';
import { AppError } from '../../lib/app-error.ts';
import { isUuid } from '../../lib/uuid.ts';
import { renderCreditNotePdf, renderInvoicePdf } from './invoice-pdf.ts';
import {
  findCreditNoteByRefund,
  findInvoiceByBooking,
  findInvoiceSubject,
  listCreditNotes,
  listPaymentsReceived,
  listSupplementaryInvoices,
} from './invoices.repository.ts';

// The GST documents of a booking (issue #25, ADR 1161), reachable like its receipt: whoever holds
// the unguessable booking id. Issued by invoice-issue.ts; read and printed here.

export type PdfFile = { filename: string; pdf: Buffer };

async function subjectOr404(db: Database, bookingId: string) {
  const subject = isUuid(bookingId) ? await findInvoiceSubject(db, bookingId.toLowerCase()) : undefined;
  if (!subject) throw new AppError('BOOKING_NOT_FOUND', bookingMessages.bookingNotFound);
  return subject;
}

/** What the booking page and the admin detail link to: the invoice and its credit notes. */
export async function getTaxDocuments(db: Database, bookingId: string): Promise<TaxDocuments> {
  await subjectOr404(db, bookingId);
  const id = bookingId.toLowerCase();
  const invoice = await findInvoiceByBooking(db, id);
  const notes = invoice ? await listCreditNotes(db, id) : [];
  const supplementary = invoice ? await listSupplementaryInvoices(db, id) : [];
  return {
    invoice: invoice
      ? {
          number: invoice.number,
          issuedAt: invoice.issuedAt.toISOString(),
          total: paiseToRupees(invoice.totalPaise),
          taxableValue: paiseToRupees(invoice.taxablePaise),
          tax: paiseToRupees(taxOf(invoice)),
        }
      : null,
    supplementaryInvoices: supplementary.map((row) => ({
      id: row.id,
      number: row.number,
      issuedAt: row.issuedAt.toISOString(),
      total: paiseToRupees(row.totalPaise),
      taxableValue: paiseToRupees(row.taxablePaise),
      tax: paiseToRupees(taxOf(row)),
    })),
    creditNotes: notes.map((note) => ({
      refundId: note.refundId,
      number: note.number,
      issuedAt: note.issuedAt.toISOString(),
      amount: paiseToRupees(note.amountPaise),
      tax: paiseToRupees(taxOf(note)),
    })),
  };
}

const fileName = (number: string) => number.replace(/[^A-Za-z0-9-]+/g, '-');

/** The tax invoice PDF; 404 when the booking has none (no GSTIN then, or nothing paid yet). */
export async function getInvoicePdf(db: Database, bookingId: string): Promise<PdfFile> {
  const subject = await subjectOr404(db, bookingId);
  const id = bookingId.toLowerCase();
  const invoice = await findInvoiceByBooking(db, id);
  if (!invoice) throw new AppError('INVOICE_NOT_FOUND', invoiceMessages.invoiceNotFound);
  const payments = await listPaymentsReceived(db, id);
  return {
    filename: `tax-invoice-${fileName(invoice.number)}.pdf`,
    pdf: await renderInvoicePdf({ invoice, subject, payments }),
  };
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
  return {
    filename: `supplementary-invoice-${fileName(row.number)}.pdf`,
    pdf: await renderInvoicePdf({ invoice: row, subject, payments: [], against: original.number }),
  };
}

/** A refund's credit note PDF; 404 when the refund has none. */
export async function getCreditNotePdf(db: Database, bookingId: string, refundId: string): Promise<PdfFile> {
  const subject = await subjectOr404(db, bookingId);
  const id = bookingId.toLowerCase();
  const note = isUuid(refundId) ? await findCreditNoteByRefund(db, id, refundId.toLowerCase()) : undefined;
  const invoice = note && (await findInvoiceByBooking(db, id));
  if (!note || !invoice) throw new AppError('CREDIT_NOTE_NOT_FOUND', invoiceMessages.creditNoteNotFound);
  return {
    filename: `credit-note-${fileName(note.number)}.pdf`,
    pdf: await renderCreditNotePdf({ note, invoice, subject }),
  };
}
