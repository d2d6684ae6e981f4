import { operationsMessages } from '@wayfarer/shared/schemas/operations';
import { tourMessages } from '@wayfarer/shared/schemas/tour';
import type { DepartureNotesResponse, departureNotesBody } from '@wayfarer/shared/schemas/trip-details';
import type { z } from '@wayfarer/shared/zod';
import type { Database } from '../../db/client.ts';
import { AppError } from '../../lib/app-error.ts';
import type { AuthUser } from '../../lib/auth-user.ts';
import { offeredDateOf, packageForUser } from '../tours/index.ts';
import { isUuid } from '../../lib/uuid.ts';
import { findDepartureOfPackage, findNotes, upsertNotes } from './trip-details.repository.ts';

// The creator's "Before you go" notes per date (meeting point, what to pack);
// the booking page shows them from the balance due date.

async function departureOf(db: Database, user: AuthUser, packageId: string, departureId: string) {
  const pkg = await packageForUser(db, user, packageId);
  const departure = isUuid(departureId) ? await findDepartureOfPackage(db, pkg.id, departureId) : undefined;
  if (!departure) throw new AppError('DATE_NOT_FOUND', tourMessages.unknownDeparture);
  return { pkg, departure };
}

export async function getDepartureNotes(
  db: Database,
  user: AuthUser,
  packageId: string,
  query: { date: string; departureId: string },
): Promise<DepartureNotesResponse> {
  const { departure } = await departureOf(db, user, packageId, query.departureId);
  const row = await findNotes(db, departure.id, query.date);
  return { date: query.date, departureId: departure.id, notes: row?.notes ?? '' };
}

export async function saveDepartureNotes(
  db: Database,
  user: AuthUser,
  packageId: string,
  body: z.output<typeof departureNotesBody>,
): Promise<DepartureNotesResponse> {
  const pkg = await packageForUser(db, user, packageId);
  // A date the package offers, today or later (round 4, item 6).
  const departure = await offeredDateOf(db, pkg, body, {
    departureNotFound: tourMessages.unknownDeparture,
    dateNotFound: operationsMessages.dateNotFound,
  });
  const row = await upsertNotes(db, {
    packageId: pkg.id,
    departureId: departure.id,
    date: body.date,
    notes: body.notes,
  });
  return { date: row.date, departureId: row.departureId, notes: row.notes };
}
