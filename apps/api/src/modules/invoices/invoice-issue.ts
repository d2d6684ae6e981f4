import {
  creditNoteSplit,
  documentNumber,
  financialYear,
  gstSplit,
  type GstSplit,
} from '@wayfarer/shared/rules/gst';
import { gstinStateCode } from '@wayfarer/shared/rules/gstin';
import type { Database } from '../../db/client.ts';
import { getGstSettings } from '../settings/settings.service.ts';
import {
  type CreditNoteRow,
  findBookingForInvoice,
  findInvoiceByBooking,
  type InvoiceRow,
  insertCreditNote,
  insertInvoice,
  listCreditNotes,
  takeNextSequence,
} from './invoices.repository.ts';

// Issuing GST paperwork (issue #25, ADR 1161), always inside the caller's transaction: the tax
// invoice with the booking's first successful payment (payment-state.ts), a credit note with each
// completed refund (refund-state.ts). Either both the money and its document are recorded, or
// neither; the series' counter row is locked until then, so numbers are gapless.

const splitOf = (row: GstSplit): GstSplit => ({
  taxablePaise: row.taxablePaise,
  cgstPaise: row.cgstPaise,
  sgstPaise: row.sgstPaise,
  igstPaise: row.igstPaise,
});

/** The booking's tax invoice, issued now; none without a GSTIN, or when it already has one. */
export async function issueInvoiceForFirstPayment(
  tx: Database,
  bookingId: string,
  now: Date,
): Promise<InvoiceRow | undefined> {
  const settings = await getGstSettings(tx);
  if (!settings.gstin) return undefined;
  if (await findInvoiceByBooking(tx, bookingId)) return undefined;
  const booking = await findBookingForInvoice(tx, bookingId);
  if (!booking) return undefined;
  const supplierStateCode = gstinStateCode(settings.gstin);
  const placeOfSupply = booking.stateCode || supplierStateCode;
  const intraState = placeOfSupply === supplierStateCode;
  const totalPaise = booking.packageAmountPaise - booking.discountPaise;
  const fy = financialYear(now);
  const sequence = await takeNextSequence(tx, 'invoice', fy);
  return insertInvoice(tx, {
    bookingId,
    number: documentNumber(settings.invoicePrefix, fy, sequence),
    financialYear: fy,
    sequence,
    issuedAt: now,
    supplierName: settings.businessName,
    supplierAddress: settings.businessAddress,
    supplierGstin: settings.gstin,
    supplierStateCode,
    recipientName: booking.name,
    recipientEmail: booking.email,
    recipientPhone: booking.phone,
    placeOfSupply,
    intraState,
    ratePercent: settings.gstRatePercent,
    totalPaise,
    ...gstSplit(totalPaise, settings.gstRatePercent, intraState),
    createdAt: now,
  });
}

/**
 * A credit note for a completed refund of a booking with a tax invoice, the tax reversed in
 * proportion (the note that brings the refunds to the invoice's total takes what is left).
 */
export async function issueCreditNoteForRefund(
  tx: Database,
  refund: { id: string; bookingId: string; amountPaise: number },
  now: Date,
): Promise<CreditNoteRow | undefined> {
  const invoice = await findInvoiceByBooking(tx, refund.bookingId);
  if (!invoice) return undefined;
  const earlier = await listCreditNotes(tx, refund.bookingId);
  if (earlier.some((note) => note.refundId === refund.id)) return undefined;
  const refundedBefore = earlier.reduce((sum, note) => sum + note.amountPaise, 0);
  // Never more than the invoice: money beyond it (an overpayment given back) was never invoiced.
  const amountPaise = Math.min(refund.amountPaise, invoice.totalPaise - refundedBefore);
  if (amountPaise <= 0) return undefined;
  const split = creditNoteSplit(
    invoice,
    earlier.map((note) => ({ amountPaise: note.amountPaise, split: splitOf(note) })),
    amountPaise,
  );
  const settings = await getGstSettings(tx);
  const fy = financialYear(now);
  const sequence = await takeNextSequence(tx, 'credit_note', fy);
  return insertCreditNote(tx, {
    refundId: refund.id,
    invoiceId: invoice.id,
    bookingId: refund.bookingId,
    number: documentNumber(`${settings.invoicePrefix}/CN`, fy, sequence),
    financialYear: fy,
    sequence,
    issuedAt: now,
    amountPaise,
    ...split,
    createdAt: now,
  });
}
