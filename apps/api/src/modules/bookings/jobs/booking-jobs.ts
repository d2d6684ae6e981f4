import { type BalanceReminderKind, balanceReminderOn } from '@wayfarer/shared/rules/balance-reminders';
import { hasTripEnded } from '@wayfarer/shared/rules/booking-lifecycle';
import { pendingPaise } from '@wayfarer/shared/rules/money';
import { todayInIndia } from '@wayfarer/shared/rules/travel-date';
import type { Database } from '../../../db/client.ts';
import { markPayableOnCompletion } from '../../earnings/index.ts';
import { whatsappBalanceReminder } from '../../outbox/index.ts';
import { balanceReminderEmail, enqueueReviewInvite } from '../emails/booking-emails.ts';
import {
  findEndedTrips,
  findReminderCandidates,
  insertReminderOnce,
  markBookingCompleted,
  reminderDedupeKey,
} from './booking-jobs.repository.ts';
import type { Clock } from '../../../lib/clock.ts';

// Two database-backed jobs any instance can run (as the reconciler and the e-mail outbox):
// the balance reminders (ADR 912) and trip completion (ADR 913). Neither holds a lock: each
// change is one guarded statement, so two instances running at once change each thing once.

export const JOB_BATCH = 100;
/** A run stops after this many batches; the next run goes on. */
const MAX_BATCHES = 20;

type JobDeps = { db: Database; clock: Clock };

/**
 * Queues the balance reminders due today (India time): each booking's 7-day and due-date e-mail
 * at most once ever (dedupe key reminder:{bookingId}:{kind}). Answers how many this run queued.
 */
export async function runBalanceRemindersOnce(deps: JobDeps): Promise<Record<BalanceReminderKind, number>> {
  const today = todayInIndia(deps.clock());
  const queued: Record<BalanceReminderKind, number> = { before: 0, due: 0 };
  for (const kind of ['before', 'due'] as const) {
    for (let batch = 0; batch < MAX_BATCHES; batch++) {
      const candidates = await findReminderCandidates(deps.db, kind, today, JOB_BATCH);
      for (const { booking, packageTitle, bookedOn } of candidates) {
        const owed = balanceReminderOn(
          { balanceDueDate: booking.balanceDueDate, travelDate: booking.travelDate, bookedOn },
          today,
        );
        if (owed !== kind) continue;
        const job = balanceReminderEmail(booking, packageTitle, kind, today);
        const dedupeKey = reminderDedupeKey(booking.id, kind);
        const inserted = await insertReminderOnce(
          deps.db,
          job,
          dedupeKey,
          { bookingId: booking.id, paidPaise: booking.paidPaise },
          whatsappBalanceReminder(booking, pendingPaise(booking), dedupeKey),
        );
        if (inserted) queued[kind] += 1;
      }
      if (candidates.length < JOB_BATCH) break;
    }
  }
  return queued;
}

/** CONFIRMED → COMPLETED for every trip that has ended (India time); answers how many this run changed. */
export async function runTripCompletionOnce(deps: JobDeps): Promise<{ completed: number }> {
  const now = deps.clock();
  const today = todayInIndia(now);
  let completed = 0;
  for (let batch = 0; batch < MAX_BATCHES; batch++) {
    const trips = await findEndedTrips(deps.db, today, JOB_BATCH);
    for (const trip of trips) {
      if (!hasTripEnded(trip.travelDate, trip.totalDays, now)) continue;
      // The booking completes, its creator's earnings turn payable (ADR 922) and the traveller's
      // invitation to review is queued (ADR 970), in one transaction. A trip that still owes
      // completes too (the balance stays collectible); its invitation waits for the payment.
      const changed = await deps.db.transaction(async (tx) => {
        const done = await markBookingCompleted(tx, trip.id, now);
        if (!done) return false;
        await markPayableOnCompletion(tx, trip.id, now);
        if (pendingPaise(done) === 0) await enqueueReviewInvite(tx, trip.id);
        return true;
      });
      if (changed) completed += 1;
    }
    if (trips.length < JOB_BATCH) break;
  }
  return { completed };
}
