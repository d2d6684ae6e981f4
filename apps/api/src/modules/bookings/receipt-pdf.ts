import type { PaymentKind } from '@wayfarer/shared/enums';
import { bookingStatusLabels, type BookingStatus, offlinePaymentMethodLabels } from '@wayfarer/shared/enums';
import { formatPaise } from '@wayfarer/shared/rules/money';
import { INDIA_TIME_ZONE } from '@wayfarer/shared/rules/travel-date';
import PDFDocument from 'pdfkit';
import { formatTravelDate } from './booking-emails.ts';
import type { ReceiptData } from './booking-receipt.service.ts';

// Lays a receipt out with pdfkit (ADR 911): A4, the built-in Helvetica, amounts as "Rs. 1,23,456.50"
// (Helvetica has no ₹ glyph), every date and time in India.

const KIND_LABELS: Record<PaymentKind, string> = {
  token: 'Token payment',
  full: 'Full payment',
  balance: 'Balance payment',
  offline: 'Offline payment',
};

/** formatPaise's en-IN figure with "Rs." for the rupee sign the built-in font lacks. */
export const pdfAmount = (paise: number): string => formatPaise(paise).replace('₹', 'Rs. ');

const indiaDateTime = new Intl.DateTimeFormat('en-GB', {
  timeZone: INDIA_TIME_ZONE,
  day: '2-digit',
  month: 'short',
  year: 'numeric',
  hour: '2-digit',
  minute: '2-digit',
  hour12: false,
});
/** "12 Mar 2027, 14:05 IST". */
export const formatIndiaDateTime = (at: Date): string => `${indiaDateTime.format(at)} IST`;

/**
 * Helvetica's WinAnsi encoding covers Latin-1 and a few more; anything else (a name in Devanagari,
 * an emoji) would print as garbage, so it is printed as "?" instead.
 */
const printable = (text: string): string =>
  text.replace(
    /[^\u0020-\u007e\u00a0-\u00ff\u2013\u2014\u2018\u2019\u201c\u201d\u2022\u2026\u20ac×\n]/g,
    '?',
  );

const MARGIN = 50;
const PAGE_WIDTH = 595.28; // A4
const CONTENT_WIDTH = PAGE_WIDTH - 2 * MARGIN;
const AMOUNT_WIDTH = 120;

type Doc = PDFKit.PDFDocument;

function heading(doc: Doc, text: string) {
  doc.moveDown(0.8).font('Helvetica-Bold').fontSize(12).text(printable(text), MARGIN, undefined);
  const y = doc.y + 2;
  doc
    .moveTo(MARGIN, y)
    .lineTo(PAGE_WIDTH - MARGIN, y)
    .lineWidth(0.5)
    .strokeColor('#999999')
    .stroke();
  doc.moveDown(0.4).font('Helvetica').fontSize(10);
}

/** A label on the left and an amount flush right, on one line (the label wraps if long). */
function amountRow(doc: Doc, label: string, amount: string, bold = false) {
  const y = doc.y;
  doc.font(bold ? 'Helvetica-Bold' : 'Helvetica').fontSize(10);
  doc.text(printable(label), MARGIN, y, { width: CONTENT_WIDTH - AMOUNT_WIDTH - 10 });
  const after = doc.y;
  doc.text(amount, PAGE_WIDTH - MARGIN - AMOUNT_WIDTH, y, { width: AMOUNT_WIDTH, align: 'right' });
  doc.y = Math.max(after, doc.y);
  doc.x = MARGIN;
}

function field(doc: Doc, label: string, value: string) {
  doc.font('Helvetica-Bold').fontSize(10).text(`${label}: `, MARGIN, undefined, { continued: true });
  doc.font('Helvetica').text(printable(value));
}

/** The receipt as PDF bytes. */
export function renderReceiptPdf(data: ReceiptData): Promise<Buffer> {
  const doc = new PDFDocument({
    size: 'A4',
    margin: MARGIN,
    info: {
      Title: `Receipt ${data.booking.bookingNumber}`,
      Author: printable(data.business.name),
      Subject: `Payments received for booking ${data.booking.bookingNumber}`,
    },
  });
  const chunks: Buffer[] = [];
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('data', (chunk: Buffer) => chunks.push(chunk));
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });

  const { business, booking, totals } = data;
  doc.font('Helvetica-Bold').fontSize(18).text(printable(business.name));
  doc.font('Helvetica').fontSize(10);
  if (business.address) doc.text(printable(business.address));
  if (business.gstin) doc.text(`GSTIN: ${printable(business.gstin)}`);
  doc.moveDown(1).font('Helvetica-Bold').fontSize(14).text('Payment receipt');
  doc
    .font('Helvetica')
    .fontSize(10)
    .text(`Issued ${formatIndiaDateTime(data.issuedAt)}`);

  heading(doc, 'Booking');
  field(doc, 'Booking number', booking.bookingNumber);
  field(doc, 'Status', bookingStatusLabels[booking.status as BookingStatus] ?? booking.status);
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

  doc.moveDown(2).fontSize(8).fillColor('#666666');
  doc.text('This receipt lists the payments received for the booking; it is not a tax invoice.', MARGIN);
  doc.end();
  return done;
}
