import type { BalanceReminderKind } from '@wayfarer/shared/rules/balance-reminders';
import {
  BALANCE_DUE_DAYS_BEFORE,
  BALANCE_REMINDER_DAYS_BEFORE,
} from '@wayfarer/shared/rules/booking-lifecycle';
import { addDays, INDIA_TIME_ZONE } from '@wayfarer/shared/rules/travel-date';
import { and, asc, eq, gt, inArray, lte, ne, sql } from 'drizzle-orm';
import type { Database } from '../../../db/client.ts';
import { bookings, emailJobs, tourPackageDestinations, tourPackages } from '../../../db/schema.ts';
import type { BookingRow } from '../bookings.repository.ts';
import { statusesBefore } from '../core/transitions.ts';
import {
  insertEmailJobIf,
  insertWhatsAppJobs,
  type NewEmailJob,
  type NewWhatsAppJob,
} from '../../outbox/index.ts';

// The database side of the booking jobs (booking-jobs.ts): balance reminders and trip completion.
// Both scan by (status, date) on their own index and change rows only through guarded statements,
// so any number of instances may run them at once.

/** The e-mail job key that makes a reminder go out once per booking and kind. */
export const reminderDedupeKey = (bookingId: string, kind: BalanceReminderKind) =>
  `reminder:${bookingId}:${kind}`;

const bookedOnDate = sql`(${bookings.createdAt} at time zone ${sql.raw(`'${INDIA_TIME_ZONE}'`)})::date`;
const bookedOn = sql<string>`(${bookedOnDate})::text`;

/**
 * CONFIRMED bookings with a balance whose `kind` reminder may be due on `today` and has not been
 * queued (bookings_status_due_idx). balanceReminderOn decides each one; this only narrows the scan.
 */
export async function findReminderCandidates(
  db: Database,
  kind: BalanceReminderKind,
  today: string,
  limit: number,
): Promise<{ booking: BookingRow; packageTitle: string; bookedOn: string }[]> {
  // 'before': due within the next 7 days; 'due': due today or earlier (at most 30 days back,
  // since the due date is never earlier than 30 days before a travel date still ahead).
  const dueRange =
    kind === 'before'
      ? and(
          gt(bookings.balanceDueDate, today),
          lte(bookings.balanceDueDate, addDays(today, BALANCE_REMINDER_DAYS_BEFORE)),
        )
      : and(
          gt(bookings.balanceDueDate, addDays(today, -BALANCE_DUE_DAYS_BEFORE - 1)),
          lte(bookings.balanceDueDate, today),
        );
  // Never for a reminder day on or before the booking day (rules balanceReminderOn).
  const daysBefore = kind === 'before' ? BALANCE_REMINDER_DAYS_BEFORE : 0;
  const bookedBefore = sql`${bookedOnDate} < ${bookings.balanceDueDate} - ${sql.raw(String(daysBefore))}`;
  const key = sql`'reminder:' || ${bookings.id}::text || ${`:${kind}`}`;
  return db
    .select({ booking: bookings, packageTitle: tourPackages.title, bookedOn })
    .from(bookings)
    .innerJoin(tourPackages, eq(tourPackages.id, bookings.packageId))
    .where(
      and(
        eq(bookings.status, 'CONFIRMED'),
        // A booking on an instalment plan has its own reminders (instalment-reminders.ts, ADR 1365).
        ne(bookings.paymentType, 'instalments'),
        dueRange,
        gt(bookings.travelDate, today),
        bookedBefore,
        // The one pending rule (pendingPaise, ADR 1210): collected less what was refunded while live.
        sql`${bookings.packageAmountPaise} - ${bookings.discountPaise} - (${bookings.paidPaise} - ${bookings.liveRefundedPaise}) > 0`,
        sql`not exists (select 1 from ${emailJobs} where ${emailJobs.dedupeKey} = ${key})`,
      ),
    )
    .orderBy(asc(bookings.balanceDueDate), asc(bookings.id))
    .limit(limit);
}

/**
 * Queues a reminder once: inserted only while the booking is still CONFIRMED with the paid amount
 * the e-mail was written with (a balance paid meanwhile stops it), and only the first insert of
 * its key counts (ON CONFLICT DO NOTHING). True when this call queued it.
 */
export async function insertReminderOnce(
  db: Database,
  job: NewEmailJob,
  dedupeKey: string,
  guard: { bookingId: string; paidPaise: number },
  whatsapp?: NewWhatsAppJob,
): Promise<boolean> {
  const condition = sql`exists (
      select 1 from ${bookings}
      where ${bookings.id} = ${guard.bookingId}
        and ${bookings.status} = 'CONFIRMED'
        and ${bookings.paidPaise} = ${guard.paidPaise}
    )`;
  // The WhatsApp reminder goes in with the e-mail, under the same guard, or not at all.
  return db.transaction(async (tx) => {
    const inserted = await insertEmailJobIf(tx, { ...job, dedupeKey }, condition);
    if (inserted && whatsapp) await insertWhatsAppJobs(tx, [whatsapp], condition);
    return inserted;
  });
}

const totalDays = sql<number>`coalesce((select sum(${tourPackageDestinations.days}) from ${tourPackageDestinations} where ${tourPackageDestinations.packageId} = ${bookings.packageId}), 1)`;

/**
 * CONFIRMED bookings whose trip has ended by `today` (bookings_status_travel_idx): travel date +
 * the package's total days − 1 (rules tripEndDate) before today. The job checks each with
 * hasTripEnded before completing it.
 */
export async function findEndedTrips(
  db: Database,
  today: string,
  limit: number,
): Promise<{ id: string; travelDate: string; totalDays: number }[]> {
  return (
    db
      .select({ id: bookings.id, travelDate: bookings.travelDate, totalDays: totalDays.mapWith(Number) })
      .from(bookings)
      // The join is what makes drizzle qualify the columns of the select list: in a one-table
      // select it writes bare names, and the subquery's "package_id" = "package_id" would then sum
      // the days of every package.
      .innerJoin(tourPackages, eq(tourPackages.id, bookings.packageId))
      .where(
        and(
          eq(bookings.status, 'CONFIRMED'),
          sql`${bookings.travelDate} < ${today}::date`,
          sql`${bookings.travelDate} + (greatest(1, ${totalDays})::int - 1) < ${today}::date`,
        ),
      )
      .orderBy(asc(bookings.travelDate), asc(bookings.id))
      .limit(limit)
  );
}

/**
 * CONFIRMED → COMPLETED, once: the guarded UPDATE changes the row only from a status before it.
 * The completed booking's amounts (what it still owes), or undefined when nothing changed.
 */
export async function markBookingCompleted(
  db: Database,
  bookingId: string,
  now: Date,
): Promise<
  | {
      status: string;
      packageAmountPaise: number;
      discountPaise: number;
      paidPaise: number;
      liveRefundedPaise: number;
    }
  | undefined
> {
  const [row] = await db
    .update(bookings)
    .set({ status: 'COMPLETED', completedAt: now, updatedAt: now })
    .where(and(eq(bookings.id, bookingId), inArray(bookings.status, statusesBefore('completed'))))
    .returning({
      status: bookings.status,
      packageAmountPaise: bookings.packageAmountPaise,
      discountPaise: bookings.discountPaise,
      paidPaise: bookings.paidPaise,
      liveRefundedPaise: bookings.liveRefundedPaise,
    });
  return row;
}
