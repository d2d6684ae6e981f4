import { needsRecipientAddress } from '@wayfarer/shared/rules/invoice-recipient';
import { tcsPaise } from '@wayfarer/shared/rules/tcs';
import { bookingMessages, paperworkMessages, type createBookingBody } from '@wayfarer/shared/schemas/booking';
import type { CheckoutPaperworkView } from '@wayfarer/shared/schemas/paperwork';
import type { z } from '@wayfarer/shared/zod';
import type { Database } from '../../../db/client.ts';
import { AppError, type FieldIssue } from '../../../lib/app-error.ts';
import { getGstSettings, getPaperworkSettings, getTcsSettings } from '../../settings/index.ts';
import { findCheckoutPackage } from '../bookings.repository.ts';
import { isUuid } from '../../../lib/uuid.ts';
import type { PricedBooking } from './booking-pricing.ts';

// ADR 1375-1377: what the law asks of a checkout beyond the booking itself, checked against the
// server's own total: a business booking's pair, the recipient's address from Rs 50,000 (GST rule
// 46), the lead traveller's PAN and the TCS of an overseas package.

/** The checkout's fields the paperwork reads (a checkout's body, or an admin-made booking's). */
type CreateInput = Pick<
  z.output<typeof createBookingBody>,
  'businessName' | 'businessGstin' | 'billingAddress' | 'stateCode' | 'pan'
>;

/** The booking's paperwork columns, as checkout stores them. */
export type CheckoutPaperwork = {
  businessName: string | null;
  businessGstin: string | null;
  billingAddress: string | null;
  pan: string | null;
  /** TCS charged with the first payment (0 for a package in India). */
  tcsPaise: number;
};

/** A tax invoice will be issued (a GSTIN is set) and its taxable value reaches Rs 50,000. */
async function addressNeeded(db: Database, totalPaise: number): Promise<boolean> {
  const gst = await getGstSettings(db);
  return gst.gstin !== '' && needsRecipientAddress(totalPaise, gst.gstRatePercent);
}

/** 400 naming each missing field, or the columns to store. */
export async function checkoutPaperwork(
  db: Database,
  body: CreateInput,
  priced: PricedBooking,
): Promise<CheckoutPaperwork> {
  const issues: FieldIssue[] = [];
  const business = Boolean(body.businessName || body.businessGstin);
  if (business && !body.businessName)
    issues.push({ path: 'businessName', message: paperworkMessages.businessNameRequired });
  if (business && !body.businessGstin)
    issues.push({ path: 'businessGstin', message: paperworkMessages.gstinRequired });
  // A business recipient is registered: its GSTIN names its state and the rule-46 address is
  // the consumer's (an unregistered recipient's).
  if (!business && (await addressNeeded(db, priced.totalPaise))) {
    if (!body.billingAddress)
      issues.push({ path: 'billingAddress', message: paperworkMessages.addressRequired });
    if (!body.stateCode) issues.push({ path: 'stateCode', message: paperworkMessages.stateRequired });
  }
  if (priced.pkg.isInternational && !body.pan)
    issues.push({ path: 'pan', message: paperworkMessages.panRequired });
  if (issues.length > 0) throw new AppError('VALIDATION_FAILED', issues[0]!.message, issues);

  return {
    businessName: business ? (body.businessName ?? null) : null,
    businessGstin: business ? (body.businessGstin ?? null) : null,
    billingAddress: body.billingAddress ?? null,
    pan: priced.pkg.isInternational ? (body.pan ?? null) : null,
    tcsPaise: priced.pkg.isInternational ? tcsPaise(priced.totalPaise, await getTcsSettings(db)) : 0,
  };
}

/**
 * GET /v1/bookings/checkout-paperwork?tourPackageId=: what the checkout screen asks before paying
 * for this package — whether it is overseas (PAN and TCS), the TCS rates, and the total from which
 * the recipient's address is asked (null when no invoices are issued). 404 for no such package.
 */
export async function getCheckoutPaperwork(
  db: Database,
  tourPackageId: string,
): Promise<CheckoutPaperworkView> {
  const pkg = isUuid(tourPackageId) ? await findCheckoutPackage(db, tourPackageId) : undefined;
  if (pkg?.status !== 'Published')
    throw new AppError('PACKAGE_UNAVAILABLE', bookingMessages.packageUnavailable);
  return { international: pkg.isInternational, ...(await getPaperworkSettings(db)) };
}
