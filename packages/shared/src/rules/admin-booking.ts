import { INDIA_TIME_ZONE } from './travel-date.ts';

// Bookings the admin makes (ADR 1360, 1361): the discount's bound and the payment link's life.

/** An admin's discount takes at most this share of the package amount (a goodwill gesture, not a giveaway). */
export const MAX_ADMIN_DISCOUNT_PERCENT = 50;

/** The largest discount the admin may give on a package amount, in paise (rounded down). */
export const maxAdminDiscountPaise = (packageAmountPaise: number): number =>
  Math.floor((packageAmountPaise * MAX_ADMIN_DISCOUNT_PERCENT) / 100);

/**
 * How long a payment link (and the seats it holds) lives: PhonePe Standard Checkout's longest
 * order life (expireAfter 3600 s). An expired link is renewed by the admin.
 */
export const PAYMENT_LINK_TTL_MINUTES = 60;

/** The text the admin copies for WhatsApp: who it is for, the amount, the link and its expiry. */
export function paymentLinkMessage(input: {
  name: string;
  bookingNumber: string;
  packageTitle: string;
  amount: string;
  url: string;
  expiresAt: string;
}): string {
  return [
    `Hello ${input.name}, here is the payment link for your booking ${input.bookingNumber} (${input.packageTitle}).`,
    `Amount due now: ${input.amount}`,
    input.url,
    `The link works until ${input.expiresAt}.`,
  ].join('\n');
}

/** A link's expiry as the traveller reads it, in India time: "2 Dec 2026, 4:05 pm IST". */
export function formatLinkExpiry(iso: string): string {
  const text = new Intl.DateTimeFormat('en-IN', {
    timeZone: INDIA_TIME_ZONE,
    day: 'numeric',
    month: 'short',
    year: 'numeric',
    hour: 'numeric',
    minute: '2-digit',
    hour12: true,
  }).format(new Date(iso));
  return `${text} IST`;
}
