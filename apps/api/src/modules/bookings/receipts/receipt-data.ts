import type { OfflinePaymentMethod, PaymentKind, TripStatus } from '@wayfarer/shared/enums';
import type { SelectionLine } from '../booking-selection.ts';

// What a receipt shows: gathered by booking-receipt.service.ts, laid out by receipt-pdf.ts
// (its own file so that neither imports the other).

export type ReceiptPayment = {
  at: Date;
  kind: PaymentKind;
  amountPaise: number;
  /** ADR 1377: the part of amountPaise that is TCS. */
  tcsPaise: number;
  gatewayTransactionId: string | null;
  /** An offline payment's method, reference and the day it was paid (ADR 950). */
  offline: { method: OfflinePaymentMethod; reference: string; paidOn: string } | null;
};
export type ReceiptRefund = { at: Date; amountPaise: number; gatewayTransactionId: string | null };

export type ReceiptData = {
  issuedAt: Date;
  business: { name: string; address: string; gstin: string };
  booking: {
    bookingNumber: string;
    packageTitle: string;
    departureName: string;
    travelDate: string;
    /** Rooms or items, each with what it cost. */
    lines: SelectionLine[];
    people: number;
    leadTraveller: { name: string; email: string; phone: string };
    status: string;
    /** Where the date stands against its minimum (the status reads from it, ADR 1304). */
    tripStatus: TripStatus;
    /** The operator cancelled the date; the reason is printed. */
    cancelledByOperator: boolean;
    cancelReason: string | null;
  };
  payments: ReceiptPayment[];
  refunds: ReceiptRefund[];
  totals: {
    totalPaise: number;
    discountPaise: number;
    paidPaise: number;
    refundedPaise: number;
    pendingPaise: number;
  };
  /** ADR 1377: TCS collected against the lead traveller's PAN (an overseas package), else null. */
  tcs: { pan: string; collectedPaise: number; refundedPaise: number } | null;
};
