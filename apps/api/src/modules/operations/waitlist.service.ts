import { packageDateHref } from '@wayfarer/shared/rules/checkout-link';
import { fitsSeatCap, seatsLeft } from '@wayfarer/shared/rules/seat-cap';
import { formatTravelDate, todayInIndia } from '@wayfarer/shared/rules/travel-date';
import { tourMessages } from '@wayfarer/shared/schemas/tour';
import {
  operationsMessages,
  type WaitlistResponse,
  type waitlistBody,
} from '@wayfarer/shared/schemas/operations';
import type { z } from '@wayfarer/shared/zod';
import { AppError } from '../../lib/app-error.ts';
import { isUniqueViolation } from '../../lib/db-errors.ts';
import { escapeHtml } from '../../lib/html.ts';
import { SITE_URL } from '../../lib/email-layout.ts';
import { isUuid } from '../../lib/uuid.ts';
import type { AuthUser } from '../../lib/auth-user.ts';
import { packageForUser } from '../tours/index.ts';
import {
  findPublishedPackage,
  findTourDate,
  insertWaitlistEntry,
  listWaitingDates,
  listWaitingEntries,
  listWaitlist,
  notifyEntryOnce,
  recentlyNotifiedPeople,
} from './waitlist.repository.ts';
import { takenSeats } from '../bookings/index.ts';
import type { OperationsDeps } from './operations.service.ts';

// The waitlist of sold-out dates (ADR 962): anyone may join while a date has fewer
// seats left than they need; when seats come free, the job e-mails the first entries that fit.

/** A notified entry keeps its seats out of the next runs' count this long (its head start). */
export const WAITLIST_HEAD_START_MS = 24 * 60 * 60 * 1000;
/** Dates looked at per run. */
const DATE_BATCH = 100;

export async function joinWaitlist(
  deps: OperationsDeps,
  packageId: string,
  body: z.output<typeof waitlistBody>,
): Promise<{ id: string; message: string }> {
  const pkg = isUuid(packageId) ? await findPublishedPackage(deps.db, packageId) : undefined;
  if (!pkg) throw new AppError('PACKAGE_NOT_FOUND', tourMessages.packageNotFound);
  const date =
    isUuid(body.departureId) && body.date >= todayInIndia(deps.clock())
      ? await findTourDate(deps.db, { packageId: pkg.id, departureId: body.departureId, date: body.date })
      : undefined;
  if (!date) throw new AppError('DATE_NOT_FOUND', operationsMessages.dateNotFound);
  // An uncapped date, or one with seats enough for the party, is bookable now.
  if (date.seats === null || fitsSeatCap(date.seats, await takenSeats(deps.db, date.id), body.people)) {
    throw new AppError('SEATS_AVAILABLE', operationsMessages.seatsAvailable);
  }
  // The unique index (date, lower(email)) answers a second entry, even at once.
  const entry = await insertWaitlistEntry(deps.db, {
    packageId: pkg.id,
    departureId: body.departureId,
    tourDateId: date.id,
    date: body.date,
    name: body.name,
    email: body.email,
    phone: body.phone,
    people: body.people,
  }).catch((error: unknown) => {
    if (isUniqueViolation(error))
      throw new AppError('ALREADY_ON_WAITLIST', operationsMessages.alreadyWaiting);
    throw error;
  });
  return { id: entry.id, message: 'You are on the waitlist. We will e-mail you when seats come free.' };
}

/** A package's waitlist from today on (admin, or the package's creator; another creator 404). */
export async function getWaitlist(
  deps: OperationsDeps,
  user: AuthUser,
  packageId: string,
): Promise<WaitlistResponse> {
  const pkg = await packageForUser(deps.db, user, packageId);
  const rows = await listWaitlist(deps.db, pkg.id, todayInIndia(deps.clock()));
  return {
    entries: rows.map((r) => ({
      id: r.id,
      name: r.name,
      email: r.email,
      phone: r.phone,
      people: r.people,
      date: r.date,
      departureId: r.departureId,
      departureName: r.departureName,
      createdAt: r.createdAt.toISOString(),
      notifiedAt: r.notifiedAt?.toISOString() ?? null,
    })),
  };
}

export function waitlistEmail(
  entry: { name: string; email: string; people: number },
  pkg: { slug: string; title: string; departureId: string; date: string },
) {
  const link = `${SITE_URL}${packageDateHref(pkg.slug, pkg.departureId, pkg.date)}`;
  const when = formatTravelDate(pkg.date);
  const intro = `Dear ${entry.name}, seats have come free on ${pkg.title} for ${when}. You asked for ${entry.people} ${entry.people === 1 ? 'seat' : 'seats'}; book soon, they go to whoever books first.`;
  return {
    to: entry.email,
    subject: `Seats free on ${when}: ${pkg.title}`,
    text: `${intro}\n\nBook here: ${link}\n`,
    html: `<p>${escapeHtml(intro)}</p><p><a href="${escapeHtml(link)}">Book ${escapeHtml(when)}</a></p>`,
  };
}

/**
 * One run of the waitlist job: for each date with someone waiting, the seats free now (cap −
 * held and confirmed holds − people notified within the head start) go to the waiting entries
 * in the order they joined; each entry that fits is e-mailed once (its notifiedAt set by a
 * guarded update in the same transaction as the e-mail, so two instances never send it twice).
 */
export async function runWaitlistOnce(deps: OperationsDeps): Promise<{ notified: number }> {
  const now = deps.clock();
  const dates = await listWaitingDates(deps.db, todayInIndia(now), DATE_BATCH);
  let notified = 0;
  for (const d of dates) {
    let free = Number.POSITIVE_INFINITY;
    if (d.seats !== null) {
      const [taken, promised] = await Promise.all([
        takenSeats(deps.db, d.tourDateId),
        recentlyNotifiedPeople(deps.db, d.tourDateId, new Date(now.getTime() - WAITLIST_HEAD_START_MS)),
      ]);
      free = seatsLeft(d.seats, taken + promised);
    }
    if (free <= 0) continue;
    for (const entry of await listWaitingEntries(deps.db, d.tourDateId)) {
      if (entry.people > free) continue;
      const mail = waitlistEmail(entry, {
        slug: d.packageSlug,
        title: d.packageTitle,
        departureId: d.departureId,
        date: d.date,
      });
      if (await notifyEntryOnce(deps.db, entry.id, now, { ...mail, dedupeKey: `waitlist:${entry.id}` })) {
        notified += 1;
        free -= entry.people;
      }
      if (free <= 0) break;
    }
  }
  return { notified };
}
