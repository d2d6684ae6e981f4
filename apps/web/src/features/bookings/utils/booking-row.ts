import type { BookingStatus } from '@wayfarer/shared/enums';
import type { BookingListRow } from '@wayfarer/shared/schemas/booking';

// TODO(h6-web, remove at merge): H4 (h4-money) adds these fields to bookingListRow; until then the
// list reads them as optional.
export type BookingRow = BookingListRow & {
  bookingStatus?: BookingStatus;
  pendingAmount?: number;
  balanceOverdue?: boolean;
};

/** An admin may cancel a confirmed booking, or one whose traveller asked to cancel. */
export const isCancellable = (row: BookingRow) =>
  row.bookingStatus === 'CONFIRMED' || row.bookingStatus === 'CANCELLATION_REQUESTED';
