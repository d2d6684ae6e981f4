import type { PaymentKind } from '@wayfarer/shared/enums';
import { type BookingStatus, offlinePaymentMethodLabels } from '@wayfarer/shared/enums';
import { formatTravelDate } from '@wayfarer/shared/rules/travel-date';
import { travellerBookingLabel } from '@wayfarer/shared/rules/trip-status';
import {
  amountRow,
  createPdf,
  documentTitle,
  field,
  footnote,
  formatIndiaDateTime,
  heading,
  letterhead,
  pdfAmount,
} from '../../../lib/pdf.ts';
import { TCS_LABEL } from '@wayfarer/shared/rules/tcs';
import type { ReceiptData } from './receipt-data.ts';

// Lays a receipt out with pdfkit (ADR 911), with the shared helpers of lib/pdf.ts: A4, embedded
// Noto faces (ADR 1162), amounts as "₹1,23,456.50", every date and time in India.

const KIND_LABELS: Record<PaymentKind, string> = {
  token: 'Token payment',
  full: 'Full payment',
  balance: 'Balance payment',
  offline: 'Offline payment',
};

/** The receipt as PDF bytes. */
export function renderReceiptPdf(data: ReceiptData): Promise<Buffer> {
  const { doc, bytes } = createPdf({
    title: `Receipt ${data.booking.bookingNumber}`,
    author: data.business.name,
    subject: `Payments received for booking ${data.booking.bookingNumber}`,
  });
  const { business, booking, totals } = data;
  letterhead(doc, business);
  documentTitle(doc, 'Payment receipt', data.issuedAt);

  heading(doc, 'Booking');
  field(doc, 'Booking number', booking.bookingNumber);
  field(
    doc,
    'Status',
    // ADR 1304: "Booked — trip not yet confirmed" while the date waits for its minimum.
    travellerBookingLabel({
      status: booking.status as BookingStatus,
      cancelledByOperator: booking.cancelledByOperator,
      tripStatus: booking.tripStatus,
    }) ?? booking.status,
  );
  if (booking.cancelledByOperator && booking.cancelReason) field(doc, 'Reason', booking.cancelReason);
  field(doc, 'Package', booking.packageTitle);
  field(doc, 'Departure', booking.departureName);
  field(doc, 'Travel date', formatTravelDate(booking.travelDate));
  field(doc, 'People', String(booking.people));
  const lead = booking.leadTraveller;
  field(doc, 'Lead traveller', `${lead.name} (${lead.email}, ${lead.phone})`);
  doc.moveDown(0.4);
  for (const line of booking.lines) amountRow(doc, line.label, pdfAmount(line.amountPaise));
  if (totals.discountPaise > 0) amountRow(doc, 'Discount', `- ${pdfAmount(totals.discountPaise)}`);
  amountRow(doc, 'Total', pdfAmount(totals.totalPaise), true);

  heading(doc, 'Payments received');
  for (const p of data.payments) {
    if (p.offline) {
      // Paid outside the gateway (ADR 950): the day it was paid, how, and its reference.
      const { method, reference, paidOn } = p.offline;
      const label = `${formatTravelDate(paidOn)}: ${KIND_LABELS[p.kind]} (${offlinePaymentMethodLabels[method]}), reference ${reference}`;
      amountRow(doc, label, pdfAmount(p.amountPaise));
      continue;
    }
    const ref = p.gatewayTransactionId ? `, transaction ${p.gatewayTransactionId}` : '';
    amountRow(doc, `${formatIndiaDateTime(p.at)}: ${KIND_LABELS[p.kind]}${ref}`, pdfAmount(p.amountPaise));
    // ADR 1377: the TCS the payment carried, apart from what it paid of the price.
    if (p.tcsPaise > 0) amountRow(doc, `of which ${TCS_LABEL}`, pdfAmount(p.tcsPaise));
  }

  if (data.refunds.length > 0) {
    heading(doc, 'Refunds');
    for (const r of data.refunds) {
      const ref = r.gatewayTransactionId ? `, transaction ${r.gatewayTransactionId}` : '';
      amountRow(doc, `${formatIndiaDateTime(r.at)}: Refund${ref}`, pdfAmount(r.amountPaise));
    }
  }

  heading(doc, 'Summary');
  amountRow(doc, 'Paid', pdfAmount(totals.paidPaise), true);
  amountRow(doc, 'Refunded', pdfAmount(totals.refundedPaise));
  amountRow(doc, 'Pending', pdfAmount(totals.pendingPaise));
  if (data.tcs) {
    heading(doc, TCS_LABEL);
    field(doc, 'PAN of the lead traveller', data.tcs.pan);
    amountRow(doc, 'TCS collected', pdfAmount(data.tcs.collectedPaise), true);
    if (data.tcs.refundedPaise > 0) amountRow(doc, 'TCS refunded', pdfAmount(data.tcs.refundedPaise));
  }

  footnote(doc, 'This receipt lists the payments received for the booking; it is not a tax invoice.');
  doc.end();
  return bytes;
}
