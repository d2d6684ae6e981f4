import { bookingInstalments, instalmentReminderOn } from '@wayfarer/shared/rules/instalments';
import { todayInIndia } from '@wayfarer/shared/rules/travel-date';
import { whatsappBalanceReminder } from '../../outbox/index.ts';
import type { Clock } from '../../../lib/clock.ts';
import type { Database } from '../../../db/client.ts';
import { type InstalmentReminderKind, instalmentReminderEmail } from '../emails/instalment-emails.ts';
import { insertReminderOnce } from './booking-jobs.repository.ts';
import { findInstalmentCandidates } from './instalment-jobs.repository.ts';

// ADR 1365: the instalment reminders, on the worker's schedule beside the balance reminders. For
// each CONFIRMED booking on a plan that still owes: a reminder before each instalment's due date
// and an overdue notice after it, by e-mail and (where opted in) WhatsApp, each at most once per
// instalment and kind (dedupe key instalment:{bookingId}:{dueDate}:{kind}) and only while the
// booking still has the paid amount it was written with. Any instance may run it at once.

const BATCH = 100;
const MAX_BATCHES = 20;

export const instalmentReminderKey = (bookingId: string, dueDate: string, kind: InstalmentReminderKind) =>
  `instalment:${bookingId}:${dueDate}:${kind}`;

export async function runInstalmentRemindersOnce(deps: {
  db: Database;
  clock: Clock;
}): Promise<Record<InstalmentReminderKind, number>> {
  const now = deps.clock();
  const today = todayInIndia(now);
  const queued: Record<InstalmentReminderKind, number> = { before: 0, overdue: 0 };
  let afterId: string | null = null;
  for (let batch = 0; batch < MAX_BATCHES; batch++) {
    const candidates = await findInstalmentCandidates(deps.db, today, afterId, BATCH);
    for (const { booking, packageTitle } of candidates) {
      const bookedOn = todayInIndia(booking.createdAt);
      const states = bookingInstalments(booking, now);
      for (const [i, state] of states.entries()) {
        const kind = instalmentReminderOn(state, i, bookedOn, today);
        if (!kind) continue;
        const dedupeKey = instalmentReminderKey(booking.id, state.dueDate, kind);
        const email = instalmentReminderEmail(
          booking,
          packageTitle,
          { ...state, number: i + 1, of: states.length },
          kind,
        );
        const inserted = await insertReminderOnce(
          deps.db,
          email,
          dedupeKey,
          { bookingId: booking.id, paidPaise: booking.paidPaise },
          whatsappBalanceReminder({ ...booking, balanceDueDate: state.dueDate }, state.owedPaise, dedupeKey),
        );
        if (inserted) queued[kind] += 1;
      }
    }
    afterId = candidates.at(-1)?.booking.id ?? afterId;
    if (candidates.length < BATCH) break;
  }
  return queued;
}
