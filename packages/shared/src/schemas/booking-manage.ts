import { travellerGenders, travellerIdTypes } from '../enums.ts';
import {
  CANCELLATION_REASON_MAX,
  TRAVELLER_AGE_MAX,
  TRAVELLER_NAME_MAX,
} from '../rules/booking-lifecycle.ts';
import { atMost, messages } from '../messages.ts';
import { isEmail } from '../rules/email.ts';
import { CREATOR_PHONE_PATTERN } from '../rules/phone.ts';
import { z } from '../zod.ts';
import { bookingMessages } from './booking.ts';

// After checkout: the bodies of the manage-booking and cancellation endpoints.

const reason = z
  .string({ message: bookingMessages.reasonRequired })
  .trim()
  .min(1, { message: bookingMessages.reasonRequired })
  .max(CANCELLATION_REASON_MAX, atMost(CANCELLATION_REASON_MAX));

/**
 * ADR 1302: the header every traveller's action carries, the booking's manage key (from the
 * checkout's answer or the e-mail link). Optional here so its absence answers 403
 * MANAGE_KEY_REQUIRED, not a validation error.
 */
export const MANAGE_KEY_HEADER = 'x-manage-key';
export const manageKeyHeaders = z.object({ [MANAGE_KEY_HEADER]: z.string().max(200).optional() });

/** POST /v1/bookings/{id}/cancellation-request */
export const cancellationRequestBody = z.object({ reason });
export type CancellationRequestBody = z.input<typeof cancellationRequestBody>;

/** POST /v1/bookings/{id}/cancel (ADMIN): refundAmount in rupees overrides the policy's quote. */
export const cancelBookingBody = z.object({
  reason,
  refundAmount: z.number().min(0).max(1_000_000_000).optional(),
});
export type CancelBookingBody = z.input<typeof cancelBookingBody>;

export const travellerMessages = {
  nameTooLong: `Name must be at most ${TRAVELLER_NAME_MAX} characters`,
  age: `Age must be a whole number from 0 to ${TRAVELLER_AGE_MAX}`,
  idNumber: 'ID number: letters, digits, spaces and hyphens, at most 30',
  idNumberRequired: 'Enter the ID number for this ID type',
  invalidEmail: 'Enter a valid e-mail address',
} as const;

/** A traveller's own e-mail (optional): the spec's e-mail rule; '' or null clears it. */
export const travellerEmail = z
  .string({ message: travellerMessages.invalidEmail })
  .trim()
  .max(254, { message: travellerMessages.invalidEmail })
  .refine((v) => v === '' || isEmail(v), { message: travellerMessages.invalidEmail })
  .nullish();
/** A traveller's own phone (optional): the spec's 10 digits, 6-9 first; '' or null clears it. */
export const travellerPhone = z
  .string({ message: messages.invalidPhone })
  .trim()
  .refine((v) => v === '' || CREATOR_PHONE_PATTERN.test(v), { message: messages.invalidPhone })
  .nullish();

/** PUT /v1/bookings/{id}/travellers: exactly `people` rows. */
export const travellerRow = z
  .object({
    name: z
      .string({ message: messages.nameRequired })
      .trim()
      .min(1, { message: messages.nameRequired })
      .max(TRAVELLER_NAME_MAX, { message: travellerMessages.nameTooLong }),
    age: z
      .number({ error: (issue) => (issue.input === undefined ? messages.required : travellerMessages.age) })
      .int({ message: travellerMessages.age })
      .min(0, { message: travellerMessages.age })
      .max(TRAVELLER_AGE_MAX, { message: travellerMessages.age }),
    gender: z.enum(travellerGenders).nullish(),
    idType: z.enum(travellerIdTypes).nullish(),
    idNumber: z
      .string({ message: travellerMessages.idNumber })
      .trim()
      .max(30, { message: travellerMessages.idNumber })
      .regex(/^[A-Za-z0-9 -]*$/, { message: travellerMessages.idNumber })
      .nullish(),
    // ADR 1372: each traveller's own contact, optional; left out keeps the saved one.
    email: travellerEmail,
    phone: travellerPhone,
  })
  // An ID type needs its number. Left out (undefined) means "keep the saved one", which
  // the server checks against what it holds.
  .superRefine((row, ctx) => {
    if (row.idType && (row.idNumber === null || row.idNumber === ''))
      ctx.addIssue({ code: 'custom', path: ['idNumber'], message: travellerMessages.idNumberRequired });
  });
export type TravellerRow = z.input<typeof travellerRow>;
export const travellersBody = z.array(travellerRow).max(200);

/** POST /v1/bookings/{id}/balance answers the gateway's pay page, like checkout. */
export const balancePaymentResponse = z.object({
  data: z.object({ instrumentResponse: z.object({ redirectInfo: z.object({ url: z.string() }) }) }),
});
export type BalancePaymentResponse = z.infer<typeof balancePaymentResponse>;
