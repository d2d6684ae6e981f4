import { todayInIndia } from '@wayfarer/shared/rules/travel-date';
import { eq, like } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registerCreator } from '../../../../test/factories.ts';
import { createTestApp, registerUser, TEST_ADMIN, type TestApp } from '../../../../test/helpers.ts';
import { createPublishedPackage, type TestPackage } from '../../../../test/package-factory.ts';
import { type Callers, signInCallers } from '../../../../test/roles.ts';
import { emailJobs, siteSettings, users } from '../../../db/schema.ts';
import type { MailMessage } from '../../../lib/mailer.ts';
import { runEmailOutboxOnce } from '../../outbox/index.ts';
import { enqueueConfirmationEmails } from './booking-emails.ts';
import { bookingDeps } from '../deps.ts';
import { findAdminRecipients } from './email-jobs.repository.ts';
import { enqueueBalanceReceivedEmail } from './lifecycle-emails.ts';
import { paidBooking } from '../../../../test/support/manage.ts';
import {
  asTraveller,
  attemptOf,
  payPage,
  sendCallback,
  signedCallback,
} from '../../../../test/support/bookings.ts';

// Operator e-mails (ADR 987): the admin notification address gets new booking, balance
// received and cancellation request, once each; operators never get the traveller's manage link.

let t: TestApp;
let callers: Callers;
let pkg: TestPackage;
const OPS = 'ops@wayfarer.travel';

beforeAll(async () => {
  t = await createTestApp({ AUTH_RATE_LIMIT: '1000' });
  callers = await signInCallers(t.app);
  pkg = await createPublishedPackage(t.app, { title: 'Ladakh Loop' });
  // Another creator with a package of its own, before any booking: it must hear of none of them.
  await createPublishedPackage(t.app, {
    creator: await registerCreator(t.app, { email: 'other.creator@example.com' }),
  });
  // A second, later admin: the default address stays the first admin's.
  const later = await registerUser(t.app, { email: 'second.admin@example.com' });
  await t.db.update(users).set({ role: 'ADMIN' }).where(eq(users.id, later.user.id));
});
afterAll(() => t.close());

const setNotificationEmail = (notificationEmail: string) =>
  t.app.inject({
    method: 'POST',
    url: '/v1/settings',
    headers: callers.admin,
    payload: {
      contactPhone: '0801234567',
      contactEmail: 'hello@wayfarer.travel',
      socialLink: 'https://www.instagram.com/wayfarer',
      notificationEmail,
    },
  });

/** The jobs about one booking (every subject names its number). */
const jobsOf = (bookingNumber: string) =>
  t.db
    .select()
    .from(emailJobs)
    .where(like(emailJobs.subject, `%${bookingNumber}%`));

/** Sends every queued e-mail through a mailer that keeps them. */
async function sendOutbox(): Promise<MailMessage[]> {
  const sent: MailMessage[] = [];
  const deps = { ...bookingDeps(t.app), mailer: { send: async (m: MailMessage) => void sent.push(m) } };
  while ((await runEmailOutboxOnce(deps)).sent > 0);
  return sent;
}

type Json = { json: () => { data: { instrumentResponse: { redirectInfo: { url: string } } } } };
const urlOf = (res: Json) => res.json().data.instrumentResponse.redirectInfo.url;

describe('findAdminRecipients', () => {
  it('the notification address, else the first admin, else the contact e-mail, else nobody', async () => {
    await setNotificationEmail(OPS);
    expect(await findAdminRecipients(t.db)).toEqual([OPS]);
    await setNotificationEmail('');
    expect(await findAdminRecipients(t.db)).toEqual([TEST_ADMIN.email]);
    const admins = await t.db.select().from(users).where(eq(users.role, 'ADMIN'));
    await t.db.update(users).set({ role: 'USER' }).where(eq(users.role, 'ADMIN'));
    try {
      expect(await findAdminRecipients(t.db)).toEqual(['hello@wayfarer.travel']);
      await t.db.update(siteSettings).set({ contactEmail: '' });
      expect(await findAdminRecipients(t.db)).toEqual([]);
    } finally {
      for (const a of admins) await t.db.update(users).set({ role: 'ADMIN' }).where(eq(users.id, a.id));
    }
  });
});

describe('new booking', () => {
  it('the traveller, the creator and the first admin, once each; operators get their booking pages', async () => {
    await setNotificationEmail('');
    await sendOutbox();
    const { bookingId, bookingNumber } = await paidBooking(t.app, pkg, { email: 'nb.traveller@example.com' });
    // A replayed callback and a second queueing (a retried job) change nothing.
    const attempt = await attemptOf(t.app, bookingId);
    const { response, xVerify } = signedCallback(
      attempt.merchantTransactionId,
      'PAYMENT_SUCCESS',
      attempt.amountPaise,
    );
    await sendCallback(t.app, { response }, xVerify);
    await t.db.transaction((tx) => enqueueConfirmationEmails(tx, bookingId, attempt.amountPaise));

    const jobs = await jobsOf(bookingNumber);
    expect(jobs.map((j) => j.to).sort()).toEqual(
      ['nb.traveller@example.com', pkg.creator.creator.email, TEST_ADMIN.email].sort(),
    );
    const sent = (await sendOutbox()).filter((m) => m.subject.includes(bookingNumber));
    expect(sent).toHaveLength(3);
    const admin = sent.find((m) => m.to === TEST_ADMIN.email)!;
    const creator = sent.find((m) => m.to === pkg.creator.creator.email)!;
    expect(admin.subject).toBe(`New booking ${bookingNumber}: Ladakh Loop`);
    expect(admin.text).toContain('Traveller: Meera Nair (nb.traveller@example.com, 9876543210)');
    expect(admin.text).toContain(`${t.config.publicUrl}/admin/bookings/${bookingId}`);
    expect(admin.html).toContain(`href="${t.config.publicUrl}/admin/bookings/${bookingId}"`);
    expect(creator.text).toContain(`${t.config.publicUrl}/creator/dashboard/bookings/${bookingId}`);
    for (const m of [admin, creator]) {
      expect(`${m.text}${m.html}`).not.toContain(`/booking/${bookingId}`);
      expect(`${m.text}${m.html}`).not.toContain('{{PUBLIC_URL}}');
    }
    expect(await sendOutbox()).toEqual([]);
  });

  it('goes to the notification address once it is set (and not to the admins)', async () => {
    await setNotificationEmail(OPS);
    const { bookingId, bookingNumber } = await paidBooking(t.app, pkg);
    const jobs = await jobsOf(bookingNumber);
    const admins = jobs.filter((j) => j.dedupeKey === `new-booking:${bookingId}:admin`);
    expect(admins.map((j) => j.to)).toEqual([OPS]);
    expect(jobs.map((j) => j.to)).not.toContain(TEST_ADMIN.email);
  });
});

describe('balance received', () => {
  it('a gateway balance payment: the traveller and the admin address, once each', async () => {
    await setNotificationEmail(OPS);
    const { bookingId, bookingNumber } = await paidBooking(t.app, pkg);
    const balance = await t.app.inject({ method: 'POST', url: `/v1/bookings/${bookingId}/balance` });
    expect(balance.statusCode).toBe(201);
    await payPage(t.app, urlOf(balance), 'success');
    const jobs = (await jobsOf(bookingNumber)).filter((j) => j.dedupeKey?.startsWith('balance-received:'));
    expect(jobs.map((j) => j.to).sort()).toEqual(['meera@example.com', OPS]);
    const admin = jobs.find((j) => j.to === OPS)!;
    expect(admin.subject).toBe(`Balance received ${bookingNumber}: Ladakh Loop`);
    expect(admin.text).toContain('{{PUBLIC_URL}}/admin/bookings/');
    expect(admin.text).not.toContain(`/booking/${bookingId}`);

    // The same attempt queued again (a retried job, a late duplicate report) adds nothing.
    const attemptId = admin.dedupeKey!.split(':')[1]!;
    await t.db.transaction((tx) =>
      enqueueBalanceReceivedEmail(tx, { id: attemptId, bookingId, amountPaise: 1 }),
    );
    expect(
      (await jobsOf(bookingNumber)).filter((j) => j.dedupeKey?.startsWith('balance-received:')),
    ).toHaveLength(2);
  });

  it('an offline payment recorded by an admin: the admin address hears of it too', async () => {
    await setNotificationEmail(OPS);
    const { bookingId, bookingNumber } = await paidBooking(t.app, pkg);
    const paid = await t.app.inject({
      method: 'POST',
      url: `/v1/bookings/${bookingId}/payments`,
      headers: callers.admin,
      payload: { amount: 1000, method: 'bank_transfer', reference: 'UTR42', paidOn: todayInIndia() },
    });
    expect(paid.statusCode).toBe(201);
    const jobs = (await jobsOf(bookingNumber)).filter((j) => j.dedupeKey?.startsWith('balance-received:'));
    expect(jobs.map((j) => j.to).sort()).toEqual(['meera@example.com', OPS]);
    expect(jobs.find((j) => j.to === OPS)!.text).toContain('paid ₹1,000.00 towards booking');
  });
});

describe('cancellation request', () => {
  it('the traveller and the one admin address, once, even with two admins', async () => {
    await setNotificationEmail('');
    const { bookingId, bookingNumber } = await paidBooking(t.app, pkg);
    const res = await t.app.inject({
      method: 'POST',
      url: `/v1/bookings/${bookingId}/cancellation-request`,
      headers: asTraveller(bookingId),
      payload: { reason: 'Change of plans' },
    });
    expect(res.statusCode).toBe(201);
    const jobs = (await jobsOf(bookingNumber)).filter((j) => j.subject.startsWith('Cancellation request'));
    expect(jobs.map((j) => j.to).sort()).toEqual([TEST_ADMIN.email, 'meera@example.com']);
    const admin = jobs.find((j) => j.to === TEST_ADMIN.email)!;
    expect(admin.dedupeKey).toBe(`cancellation-requested:${bookingId}:admin`);
    expect(admin.text).toContain(`{{PUBLIC_URL}}/admin/bookings/${bookingId}`);
    expect(admin.text).not.toContain(`/booking/${bookingId}`);
  });
});

describe('a creator of another package', () => {
  it('hears of none of these bookings', async () => {
    const all = await t.db.select().from(emailJobs).where(eq(emailJobs.to, 'other.creator@example.com'));
    expect(all).toEqual([]);
    expect((await t.db.select().from(emailJobs)).length).toBeGreaterThan(10);
  });
});
