import type { Database } from '../../../db/client.ts';
import { type LayoutEmail, layoutJob, siteLink } from '../../../lib/email-layout.ts';
import { findAdminRecipients, type NewEmailJob } from './email-jobs.repository.ts';

// The operators' side of a booking's e-mails (ADR 987). Operators are never sent the
// traveller's manage link (the booking id in it is the traveller's key): their links open the
// booking detail pages, which need sign-in. Site links carry the outbox's {{PUBLIC_URL}} token (ADR 910).

export const adminBookingLink = (bookingId: string): string => siteLink(`/admin/bookings/${bookingId}`);
export const creatorBookingLink = (bookingId: string): string =>
  siteLink(`/creator/dashboard/bookings/${bookingId}`);

/**
 * The admin notification address's copy of a notice about a booking, linking to Admin › Bookings ›
 * the booking, under `dedupeKey` (so it goes out once); none when there is no address at all.
 */
export async function adminNotice(
  tx: Database,
  dedupeKey: string,
  bookingId: string,
  email: Omit<LayoutEmail, 'link'>,
): Promise<NewEmailJob[]> {
  const link = { label: 'Open the booking', href: adminBookingLink(bookingId) };
  return (await findAdminRecipients(tx)).map((to) => layoutJob(to, dedupeKey, { ...email, link }));
}
