import { todayInIndia } from '@wayfarer/shared/rules/travel-date';
import { tourMessages } from '@wayfarer/shared/schemas/tour';
import type { AvailabilityResponse, availabilityBody } from '@wayfarer/shared/schemas/tour-pricing';
import type { Database } from '../../db/client.ts';
import type { FieldIssue } from '../../lib/app-error.ts';
import type { AuthUser } from '../../lib/auth-user.ts';
import { packageForUser } from './tour-access.ts';
import {
  findDepartureNames,
  findTourDates,
  lockPackageDates,
  syncTourDates,
} from './tour-departures.repository.ts';
import { head, type Out, refuse } from './tour-service-support.ts';
import { checkSoldDates } from './tour-sold.ts';
import { findLiveBookings } from './tour-sold.repository.ts';
import { type PackageWithCreator, updatePackage } from './tours.repository.ts';

async function availabilityOf(db: Database, pkg: PackageWithCreator): Promise<AvailabilityResponse> {
  const departures = await findDepartureNames(db, pkg.id);
  const dates = await findTourDates(db, pkg.id);
  return {
    ...head(pkg),
    tourType: pkg.tourType,
    TourDate: dates.map((d) => ({
      id: d.id,
      date: d.date,
      tourPackageDepartureId: d.departureId,
      seats: d.seats,
      closedForSale: d.closedForSale,
      minTravellers: d.minTravellers,
      confirmed: d.confirmedAt !== null,
    })),
    TourPackageDeparture: departures,
    decisionDaysBefore: pkg.decisionDaysBefore,
  };
}

export async function getAvailability(
  db: Database,
  user: AuthUser,
  id: string,
): Promise<AvailabilityResponse> {
  return availabilityOf(db, await packageForUser(db, user, id));
}

type WantedDate = {
  departureId: string;
  date: string;
  seats: number | null;
  closedForSale: boolean;
  minTravellers: number | null;
};

/**
 * AnyDay stores no dates. OneTime with `singleDate` gives every departure that date. Otherwise
 * the dates sent, a repeated (departure, date) once. A date before today in India is refused,
 * except one already stored for that departure (re-saving an older package must not fail).
 * A date with live bookings or holds stays (409 naming it otherwise; tour-sold.ts);
 * the date rows are locked first, so a checkout for one of them waits for the save or wins it.
 * Each date's minimum group size and the package's decision days are saved with them.
 */
export async function saveAvailability(
  db: Database,
  user: AuthUser,
  id: string,
  input: Out<typeof availabilityBody>,
  now: Date = new Date(),
): Promise<AvailabilityResponse> {
  const pkg = await packageForUser(db, user, id);
  const departures = await findDepartureNames(db, pkg.id);
  const departureIds = new Set(departures.map((d) => d.id));
  const stored = new Set((await findTourDates(db, pkg.id)).map((d) => `${d.departureId}|${d.date}`));
  const today = todayInIndia();
  const issues: FieldIssue[] = [];
  const wanted = new Map<string, WantedDate>();
  if (input.tourType !== 'AnyDay') {
    input.tourDates.forEach((d, i) => {
      if (!departureIds.has(d.tourPackageDepartureId)) {
        issues.push({
          path: `tourDates.${i}.tourPackageDepartureId`,
          message: tourMessages.unknownDeparture,
        });
      } else if (d.date < today && !stored.has(`${d.tourPackageDepartureId}|${d.date}`)) {
        issues.push({ path: `tourDates.${i}.date`, message: tourMessages.pastDate });
      }
      wanted.set(`${d.tourPackageDepartureId}|${d.date}`, {
        departureId: d.tourPackageDepartureId,
        date: d.date,
        seats: d.seats,
        closedForSale: d.closedForSale,
        minTravellers: d.minTravellers,
      });
    });
    if (input.tourType === 'OneTime' && input.singleDate) {
      const date = input.singleDate;
      if (date < today && ![...stored].some((key) => key.endsWith(`|${date}`))) {
        issues.push({ path: 'singleDate', message: tourMessages.pastDate });
      }
      const sent = new Map([...wanted.values()].map((d) => [d.departureId, d]));
      wanted.clear();
      for (const departure of departures) {
        wanted.set(`${departure.id}|${date}`, {
          departureId: departure.id,
          date,
          seats: sent.get(departure.id)?.seats ?? null,
          closedForSale: sent.get(departure.id)?.closedForSale ?? false,
          minTravellers: sent.get(departure.id)?.minTravellers ?? null,
        });
      }
    }
  }
  refuse(issues);
  await db.transaction(async (tx) => {
    const locked = await lockPackageDates(tx, pkg.id);
    const rows = input.tourDates.map((d) => ({
      id: d.id ?? undefined,
      departureId: d.tourPackageDepartureId,
      date: d.date,
      seats: d.seats,
    }));
    checkSoldDates(await findLiveBookings(tx, pkg.id, now), locked, rows, [...wanted.values()]);
    await syncTourDates(tx, pkg.id, [...wanted.values()]);
    // A sold date's minimum may still change (the paid people are what they are); a
    // minimum lowered to what is already paid confirms at the next decision-day job run.
    await updatePackage(tx, pkg.id, {
      tourType: input.tourType,
      ...(input.decisionDaysBefore !== null && { decisionDaysBefore: input.decisionDaysBefore }),
    });
  });
  return getAvailability(db, user, id);
}
