import { bookingMessages } from '@wayfarer/shared/schemas/booking';
import type { Database } from '../../../db/client.ts';
import { AppError } from '../../../lib/app-error.ts';
import { isUuid } from '../../../lib/uuid.ts';
import { travellerEmailOf } from '../../traveller-sessions/index.ts';
import { findTravellerAccess } from '../bookings.repository.ts';
import {
  calendarKeyMatches,
  calendarKeyOf,
  isSessionFor,
  manageKeyMatches,
  manageKeyOf,
} from './manage-key.ts';

type Headers = Record<string, string | string[] | undefined>;

/**
 * ADR 1302: a traveller's action on the booking goes on only with the booking's manage key in
 * X-Manage-Key, or (ADR 1310) a traveller session for the booking's address: no booking 404,
 * neither 403 MANAGE_KEY_REQUIRED. A bearer token (a creator's, an admin's) never stands in for
 * either; staff act through their own routes.
 */
export async function requireManageKey(
  db: Database,
  bookingId: unknown,
  headers: Headers,
  now: Date = new Date(),
): Promise<void> {
  const access = isUuid(bookingId) ? await findTravellerAccess(db, bookingId.toLowerCase()) : undefined;
  if (access === undefined) throw new AppError('BOOKING_NOT_FOUND', bookingMessages.bookingNotFound);
  if (manageKeyMatches(access.manageKey, manageKeyOf(headers))) return;
  if (isSessionFor(access.email, await travellerEmailOf(db, headers, now))) return;
  throw new AppError('MANAGE_KEY_REQUIRED', bookingMessages.manageKeyRequired);
}

/**
 * ADR 1311: the booking's calendar file opens with what opens the traveller's actions (the manage
 * key in X-Manage-Key, a traveller session for its address) or with the read-only calendar key in
 * the query (`?key=`), which a calendar app can hold. Answers the calendar key, for the links.
 */
export async function requireCalendarAccess(
  db: Database,
  bookingId: unknown,
  headers: Headers,
  calendarKey: string | undefined,
  now: Date = new Date(),
): Promise<string> {
  const access = isUuid(bookingId) ? await findTravellerAccess(db, bookingId.toLowerCase()) : undefined;
  if (access === undefined) throw new AppError('BOOKING_NOT_FOUND', bookingMessages.bookingNotFound);
  const allowed =
    calendarKeyMatches(access.manageKey, calendarKey) ||
    manageKeyMatches(access.manageKey, manageKeyOf(headers)) ||
    isSessionFor(access.email, await travellerEmailOf(db, headers, now));
  if (!allowed) throw new AppError('MANAGE_KEY_REQUIRED', bookingMessages.manageKeyRequired);
  return calendarKeyOf(access.manageKey);
}

/** ADR 1311: the booking's calendar key, for a reader already allowed (a traveller session's list). */
export async function calendarKeyFor(db: Database, bookingId: string): Promise<string> {
  const access = await findTravellerAccess(db, bookingId.toLowerCase());
  if (access === undefined) throw new AppError('BOOKING_NOT_FOUND', bookingMessages.bookingNotFound);
  return calendarKeyOf(access.manageKey);
}
