import { and, asc, eq, gt, sql } from 'drizzle-orm';
import type { Database } from '../../../db/client.ts';
import { bookings, tourPackages } from '../../../db/schema.ts';
import type { BookingRow } from '../bookings.repository.ts';

// ADR 1365: the bookings the instalment reminders look at — CONFIRMED, on a plan, travelling
// after today and still owing — in id order, a page at a time (few: only plans owe instalments).

export async function findInstalmentCandidates(
  db: Database,
  today: string,
  afterId: string | null,
  limit: number,
): Promise<{ booking: BookingRow; packageTitle: string }[]> {
  return db
    .select({ booking: bookings, packageTitle: tourPackages.title })
    .from(bookings)
    .innerJoin(tourPackages, eq(tourPackages.id, bookings.packageId))
    .where(
      and(
        eq(bookings.status, 'CONFIRMED'),
        eq(bookings.paymentType, 'instalments'),
        gt(bookings.travelDate, today),
        // The one pending rule (pendingPaise, ADR 1210).
        sql`${bookings.packageAmountPaise} - ${bookings.discountPaise} - (${bookings.paidPaise} - ${bookings.liveRefundedPaise}) > 0`,
        afterId ? gt(bookings.id, afterId) : undefined,
      ),
    )
    .orderBy(asc(bookings.id))
    .limit(limit);
}
