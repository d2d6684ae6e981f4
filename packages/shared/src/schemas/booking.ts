import {
  bookingStatuses,
  failedPaymentStatuses,
  paymentStatuses,
  paymentKinds,
  paymentTypes,
  pendingPaymentStatuses,
  pricingTypes,
  refundKinds,
  refundStatuses,
  travellerGenders,
  travellerIdTypes,
  tripStatuses,
} from '../enums.ts';
import { atMost, messages } from '../messages.ts';
import { isEmail } from '../rules/email.ts';
import { isGstStateCode, isGstin, normalizeGstin } from '../rules/gstin.ts';
import { BILLING_ADDRESS_MAX, BUSINESS_NAME_MAX } from '../rules/invoice-recipient.ts';
import { isIndividualPan, normalizePan } from '../rules/tcs.ts';
import { CREATOR_PHONE_PATTERN } from '../rules/phone.ts';
import { MAX_CUSTOM_QUANTITY, MAX_ROOM_ADULTS, MAX_ROOM_CHILDREN } from '../rules/pricing.ts';
import { z } from '../zod.ts';
import { bookingInstalment } from './instalments.ts';
import { shareCodeField } from './share-links.ts';

// Checkout (the contact form, the create body and its answers) and a booking as its pages read it.

// spec 001 §5 "Booking contact form", §8 and strings.tsv "checkout".
export const bookingMessages = {
  nameRequired: messages.nameRequired,
  emailRequired: messages.emailRequired,
  invalidPhone: messages.invalidPhone,
  invalidCoupon: 'Invalid coupon',
  paymentFailedToast: 'Unable to process payment! Try again.',
  tourConfirmation: 'Tour Confirmation',
  paymentFailed: 'Payment Failed',
  noBookings: 'No bookings yet',
  // Ours: the spec leaves these open.
  packageUnavailable: 'This package is not available for booking',
  departureUnknown: 'Departure does not belong to this package',
  dateUnavailable: 'This travel date is not available',
  invalidSelection: 'Invalid combination',
  selectionRequired: 'Choose at least one room or item',
  soldOut: 'Sorry, this date is sold out',
  closedForSale: 'This date is closed for sale',
  priceChanged: 'The price has changed. Please review the new amounts.',
  idempotencyMismatch: 'This Idempotency-Key was already used for a different booking',
  bookingNotFound: 'Booking not found',
  gatewayUnavailable: 'The payment provider is unavailable. Please try again.',
  // ADR 1365: instalment plans.
  noInstalmentPlan: 'This package has no instalment plan',
  // After checkout.
  nothingPending: 'Nothing is pending on this booking',
  bookingCancelled: 'This booking is cancelled',
  balanceInProgress: 'A balance payment is already in progress; finish it or wait a few minutes',
  cancellationExists: 'A cancellation was already requested for this booking',
  notCancellable: 'This booking can no longer be cancelled',
  notPaidYet: 'Nothing has been paid on this booking yet',
  travellersLocked: 'Travellers can no longer be changed within 7 days of travel',
  travellersCount: 'Enter exactly one row per traveller',
  reasonRequired: 'Please give a reason',
  refundTooLarge: 'The refund cannot exceed what was paid',
  invalidState: 'Choose a state from the list',
  // ADR 1302: the traveller's actions need the booking's manage key (the e-mail link carries it).
  manageKeyRequired:
    'Only the traveller can change this booking: open it from the link in your confirmation e-mail.',
  openFromEmail: 'To change this booking, open it from the link in your confirmation e-mail.',
} as const;

/** spec 001 §5: phone exactly 10 characters, 6-9 then 9 digits. */
export const bookingContact = z.object({
  name: z
    .string({ message: bookingMessages.nameRequired })
    .trim()
    .min(1, { message: bookingMessages.nameRequired })
    .max(100, atMost(100)),
  email: z
    .string({ message: bookingMessages.emailRequired })
    .trim()
    .max(254, atMost(254))
    .refine(isEmail, { message: bookingMessages.emailRequired }),
  phone: z
    .string({ message: bookingMessages.invalidPhone })
    .trim()
    .regex(CREATOR_PHONE_PATTERN, { message: bookingMessages.invalidPhone }),
});
export type BookingContact = z.infer<typeof bookingContact>;

const count = (max: number) => z.number().int().min(0).max(max);

// ADR 1375-1377: the checkout's paperwork. A business booking gives both businessName and
// businessGstin (the pair is checked on the server); billingAddress is asked from Rs 50,000
// (GST rule 46); pan for an international package (TCS). '' is the same as left out.
export const paperworkMessages = {
  businessNameRequired: 'Enter the business name for the GST invoice',
  businessNameTooLong: `Business name must be at most ${BUSINESS_NAME_MAX} characters`,
  invalidGstin: 'Enter a valid 15-character GSTIN',
  gstinRequired: 'Enter the GSTIN for the GST invoice',
  addressRequired: 'Enter your address: invoices of ₹50,000 or more carry it',
  addressTooLong: `Address must be at most ${BILLING_ADDRESS_MAX} characters`,
  stateRequired: 'Choose your state: invoices of ₹50,000 or more carry it',
  invalidPan: "Enter the lead traveller's PAN (like ABCPE1234F)",
  panRequired: "Enter the lead traveller's PAN: TCS is collected on overseas packages",
} as const;
const blankToUndefined = (value: unknown) =>
  typeof value === 'string' && value.trim() === '' ? undefined : value;
const paperworkFields = {
  businessName: z.preprocess(
    blankToUndefined,
    z.string().trim().max(BUSINESS_NAME_MAX, { message: paperworkMessages.businessNameTooLong }).optional(),
  ),
  businessGstin: z.preprocess(
    blankToUndefined,
    z
      .string({ message: paperworkMessages.invalidGstin })
      .refine(isGstin, { message: paperworkMessages.invalidGstin })
      .transform(normalizeGstin)
      .optional(),
  ),
  billingAddress: z.preprocess(
    blankToUndefined,
    z.string().trim().max(BILLING_ADDRESS_MAX, { message: paperworkMessages.addressTooLong }).optional(),
  ),
  pan: z.preprocess(
    blankToUndefined,
    z
      .string({ message: paperworkMessages.invalidPan })
      .refine(isIndividualPan, { message: paperworkMessages.invalidPan })
      .transform(normalizePan)
      .optional(),
  ),
};
/** Rupees with at most 2 decimals, as the client last saw them (compared, never used). */
const clientAmount = z.number().min(0).max(1_000_000_000).optional();

export const createBookingBody = bookingContact.extend({
  tourPackageId: z.string().trim().min(1).max(100),
  departureId: z.string().trim().min(1).max(100),
  travelDate: z.string().trim().max(10),
  adults: z.array(count(MAX_ROOM_ADULTS)).max(20).optional(),
  child: z.array(count(MAX_ROOM_CHILDREN)).max(20).optional(),
  customs: z
    .array(z.object({ id: z.string().trim().min(1).max(100), value: count(MAX_CUSTOM_QUANTITY) }))
    .max(50)
    .optional(),
  paymentType: z.enum(paymentTypes).default('token'),
  couponCode: z.string().trim().max(40).optional(),
  // The traveller's GST state code: the tax invoice's place of supply. Left out or
  // '': the operator's own state.
  stateCode: z
    .string({ message: bookingMessages.invalidState })
    .trim()
    .refine((value) => value === '' || isGstStateCode(value), { message: bookingMessages.invalidState })
    .optional(),
  packageAmount: clientAmount,
  totalAmount: clientAmount,
  // "Send me updates on WhatsApp" (unticked by default) to the phone above. A boolean
  // only: "true" or 1 are refused. Left out: false (and the idempotency hash is as before).
  whatsappOptIn: z.boolean({ message: 'whatsappOptIn must be true or false' }).optional(),
  // The share code the visitor's browser kept (30 days, last creator link wins). The
  // server resolves the creator and channel from it; an unknown code is ignored.
  shareCode: shareCodeField,
  ...paperworkFields,
});
export type CreateBookingBody = z.input<typeof createBookingBody>;

export const createBookingResponse = z.object({
  bookingId: z.string(),
  bookingNumber: z.string(),
  /** ADR 1302: the traveller's secret, sent as X-Manage-Key on the traveller's actions. */
  manageKey: z.string(),
  data: z.object({ instrumentResponse: z.object({ redirectInfo: z.object({ url: z.string() }) }) }),
});
export type CreateBookingResponse = z.infer<typeof createBookingResponse>;

/** The 409 body when the client's amounts differ from the server's: the current amounts. */
export const bookingAmounts = z.object({
  packageAmount: z.number(),
  discount: z.number(),
  totalAmount: z.number(),
  dueNow: z.number(),
  /** ADR 1377: TCS charged with the first payment (an international package), else absent. */
  tcs: z.number().optional(),
});
export type BookingAmounts = z.infer<typeof bookingAmounts>;

export const bookingRoom = z.object({ adult: z.number().int(), child: z.number().int(), price: z.number() });
export const bookingCustom = z.object({
  id: z.string(),
  name: z.string(),
  price: z.number(),
  value: z.number().int(),
  totalPeople: z.number().int(),
});

/** GET /v1/bookings/{id}/refund-quote: what cancelling today gives back (rupees). */
export const refundQuoteResponse = z.object({
  daysBeforeTravel: z.number().int(),
  deductionPercent: z.number().int(),
  deduction: z.number(),
  paid: z.number(),
  refundAmount: z.number(),
});
export type RefundQuoteResponse = z.infer<typeof refundQuoteResponse>;

export const bookingPayment = z.object({
  id: z.string(),
  kind: z.enum(paymentKinds),
  amount: z.number(),
  status: z.enum(paymentStatuses),
  createdAt: z.string(),
});
export type BookingPayment = z.infer<typeof bookingPayment>;
export const bookingRefund = z.object({
  id: z.string(),
  amount: z.number(),
  /** gateway: back to the PhonePe payment; offline: given back the way it was paid (ADR 952). */
  kind: z.enum(refundKinds),
  status: z.enum(refundStatuses),
  createdAt: z.string(),
});
export type BookingRefund = z.infer<typeof bookingRefund>;
/** A traveller as the public manage page shows it: the ID number masked (XXXX1234). */
export const bookingTraveller = z.object({
  // ADR 1370: the row's id (the admin's per-traveller actions name it); a save of the list makes new ids.
  id: z.string(),
  name: z.string(),
  age: z.number().int(),
  gender: z.enum(travellerGenders).nullable(),
  idType: z.enum(travellerIdTypes).nullable(),
  idNumber: z.string().nullable(),
  // ADR 1372: the traveller's own contact, when given.
  email: z.string().nullable(),
  phone: z.string().nullable(),
});
export type BookingTraveller = z.infer<typeof bookingTraveller>;
export const bookingCancellation = z.object({
  requestedAt: z.string().nullable(),
  reason: z.string().nullable(),
  /** The refund the policy gives when asked (or when an admin cancelled directly). */
  quote: refundQuoteResponse.nullable(),
  cancelledAt: z.string().nullable(),
  /** The refund applied at cancellation (an operator may have overridden the quote). */
  refundAmount: z.number().nullable(),
  /** The operator cancelled the booking's date (a full refund; `reason` is theirs). */
  byOperator: z.boolean(),
});
export type BookingCancellation = z.infer<typeof bookingCancellation>;

/** Who booked, for when, and the amounts: a list row and the booking's page both carry them. */
export const bookingContactAndAmounts = z.object({
  bookingId: z.string(),
  bookingNumber: z.string(),
  name: z.string(),
  email: z.string(),
  phone: z.string(),
  travelDate: z.string(),
  packageAmount: z.number(),
  discount: z.number(),
  // spec 001 §3: totalAmount is the amount paid so far.
  totalAmount: z.number(),
});

export const bookingResponse = bookingContactAndAmounts.extend({
  pendingAmount: z.number(),
  dueNow: z.number(),
  paymentType: z.enum(paymentTypes),
  paymentStatus: z.enum(paymentStatuses),
  pricingType: z.enum(pricingTypes),
  tourPackage: z.object({ id: z.string(), title: z.string(), banner: z.string(), slug: z.string() }),
  // id: null once the creator removed the departure (the booking keeps its name).
  departure: z.object({ id: z.string().nullable(), name: z.string() }),
  rooms: z.array(bookingRoom),
  customs: z.array(bookingCustom),
  createdAt: z.string(),
  // After checkout (ADR 901).
  bookingStatus: z.enum(bookingStatuses),
  /** YYYY-MM-DD: travel date − 30 days, or the booking day when that was already past. */
  balanceDueDate: z.string(),
  balanceOverdue: z.boolean(),
  people: z.number().int(),
  payments: z.array(bookingPayment),
  refunds: z.array(bookingRefund),
  travellers: z.array(bookingTraveller),
  /** Whether travellers may still be entered or changed (until 7 days before travel). */
  travellersEditable: z.boolean(),
  cancellation: bookingCancellation.nullable(),
  // Where the booking's date stands against its minimum group size, and the people
  // it still needs (null without a minimum, 0 once confirmed).
  tripStatus: z.enum(tripStatuses),
  travellersNeeded: z.number().int().nullable(),
  /**
   * ADR 1302: whether the request carried the booking's manage key. Without it the page shows
   * the booking and lets anyone pay, but the travellers' ID numbers are withheld (null) and the
   * traveller's actions are refused.
   */
  manageable: z.boolean(),
  /** ADR 1365: the instalments of a booking on a plan (empty otherwise), money paid applied in order. */
  instalments: z.array(bookingInstalment),
});
export type BookingResponse = z.infer<typeof bookingResponse>;

/** spec 001 §3 "Payment: paymentStaus (spelled thus)". */
export const paymentResponse = z.object({
  paymentStaus: z.enum(paymentStatuses),
  amount: z.number(),
  updatedAt: z.string(),
});
export type PaymentResponse = z.infer<typeof paymentResponse>;

export const isPendingStatus = (status: string): boolean =>
  (pendingPaymentStatuses as readonly string[]).includes(status);
export const isFailedStatus = (status: string): boolean =>
  (failedPaymentStatuses as readonly string[]).includes(status);
