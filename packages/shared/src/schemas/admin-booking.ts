import { paymentStatuses } from '../enums.ts';
import { atMost } from '../messages.ts';
import { MAX_ADMIN_DISCOUNT_PERCENT } from '../rules/admin-booking.ts';
import { rupeesToPaise } from '../rules/money.ts';
import { z } from '../zod.ts';
import { createBookingBody } from './booking.ts';

// Bookings the admin makes (ADR 1360): the checkout's fields, an optional lead and an optional
// discount with its reason; the answer carries the payment link (ADR 1361).

export const adminBookingMessages = {
  discountAmount: 'Enter the discount in rupees, more than 0 with at most 2 decimals',
  discountTooLarge: `The discount can be at most ${MAX_ADMIN_DISCOUNT_PERCENT}% of the package amount`,
  discountReasonRequired: 'Give a reason for the discount',
  leadNotFound: 'Lead not found',
  leadHasBooking: 'This lead already became a booking',
  notAwaitingPayment: 'This booking is not awaiting payment',
  linkStillLive: 'The payment link is still live; copy or e-mail it instead',
  linkExpired: 'The payment link has expired; renew it first',
  noLink: 'This booking has no payment link',
} as const;

export const adminDiscount = z.object({
  /** Rupees, at most 2 decimals; bounded by the package amount on the server. */
  amount: z
    .number({ message: adminBookingMessages.discountAmount })
    .positive({ message: adminBookingMessages.discountAmount })
    .max(1_000_000_000, { message: adminBookingMessages.discountAmount })
    .refine((v) => rupeesToPaise(v) !== null, { message: adminBookingMessages.discountAmount }),
  reason: z
    .string({ message: adminBookingMessages.discountReasonRequired })
    .trim()
    .min(3, { message: adminBookingMessages.discountReasonRequired })
    .max(500, atMost(500)),
});

export const adminCreateBookingBody = createBookingBody
  .omit({ couponCode: true, packageAmount: true, totalAmount: true, shareCode: true })
  .extend({
    leadId: z.string().trim().max(100).optional(),
    discount: adminDiscount.optional(),
    // A payment link asks for one amount: the token or the whole (an instalment plan is the
    // traveller's choice at checkout, ADR 1365).
    paymentType: z.enum(['token', 'full']).default('token'),
  });
export type AdminCreateBookingBody = z.input<typeof adminCreateBookingBody>;

/** A booking's payment link as the admin screen shows it. */
export const paymentLink = z.object({
  bookingId: z.string(),
  bookingNumber: z.string(),
  paymentUrl: z.string().nullable(),
  /** When the link (and the seats it holds) expires; null when there is no link. */
  expiresAt: z.string().nullable(),
  /** live: payable now; expired: renew it; paid: the booking is paid; none: no link. */
  state: z.enum(['live', 'expired', 'paid', 'none']),
  paymentStatus: z.enum(paymentStatuses),
  amount: z.number(),
  /** The message the admin copies for WhatsApp (null without a live link). */
  message: z.string().nullable(),
});
export type PaymentLink = z.infer<typeof paymentLink>;

export const adminCreateBookingResponse = z.object({
  bookingId: z.string(),
  bookingNumber: z.string(),
  paymentUrl: z.string(),
  expiresAt: z.string(),
});
export type AdminCreateBookingResponse = z.infer<typeof adminCreateBookingResponse>;
