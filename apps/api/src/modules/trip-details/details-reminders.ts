import { areDetailsComplete, DETAILS_REMINDER_DAYS_BEFORE } from '@wayfarer/shared/rules/trip-details';
import { addDays, formatTravelDate, todayInIndia } from '@wayfarer/shared/rules/travel-date';
import { layoutJob, travellerBookingLink } from '../../lib/email-layout.ts';
import { findDetailsReminderCandidates, insertEmailOnce, listDetails } from './trip-details.repository.ts';
import type { TripDetailsDeps } from './trip-details.service.ts';

// One reminder a week before the details' due date (the balance due date) to
// each booking whose travellers' details are not complete; dedupe key details-reminder:{bookingId},
// so a job that runs twice (or on two instances) sends it once.

const PAGE = 200;
const MAX_PAGES = 50;

export async function runDetailsRemindersOnce(deps: TripDetailsDeps): Promise<{ reminded: number }> {
  const today = todayInIndia(deps.clock());
  const window = { today, weekAhead: addDays(today, DETAILS_REMINDER_DAYS_BEFORE) };
  let reminded = 0;
  let offset = 0;
  for (let page = 0; page < MAX_PAGES; page++) {
    const candidates = await findDetailsReminderCandidates(deps.db, window, { limit: PAGE, offset });
    for (const b of candidates) {
      const details = await listDetails(deps.db, b.id);
      const complete = Array.from({ length: b.people }, (_, position) =>
        areDetailsComplete(
          details.find((d) => d.position === position),
          b.isInternational,
        ),
      ).every(Boolean);
      if (complete) continue;
      const job = layoutJob(b.email, `details-reminder:${b.id}`, {
        subject: `Before you go: travellers' details due by ${formatTravelDate(b.balanceDueDate)}`,
        intro: `Hello ${b.name}, please add each traveller's emergency contact${
          b.isInternational ? ' and passport details' : ''
        } before your trip.`,
        lines: [
          ['Booking number', b.bookingNumber],
          ['Package', b.packageTitle],
          ['Tour date', formatTravelDate(b.travelDate)],
          ['Due by', formatTravelDate(b.balanceDueDate)],
        ],
        link: { label: 'Manage your booking', href: travellerBookingLink(b) },
      });
      if (await insertEmailOnce(deps.db, job)) reminded += 1;
    }
    if (candidates.length < PAGE) break;
    offset += PAGE;
  }
  return { reminded };
}
