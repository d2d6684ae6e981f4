import {
  type BookingAmounts,
  type BookingContact,
  bookingAmounts,
  bookingMessages,
} from '@wayfarer/shared/schemas/booking';
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

const contactFields = new Set<string>(['name', 'email', 'phone']);
const isContactField = (path: string): path is keyof BookingContact => contactFields.has(path);

/** Reads the `{ code, error, message, errors?, amounts? }` error body of POST /v1/bookings. */
export function bookingErrorOf(error: unknown): BookingError {
  const { status, errorCode, message, fieldErrors, body } = parseApiError(error);
  const amounts = errorCode === 'PRICE_CHANGED' ? bookingAmounts.safeParse(body.amounts) : undefined;
  if (amounts?.success) return { amounts: amounts.data, fieldErrors: [], toast: '' };
  const isInformative = Boolean(message) && (status === 400 || status === 409 || status === 422);
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
