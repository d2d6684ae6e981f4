import {
  creditNoteSplit,
  documentNumber,
  financialYear,
  gstSplit,
  type GstSplit,
} from '@wayfarer/shared/rules/gst';
import { gstinStateCode } from '@wayfarer/shared/rules/gstin';
import { businessPlaceOfSupply } from '@wayfarer/shared/rules/invoice-recipient';
import type { Database } from '../../db/client.ts';
import { getGstSettings } from '../settings/index.ts';
import type { CreditNoteReason } from '@wayfarer/shared/enums';
import { creditNoteSnapshot, invoiceSnapshot } from './invoice-snapshot.ts';
import {
  type CreditNoteRow,
  findBookingForInvoice,
  findInvoiceByBooking,
  findInvoiceSubject,
  type InvoiceRow,
  insertCreditNote,
  insertInvoice,
  listCreditNotes,
  listPaymentsReceived,
  listSupplementaryInvoices,
  takeNextSequence,
} from './invoices.repository.ts';

// Issuing GST paperwork (ADR 1161), always inside the caller's transaction: the tax
// invoice with the booking's first successful payment (payment-state.ts), a credit note with each
// completed refund (refund-state.ts), a supplementary invoice or a reduction credit note with a
// date change (ADR 1210, 1303), a credit note for the part invoiced but never paid when a booking
// is cancelled (booking-cancellation.service.ts, ADR 1303). Either both the money and its
// document are recorded, or neither; the series' counter row is locked until then, so numbers are
// gapless. ADR 1303: each document is inserted with its snapshot, everything it prints frozen —
// ADR 1342: the signatory the settings name at its issue included.

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
  // ADR 1375: a business booking's place of supply is its GSTIN's state.
  const placeOfSupply = booking.businessGstin
    ? businessPlaceOfSupply(booking.businessGstin)
    : booking.stateCode || supplierStateCode;
  const intraState = placeOfSupply === supplierStateCode;
  const totalPaise = booking.packageAmountPaise - booking.discountPaise;
  const subject = await findInvoiceSubject(tx, bookingId);
  if (!subject) return undefined;
  const payments = await listPaymentsReceived(tx, bookingId);
  // The counter row stays locked from here to the commit: nothing more is read after it.
  const fy = financialYear(now);
  const sequence = await takeNextSequence(tx, 'invoice', fy);
  const values = {
    kind: 'invoice' as const,
    number: documentNumber(settings.invoicePrefix, fy, sequence),
    financialYear: fy,
    sequence,
    issuedAt: now,
    supplierName: settings.businessName,
    supplierAddress: settings.businessAddress,
    supplierGstin: settings.gstin,
    supplierStateCode,
    // ADR 1375, 1376: a B2B invoice is made out to the business, with its GSTIN.
    recipientName: booking.businessName ?? booking.name,
    recipientEmail: booking.email,
    recipientPhone: booking.phone,
    recipientGstin: booking.businessGstin,
    recipientAddress: booking.billingAddress,
    placeOfSupply,
    intraState,
    ratePercent: settings.gstRatePercent,
    totalPaise,
    ...gstSplit(totalPaise, settings.gstRatePercent, intraState),
  };
  return insertInvoice(tx, {
    ...values,
    bookingId,
    snapshot: invoiceSnapshot(values, subject, payments, null, settings.signatory),
    createdAt: now,
  });
}

/**
 * ADR 1210: a supplementary tax invoice when a booking's total (after a change to a dearer date)
 * exceeds what is invoiced net of the money refunded while it stays live (whose credit notes come
 * with the refunds), in the caller's transaction and the invoice series; the supplier, recipient,
 * place of supply and rate are the original invoice's. ADR 1303: and, when the total came down
 * (a cheaper date) by more than that refund gives back, a credit note for the reduction, so a
 * live booking's documents net to what it sold. Nothing when the booking has no invoice or its
 * documents already net to its total.
 */
export async function issueSupplementaryInvoice(
  tx: Database,
  booking: { id: string; packageAmountPaise: number; discountPaise: number; liveRefundedPaise: number },
  now: Date,
): Promise<InvoiceRow | CreditNoteRow | undefined> {
  const bookingId = booking.id;
  const original = await findInvoiceByBooking(tx, bookingId);
  if (!original) return undefined;
  const invoiced = await invoicedOf(tx, original);
  const reducedPaise = (await listCreditNotes(tx, bookingId))
    .filter((note) => note.reason === 'reduction')
    .reduce((sum, note) => sum + note.amountPaise, 0);
  const increasePaise =
    booking.packageAmountPaise -
    booking.discountPaise -
    (invoiced.totalPaise - booking.liveRefundedPaise - reducedPaise);
  if (increasePaise < 0) {
    return issueCreditNote(tx, bookingId, now, () => ({
      reason: 'reduction',
      refundId: null,
      wantedPaise: -increasePaise,
    }));
  }
  if (increasePaise === 0) return undefined;
  const subject = await findInvoiceSubject(tx, bookingId);
  if (!subject) return undefined;
  const settings = await getGstSettings(tx);
  const fy = financialYear(now);
  const sequence = await takeNextSequence(tx, 'invoice', fy);
  const values = {
    kind: 'supplementary' as const,
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
    recipientGstin: original.recipientGstin,
    recipientAddress: original.recipientAddress,
    placeOfSupply: original.placeOfSupply,
    intraState: original.intraState,
    ratePercent: original.ratePercent,
    totalPaise: increasePaise,
    ...gstSplit(increasePaise, original.ratePercent, original.intraState),
  };
  return insertInvoice(tx, {
    ...values,
    bookingId,
    originalInvoiceId: original.id,
    snapshot: invoiceSnapshot(values, subject, [], original.number, settings.signatory),
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
 * proportion (the note that brings the credits to the invoiced total takes what is left). Never
 * more than is still invoiced and un-credited (every earlier note counted, the unpaid part
 * credited on cancellation too): money beyond it (an overpayment given back) was never invoiced.
 */
export async function issueCreditNoteForRefund(
  tx: Database,
  refund: { id: string; bookingId: string; amountPaise: number },
  now: Date,
): Promise<CreditNoteRow | undefined> {
  return issueCreditNote(tx, refund.bookingId, now, (earlier) =>
    earlier.some((note) => note.refundId === refund.id)
      ? undefined
      : { reason: 'refund', refundId: refund.id, wantedPaise: refund.amountPaise },
  );
}

/**
 * ADR 1303: when a booking is cancelled (cancelLockedBooking, in its transaction), a credit note
 * for what is invoiced and not yet credited beyond the money the booking still holds (paid −
 * refunds completed): the part invoiced but never paid. The refunds the cancellation gives back get
 * their own notes as they complete, so once every refund is settled the booking's documents net to
 * the money kept: nothing when all was refunded, token included; the fee a slab kept otherwise.
 * None without an invoice, with nothing unpaid, or when the booking already has one.
 */
export async function creditUnpaidOnCancel(
  tx: Database,
  bookingId: string,
  now: Date,
): Promise<CreditNoteRow | undefined> {
  const booking = await findBookingForInvoice(tx, bookingId);
  if (!booking) return undefined;
  const heldPaise = booking.paidPaise - booking.refundedPaise;
  return issueCreditNote(tx, bookingId, now, (earlier, invoicedPaise) => {
    if (earlier.some((note) => note.reason === 'cancellation')) return undefined;
    const creditedPaise = earlier.reduce((sum, note) => sum + note.amountPaise, 0);
    return { reason: 'cancellation', refundId: null, wantedPaise: invoicedPaise - creditedPaise - heldPaise };
  });
}

type NoteWanted = { reason: CreditNoteReason; refundId: string | null; wantedPaise: number };

/** A credit note against the booking's invoice for what `want` asks, capped at what is un-credited. */
async function issueCreditNote(
  tx: Database,
  bookingId: string,
  now: Date,
  want: (earlier: CreditNoteRow[], invoicedPaise: number) => NoteWanted | undefined,
): Promise<CreditNoteRow | undefined> {
  const original = await findInvoiceByBooking(tx, bookingId);
  if (!original) return undefined;
  const invoice = await invoicedOf(tx, original);
  const earlier = await listCreditNotes(tx, bookingId);
  const wanted = want(earlier, invoice.totalPaise);
  if (!wanted) return undefined;
  const creditedBefore = earlier.reduce((sum, note) => sum + note.amountPaise, 0);
  const amountPaise = Math.min(wanted.wantedPaise, invoice.totalPaise - creditedBefore);
  if (amountPaise <= 0) return undefined;
  const split = creditNoteSplit(
    invoice,
    earlier.map((note) => ({ amountPaise: note.amountPaise, split: splitOf(note) })),
    amountPaise,
  );
  const subject = await findInvoiceSubject(tx, bookingId);
  if (!subject) return undefined;
  const settings = await getGstSettings(tx);
  const fy = financialYear(now);
  const sequence = await takeNextSequence(tx, 'credit_note', fy);
  const values = {
    reason: wanted.reason,
    number: documentNumber(`${settings.invoicePrefix}/CN`, fy, sequence),
    issuedAt: now,
    amountPaise,
    ...split,
  };
  return insertCreditNote(tx, {
    ...values,
    refundId: wanted.refundId,
    invoiceId: original.id,
    bookingId,
    financialYear: fy,
    sequence,
    snapshot: creditNoteSnapshot(values, original, subject, settings.signatory),
    createdAt: now,
  });
}
