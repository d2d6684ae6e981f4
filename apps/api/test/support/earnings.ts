import { randomBytes } from 'node:crypto';
import type {
  BookingStatus,
  CommissionType,
  PaymentKind,
  PaymentStatus,
  RefundStatus,
} from '@wayfarer/shared/enums';
import { eq } from 'drizzle-orm';
import type { Database } from '../../src/db/client.ts';
import {
  bookings,
  emailVerifications,
  paymentAttempts,
  refunds,
  tourPackages,
  users,
} from '../../src/db/schema.ts';

// Fixtures for the earnings and reviews tests (not a test file itself): bookings, payment
// attempts and refunds written straight into their tables, in the states the booking lifecycle
// leaves them in, so the hooks can be driven directly as the lifecycle's code will call them.

const suffix = () => randomBytes(4).toString('hex');

export type BookingFixture = {
  id: string;
  bookingNumber: string;
  packageId: string;
  creatorId: string;
  /** ADR 1302: the traveller's key (the column's default here, as no checkout wrote it). */
  manageKey: string;
};

export async function insertBooking(
  db: Database,
  pkg: { id: string; creatorId: string },
  values: { travelDate: string; totalPaise?: number; status?: BookingStatus; name?: string },
): Promise<BookingFixture> {
  const total = values.totalPaise ?? 13_055_605;
  const [row] = await db
    .insert(bookings)
    .values({
      bookingNumber: `WT${suffix()}`,
      packageId: pkg.id,
      creatorId: pkg.creatorId,
      departureName: 'Standard',
      travelDate: values.travelDate,
      name: values.name ?? 'Meera Nair',
      email: 'meera@example.com',
      phone: '9876543210',
      paymentType: 'token',
      pricingType: 'Simple',
      selection: [{ adult: 2, child: 0, pricePaise: total }],
      people: 2,
      packageAmountPaise: total,
      dueNowPaise: total,
      balanceDueDate: values.travelDate,
      status: values.status ?? 'CONFIRMED',
    })
    .returning();
  return {
    id: row!.id,
    bookingNumber: row!.bookingNumber,
    packageId: pkg.id,
    creatorId: pkg.creatorId,
    manageKey: row!.manageKey,
  };
}

export async function insertAttempt(
  db: Database,
  bookingId: string,
  kind: PaymentKind,
  amountPaise: number,
  status: PaymentStatus = 'PAYMENT_SUCCESS',
): Promise<string> {
  const [row] = await db
    .insert(paymentAttempts)
    .values({
      bookingId,
      merchantTransactionId: `MT${suffix()}${suffix()}`,
      kind,
      amountPaise,
      status,
      expiresAt: new Date(Date.now() + 600_000),
    })
    .returning({ id: paymentAttempts.id });
  return row!.id;
}

export async function insertRefund(
  db: Database,
  bookingId: string,
  paymentAttemptId: string,
  amountPaise: number,
  status: RefundStatus = 'COMPLETED',
  /** The TCS inside amountPaise (ADR 1377). */
  tcsPaise = 0,
): Promise<string> {
  const [row] = await db
    .insert(refunds)
    .values({
      bookingId,
      paymentAttemptId,
      amountPaise,
      tcsPaise,
      status,
      merchantTransactionId: `MR${suffix()}${suffix()}`,
    })
    .returning({ id: refunds.id });
  return row!.id;
}

export async function setBookingStatus(
  db: Database,
  bookingId: string,
  status: BookingStatus,
): Promise<void> {
  await db.update(bookings).set({ status }).where(eq(bookings.id, bookingId));
}

export async function setPackageCommission(
  db: Database,
  packageId: string,
  terms: { commissionType: CommissionType; isInfluencerTravelling: boolean },
): Promise<void> {
  await db.update(tourPackages).set(terms).where(eq(tourPackages.id, packageId));
}

/** The creator's user has verified its e-mail address (payouts wait for it: ADR 937). */
export async function verifyEmailOf(db: Database, userId: string): Promise<void> {
  const [user] = await db.select({ email: users.email }).from(users).where(eq(users.id, userId));
  if (!user) throw new Error(`no user ${userId}`);
  await db.insert(emailVerifications).values({ userId, email: user.email }).onConflictDoNothing();
}
