import { and, asc, eq, gt, gte, lt } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { bookings, paymentAttempts, refunds } from '../../db/schema.ts';

// ADR 1377: the TCS collected and given back in a period, for the monthly TCS report.

/** Payments taken in [from, to) that carried TCS, in time order, with their booking's buyer. */
export async function listTcsCollected(db: Database, from: Date, to: Date) {
  return db
    .select({
      at: paymentAttempts.createdAt,
      amountPaise: paymentAttempts.amountPaise,
      tcsPaise: paymentAttempts.tcsPaise,
      bookingNumber: bookings.bookingNumber,
      name: bookings.name,
      pan: bookings.pan,
    })
    .from(paymentAttempts)
    .innerJoin(bookings, eq(bookings.id, paymentAttempts.bookingId))
    .where(
      and(
        eq(paymentAttempts.status, 'PAYMENT_SUCCESS'),
        gt(paymentAttempts.tcsPaise, 0),
        gte(paymentAttempts.createdAt, from),
        lt(paymentAttempts.createdAt, to),
      ),
    )
    .orderBy(asc(paymentAttempts.createdAt), asc(paymentAttempts.id));
}

/** Refunds completed in [from, to) that gave TCS back (their completion time: updatedAt). */
export async function listTcsRefunded(db: Database, from: Date, to: Date) {
  return db
    .select({
      at: refunds.updatedAt,
      amountPaise: refunds.amountPaise,
      tcsPaise: refunds.tcsPaise,
      bookingNumber: bookings.bookingNumber,
      name: bookings.name,
      pan: bookings.pan,
    })
    .from(refunds)
    .innerJoin(bookings, eq(bookings.id, refunds.bookingId))
    .where(
      and(
        eq(refunds.status, 'COMPLETED'),
        gt(refunds.tcsPaise, 0),
        gte(refunds.updatedAt, from),
        lt(refunds.updatedAt, to),
      ),
    )
    .orderBy(asc(refunds.updatedAt), asc(refunds.id));
}
