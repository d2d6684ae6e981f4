import type { BookingListRow } from '@wayfarer/shared/schemas/booking-list';

/** An admin may cancel a confirmed booking, or one whose traveller asked to cancel. */
export const isCancellable = (row: BookingListRow) =>
  row.bookingStatus === 'CONFIRMED' || row.bookingStatus === 'CANCELLATION_REQUESTED';
