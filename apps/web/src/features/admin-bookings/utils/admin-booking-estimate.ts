import { maxAdminDiscountPaise } from '@wayfarer/shared/rules/admin-booking';
import { dueNowPaise, nearestPaise, rupeesToPaise } from '@wayfarer/shared/rules/money';
import { priceCustoms, priceRooms } from '@wayfarer/shared/rules/pricing';
import { bookableDates } from '@wayfarer/shared/rules/travel-date';
import type { PublicPackage } from '@wayfarer/shared/schemas/tour-public';

// The "New booking" screen's selection and the estimate it shows beside it. The estimate uses the
// shared calculators on the package's public pricing; the server prices again from the stored
// package (ADR 1360) and never reads these amounts.

export type Selection = {
  departureId: string;
  /** Simple pricing: one entry per room, the pricing row's id (`key` tells the rows apart). */
  rooms: { key: string; pricingId: string }[];
  /** Custom pricing: quantity per item id. */
  quantities: Record<string, number>;
};

/** The bookable dates of a departure (none listed for an any-day package: the admin picks one). */
export function datesOf(
  pkg: PublicPackage,
  departureId: string,
): { date: string; seatsLeft: number | null }[] {
  const unavailable = new Set(
    [...pkg.SoldOutDate, ...pkg.ClosedDate]
      .filter((d) => d.tourPackageDepartureId === departureId)
      .map((d) => d.date.slice(0, 10)),
  );
  const rows = pkg.TourDate.filter((d) => d.tourPackageDepartureId === departureId).map((d) => ({
    date: d.date.slice(0, 10),
    seatsLeft: d.seatsLeft,
  }));
  const open = new Set(bookableDates(rows.map((r) => r.date)));
  return rows.filter((r) => open.has(r.date) && !unavailable.has(r.date));
}

/** The body's selection fields: adults/child for rooms, customs for items. */
export function selectionBody(pkg: PublicPackage, selection: Selection) {
  if (pkg.pricingType === 'Simple') {
    const rows = selection.rooms
      .map((room) => pkg.TourSimplePricing.find((p) => p.id === room.pricingId))
      .filter((p) => p !== undefined);
    return { adults: rows.map((p) => p.adult), child: rows.map((p) => p.child) };
  }
  return {
    customs: Object.entries(selection.quantities)
      .filter(([, value]) => value > 0)
      .map(([id, value]) => ({ id, value })),
  };
}

let roomKeys = 0;
/** A room row of the selection, with a key of its own. */
export const roomRow = (pricingId: string) => ({ key: `room-${++roomKeys}`, pricingId });

export type Estimate = {
  valid: boolean;
  people: number;
  packagePaise: number;
  discountPaise: number;
  maxDiscountPaise: number;
  dueNowPaise: number;
};

export function estimate(
  pkg: PublicPackage,
  selection: Selection,
  discount: string,
  paymentType: 'token' | 'full',
): Estimate {
  let valid: boolean;
  let people: number;
  let packagePaise: number;
  if (pkg.pricingType === 'Simple') {
    const pricings = pkg.TourSimplePricing.filter((p) => p.tourPackageDepartureId === selection.departureId);
    const rooms = selection.rooms
      .map((room) => pricings.find((p) => p.id === room.pricingId))
      .filter((p) => p !== undefined)
      .map((p) => ({ adult: p.adult, child: p.child }));
    const priced = priceRooms(
      pricings.map((p) => ({ adult: p.adult, child: p.child, pricePaise: nearestPaise(p.price) })),
      rooms,
    );
    ({ valid, people } = priced);
    valid = valid && rooms.length === selection.rooms.length;
    packagePaise = priced.totalPaise;
  } else {
    const pricings = pkg.TourCustomPricing.filter((p) => p.tourPackageDepartureId === selection.departureId);
    const priced = priceCustoms(
      pricings.map((p) => ({
        id: p.id,
        name: p.name,
        pricePaise: nearestPaise(p.price),
        totalPeople: p.totalPeople,
      })),
      Object.entries(selection.quantities).map(([id, value]) => ({ id, value })),
    );
    ({ valid, people } = priced);
    packagePaise = priced.totalPaise;
  }
  const maxDiscount = maxAdminDiscountPaise(packagePaise);
  const asked = discount.trim() ? (rupeesToPaise(discount) ?? 0) : 0;
  const discountPaise = Math.min(asked, maxDiscount);
  return {
    valid,
    people,
    packagePaise,
    discountPaise,
    maxDiscountPaise: maxDiscount,
    dueNowPaise: dueNowPaise(packagePaise - discountPaise, paymentType),
  };
}
