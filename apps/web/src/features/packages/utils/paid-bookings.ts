import { parseApiError } from '@/lib/api-error';

// A refusal from reject/unpublish that names the upcoming paid bookings (PAID_BOOKINGS_UNCONFIRMED,
// with an issue at `confirm`). Its message is what the confirmation dialog shows.
export function paidBookingsWarning(error: unknown): string | undefined {
  const { errorCode, message } = parseApiError(error);
  return errorCode === 'PAID_BOOKINGS_UNCONFIRMED' ? message : undefined;
}
