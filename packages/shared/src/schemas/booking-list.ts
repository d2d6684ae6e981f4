import { bookingStatuses, paymentStatuses, paymentTypes } from '../enums.ts';
import { z } from '../zod.ts';
import { queryInt } from './common.ts';
import { bookingContactAndAmounts } from './booking.ts';

// The bookings lists (the admin's and a creator's) and the dashboards' figures built on them.

export const bookingListQuery = z.object({
  // A broken page in a shared link shows page 1 (ADR 1301: parsed strictly, then forgiven).
  page: queryInt(z.number().int().min(1).max(10_000)).catch(1).default(1),
  search: z.string().trim().max(100).optional().default(''),
  // The first payment's status (spec 001 §3).
  status: z
    .enum([...paymentStatuses, ''])
    .catch('')
    .default(''),
  // The booking's status, e.g. CANCELLATION_REQUESTED for the operator's queue.
  bookingStatus: z
    .enum([...bookingStatuses, ''])
    .catch('')
    .default(''),
});

export const bookingListRow = bookingContactAndAmounts.extend({
  paymentStatus: z.enum(paymentStatuses),
  paymentType: z.enum(paymentTypes),
  createdAt: z.string(),
  tourPackage: z.object({ id: z.string(), title: z.string(), banner: z.string() }),
  // After checkout.
  bookingStatus: z.enum(bookingStatuses),
  /** ADR 1204: cancelled by the operator with its date; the row reads "Cancelled by the operator". */
  cancelledByOperator: z.boolean(),
  pendingAmount: z.number(),
  /** A balance still owed after its due date, on a booking still running ("Balance overdue"). */
  balanceOverdue: z.boolean(),
  /** The trip is COMPLETED and money is still owed (still collectible). */
  unpaidAfterTravel: z.boolean(),
});
export type BookingListRow = z.infer<typeof bookingListRow>;
export const bookingListResponse = z.object({
  results: z.array(bookingListRow),
  page: z.number().int(),
  limit: z.number().int(),
  totalPages: z.number().int(),
  totalResults: z.number().int(),
});
export type BookingListResponse = z.infer<typeof bookingListResponse>;

/**
 * One month of a dashboard's chart (India time, rupees; ADR 981): `bookings` paid bookings made
 * that month and `booked` their total (package − discount); `collected` every payment received
 * that month (gateway payments by when they succeeded, offline ones by the day they were paid).
 */
export const monthlyFigures = z.object({
  month: z.string().regex(/^\d{4}-\d{2}$/),
  bookings: z.number().int(),
  booked: z.number(),
  collected: z.number(),
});
export type MonthlyFigures = z.infer<typeof monthlyFigures>;

/**
 * The dashboards' money and funnel figures (ADR 980, 982), for every booking (admin) or one
 * creator's packages: rupees; `leadConversion.percent` has one decimal.
 */
export const dashboardFigures = z.object({
  // The total (package − discount) of the paid bookings, whatever became of them since; every
  // payment received (gateway and offline); what bookings not cancelled (CONFIRMED,
  // CANCELLATION_REQUESTED and, since ADR 1322, COMPLETED) still owe; the refunds completed.
  grossBooked: z.number(),
  collected: z.number(),
  outstanding: z.number(),
  // Of `outstanding`, what completed trips still owe ("Unpaid after travel").
  unpaidAfterTravel: z.number(),
  refunds: z.number(),
  // Leads whose e-mail later made a paid booking (ADR 982).
  leadConversion: z.object({
    leads: z.number().int(),
    converted: z.number().int(),
    percent: z.number(),
  }),
});
export type DashboardFigures = z.infer<typeof dashboardFigures>;

/** The creator dashboard's booking figures (amounts paid for its packages, rupees). */
export const bookingStats = z.object({
  totalBookings: z.number().int(),
  totalRevenue: z.number(),
  recentSales: z.array(bookingListRow),
  // The last STATS_MONTHS (12) months, oldest first, zeros kept. `revenue` keeps its first
  // meaning: what was paid, so far, for the paid bookings made that month.
  monthlyRevenue: z.array(monthlyFigures.extend({ revenue: z.number() })),
});
export type BookingStats = z.infer<typeof bookingStats>;
