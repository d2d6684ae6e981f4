// The public face of the bookings module: the one file other modules import from it
// (docs/ARCHITECTURE.md, "Module faces"; the import-graph check refuses any other).

export { keptTotals } from './booking-figures.repository.ts';
export { findOpenBalanceAttempt } from './booking-lifecycle.repository.ts';
export { bookingOr404, getBooking, toBookingListRow } from './booking-reads.service.ts';
export type { RefundRow } from './booking-records.repository.ts';
export { getMonthlyFigures } from './booking-stats.service.ts';
export { type BookingRow, recentPaidBookings } from './bookings.repository.ts';
export { priceBooking, type PricedBooking } from './checkout/booking-pricing.ts';
export { ATTEMPT_TTL_MS } from './checkout/bookings.service.ts';
export { takenSeats } from './checkout/seat-holds.repository.ts';
export { lockBookingsOnDate, moveBookingRow, moveSeatHold } from './core/booking-core.repository.ts';
export { coreTransaction, lockBookingInOrder } from './core/lock-order.ts';
export { type BookingDeps, bookingDeps } from './deps.ts';
export { manageLink } from './emails/booking-emails.ts';
export {
  findConfirmationDetails,
  insertEmailJobs,
  insertWhatsAppJobs,
  type NewEmailJob,
} from './emails/email-jobs.repository.ts';
export { adminNotice } from './emails/operator-emails.ts';
export { calendarKeyFor, requireCalendarAccess, requireManageKey } from './manage/manage-key.service.ts';
export { runReconcilerOnce } from './payments/reconciler.ts';
export { cancelLockedBooking, refundParts } from './refunds/booking-cancellation.service.ts';
export { submitRefund } from './refunds/refund-sync.ts';
export { listCaptures } from './refunds/refunds.repository.ts';
