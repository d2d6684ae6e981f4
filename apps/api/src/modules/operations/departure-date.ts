import { operationsMessages } from '@wayfarer/shared/schemas/operations';
import type { Database } from '../../db/client.ts';
import type { PackageWithCreator } from '../tours/index.ts';
import { offeredDateOf } from '../tours/index.ts';
import type { Clock } from '../../lib/clock.ts';

// The (departure, date) a rooming list, a supplier cost or a trip-leader sheet is for —
// the package's departure on a date it offers (any date of an AnyDay package). A past date is fine:
// the costs come in and the sheet is read after the trip too.

export type DepartureRef = { date: string; departureId: string };

const messages = {
  departureNotFound: operationsMessages.dateNotFound,
  dateNotFound: operationsMessages.dateNotFound,
};

/** The departure (id and name); 404 DATE_NOT_FOUND naming `departureId` or `date` otherwise. */
export const departureDateOf = (
  deps: { db: Database; clock: Clock },
  pkg: Pick<PackageWithCreator, 'id' | 'tourType'>,
  ref: DepartureRef,
): Promise<{ id: string; name: string }> =>
  offeredDateOf(deps.db, pkg, ref, messages, deps.clock(), { allowPast: true });
