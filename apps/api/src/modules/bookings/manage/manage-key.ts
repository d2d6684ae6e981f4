import { createHash, createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import { normalizeEmail } from '@wayfarer/shared/rules/email';
import { MANAGE_KEY_HEADER } from '@wayfarer/shared/schemas/booking-manage';

// ADR 1302: the traveller's manage key. The booking id is seen by staff (lists, exports, e-mails
// to the creator), so the traveller's actions ask for this per-booking secret as well.

/** 32 random bytes, base64url (43 characters): what checkout gives a new booking. */
export const newManageKey = (): string => randomBytes(32).toString('base64url');

const digest = (value: string) => createHash('sha256').update(value, 'utf8').digest();

/**
 * Whether `given` is the booking's key, compared in constant time: both sides are hashed first,
 * so timingSafeEqual always compares two 32-byte buffers whatever length was sent.
 */
export function manageKeyMatches(stored: string, given: string | undefined): boolean {
  if (typeof given !== 'string' || given.length === 0 || given.length > 200) return false;
  return timingSafeEqual(digest(stored), digest(given));
}

/** The X-Manage-Key header's value (the first when sent twice). */
export function manageKeyOf(headers: Record<string, string | string[] | undefined>): string | undefined {
  const value = headers[MANAGE_KEY_HEADER];
  return Array.isArray(value) ? value[0] : value;
}

/**
 * ADR 1311: the booking's calendar key, a read-only key derived from the manage key
 * (HMAC-SHA256, base64url): it opens the calendar file and nothing else, so the .ics link can be
 * handed to a calendar app (which fetches it from its own servers) without handing it the booking.
 */
export const calendarKeyOf = (manageKey: string): string =>
  createHmac('sha256', manageKey).update('wayfarer-calendar', 'utf8').digest('base64url');

/** Whether `given` is the booking's calendar key (constant time, as the manage key). */
export const calendarKeyMatches = (manageKey: string, given: string | undefined): boolean =>
  manageKeyMatches(calendarKeyOf(manageKey), given);

/**
 * ADR 1310: whether a traveller's session stands for the booking: the session's address (kept
 * lower-cased) is the booking's in any letter case.
 */
export const isSessionFor = (bookingEmail: string, sessionEmail: string | undefined): boolean =>
  sessionEmail !== undefined && normalizeEmail(bookingEmail) === sessionEmail;
