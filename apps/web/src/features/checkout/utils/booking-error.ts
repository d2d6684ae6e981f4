import type { SerializedError } from '@reduxjs/toolkit';
import type { FetchBaseQueryError } from '@reduxjs/toolkit/query';
import { type BookingAmounts, type BookingContact, bookingMessages } from '@wayfarer/shared/schemas/booking';

type BookingError = {
  /** 409 "price changed": the server's current amounts, to show before the traveller pays again. */
  amounts?: BookingAmounts;
  fieldErrors: { path: keyof BookingContact; message: string }[];
  toast: string;
  /** The server's own words when they tell the traveller something (sold out, date gone...). */
  detail?: string;
};

const contactFields = new Set<string>(['name', 'email', 'phone']);

/** Reads the `{ code, message, errors?, amounts? }` error body of POST /v1/bookings. */
export function bookingErrorOf(error: FetchBaseQueryError | SerializedError | undefined): BookingError {
  const status = error && 'status' in error ? error.status : undefined;
  const data = (error && 'data' in error ? error.data : undefined) as
    | { message?: unknown; errors?: unknown; amounts?: BookingAmounts }
    | undefined;
  if (status === 409 && data?.amounts) return { amounts: data.amounts, fieldErrors: [], toast: '' };
  const fieldErrors = Array.isArray(data?.errors)
    ? (data.errors as { path?: unknown; message?: unknown }[])
        .filter(
          (e) => typeof e.path === 'string' && contactFields.has(e.path) && typeof e.message === 'string',
        )
        .map((e) => ({ path: e.path as keyof BookingContact, message: e.message as string }))
    : [];
  const message = typeof data?.message === 'string' ? data.message : undefined;
  const isInformative = Boolean(message) && (status === 400 || status === 409 || status === 422);
  return {
    fieldErrors,
    toast: bookingMessages.paymentFailedToast,
    detail: isInformative && message !== bookingMessages.paymentFailedToast ? message : undefined,
  };
}
