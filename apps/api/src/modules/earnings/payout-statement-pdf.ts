import type { EarningKind, PayoutStatus } from '@wayfarer/shared/enums';
import { ratePercent } from '@wayfarer/shared/rules/commission';
import { formatTravelDate, todayInIndia } from '@wayfarer/shared/rules/travel-date';
import {
  amountRow,
  CONTENT_WIDTH,
  createPdf,
  documentTitle,
  field,
  footnote,
  heading,
  letterhead,
  type PdfColumn,
  pdfAmount,
  table,
} from '../../lib/pdf.ts';
import type { PayoutStatementRow } from './payouts.repository.ts';

// Lays a payout's statement out (ADR 971) with the receipt's helpers (ADR 911): the
// business, the creator, each ledger row the payout gathered, the total, status, reference, paid-on.

export type PayoutStatementData = {
  issuedAt: Date;
  business: { name: string; address: string; gstin: string };
  creator: { fullName: string; username: string; email: string };
  payout: {
    id: string;
    status: PayoutStatus;
    amountPaise: number;
    createdAt: Date;
    reference: string | null;
    paidOn: string | null;
  };
  rows: PayoutStatementRow[];
};

const STATUS_LABELS: Record<PayoutStatus, string> = {
  PENDING: 'Pending',
  PAID: 'Paid',
  CANCELLED: 'Cancelled',
};
/** As the Earnings screen names them: a payment received accrues, a refund reverses. */
const KIND_LABELS: Record<EarningKind, string> = { ACCRUED: 'Payment', REVERSED: 'Refund' };
/** A recommending creator's share of another creator's booking. */
const REFERRAL_LABELS: Record<EarningKind, string> = {
  ACCRUED: 'Referral payment',
  REVERSED: 'Referral refund',
};

const rate = (rateBp: number) => {
  const percent = ratePercent(rateBp);
  return `${Number.isInteger(percent) ? percent : percent.toFixed(1)} %`;
};

const COLUMNS: PdfColumn[] = [
  { label: 'Booking', width: 80 },
  { label: 'Package', width: CONTENT_WIDTH - 80 - 55 - 85 - 40 - 85 },
  { label: 'Kind', width: 55 },
  { label: 'Base', width: 85, align: 'right' },
  { label: 'Rate', width: 40, align: 'right' },
  { label: 'Amount', width: 85, align: 'right' },
];

/** The statement as PDF bytes. */
export function renderPayoutStatementPdf(data: PayoutStatementData): Promise<Buffer> {
  const { business, creator, payout } = data;
  const { doc, bytes } = createPdf({
    title: `Payout statement ${payout.id}`,
    author: business.name,
    subject: `Payout to ${creator.fullName}`,
  });
  letterhead(doc, business);
  documentTitle(doc, 'Payout statement', data.issuedAt);

  heading(doc, 'Creator');
  field(doc, 'Name', creator.fullName);
  field(doc, 'Username', creator.username);
  field(doc, 'E-mail', creator.email);

  heading(doc, 'Payout');
  field(doc, 'Payout', payout.id);
  field(doc, 'Created', formatTravelDate(todayInIndia(payout.createdAt)));
  field(doc, 'Status', STATUS_LABELS[payout.status]);
  field(doc, 'Bank reference (UTR)', payout.reference ?? '-');
  field(doc, 'Paid on', payout.paidOn ? formatTravelDate(payout.paidOn) : '-');

  heading(doc, 'Bookings');
  table(
    doc,
    COLUMNS,
    data.rows.map((r) => [
      r.bookingNumber,
      r.packageTitle,
      (r.share === 'referral' ? REFERRAL_LABELS : KIND_LABELS)[r.kind],
      pdfAmount(r.basePaise),
      rate(r.rateBp),
      pdfAmount(r.amountPaise),
    ]),
  );
  doc.moveDown(0.4);
  amountRow(doc, 'Total', pdfAmount(payout.amountPaise), true);

  footnote(
    doc,
    payout.status === 'CANCELLED'
      ? 'This payout was cancelled; its rows are payable again in a later payout.'
      : 'The creator’s share of what travellers paid for the land package, net of refunds, for trips that have ended.',
  );
  doc.end();
  return bytes;
}
