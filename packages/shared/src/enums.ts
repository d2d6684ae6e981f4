export const roles = ['ADMIN', 'USER'] as const;
export type Role = (typeof roles)[number];

// spec 000 §3: social platform codes
export const socialPlatforms = {
  fb: 'Facebook',
  in: 'Instagram',
  yt: 'Youtube',
  tw: 'Twitter',
  li: 'LinkedIn',
  sn: 'Snapchat',
  pi: 'Pinterest',
  re: 'Reddit',
  ti: 'Twitch',
  di: 'Discord',
} as const;
export type SocialPlatform = keyof typeof socialPlatforms;

// A lead moves between new, followed, cancelled and confirmed.
export const leadStatuses = ['new', 'followed', 'cancelled', 'confirmed'] as const;
export type LeadStatus = (typeof leadStatuses)[number];

// spec 001 §3 "Enumerations".
export const commissionTypes = ['Booking', 'SalesOperations'] as const;
export type CommissionType = (typeof commissionTypes)[number];
export const tourTypes = ['OneTime', 'AnyDay', 'SpecificDays'] as const;
export type TourType = (typeof tourTypes)[number];
export const pricingTypes = ['Simple', 'Custom'] as const;
export type PricingType = (typeof pricingTypes)[number];
// PendingReview (ours): a rejected package its creator edited and sent back to the admin.
export const packageStatuses = ['Draft', 'PendingReview', 'Published', 'Rejected', 'ComingSoon'] as const;
export type PackageStatus = (typeof packageStatuses)[number];
export const packageStatusLabels: Record<PackageStatus, string> = {
  Draft: 'Draft',
  PendingReview: 'Pending review',
  Published: 'Published',
  Rejected: 'Rejected',
  // A launch list collects e-mails before the package has dates.
  ComingSoon: 'Coming soon',
};
export const mealTypes = ['food', 'snack'] as const;
export type MealType = (typeof mealTypes)[number];

// spec 001 §4 "Payment status".
export const pendingPaymentStatuses = ['PENDING', 'PAYMENT_PENDING'] as const;
export const failedPaymentStatuses = [
  'PAYMENT_DECLINED',
  'TIMED_OUT',
  'PAYMENT_ERROR',
  'TRANSACTION_NOT_FOUND',
  'INTERNAL_SERVER_ERROR',
  'BAD_REQUEST',
] as const;
export const paymentStatuses = [
  ...pendingPaymentStatuses,
  'PAYMENT_SUCCESS',
  ...failedPaymentStatuses,
] as const;
export type PaymentStatus = (typeof paymentStatuses)[number];
// 'instalments': the package's instalment plan (ADR 1365), its first instalment paid at checkout.
export const paymentTypes = ['token', 'full', 'instalments'] as const;
export type PaymentType = (typeof paymentTypes)[number];

// ADR 1303: why a GST credit note was issued: a completed refund; a live booking's price coming
// down (a change to a cheaper date) beyond what is refunded; the part invoiced but never paid when
// the booking is cancelled (one a booking).
export const creditNoteReasons = ['refund', 'reduction', 'cancellation'] as const;
export type CreditNoteReason = (typeof creditNoteReasons)[number];

// A coupon takes a percentage (1 to 100) or a fixed amount in paise off the package amount.
export const couponKinds = ['percent', 'fixed'] as const;
export type CouponKind = (typeof couponKinds)[number];

// A booking's life apart from its payments (ADR 901). PENDING (ours): nothing paid yet.
//   PENDING -> CONFIRMED (something paid) -> CANCELLATION_REQUESTED -> CANCELLED
//   PENDING -> CANCELLED (its date cancelled unpaid, or its payment arrived too late: ADR 1300)
//   CONFIRMED -> CANCELLED (an admin cancels directly); CONFIRMED -> COMPLETED (the trip ended).
export const bookingStatuses = [
  'PENDING',
  'CONFIRMED',
  'CANCELLATION_REQUESTED',
  'CANCELLED',
  'COMPLETED',
] as const;
export type BookingStatus = (typeof bookingStatuses)[number];
export const bookingStatusLabels: Record<BookingStatus, string> = {
  PENDING: 'Awaiting payment',
  CONFIRMED: 'Confirmed',
  CANCELLATION_REQUESTED: 'Cancellation requested',
  CANCELLED: 'Cancelled',
  COMPLETED: 'Completed',
};
/** An operator's cancellation of the date, told apart from a traveller's cancellation. */
export const OPERATOR_CANCELLED_LABEL = 'Cancelled by the operator';
/** The booking's status as receipts, pages and exports show it (ADR 1204). */
export const bookingStatusLabelOf = (b: { status: BookingStatus; cancelledByOperator: boolean }): string =>
  b.status === 'CANCELLED' && b.cancelledByOperator
    ? OPERATOR_CANCELLED_LABEL
    : bookingStatusLabels[b.status];
// What a payment attempt is for: the first payment (token or full), the balance, or money an
// admin recorded by hand (a bank transfer).
export const paymentKinds = ['token', 'full', 'balance', 'offline'] as const;
export type PaymentKind = (typeof paymentKinds)[number];
/** How an admin-recorded (offline) payment was made. */
export const offlinePaymentMethods = ['bank_transfer', 'cash', 'upi_offline'] as const;
export type OfflinePaymentMethod = (typeof offlinePaymentMethods)[number];
export const offlinePaymentMethodLabels: Record<OfflinePaymentMethod, string> = {
  bank_transfer: 'Bank transfer',
  cash: 'Cash',
  upi_offline: 'UPI (outside PhonePe)',
};
// Where a dated trip stands against its minimum group size (rules/trip-status.ts).
//   open (no minimum) | filling (below it, before the decision day) | at_risk (below it on or after
//   the decision day) | confirmed (reached, or run anyway; never goes back) | cancelled_by_operator.
export const tripStatuses = ['open', 'filling', 'at_risk', 'confirmed', 'cancelled_by_operator'] as const;
export type TripStatus = (typeof tripStatuses)[number];
export const tripStatusLabels: Record<TripStatus, string> = {
  open: 'Open',
  filling: 'Filling',
  at_risk: 'At risk',
  confirmed: 'Confirmed departure',
  cancelled_by_operator: 'Cancelled by the operator',
};
export const refundStatuses = ['PENDING', 'COMPLETED', 'FAILED'] as const;
export type RefundStatus = (typeof refundStatuses)[number];
/** How money goes back: through the gateway, or offline for what was paid offline (ADR 952). */
export const refundKinds = ['gateway', 'offline'] as const;
export type RefundKind = (typeof refundKinds)[number];
export const travellerGenders = ['female', 'male', 'other'] as const;
export type TravellerGender = (typeof travellerGenders)[number];
export const travellerIdTypes = ['aadhaar', 'passport', 'pan', 'voter', 'driving'] as const;
export type TravellerIdType = (typeof travellerIdTypes)[number];
export const travellerIdTypeLabels: Record<TravellerIdType, string> = {
  aadhaar: 'Aadhaar',
  passport: 'Passport',
  pan: 'PAN',
  voter: 'Voter ID',
  driving: 'Driving licence',
};

// The creators' commission ledger (ADR 920): ACCRUED on each payment received,
// REVERSED on each refund; rows are appended, never changed.
export const earningKinds = ['ACCRUED', 'REVERSED'] as const;
export type EarningKind = (typeof earningKinds)[number];
// Where a ledger row stands, worked out from its booking and payout (never stored on the row):
// accrued (the trip has not completed) -> payable -> inPayout (a PENDING payout) -> paid.
export const earningStatuses = ['accrued', 'payable', 'inPayout', 'paid'] as const;
export type EarningStatus = (typeof earningStatuses)[number];
export const earningStatusLabels: Record<EarningStatus, string> = {
  accrued: 'Accrued',
  payable: 'Payable',
  inPayout: 'In payout',
  paid: 'Paid',
};
// A payout gathers a creator's payable rows: PENDING -> PAID (with a bank reference) or CANCELLED.
export const payoutStatuses = ['PENDING', 'PAID', 'CANCELLED'] as const;
export type PayoutStatus = (typeof payoutStatuses)[number];
// New reviews are published at once; an admin may hide one (and publish it again).
export const reviewStatuses = ['published', 'hidden'] as const;
export type ReviewStatus = (typeof reviewStatuses)[number];

// An operator's offer to move a booking to another date of its package (ADR 1205).
export const moveOfferStatuses = ['offered', 'accepted', 'declined', 'withdrawn'] as const;
export type MoveOfferStatus = (typeof moveOfferStatuses)[number];

// Running the departure: a rooming list's room types (how many sleep in each) and a
// date's supplier costs (ADR 1340, 1341).
export const roomTypes = ['single', 'twin', 'triple'] as const;
export type RoomType = (typeof roomTypes)[number];
export const roomTypeLabels: Record<RoomType, string> = { single: 'Single', twin: 'Twin', triple: 'Triple' };
export const supplierCostCategories = ['hotel', 'vehicle', 'guide', 'other'] as const;
export type SupplierCostCategory = (typeof supplierCostCategories)[number];
export const supplierCostCategoryLabels: Record<SupplierCostCategory, string> = {
  hotel: 'Hotel',
  vehicle: 'Vehicle',
  guide: 'Guide',
  other: 'Other',
};
export const supplierCostStatuses = ['paid', 'due'] as const;
export type SupplierCostStatus = (typeof supplierCostStatuses)[number];
// Where a creator posts a share link (the channel its code stands for), and, in the
// funnel, 'direct' for visits and sales with no creator link behind them.
export const shareChannels = ['instagram', 'youtube', 'whatsapp', 'x', 'facebook', 'email', 'other'] as const;
export type ShareChannel = (typeof shareChannels)[number];
// Written out (no spread): a spread runs the iterator, so bundlers would keep this module on every
// page that imports anything beside it.
export const funnelChannels = [
  'instagram',
  'youtube',
  'whatsapp',
  'x',
  'facebook',
  'email',
  'other',
  'direct',
] as const satisfies readonly [...typeof shareChannels, 'direct'];
export type FunnelChannel = (typeof funnelChannels)[number];
export const funnelChannelLabels: Record<FunnelChannel, string> = {
  instagram: 'Instagram',
  youtube: 'YouTube',
  whatsapp: 'WhatsApp',
  x: 'X',
  facebook: 'Facebook',
  email: 'E-mail',
  other: 'Other',
  direct: 'Direct',
};
/** A ledger row's share: the package creator's own, or a recommending creator's referral. */
export const earningShares = ['creator', 'referral'] as const;
export type EarningShare = (typeof earningShares)[number];
