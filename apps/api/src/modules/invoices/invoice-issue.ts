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
  listSupplementaryInvoices,
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
 * ADR 1210: a supplementary tax invoice when a booking's total (after a change to a dearer date)
 * exceeds what is invoiced net of the money refunded while it stays live (whose credit notes come
 * with the refunds), in the caller's transaction and the invoice series; the supplier, recipient,
 * place of supply and rate are the original invoice's. None when the booking has no invoice or
 * nothing is beyond what was invoiced.
 */
export async function issueSupplementaryInvoice(
  tx: Database,
  booking: { id: string; packageAmountPaise: number; discountPaise: number; liveRefundedPaise: number },
  now: Date,
): Promise<InvoiceRow | undefined> {
  const bookingId = booking.id;
  const original = await findInvoiceByBooking(tx, bookingId);
  if (!original) return undefined;
  const invoiced = await invoicedOf(tx, original);
  const increasePaise =
    booking.packageAmountPaise - booking.discountPaise - (invoiced.totalPaise - booking.liveRefundedPaise);
  if (increasePaise <= 0) return undefined;
  const settings = await getGstSettings(tx);
  const fy = financialYear(now);
  const sequence = await takeNextSequence(tx, 'invoice', fy);
  return insertInvoice(tx, {
    bookingId,
    kind: 'supplementary',
    originalInvoiceId: original.id,
    number: documentNumber(settings.invoicePrefix, fy, sequence),
    financialYear: fy,
    sequence,
    issuedAt: now,
    supplierName: original.supplierName,
    supplierAddress: original.supplierAddress,
    supplierGstin: original.supplierGstin,
    supplierStateCode: original.supplierStateCode,
    recipientName: original.recipientName,
    recipientEmail: original.recipientEmail,
    recipientPhone: original.recipientPhone,
    placeOfSupply: original.placeOfSupply,
    intraState: original.intraState,
    ratePercent: original.ratePercent,
    totalPaise: increasePaise,
    ...gstSplit(increasePaise, original.ratePercent, original.intraState),
    createdAt: now,
  });
}

/** The booking's invoice with its supplementary invoices added in: everything invoiced (ADR 1210). */
async function invoicedOf(tx: Database, invoice: InvoiceRow) {
  const extra = await listSupplementaryInvoices(tx, invoice.bookingId);
  const sum = (key: 'totalPaise' | keyof GstSplit) =>
    extra.reduce((total, row) => total + row[key], invoice[key]);
  return {
    ...invoice,
    totalPaise: sum('totalPaise'),
    taxablePaise: sum('taxablePaise'),
    cgstPaise: sum('cgstPaise'),
    sgstPaise: sum('sgstPaise'),
    igstPaise: sum('igstPaise'),
  };
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
  const original = await findInvoiceByBooking(tx, refund.bookingId);
  if (!original) return undefined;
  const invoice = await invoicedOf(tx, original);
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
    invoiceId: original.id,
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
