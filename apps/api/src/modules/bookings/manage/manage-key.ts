import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';
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
