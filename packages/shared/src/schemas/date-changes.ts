import { moveOfferStatuses, OPERATOR_CANCELLED_LABEL } from '../enums.ts';
import { isIsoDate } from '../rules/travel-date.ts';
import { z } from '../zod.ts';

// The operator cancels a date (every booking refunded in full), moves a group to
// another date, and a booking changes its date (admin any time before travel; the traveller until
// the balance due date).

export const dateChangeMessages = {
  dateInvalid: 'Dates are YYYY-MM-DD',
  reasonLength: 'Give a reason of 5 to 500 characters',
  departureRequired: 'Choose a departure',
  dateAlreadyCancelled: 'This date has already been cancelled',
  datePassed: 'This trip has already started or run: its date can no longer be cancelled',
  sameDate: 'Choose a different date',
  changeNotAllowed: 'The date of this booking can no longer be changed here',
  noSeats: 'The new date does not have enough seats',
  notBookable: 'The new date cannot be booked',
  offerNotFound: 'There is no open offer to move this booking',
  cancelledByOperator: OPERATOR_CANCELLED_LABEL,
} as const;

/** Reason limits for an operator's cancellation of a date. */
export const DATE_CANCEL_REASON_MIN = 5;
export const DATE_CANCEL_REASON_MAX = 500;

const isoDate = z.string().trim().max(10).refine(isIsoDate, { message: dateChangeMessages.dateInvalid });
const departureId = z.string().trim().min(1, dateChangeMessages.departureRequired).max(100);

/** A dated departure of a package. */
export const dateRef = z.object({ date: isoDate, departureId });

export const cancelDateBody = dateRef.extend({
  reason: z
    .string()
    .trim()
    .min(DATE_CANCEL_REASON_MIN, dateChangeMessages.reasonLength)
    .max(DATE_CANCEL_REASON_MAX, dateChangeMessages.reasonLength),
});
export type CancelDateBody = z.infer<typeof cancelDateBody>;

export const cancelDateResponse = z.object({
  cancelledBookings: z.number().int(),
  /** Rupees with 2 decimals: everything paid on the cancelled bookings, given back. */
  refundTotal: z.number(),
});
export type CancelDateResponse = z.infer<typeof cancelDateResponse>;

export const moveGroupBody = dateRef.extend({ toDate: isoDate, toDepartureId: departureId });
export type MoveGroupBody = z.infer<typeof moveGroupBody>;

export const moveGroupResponse = z.object({ offered: z.number().int() });
export type MoveGroupResponse = z.infer<typeof moveGroupResponse>;

export const changeDateBody = dateRef;
export type ChangeDateBody = z.infer<typeof changeDateBody>;

/** The booking after a date change: its new date and amounts (rupees). */
export const changeDateResponse = z.object({
  bookingId: z.string(),
  bookingNumber: z.string(),
  travelDate: z.string(),
  departureId: z.string(),
  departureName: z.string(),
  previousTotal: z.number(),
  totalAmount: z.number(),
  paidAmount: z.number(),
  pendingAmount: z.number(),
  /** Given back because the new date costs less than was paid. */
  refundAmount: z.number(),
  balanceDueDate: z.string(),
});
export type ChangeDateResponse = z.infer<typeof changeDateResponse>;

/** A date the booking could move to: same package, bookable, with seats for its party. */
export const dateOption = z.object({
  date: z.string(),
  departureId: z.string(),
  departureName: z.string(),
  /** The booking's selection priced on this date (rupees). */
  totalAmount: z.number(),
  seatsLeft: z.number().int().nullable(),
});
export const dateChangeOptions = z.object({
  /** Whether the caller may change the date now (the traveller: until the balance due date). */
  canChange: z.boolean(),
  options: z.array(dateOption),
  offer: z
    .object({
      id: z.string(),
      status: z.enum(moveOfferStatuses),
      fromDate: z.string(),
      toDate: z.string(),
      toDepartureId: z.string(),
      toDepartureName: z.string(),
      createdAt: z.string(),
    })
    .nullable(),
});
export type DateChangeOptions = z.infer<typeof dateChangeOptions>;
