import type { PricingType } from '@wayfarer/shared/enums';
import { firstInstalmentPaise, type PlanInstalment } from '@wayfarer/shared/rules/instalments';
import { dueNowPaise, rupeesToPaise } from '@wayfarer/shared/rules/money';
import { priceCustoms, priceRooms } from '@wayfarer/shared/rules/pricing';
import { isBookableDate } from '@wayfarer/shared/rules/travel-date';
import { bookingMessages, type createBookingBody } from '@wayfarer/shared/schemas/booking';
import type { z } from '@wayfarer/shared/zod';
import type { Database } from '../../../db/client.ts';
import { AppError, type AppErrorCode } from '../../../lib/app-error.ts';
import { isUuid } from '../../../lib/uuid.ts';
import type { CustomSelectionItem, SimpleSelectionItem } from '../bookings.repository.ts';
import { findDepartures } from '../../tours/index.ts';
import { findCheckoutPackage, findTourDate } from '../bookings.repository.ts';
import type { CouponRow } from '../../coupons/index.ts';
import { couponDiscount } from '../../coupons/index.ts';

// Checkout's amounts, from the stored pricing only. The client's amounts are compared
// by the caller, never used.

export type PricedBooking = {
  pkg: { id: string; creatorId: string; title: string; pricingType: PricingType; isInternational: boolean };
  departure: { id: string; name: string };
  travelDate: string;
  /** The dated departure row when there is one (seat caps live there). */
  tourDate: { id: string; seats: number | null; closedForSale: boolean } | null;
  selection: SimpleSelectionItem[] | CustomSelectionItem[];
  people: number;
  packageAmountPaise: number;
  discountPaise: number;
  totalPaise: number;
  dueNowPaise: number;
  coupon: CouponRow | null;
  /** ADR 1365: the package's plan, frozen on a booking paid in instalments (null otherwise). */
  instalmentPlan: PlanInstalment[] | null;
};

const bad = (code: AppErrorCode, message: string, path?: string) =>
  new AppError(code, message, path ? [{ path, message }] : undefined);

export async function priceBooking(
  db: Database,
  // Where the visitor came from (the share code) plays no part in the price.
  body: Omit<z.output<typeof createBookingBody>, 'shareCode'>,
  now: Date = new Date(),
): Promise<PricedBooking> {
  if (!isUuid(body.tourPackageId))
    throw new AppError('PACKAGE_UNAVAILABLE', bookingMessages.packageUnavailable);
  const pkg = await findCheckoutPackage(db, body.tourPackageId);
  if (!pkg) throw new AppError('PACKAGE_UNAVAILABLE', bookingMessages.packageUnavailable);
  if (pkg.status !== 'Published') throw bad('PACKAGE_NOT_BOOKABLE', bookingMessages.packageUnavailable);

  const departures = await findDepartures(db, pkg.id);
  const departure = isUuid(body.departureId)
    ? departures.find((d) => d.id === body.departureId.toLowerCase())
    : undefined;
  if (!departure) throw bad('VALIDATION_FAILED', bookingMessages.departureUnknown, 'departureId');

  if (!isBookableDate(body.travelDate, now))
    throw bad('DATE_UNAVAILABLE', bookingMessages.dateUnavailable, 'travelDate');
  const dateRow = await findTourDate(db, departure.id, body.travelDate);
  if (pkg.tourType !== 'AnyDay' && !dateRow)
    throw bad('DATE_UNAVAILABLE', bookingMessages.dateUnavailable, 'travelDate');
  if (dateRow?.closedForSale) throw new AppError('DATE_CLOSED_FOR_SALE', bookingMessages.closedForSale);

  let selection: SimpleSelectionItem[] | CustomSelectionItem[];
  let people: number;
  let packageAmountPaise: number;
  if (pkg.pricingType === 'Simple') {
    const adults = body.adults ?? [];
    const child = body.child ?? [];
    if (adults.length === 0 || adults.length !== child.length) {
      throw bad('VALIDATION_FAILED', bookingMessages.invalidSelection, 'adults');
    }
    const rooms = adults.map((adult, i) => ({ adult, child: child[i] ?? 0 }));
    const priced = priceRooms(
      departure.simplePricings.map((p) => ({ adult: p.adult, child: p.child, pricePaise: p.pricePaise })),
      rooms,
    );
    if (!priced.valid || priced.people < 1)
      throw bad('VALIDATION_FAILED', bookingMessages.invalidSelection, 'adults');
    selection = priced.rooms.map((r) => ({ adult: r.adult, child: r.child, pricePaise: r.pricePaise ?? 0 }));
    people = priced.people;
    packageAmountPaise = priced.totalPaise;
  } else {
    const customs = (body.customs ?? []).map((c) => ({ id: c.id.toLowerCase(), value: c.value }));
    if (customs.length === 0) throw bad('VALIDATION_FAILED', bookingMessages.selectionRequired, 'customs');
    if (new Set(customs.map((c) => c.id)).size !== customs.length) {
      throw bad('VALIDATION_FAILED', bookingMessages.invalidSelection, 'customs');
    }
    const priced = priceCustoms(
      departure.customPricings.map((p) => ({
        id: p.id,
        name: p.name,
        pricePaise: p.pricePaise,
        totalPeople: p.totalPeople,
      })),
      customs,
    );
    if (!priced.valid) throw bad('VALIDATION_FAILED', bookingMessages.selectionRequired, 'customs');
    selection = priced.items
      .filter((item) => item.value > 0)
      .map((item) => ({
        id: item.id,
        name: item.name ?? '',
        pricePaise: item.pricePaise,
        value: item.value,
        totalPeople: item.totalPeople,
      }));
    people = priced.people;
    packageAmountPaise = priced.totalPaise;
  }

  let coupon: CouponRow | null = null;
  let discountPaise = 0;
  if (body.couponCode?.trim()) {
    const applied = await couponDiscount(db, body.couponCode, pkg.id, packageAmountPaise, now);
    coupon = applied.coupon;
    discountPaise = applied.discountPaise;
  }
  const totalPaise = Math.max(0, packageAmountPaise - discountPaise);
  // ADR 1365: instalments only on a package with a plan; the first (with any instalment already
  // due on a late booking folded in) is what the checkout charges.
  const instalmentPlan = body.paymentType === 'instalments' ? pkg.instalmentPlan : null;
  if (body.paymentType === 'instalments' && !instalmentPlan?.length)
    throw bad('VALIDATION_FAILED', bookingMessages.noInstalmentPlan, 'paymentType');
  return {
    pkg: {
      id: pkg.id,
      creatorId: pkg.creatorId,
      title: pkg.title,
      pricingType: pkg.pricingType,
      isInternational: pkg.isInternational,
    },
    departure: { id: departure.id, name: departure.name },
    travelDate: body.travelDate,
    tourDate: dateRow ?? null,
    selection,
    people,
    packageAmountPaise,
    discountPaise,
    totalPaise,
    dueNowPaise: instalmentPlan
      ? firstInstalmentPaise(instalmentPlan, totalPaise, body.travelDate, now)
      : dueNowPaise(totalPaise, body.paymentType),
    coupon,
    instalmentPlan,
  };
}

/** True when the client sent amounts (rupees) that are not the server's (compared in paise). */
export function clientAmountsDiffer(
  body: { packageAmount?: number; totalAmount?: number },
  priced: Pick<PricedBooking, 'packageAmountPaise' | 'totalPaise'>,
): boolean {
  const differs = (sent: number | undefined, paise: number) =>
    sent !== undefined && rupeesToPaise(sent) !== paise;
  return (
    differs(body.packageAmount, priced.packageAmountPaise) || differs(body.totalAmount, priced.totalPaise)
  );
}
