import { and, eq, like } from 'drizzle-orm';
import { TEST_ADMIN } from '../helpers.ts';
import type { TestPackage } from '../package-factory.ts';
import { type Callers, signInCallers } from '../roles.ts';
import { emailJobs, paymentAttempts, users } from '../../src/db/schema.ts';
import type { AuthUser } from '../../src/lib/auth-user.ts';
import { bookingPayload, t, travelDate } from './bookings.ts';

// Helpers of the admin-made bookings tests (admin-bookings*.test.ts), on the file's bookingsTestApp.

/** The travel date the admin's bookings ask for unless told otherwise. */
export const ADMIN_DATE = travelDate(40);

/** The signed-in callers of each role, and the seeded admin as the service sees them. */
export async function signInAdmin(): Promise<{ callers: Callers; admin: AuthUser }> {
  const callers = await signInCallers(t.app);
  const [row] = await t.db.select().from(users).where(eq(users.email, TEST_ADMIN.email));
  return { callers, admin: { id: row!.id, role: 'ADMIN', creatorId: null } };
}

/** A booking the admin makes on `pkg` for a caller, on ADMIN_DATE unless `extra` says otherwise. */
export const adminBody = (pkg: TestPackage, extra: Record<string, unknown> = {}) =>
  bookingPayload(pkg.id, pkg.departure.id, {
    travelDate: ADMIN_DATE,
    name: 'Arjun Rao',
    email: 'arjun.rao@example.com',
    phone: '9812345678',
    ...extra,
  });

/** POST /v1/admin/bookings. */
export const postAdminBooking = (payload: object, headers: Record<string, string>) =>
  t.app.inject({ method: 'POST', url: '/v1/admin/bookings', headers, payload });

/** A booking's payment attempts, oldest first. */
export const attemptsOf = (bookingId: string) =>
  t.db
    .select()
    .from(paymentAttempts)
    .where(eq(paymentAttempts.bookingId, bookingId))
    .orderBy(paymentAttempts.createdAt);

/** The payment-link e-mails queued for a booking (by its number). */
export const linkEmails = (bookingNumber: string) =>
  t.db
    .select()
    .from(emailJobs)
    .where(and(like(emailJobs.dedupeKey, 'payment-link:%'), like(emailJobs.subject, `%${bookingNumber}%`)));
