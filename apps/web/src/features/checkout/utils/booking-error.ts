import {
  type BookingAmounts,
  type BookingContact,
  bookingAmounts,
  bookingMessages,
} from '@wayfarer/shared/schemas/booking';
import type { AppErrorCode } from '@wayfarer/shared/error-codes';
import { parseApiError } from '@/lib/api-error';

type BookingError = {
  /** PRICE_CHANGED (409): the server's current amounts, to show before the traveller pays again. */
  amounts?: BookingAmounts;
  fieldErrors: { path: keyof BookingContact; message: string }[];
  /** ADR 1375-1377: the paperwork fields' errors (business, address, state, PAN), by path. */
  paperworkErrors?: Record<string, string>;
  toast: string;
  /** The server's own words when they tell the traveller something (sold out, date gone...). */
  detail?: string;
};

/** Failures of the service rather than of this booking: the toast says it, not the server's words. */
const serviceFailures = new Set<AppErrorCode>([
  'INTERNAL_ERROR',
  'PAYMENT_GATEWAY_UNAVAILABLE',
  'SERVICE_UNAVAILABLE',
  'DATABASE_UNAVAILABLE',
  'RATE_LIMITED',
  'UNAUTHENTICATED',
  'FORBIDDEN',
  'MALFORMED_JSON',
  'PAYLOAD_TOO_LARGE',
]);

const contactFields = new Set<string>(['name', 'email', 'phone']);
const isContactField = (path: string): path is keyof BookingContact => contactFields.has(path);

/** Reads the `{ code, error, message, errors?, amounts? }` error body of POST /v1/bookings. */
export function bookingErrorOf(error: unknown): BookingError {
  const { errorCode, message, fieldErrors, body } = parseApiError(error);
  const amounts = errorCode === 'PRICE_CHANGED' ? bookingAmounts.safeParse(body.amounts) : undefined;
  if (amounts?.success) return { amounts: amounts.data, fieldErrors: [], toast: '' };
  // A named refusal of this booking (sold out, date closed, a field) tells the traveller what to do.
  const isInformative = Boolean(message) && errorCode !== undefined && !serviceFailures.has(errorCode);
  return {
    fieldErrors: fieldErrors.flatMap(({ path, message }) =>
      isContactField(path) ? [{ path, message }] : [],
    ),
    paperworkErrors: Object.fromEntries(
      fieldErrors.filter(({ path }) => !isContactField(path)).map(({ path, message }) => [path, message]),
    ),
    toast: bookingMessages.paymentFailedToast,
    detail: isInformative && message !== bookingMessages.paymentFailedToast ? message : undefined,
  };
}
