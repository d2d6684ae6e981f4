import { bookingMessages } from '@wayfarer/shared/schemas/booking';
import type { Database } from '../../../db/client.ts';
import { AppError } from '../../../lib/app-error.ts';
import { isUuid } from '../../../lib/uuid.ts';
import { findManageKey } from '../bookings.repository.ts';
import { manageKeyMatches, manageKeyOf } from './manage-key.ts';

type Headers = Record<string, string | string[] | undefined>;

/**
 * ADR 1302: a traveller's action on the booking goes on only with the booking's manage key in
 * X-Manage-Key: no booking 404, no key or a wrong one 403 MANAGE_KEY_REQUIRED. A bearer token
 * (a creator's, an admin's) never stands in for it; staff act through their own routes.
 */
export async function requireManageKey(db: Database, bookingId: unknown, headers: Headers): Promise<void> {
  const stored = isUuid(bookingId) ? await findManageKey(db, bookingId.toLowerCase()) : undefined;
  if (stored === undefined) throw new AppError('BOOKING_NOT_FOUND', bookingMessages.bookingNotFound);
  if (!manageKeyMatches(stored, manageKeyOf(headers))) {
    throw new AppError('MANAGE_KEY_REQUIRED', bookingMessages.manageKeyRequired);
  }
}
