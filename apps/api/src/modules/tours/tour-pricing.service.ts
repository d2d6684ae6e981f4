import { paiseToRupees } from '@wayfarer/shared/rules/money';
import { startingPricePaise } from '@wayfarer/shared/rules/pricing';
import { tourMessages } from '@wayfarer/shared/schemas/tour';
import type { PricingResponse, pricingBody } from '@wayfarer/shared/schemas/tour-pricing';
import type { Database } from '../../db/client.ts';
import type { FieldIssue } from '../../lib/app-error.ts';
import type { AuthUser } from '../../lib/auth-user.ts';
import { packageForUser } from './tour-access.ts';
import {
  type DepartureWithPricings,
  deleteDeparturesExcept,
  findDepartures,
  lockPackageDates,
  replaceSimplePricings,
  syncCustomPricings,
  upsertDeparture,
} from './tour-departures.repository.ts';
import { head, type Out, refuse, toRupees } from './tour-service-support.ts';
import { checkSoldPrices } from './tour-sold.ts';
import { findLiveBookings } from './tour-sold.repository.ts';
import { type PackageWithCreator, updatePackage } from './tours.repository.ts';

const toDepartureResponse = (d: DepartureWithPricings) => ({
  id: d.id,
  name: d.name,
  departureInclusions: d.inclusions,
  simplePricings: d.simplePricings.map((p) => ({
    id: p.id,
    adult: p.adult,
    child: p.child,
    price: paiseToRupees(p.pricePaise),
  })),
  customPricings: d.customPricings.map((p) => ({
    id: p.id,
    name: p.name,
    price: paiseToRupees(p.pricePaise),
    totalPeople: p.totalPeople,
  })),
});

async function pricingOf(db: Database, pkg: PackageWithCreator): Promise<PricingResponse> {
  const departures = await findDepartures(db, pkg.id);
  return {
    ...head(pkg),
    pricingType: pkg.pricingType,
    startingPrice: toRupees(pkg.startingPricePaise),
    tourPackageDepartures: departures.map(toDepartureResponse),
  };
}

export async function getPricing(db: Database, user: AuthUser, id: string): Promise<PricingResponse> {
  return pricingOf(db, await packageForUser(db, user, id));
}

type PricingInput = Out<typeof pricingBody>;

/** Ids must be this package's departure / that departure's custom pricing; combinations unique. */
function pricingIssues(input: PricingInput, existing: DepartureWithPricings[]): FieldIssue[] {
  const byId = new Map(existing.map((d) => [d.id, d]));
  const issues: FieldIssue[] = [];
  const seenDepartures = new Set<string>();
  input.tourPackageDepartures.forEach((departure, i) => {
    const at = `tourPackageDepartures.${i}`;
    const stored = departure.id ? byId.get(departure.id) : undefined;
    if (departure.id) {
      if (!stored || seenDepartures.has(departure.id)) {
        issues.push({ path: `${at}.id`, message: tourMessages.unknownDeparture });
      }
      seenDepartures.add(departure.id);
    }
    const combinations = new Set<string>();
    departure.simplePricings.forEach((pricing, j) => {
      if (pricing.adult + pricing.child < 1) {
        issues.push({ path: `${at}.simplePricings.${j}.adult`, message: tourMessages.invalidInput });
      }
      const key = `${pricing.adult}|${pricing.child}`;
      if (combinations.has(key)) {
        issues.push({ path: `${at}.simplePricings.${j}`, message: tourMessages.duplicateCombination });
      }
      combinations.add(key);
    });
    const own = new Set(stored?.customPricings.map((p) => p.id) ?? []);
    const seenCustom = new Set<string>();
    departure.customPricings.forEach((pricing, j) => {
      if (!pricing.id) return;
      if (!own.has(pricing.id) || seenCustom.has(pricing.id)) {
        issues.push({ path: `${at}.customPricings.${j}.id`, message: tourMessages.unknownCustomPricing });
      }
      seenCustom.add(pricing.id);
    });
  });
  return issues;
}

/**
 * Departures sent with their id are updated in place (their dates and custom pricing ids
 * survive); those without are created; the package's others are deleted with their dates.
 * A departure or price live bookings stand on stays (409 naming it; tour-sold.ts).
 */
export async function savePricing(
  db: Database,
  user: AuthUser,
  id: string,
  input: PricingInput,
  now: Date = new Date(),
): Promise<PricingResponse> {
  const pkg = await packageForUser(db, user, id);
  const existing = await findDepartures(db, pkg.id);
  refuse(pricingIssues(input, existing));
  const departures = input.tourPackageDepartures.map((d) => ({
    id: d.id || undefined,
    name: d.name,
    inclusions: d.departureInclusions,
    simplePricings: d.simplePricings.map((p) => ({ adult: p.adult, child: p.child, pricePaise: p.price })),
    customPricings: d.customPricings.map((p) => ({
      id: p.id || undefined,
      name: p.name,
      pricePaise: p.price,
      totalPeople: p.totalPeople,
    })),
  }));
  const starting = startingPricePaise(
    input.pricingType,
    departures.map((d) => ({
      simplePricings: d.simplePricings,
      customPricings: d.customPricings.map((p) => ({ ...p, id: p.id ?? '' })),
    })),
  );
  await db.transaction(async (tx) => {
    await lockPackageDates(tx, pkg.id);
    checkSoldPrices(await findLiveBookings(tx, pkg.id, now), existing, departures, input.pricingType);
    await deleteDeparturesExcept(
      tx,
      pkg.id,
      departures.flatMap((d) => (d.id ? [d.id] : [])),
    );
    for (const [position, departure] of departures.entries()) {
      const departureId = await upsertDeparture(tx, pkg.id, { ...departure, position });
      await replaceSimplePricings(tx, departureId, departure.simplePricings);
      await syncCustomPricings(tx, departureId, departure.customPricings);
    }
    await updatePackage(tx, pkg.id, { pricingType: input.pricingType, startingPricePaise: starting });
  });
  return getPricing(db, user, id);
}
