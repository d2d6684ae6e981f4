import { addDays, formatTravelDate } from '@wayfarer/shared/rules/travel-date';
import { eq, like } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../../test/helpers.ts';
import { createPublishedPackage, type TestPackage } from '../../../../test/package-factory.ts';
import { bookings, emailJobs } from '../../../db/schema.ts';
import type { MailMessage } from '../../../lib/mailer.ts';
import { runEmailOutboxOnce } from '../../outbox/index.ts';
import { reviewInviteDedupeKey } from '../emails/booking-emails.ts';
import { runBalanceRemindersOnce, runTripCompletionOnce } from './booking-jobs.ts';
import { bookingDeps } from '../deps.ts';
import { paidBooking } from '../../../../test/support/manage.ts';
import { bookingRow, manageKeyOf, travelDate } from '../../../../test/support/bookings.ts';

let t: TestApp;
let pkg: TestPackage;

beforeAll(async () => {
  t = await createTestApp();
  pkg = await createPublishedPackage(t.app); // 2 + 2 days: a 4-day trip
  // Another package's days must never count towards this one's trip length.
  await createPublishedPackage(t.app);
});
afterAll(() => t.close());

/** Noon in India on `day`. */
const at = (day: string) => new Date(`${day}T12:00:00+05:30`);
const depsOn = (day: string) => bookingDeps(t.app, () => at(day));
const allReminders = async (kind: 'before' | 'due') =>
  (
    await t.db
      .select()
      .from(emailJobs)
      .where(like(emailJobs.dedupeKey, `reminder:%:${kind}`))
  ).length;
const remindersOf = (bookingId: string) =>
  t.db
    .select()
    .from(emailJobs)
    .where(like(emailJobs.dedupeKey, `reminder:${bookingId}:%`));

/** Sends every queued e-mail through a mailer that keeps them; answers those to `to` (all for '*'). */
async function sendOutbox(to: string): Promise<MailMessage[]> {
  const sent: MailMessage[] = [];
  const deps = { ...bookingDeps(t.app), mailer: { send: async (m: MailMessage) => void sent.push(m) } };
  while ((await runEmailOutboxOnce(deps)).sent > 0);
  return sent.filter((m) => to === '*' || m.to === to);
}

describe('the confirmation e-mail', () => {
  it('lists rooms, people, paid, pending and the due date, with the manage link (traveller only)', async () => {
    const email = 'confirm.me@example.com';
    const { bookingId, bookingNumber } = await paidBooking(t.app, pkg, { email, travelDate: travelDate(60) });
    const row = await bookingRow(t.app, bookingId);
    const sent = await sendOutbox('*');
    const mail = sent.find((m) => m.to === email);
    expect(mail!.subject).toContain(bookingNumber);
    // ADR 1302: the traveller's link carries the booking's manage key.
    const link = `${t.config.publicUrl}/booking/${bookingId}?key=${manageKeyOf(bookingId)}`;
    for (const text of [mail!.text, mail!.html!]) {
      expect(text).toContain(link);
      expect(text).toContain('Room 1: 2 adults, 0 children');
      expect(text).toContain(formatTravelDate(row.balanceDueDate));
      expect(text).toContain('₹42,500.00'); // pending
      expect(text).toContain('₹7,500.00'); // paid
      expect(text).not.toContain('{{PUBLIC_URL}}');
    }
    expect(mail!.text).toContain('People: 2');
    expect(mail!.text).toContain(`Balance due by: ${formatTravelDate(row.balanceDueDate)}`);
    expect(mail!.html).toContain(`<a href="${link}">`);
    const creatorMail = sent.find(
      (m) => m.to === pkg.creator.creator.email && m.subject === `New booking ${bookingNumber}: ${pkg.title}`,
    );
    expect(creatorMail!.text).toContain(bookingNumber);
    expect(creatorMail!.text).not.toContain(`/booking/${bookingId}`);
    for (const other of sent.filter((m) => m.to !== email)) {
      expect(`${other.text}${other.html}`).not.toContain(manageKeyOf(bookingId));
    }
  });

  it('a fully paid booking: no due date, still the link', async () => {
    const email = 'paid.full@example.com';
    const { bookingId } = await paidBooking(t.app, pkg, { email, paymentType: 'full' });
    const [mail] = await sendOutbox(email);
    expect(mail!.text).not.toContain('Balance due by');
    expect(mail!.text).toContain(`${t.config.publicUrl}/booking/${bookingId}`);
  });
});

describe('balance reminders', () => {
  it('7 days before the due date and on it, each once, even with two workers at once', async () => {
    const email = 'remind.me@example.com';
    const { bookingId, bookingNumber } = await paidBooking(t.app, pkg, { email, travelDate: travelDate(60) });
    const due = (await bookingRow(t.app, bookingId)).balanceDueDate;

    await runBalanceRemindersOnce(depsOn(addDays(due, -8)));
    expect(await remindersOf(bookingId)).toEqual([]);

    // Other bookings of this file may be due the same day: the two runs together queue each once.
    const beforeCount = await allReminders('before');
    const [a, b] = await Promise.all([
      runBalanceRemindersOnce(depsOn(addDays(due, -7))),
      runBalanceRemindersOnce(depsOn(addDays(due, -7))),
    ]);
    expect(a.before + b.before).toBe((await allReminders('before')) - beforeCount);
    expect(a.before + b.before).toBeGreaterThanOrEqual(1);
    await runBalanceRemindersOnce(depsOn(addDays(due, -3)));
    expect((await remindersOf(bookingId)).map((j) => j.dedupeKey)).toEqual([`reminder:${bookingId}:before`]);

    const dueCount = await allReminders('due');
    const [c, d] = await Promise.all([
      runBalanceRemindersOnce(depsOn(due)),
      runBalanceRemindersOnce(depsOn(due)),
    ]);
    expect(c.due + d.due).toBe((await allReminders('due')) - dueCount);
    expect(c.due + d.due).toBeGreaterThanOrEqual(1);
    await runBalanceRemindersOnce(depsOn(addDays(due, 2)));
    const keys = (await remindersOf(bookingId)).map((j) => j.dedupeKey).sort();
    expect(keys).toEqual([`reminder:${bookingId}:before`, `reminder:${bookingId}:due`]);

    const mails = (await sendOutbox(email)).filter((m) => m.subject.startsWith('Balance due'));
    expect(mails.map((m) => m.subject).sort()).toEqual([
      `Balance due on ${formatTravelDate(due)}: booking ${bookingNumber}`,
      `Balance due: booking ${bookingNumber}`,
    ]);
    for (const mail of mails) {
      expect(mail.text).toContain(`${t.config.publicUrl}/booking/${bookingId}`);
      expect(mail.text).toContain('Pending amount: ₹42,500.00');
    }
  });

  it('an opted-in booking (issue 36) gets each reminder on WhatsApp too, once, queued with its e-mail', async () => {
    const { bookingId, bookingNumber } = await paidBooking(t.app, pkg, {
      travelDate: travelDate(60),
      phone: '9876512345',
      whatsappOptIn: true,
    });
    const due = (await bookingRow(t.app, bookingId)).balanceDueDate;
    const whatsapp = async () =>
      (
        await t.db
          .select()
          .from(emailJobs)
          .where(like(emailJobs.dedupeKey, `wa:reminder:${bookingId}:%`))
      ).map((j) => ({ key: j.dedupeKey, to: j.to, template: j.subject, parameters: JSON.parse(j.text) }));
    await runBalanceRemindersOnce(depsOn(addDays(due, -7)));
    await runBalanceRemindersOnce(depsOn(addDays(due, -7)));
    expect(await whatsapp()).toEqual([
      {
        key: `wa:reminder:${bookingId}:before`,
        to: '919876512345',
        template: 'payment_reminder',
        parameters: [
          'Meera',
          bookingNumber,
          '₹42,500.00',
          formatTravelDate(due),
          expect.stringContaining(`/booking/${bookingId}?key=`),
        ],
      },
    ]);
    // Paid in full meanwhile: neither the e-mail nor the message of the due date.
    await t.db.update(bookings).set({ paidPaise: 50_000_00 }).where(eq(bookings.id, bookingId));
    await runBalanceRemindersOnce(depsOn(due));
    expect((await whatsapp()).map((j) => j.key)).toEqual([`wa:reminder:${bookingId}:before`]);
  });

  it('a missed due-date run still sends it later, before travel; a missed 7-day one is dropped', async () => {
    const { bookingId } = await paidBooking(t.app, pkg, { travelDate: travelDate(60) });
    const row = await bookingRow(t.app, bookingId);
    await runBalanceRemindersOnce(depsOn(addDays(row.balanceDueDate, 5)));
    expect((await remindersOf(bookingId)).map((j) => j.dedupeKey)).toEqual([`reminder:${bookingId}:due`]);
    expect((await remindersOf(bookingId))[0]!.text).toContain(
      `was due on ${formatTravelDate(row.balanceDueDate)}`,
    );

    const other = await paidBooking(t.app, pkg, { travelDate: travelDate(60) });
    await runBalanceRemindersOnce(depsOn(row.travelDate));
    expect(await remindersOf(other.bookingId)).toEqual([]);
  });

  it('none when nothing is pending, nor for a booking that is not CONFIRMED', async () => {
    const full = await paidBooking(t.app, pkg, { paymentType: 'full', travelDate: travelDate(60) });
    const asked = await paidBooking(t.app, pkg, { travelDate: travelDate(60) });
    await t.db
      .update(bookings)
      .set({ status: 'CANCELLATION_REQUESTED' })
      .where(eq(bookings.id, asked.bookingId));
    const due = (await bookingRow(t.app, full.bookingId)).balanceDueDate;
    for (const day of [addDays(due, -7), due]) await runBalanceRemindersOnce(depsOn(day));
    expect(await remindersOf(full.bookingId)).toEqual([]);
    expect(await remindersOf(asked.bookingId)).toEqual([]);
  });

  it('none for a booking made within 30 days of travel (the confirmation gave the due date)', async () => {
    const { bookingId } = await paidBooking(t.app, pkg, { travelDate: travelDate(10) });
    const row = await bookingRow(t.app, bookingId);
    for (const day of [row.balanceDueDate, addDays(row.balanceDueDate, 3)]) {
      await runBalanceRemindersOnce(depsOn(day));
    }
    expect(await remindersOf(bookingId)).toEqual([]);
  });
});

describe('trip completion', () => {
  it('CONFIRMED → COMPLETED the day after the last day of the trip, once, with two workers', async () => {
    const { bookingId } = await paidBooking(t.app, pkg, { travelDate: travelDate(10) });
    const { travelDate: start } = await bookingRow(t.app, bookingId);
    // A 4-day trip: its last day is start + 3.
    await runTripCompletionOnce(depsOn(addDays(start, 3)));
    expect((await bookingRow(t.app, bookingId)).status).toBe('CONFIRMED');

    const [a, b] = await Promise.all([
      runTripCompletionOnce(depsOn(addDays(start, 4))),
      runTripCompletionOnce(depsOn(addDays(start, 4))),
    ]);
    const row = await bookingRow(t.app, bookingId);
    expect(row.status).toBe('COMPLETED');
    expect(row.completedAt?.toISOString()).toBe(at(addDays(start, 4)).toISOString());
    // Other bookings of this file may complete in the same runs; this one was changed once.
    expect(a.completed + b.completed).toBeGreaterThanOrEqual(1);
    const again = await runTripCompletionOnce(depsOn(addDays(start, 5)));
    expect((await bookingRow(t.app, bookingId)).completedAt).toEqual(row.completedAt);
    expect(again.completed).toBe(0);
  });

  it('leaves unpaid, cancellation-requested and cancelled bookings alone', async () => {
    const unpaid = await paidBooking(t.app, pkg, { travelDate: travelDate(10) }, 'decline');
    const asked = await paidBooking(t.app, pkg, { travelDate: travelDate(10) });
    const cancelled = await paidBooking(t.app, pkg, { travelDate: travelDate(10) });
    await t.db
      .update(bookings)
      .set({ status: 'CANCELLATION_REQUESTED' })
      .where(eq(bookings.id, asked.bookingId));
    await t.db.update(bookings).set({ status: 'CANCELLED' }).where(eq(bookings.id, cancelled.bookingId));
    await runTripCompletionOnce(depsOn(addDays(travelDate(10), 30)));
    expect((await bookingRow(t.app, unpaid.bookingId)).status).toBe('PENDING');
    expect((await bookingRow(t.app, asked.bookingId)).status).toBe('CANCELLATION_REQUESTED');
    expect((await bookingRow(t.app, cancelled.bookingId)).status).toBe('CANCELLED');
  });
});

describe('the invitation to review', () => {
  const invitesOf = (bookingId: string) =>
    t.db
      .select()
      .from(emailJobs)
      .where(eq(emailJobs.dedupeKey, reviewInviteDedupeKey(bookingId)));

  it('is queued to the traveller when the trip completes, once, with the review link', async () => {
    const email = 'review.invite@example.com';
    // Paid in full: a trip that still owes waits for its balance (booking-owed.test.ts).
    const { bookingId, bookingNumber } = await paidBooking(t.app, pkg, {
      email,
      travelDate: travelDate(12),
      paymentType: 'full',
    });
    const { travelDate: start } = await bookingRow(t.app, bookingId);
    await sendOutbox('*'); // the confirmation
    // Not before the trip has ended.
    await runTripCompletionOnce(depsOn(addDays(start, 3)));
    expect(await invitesOf(bookingId)).toHaveLength(0);

    await Promise.all([
      runTripCompletionOnce(depsOn(addDays(start, 4))),
      runTripCompletionOnce(depsOn(addDays(start, 4))),
    ]);
    await runTripCompletionOnce(depsOn(addDays(start, 5)));
    const jobs = await invitesOf(bookingId);
    expect(jobs).toHaveLength(1);
    expect(jobs[0]!.to).toBe(email);

    const sent = await sendOutbox(email);
    expect(sent).toHaveLength(1);
    const [mail] = sent;
    expect(mail!.subject).toBe(`How was ${pkg.title}? Review your trip`);
    const link = `${t.config.publicUrl}/booking/${bookingId}/review?key=${manageKeyOf(bookingId)}`;
    expect(mail!.text).toContain(link);
    expect(mail!.text).toContain(bookingNumber);
    expect(mail!.html).toContain(`<a href="${link}">Review your trip</a>`);
    for (const text of [mail!.subject, mail!.text, mail!.html!]) expect(text).not.toContain('{{PUBLIC_URL}}');
  });

  it('is not queued for a booking that does not complete', async () => {
    const cancelled = await paidBooking(t.app, pkg, { travelDate: travelDate(11) });
    await t.db.update(bookings).set({ status: 'CANCELLED' }).where(eq(bookings.id, cancelled.bookingId));
    await runTripCompletionOnce(depsOn(addDays(travelDate(11), 30)));
    expect(await invitesOf(cancelled.bookingId)).toHaveLength(0);
  });
});
