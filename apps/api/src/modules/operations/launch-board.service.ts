import {
  LAUNCH_MINUTES,
  type LaunchResponse,
  type launchQuery,
  operationsMessages,
} from '@wayfarer/shared/schemas/operations';
import type { z } from '@wayfarer/shared/zod';
import { AppError } from '../../lib/app-error.ts';
import type { AuthUser } from '../../lib/auth-user.ts';
import { isUuid } from '../../lib/uuid.ts';
import { packageForUser } from '../tours/index.ts';
import { findLaunchDate, launchMinutes, launchWaitlist } from './launch-board.repository.ts';
import type { OperationsDeps } from './operations.service.ts';

/**
 * How a date's launch went (ADR 1352), for the admin or the package's creator (another creator's
 * package 404): the seats sold in each minute of the first hour after bookings opened — the
 * date's first checkout — counted at the minute their checkout started if the booking was paid
 * and is live; the minute the last seat went; and the waitlist.
 */
export async function getLaunchBoard(
  deps: OperationsDeps,
  user: AuthUser,
  packageId: string,
  query: z.output<typeof launchQuery>,
): Promise<LaunchResponse> {
  const pkg = await packageForUser(deps.db, user, packageId);
  const where = { packageId: pkg.id, departureId: query.departureId, date: query.date };
  const date = isUuid(query.departureId) ? await findLaunchDate(deps.db, where) : undefined;
  if (!date) throw new AppError('DATE_NOT_FOUND', operationsMessages.dateNotFound);
  const [sales, waitlist] = await Promise.all([
    launchMinutes(deps.db, where),
    launchWaitlist(deps.db, date.id),
  ]);
  const perMinute = Array.from({ length: LAUNCH_MINUTES }, () => 0);
  for (const { minute, seats } of sales.minutes)
    if (minute >= 0 && minute < LAUNCH_MINUTES) perMinute[minute] = (perMinute[minute] ?? 0) + seats;
  let soldOutMinute: number | null = null;
  if (date.seats !== null) {
    let sold = 0;
    for (const [minute, seats] of perMinute.entries()) {
      sold += seats;
      if (sold >= date.seats) {
        soldOutMinute = minute;
        break;
      }
    }
  }
  return {
    package: { id: pkg.id, title: pkg.title },
    date: query.date,
    departureId: query.departureId,
    departureName: date.departureName,
    seats: date.seats,
    openedAt: sales.openedAt?.toISOString() ?? null,
    perMinute,
    soldFirstHour: perMinute.reduce((sum, seats) => sum + seats, 0),
    soldTotal: sales.soldTotal,
    soldOutMinute,
    waitlist,
  };
}
