import {
  bookingStatuses,
  offlinePaymentMethods,
  paymentKinds,
  paymentStatuses,
  paymentTypes,
  pricingTypes,
} from '../enums.ts';
import { isIsoDate } from '../rules/travel-date.ts';
import { z } from '../zod.ts';
import {
  bookingCancellation,
  bookingCustom,
  bookingRefund,
  bookingRoom,
  bookingTraveller,
} from './booking.ts';
import { travellerChange } from './booking-travellers.ts';
import { bookingInstalment } from './instalments.ts';
import { attribution } from './share-links.ts';

// The operators' booking detail: GET /v1/bookings/{id} for the admin and the package's
// creator, its internal notes, the confirmation resend and the admin's offline payment.

export const BOOKING_NOTE_MAX = 2000;
export const OFFLINE_REFERENCE_MAX = 100;

export const bookingDetailMessages = {
  noteRequired: 'Write a note',
  noteTooLong: `A note can be at most ${BOOKING_NOTE_MAX} characters`,
  amountPositive: 'Enter an amount greater than 0',
  amountTooLarge: 'The amount cannot exceed what is pending',
  amountInvalid: 'Enter an amount in rupees, with at most 2 decimals',
  methodRequired: 'Choose how it was paid',
  referenceRequired: 'Enter the payment reference (UTR, receipt or transaction number)',
  referenceTooLong: `A reference can be at most ${OFFLINE_REFERENCE_MAX} characters`,
  paidOnInvalid: 'Enter the date it was paid (YYYY-MM-DD)',
  paidOnFuture: 'The payment date cannot be in the future',
  resendWait: (seconds: number) =>
    `The confirmation was just sent. Wait ${seconds} ${seconds === 1 ? 'second' : 'seconds'} before sending it again.`,
  paidOnBeforeBooking: 'The payment date cannot be before the booking was made',
  offlineNotAllowed: 'Offline payments can only be recorded on a confirmed booking',
  nothingPending: 'Nothing is pending on this booking',
  confirmationNotPaid: 'Nothing has been paid on this booking yet: there is no confirmation to send',
  refundReferenceRequired: 'Enter the refund reference (UTR, receipt or transaction number)',
  refundedOnInvalid: 'Enter the date it was given back (YYYY-MM-DD)',
  refundedOnFuture: 'The refund date cannot be in the future',
  refundNotFound: 'Refund not found',
  refundNotOffline: 'This refund goes back through PhonePe: it completes by itself',
  refundNotPending: 'This refund is already completed',
  // Retrying a failed gateway refund.
  refundNotFailed: 'Only a failed refund can be retried',
  refundAlreadyRetried: 'This refund was already retried',
  refundNotGateway: 'An offline refund is given back offline: record it instead',
} as const;

/** POST /v1/bookings/{id}/notes */
export const bookingNoteBody = z.object({
  text: z
    .string({ message: bookingDetailMessages.noteRequired })
    .trim()
    .min(1, { message: bookingDetailMessages.noteRequired })
    .max(BOOKING_NOTE_MAX, { message: bookingDetailMessages.noteTooLong }),
});
export type BookingNoteBody = z.input<typeof bookingNoteBody>;

export const bookingNote = z.object({
  id: z.string(),
  text: z.string(),
  /** null once the author's account is gone. */
  author: z.object({ id: z.string(), name: z.string() }).nullable(),
  createdAt: z.string(),
});
export type BookingNote = z.infer<typeof bookingNote>;

/**
 * POST /v1/bookings/{id}/payments (ADMIN): amount in rupees (≤ pending, checked on the server),
 * paidOn YYYY-MM-DD not after today in India (checked on the server with its clock).
 */
export const offlinePaymentBody = z.object({
  amount: z.number({ message: bookingDetailMessages.amountInvalid }),
  method: z.enum(offlinePaymentMethods, { message: bookingDetailMessages.methodRequired }),
  reference: z
    .string({ message: bookingDetailMessages.referenceRequired })
    .trim()
    .min(1, { message: bookingDetailMessages.referenceRequired })
    .max(OFFLINE_REFERENCE_MAX, { message: bookingDetailMessages.referenceTooLong }),
  paidOn: z
    .string({ message: bookingDetailMessages.paidOnInvalid })
    .refine(isIsoDate, { message: bookingDetailMessages.paidOnInvalid }),
});
export type OfflinePaymentBody = z.input<typeof offlinePaymentBody>;

/** A payment attempt as the operators see it: the gateway's ids, or the offline details. */
export const bookingDetailPayment = z.object({
  id: z.string(),
  kind: z.enum(paymentKinds),
  amount: z.number(),
  status: z.enum(paymentStatuses),
  merchantTransactionId: z.string(),
  gatewayTransactionId: z.string().nullable(),
  refundReview: z.boolean(),
  offline: z
    .object({
      method: z.enum(offlinePaymentMethods),
      reference: z.string(),
      paidOn: z.string(),
      recordedBy: z.string().nullable(),
    })
    .nullable(),
  createdAt: z.string(),
});
export type BookingDetailPayment = z.infer<typeof bookingDetailPayment>;

export const bookingDetailRefund = bookingRefund.extend({
  merchantTransactionId: z.string(),
  gatewayTransactionId: z.string().nullable(),
  /** The failed refund this one retries; and whether the admin may retry this one. */
  retryOf: z.string().nullable(),
  retryable: z.boolean(),
  /** An offline refund once recorded (ADR 952): its reference, the day, who recorded it. */
  offline: z
    .object({ reference: z.string(), refundedOn: z.string(), recordedBy: z.string().nullable() })
    .nullable(),
});

/**
 * POST /v1/bookings/{id}/refunds/{refundId}/offline (ADMIN): the money of an offline refund was
 * given back; refundedOn YYYY-MM-DD not after today in India (checked with the server's clock).
 */
export const offlineRefundBody = z.object({
  reference: z
    .string({ message: bookingDetailMessages.refundReferenceRequired })
    .trim()
    .min(1, { message: bookingDetailMessages.refundReferenceRequired })
    .max(OFFLINE_REFERENCE_MAX, { message: bookingDetailMessages.referenceTooLong }),
  refundedOn: z
    .string({ message: bookingDetailMessages.refundedOnInvalid })
    .refine(isIsoDate, { message: bookingDetailMessages.refundedOnInvalid }),
});
export type OfflineRefundBody = z.input<typeof offlineRefundBody>;

/** GET /v1/bookings/{id}: everything the operators know (ID numbers unmasked). */
export const bookingDetailResponse = z.object({
  bookingId: z.string(),
  bookingNumber: z.string(),
  contact: z.object({ name: z.string(), email: z.string(), phone: z.string() }),
  tourPackage: z.object({ id: z.string(), title: z.string(), slug: z.string() }),
  departure: z.object({ id: z.string().nullable(), name: z.string() }),
  travelDate: z.string(),
  pricingType: z.enum(pricingTypes),
  rooms: z.array(bookingRoom),
  customs: z.array(bookingCustom),
  people: z.number().int(),
  packageAmount: z.number(),
  discount: z.number(),
  total: z.number(),
  paid: z.number(),
  refunded: z.number(),
  pending: z.number(),
  paymentType: z.enum(paymentTypes),
  paymentStatus: z.enum(paymentStatuses),
  bookingStatus: z.enum(bookingStatuses),
  balanceDueDate: z.string(),
  balanceOverdue: z.boolean(),
  /** The trip is COMPLETED and money is still owed (still collectible). */
  unpaidAfterTravel: z.boolean(),
  /** ADR 1365: the instalments of a booking on a plan (empty otherwise). */
  instalments: z.array(bookingInstalment),
  travellers: z.array(bookingTraveller),
  payments: z.array(bookingDetailPayment),
  refunds: z.array(bookingDetailRefund),
  notes: z.array(bookingNote),
  /** ADR 1371: the audited changes of one traveller (removed, renamed, transferred), oldest first. */
  travellerChanges: z.array(travellerChange),
  cancellation: bookingCancellation.nullable(),
  /** The creator link the booking was made through (its creator and channel), or null. */
  attribution: attribution.nullable(),
  /** The package's creator, so a screen can tell a recommendation from the creator's own link. */
  packageCreatorId: z.string(),
  /** ADR 1360: made by an admin (a phone or WhatsApp lead), with the discount's reason; null otherwise. */
  madeByAdmin: z.object({ discountReason: z.string().nullable() }).nullable(),
  /** What the caller may do here (the server checks again on every action). */
  actions: z.object({
    recordPayment: z.boolean(),
    /** ADMIN: may record a PENDING offline refund as given back (ADR 952). */
    recordRefund: z.boolean(),
    cancel: z.boolean(),
    resendConfirmation: z.boolean(),
    /** ADMIN, a confirmed booking before travel: remove or transfer one traveller (ADR 1370). */
    changeTravellers: z.boolean(),
    /** ADMIN, a booking not cancelled: correct a traveller's name (ADR 1371). */
    renameTravellers: z.boolean(),
  }),
  createdAt: z.string(),
});
export type BookingDetailResponse = z.infer<typeof bookingDetailResponse>;
