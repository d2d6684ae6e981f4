import { formatTravelDate } from '@wayfarer/shared/rules/travel-date';
import {
  type Announcement,
  type AnnouncementsResponse,
  announcementMessages,
  type announcementBody,
  type announcementQuery,
} from '@wayfarer/shared/schemas/announcements';
import type { z } from '@wayfarer/shared/zod';
import type { Database } from '../../db/client.ts';
import { AppError } from '../../lib/app-error.ts';
import type { AuthUser } from '../../lib/auth-user.ts';
import { layoutJob, travellerBookingLink } from '../../lib/email-layout.ts';
import { whatsappAnnouncement } from '../outbox/index.ts';
import { isUuid } from '../../lib/uuid.ts';
import { listCountingBookings } from '../group-trips/index.ts';
import { offeredDateOf, packageForUser } from '../tours/index.ts';
import {
  type AnnouncementRow,
  findDepartureOfPackage,
  insertAnnouncement,
  insertAnnouncementEmails,
  insertAnnouncementWhatsApp,
  listAnnouncements,
  listTravellerEmails,
} from './announcements.repository.ts';

// A creator (its packages) or the admin writes to a date's travellers. The
// announcement and its e-mails (one per live booking's lead traveller, dedupe key
// announcement:{id}:{bookingId}; ADR 1372: and one per co-traveller's own address) are written in one transaction: all of them or none.
// A live booking (ADR 1207): something was paid and the trip is on, the same bookings that count
// toward a date's minimum, read by group-trips' one query; unpaid holds (PENDING) and cancelled
// bookings hear nothing.

export type AnnouncementDeps = { db: Database };

export const toAnnouncement = (row: AnnouncementRow): Announcement => ({
  id: row.id,
  date: row.date,
  departureId: row.departureId,
  subject: row.subject,
  message: row.message,
  recipients: row.recipients,
  createdAt: row.createdAt.toISOString(),
});

async function departureOr404(db: Database, packageId: string, departureId: string) {
  const departure = isUuid(departureId)
    ? await findDepartureOfPackage(db, packageId, departureId)
    : undefined;
  if (!departure) throw new AppError('DATE_NOT_FOUND', announcementMessages.dateNotFound);
  return departure;
}

export async function createAnnouncement(
  deps: AnnouncementDeps,
  user: AuthUser,
  packageId: string,
  body: z.output<typeof announcementBody>,
): Promise<Announcement> {
  const pkg = await packageForUser(deps.db, user, packageId);
  // A date the package offers, today or later: nobody travels on another (round 4, item 6).
  const departure = await offeredDateOf(deps.db, pkg, body, {
    departureNotFound: announcementMessages.dateNotFound,
    dateNotFound: announcementMessages.dateNotFound,
  });
  const row = await deps.db.transaction(async (tx) => {
    const recipients = await listCountingBookings(tx, {
      packageId: pkg.id,
      departureId: departure.id,
      date: body.date,
    });
    const created = await insertAnnouncement(tx, {
      packageId: pkg.id,
      departureId: departure.id,
      date: body.date,
      subject: body.subject,
      message: body.message,
      authorId: user.id,
      recipients: recipients.length,
    });
    await insertAnnouncementEmails(
      tx,
      recipients.map((b) =>
        layoutJob(b.email, `announcement:${created.id}:${b.id}`, {
          subject: `${body.subject} — ${pkg.title}`,
          intro: `Hello ${b.name}, a message about your trip:\n\n${body.message}`,
          lines: [
            ['Booking number', b.bookingNumber],
            ['Package', pkg.title],
            ['Departure', departure.name],
            ['Tour date', formatTravelDate(body.date)],
          ],
          link: { label: 'Manage your booking', href: travellerBookingLink(b) },
        }),
      ),
    );
    // ADR 1372: every co-traveller with an e-mail hears it too, each address once (a lead's
    // address, or one shared by two travellers, is not written to twice). Without the booking's
    // manage link: that one is the lead traveller's alone (ADR 1302).
    const seen = new Set(recipients.map((b) => b.email.toLowerCase()));
    const byId = new Map(recipients.map((b) => [b.id, b]));
    const coTravellers = (await listTravellerEmails(tx, [...byId.keys()])).filter((t) => {
      const address = t.email.toLowerCase();
      if (seen.has(address)) return false;
      seen.add(address);
      return true;
    });
    await insertAnnouncementEmails(
      tx,
      coTravellers.map((t) =>
        layoutJob(t.email, `announcement:${created.id}:to:${t.email.toLowerCase()}`, {
          subject: `${body.subject} — ${pkg.title}`,
          intro: `Hello ${t.name}, a message about your trip:\n\n${body.message}`,
          lines: [
            ['Booking number', byId.get(t.bookingId)?.bookingNumber ?? ''],
            ['Package', pkg.title],
            ['Departure', departure.name],
            ['Tour date', formatTravelDate(body.date)],
          ],
        }),
      ),
    );
    await insertAnnouncementWhatsApp(
      tx,
      recipients.map((b) =>
        whatsappAnnouncement(b, {
          id: created.id,
          subject: body.subject,
          packageTitle: pkg.title,
          date: body.date,
        }),
      ),
    );
    return created;
  });
  return toAnnouncement(row);
}

export async function getAnnouncements(
  deps: AnnouncementDeps,
  user: AuthUser,
  packageId: string,
  query: z.output<typeof announcementQuery>,
): Promise<AnnouncementsResponse> {
  const pkg = await packageForUser(deps.db, user, packageId);
  const departureId = query.departureId || undefined;
  if (departureId) await departureOr404(deps.db, pkg.id, departureId);
  const rows = await listAnnouncements(deps.db, { packageId: pkg.id, date: query.date, departureId });
  return { announcements: rows.map(toAnnouncement) };
}
