import { pendingPaise } from '@wayfarer/shared/rules/money';
import { bookingMessages } from '@wayfarer/shared/schemas/booking';
import type { Database } from '../../../db/client.ts';
import { AppError } from '../../../lib/app-error.ts';
import { getSiteSettings } from '../../settings/index.ts';
import { selectionLines } from '../booking-selection.ts';
import { bookingOr404, loadBookingRecords } from '../booking-reads.service.ts';
import type { ReceiptData } from './receipt-data.ts';
import { renderReceiptPdf } from './receipt-pdf.ts';
import type { Clock } from '../../../lib/clock.ts';

// GET /v1/bookings/{id}/receipt: a PDF of what was received on a booking and what went back.
// The data is gathered here; receipt-pdf.ts only lays it out.

/** What the receipt shows; 404 for an unknown booking, 409 when nothing was ever paid. */
export async function getReceiptData(
  deps: { db: Database; clock: Clock },
  bookingId: string,
): Promise<ReceiptData> {
  const b = await bookingOr404(deps.db, bookingId);
  const records = await loadBookingRecords(deps.db, b.id);
  const payments = records.attempts.filter((a) => a.status === 'PAYMENT_SUCCESS');
  if (payments.length === 0) throw new AppError('BOOKING_NOT_PAID', bookingMessages.notPaidYet);
  const refunds = records.refunds.filter((r) => r.status === 'COMPLETED');
  const business = await getSiteSettings(deps.db);
  const totalPaise = b.packageAmountPaise - b.discountPaise;
  return {
    issuedAt: deps.clock(),
    business: { name: business.businessName, address: business.businessAddress, gstin: business.gstin },
    booking: {
      bookingNumber: b.bookingNumber,
      packageTitle: b.tourPackage.title,
      departureName: b.departureName,
      travelDate: b.travelDate,
      lines: selectionLines(b.pricingType, b.selection),
      people: b.people,
      leadTraveller: { name: b.name, email: b.email, phone: b.phone },
      status: b.status,
      tripStatus: records.trip.tripStatus,
      cancelledByOperator: b.cancelledByOperator,
      cancelReason: b.cancelReason,
    },
    payments: payments.map((a) => ({
      at: a.createdAt,
      kind: a.kind,
      amountPaise: a.amountPaise,
      tcsPaise: a.tcsPaise,
      gatewayTransactionId: a.gatewayTransactionId,
      offline:
        a.kind === 'offline' && a.offlineMethod && a.paidOn
          ? { method: a.offlineMethod, reference: a.offlineReference ?? '', paidOn: a.paidOn }
          : null,
    })),
    refunds: refunds.map((r) => ({
      at: r.createdAt,
      amountPaise: r.amountPaise,
      gatewayTransactionId: r.gatewayTransactionId,
    })),
    totals: {
      totalPaise,
      discountPaise: b.discountPaise,
      paidPaise: b.paidPaise,
      // ADR 1377: what went back of the price; the TCS given back is shown with the TCS.
      refundedPaise: refunds.reduce((sum, r) => sum + r.amountPaise - r.tcsPaise, 0),
      // The one definition: a cancelled booking owes nothing more.
      pendingPaise: pendingPaise(b),
    },
    tcs:
      b.pan && b.tcsCollectedPaise > 0
        ? { pan: b.pan, collectedPaise: b.tcsCollectedPaise, refundedPaise: b.tcsRefundedPaise }
        : null,
  };
}

/** The receipt as a PDF file, and the name it downloads as. */
export async function getReceipt(
  deps: { db: Database; clock: Clock },
  bookingId: string,
): Promise<{ filename: string; pdf: Buffer }> {
  const data = await getReceiptData(deps, bookingId);
  return { filename: `receipt-${data.booking.bookingNumber}.pdf`, pdf: await renderReceiptPdf(data) };
}
