import { randomUUID } from 'node:crypto';
import { addDays, formatTravelDate } from '@wayfarer/shared/rules/travel-date';
import { bookingMessages } from '@wayfarer/shared/schemas/booking';
import { travellerChangeMessages } from '@wayfarer/shared/schemas/booking-travellers';
import { and, eq, like } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { bookings, bookingTravellerChanges, bookingTravellers, emailJobs } from '../../../db/schema.ts';
import { manageKeyOf } from '../../../../test/support/bookings.ts';
import {
  admin,
  paidWithTravellers,
  S1,
  setClock,
  standard,
  t,
  tour,
  travellerChangesTestApp,
  travellerUrl as url,
} from '../../../../test/support/traveller-changes.ts';

// ADR 1370-1372: when a traveller may not be removed, renamed or handed over — the last one, a
// booking not confirmed (or cancelled), the travel date reached (India's date, the app's clock), a
// balance payment under way, a traveller not on the booking — and what a transfer stores, audits
// and tells the lead traveller.

travellerChangesTestApp();

/** A paid booking of one twin room on Standard on S1, its two travellers entered. */
const pair = (extra: Partial<Parameters<typeof paidWithTravellers>[3]> = {}) =>
  paidWithTravellers(t.app, tour.id, standard().id, { date: S1, full: true, rooms: [2], ...extra });

const remove = (bookingId: string, travellerId: string) =>
  t.app.inject({ method: 'DELETE', url: url(bookingId, travellerId), headers: admin });
const quote = (bookingId: string, travellerId: string) =>
  t.app.inject({ url: url(bookingId, travellerId, '/removal-quote'), headers: admin });
const rename = (bookingId: string, travellerId: string, name: string) =>
  t.app.inject({ method: 'PATCH', url: url(bookingId, travellerId), headers: admin, payload: { name } });
const transfer = (bookingId: string, travellerId: string, payload: object) =>
  t.app.inject({ method: 'POST', url: url(bookingId, travellerId, '/transfer'), headers: admin, payload });
const setStatus = (bookingId: string, status: 'CANCELLED' | 'CANCELLATION_REQUESTED') =>
  t.db.update(bookings).set({ status }).where(eq(bookings.id, bookingId));
const changesOf = (bookingId: string) =>
  t.db.select().from(bookingTravellerChanges).where(eq(bookingTravellerChanges.bookingId, bookingId));
const notAllowed = { error: 'TRAVELLER_CHANGE_NOT_ALLOWED', message: travellerChangeMessages.notAllowed };

describe('a removal is refused', () => {
  it('when the booking counts one person or has one traveller row left, whichever the other says', async () => {
    const { bookingId, ids } = await pair();
    const last = { error: 'LAST_TRAVELLER', message: travellerChangeMessages.lastTraveller };
    // The booking counts one person though two rows stand.
    await t.db.update(bookings).set({ people: 1 }).where(eq(bookings.id, bookingId));
    const byCount = await remove(bookingId, ids[0]!);
    expect(byCount.statusCode).toBe(409);
    expect(byCount.json()).toMatchObject(last);
    // Two people, but one traveller row left.
    await t.db.update(bookings).set({ people: 2 }).where(eq(bookings.id, bookingId));
    await t.db.delete(bookingTravellers).where(eq(bookingTravellers.id, ids[1]!));
    const byRows = await remove(bookingId, ids[0]!);
    expect(byRows.statusCode).toBe(409);
    expect(byRows.json()).toMatchObject(last);
    const [row] = await t.db.select().from(bookings).where(eq(bookings.id, bookingId));
    expect(row).toMatchObject({ people: 2, packageAmountPaise: 2_000_000 });
  });

  it('on the travel date by India’s clock (transfer too), though not the day before; a name may still be corrected', async () => {
    const { bookingId, ids } = await pair();
    // 00:30 in India on the travel date is still the day before in UTC.
    setClock(`${S1}T00:30:00+05:30`);
    const removal = await remove(bookingId, ids[1]!);
    expect(removal.statusCode).toBe(409);
    expect(removal.json()).toMatchObject(notAllowed);
    const handed = await transfer(bookingId, ids[1]!, { name: 'Farah Khan', age: 29 });
    expect(handed.statusCode).toBe(409);
    expect(handed.json()).toMatchObject(notAllowed);
    expect((await rename(bookingId, ids[1]!, 'Ravi R. Rao')).statusCode).toBe(200);
    // 23:30 in India the day before: still allowed (the last slab, nothing back).
    setClock(`${addDays(S1, -1)}T23:30:00+05:30`);
    const dayBefore = await quote(bookingId, ids[1]!);
    expect(dayBefore.statusCode, dayBefore.body).toBe(200);
    expect(dayBefore.json()).toMatchObject({ daysBeforeTravel: 1, deductionPercent: 100 });
    expect((await changesOf(bookingId)).map((c) => c.kind)).toEqual(['renamed']);
  });

  it('while a balance payment is under way', async () => {
    const { bookingId, ids } = await pair({ full: false });
    // The traveller opens the balance payment and has not paid it yet.
    const balance = await t.app.inject({
      method: 'POST',
      url: `/v1/bookings/${bookingId}/balance`,
      payload: {},
    });
    expect(balance.statusCode, balance.body).toBe(201);
    const res = await remove(bookingId, ids[1]!);
    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject({
      error: 'BALANCE_IN_PROGRESS',
      message: bookingMessages.balanceInProgress,
    });
    const rows = await t.db
      .select()
      .from(bookingTravellers)
      .where(eq(bookingTravellers.bookingId, bookingId));
    expect(rows).toHaveLength(2);
    expect(await changesOf(bookingId)).toEqual([]);
  });
});

describe('the traveller named', () => {
  it('is found by its id in capitals too; an id not on the booking is 404 on every route', async () => {
    const { bookingId, ids } = await pair();
    const upper = await quote(bookingId, ids[1]!.toUpperCase());
    expect(upper.statusCode, upper.body).toBe(200);
    expect(upper.json()).toMatchObject({ travellerId: ids[1], name: 'Ravi Rao' });
    const renamed = await rename(bookingId, ids[0]!.toUpperCase(), 'Asha R. Rao');
    expect(renamed.json()).toEqual({ travellerId: ids[0], name: 'Asha R. Rao' });
    const stranger = randomUUID();
    const notFound = { error: 'TRAVELLER_NOT_FOUND', message: travellerChangeMessages.travellerNotFound };
    for (const res of [
      await quote(bookingId, stranger),
      await remove(bookingId, stranger),
      await rename(bookingId, stranger, 'Someone Else'),
      await transfer(bookingId, stranger, { name: 'Someone Else', age: 40 }),
    ]) {
      expect(res.statusCode).toBe(404);
      expect(res.json()).toMatchObject(notFound);
    }
  });
});

describe('a corrected name and a transferred seat: the refusals', () => {
  it('the same name is a field error; a transfer needs a confirmed booking; a cancelled one takes no new name', async () => {
    const { bookingId, ids } = await pair();
    // Trimmed, it is the name saved.
    const same = await rename(bookingId, ids[0]!, '  Asha Rao ');
    expect(same.statusCode).toBe(400);
    expect(same.json()).toMatchObject({
      code: 400,
      error: 'VALIDATION_FAILED',
      message: travellerChangeMessages.sameName,
      errors: [{ path: 'name', message: travellerChangeMessages.sameName }],
    });
    // A cancellation asked for: the name may be corrected, the seat not handed over.
    await setStatus(bookingId, 'CANCELLATION_REQUESTED');
    expect((await rename(bookingId, ids[0]!, 'Asha Rao Iyer')).statusCode).toBe(200);
    const requested = await transfer(bookingId, ids[1]!, { name: 'Farah Khan', age: 29 });
    expect(requested.statusCode).toBe(409);
    expect(requested.json()).toMatchObject(notAllowed);
    // Cancelled: neither.
    await setStatus(bookingId, 'CANCELLED');
    const cancelled = await rename(bookingId, ids[0]!, 'Asha Iyer');
    expect(cancelled.statusCode).toBe(409);
    expect(cancelled.json()).toMatchObject({
      error: 'TRAVELLER_CHANGE_NOT_ALLOWED',
      message: travellerChangeMessages.renameNotAllowed,
    });
    const afterCancel = await transfer(bookingId, ids[1]!, { name: 'Farah Khan', age: 29 });
    expect(afterCancel.json()).toMatchObject(notAllowed);
    const rows = await t.db
      .select()
      .from(bookingTravellers)
      .where(eq(bookingTravellers.bookingId, bookingId))
      .orderBy(bookingTravellers.position);
    expect(rows.map((r) => r.name)).toEqual(['Asha Rao Iyer', 'Ravi Rao']);
  });
});

describe('POST …/travellers/{travellerId}/transfer', () => {
  it('stores the new person (a gender left out is none), audits the contact given, and e-mails the lead', async () => {
    const { bookingId, bookingNumber, ids } = await pair({
      email: 'lead.transfer@example.com',
      travellers: [
        { name: 'Asha Rao', age: 30, gender: 'female' },
        { name: 'Ravi Rao', age: 31, gender: 'male' },
      ],
    });
    const seat = () =>
      t.db
        .select()
        .from(bookingTravellers)
        .where(eq(bookingTravellers.id, ids[1]!))
        .then(([row]) => row);
    const first = await transfer(bookingId, ids[1]!, {
      name: 'Farah Khan',
      age: 29,
      gender: 'female',
      email: 'farah@example.com',
      phone: '9812345678',
    });
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json()).toEqual({ travellerId: ids[1], name: 'Farah Khan' });
    expect(await seat()).toMatchObject({ name: 'Farah Khan', age: 29, gender: 'female', position: 1 });
    // Handed on again with no gender, e-mail or phone: none of Farah's stays.
    const second = await transfer(bookingId, ids[1]!, { name: 'Dev Shah', age: 41 });
    expect(second.statusCode, second.body).toBe(200);
    expect(await seat()).toMatchObject({ name: 'Dev Shah', age: 41, gender: null, email: null, phone: null });

    const changes = await changesOf(bookingId);
    expect(changes.find((c) => c.newName === 'Farah Khan')).toMatchObject({
      kind: 'transferred',
      position: 1,
      oldName: 'Ravi Rao',
      detail: { email: 'farah@example.com', phone: '9812345678' },
    });
    expect(changes.find((c) => c.newName === 'Dev Shah')).toMatchObject({
      kind: 'transferred',
      oldName: 'Farah Khan',
      detail: { email: null, phone: null },
    });

    const mails = await t.db
      .select()
      .from(emailJobs)
      .where(
        and(
          like(emailJobs.dedupeKey, `traveller-transfer:${bookingId}:%`),
          like(emailJobs.text, '%belongs to Farah Khan.%'),
        ),
      );
    expect(mails).toHaveLength(1);
    const link = `{{PUBLIC_URL}}/booking/${bookingId}?key=${encodeURIComponent(manageKeyOf(bookingId))}`;
    expect(mails[0]).toMatchObject({
      to: 'lead.transfer@example.com',
      subject: `A seat on booking ${bookingNumber} was transferred`,
      text: [
        'Hello Meera Nair, the seat of Ravi Rao on your booking now belongs to Farah Khan. The amounts of your booking do not change.',
        '',
        `Booking number: ${bookingNumber}`,
        `Tour date: ${formatTravelDate(S1)}`,
        'Previous traveller: Ravi Rao',
        'New traveller: Farah Khan',
        '',
        `Manage your booking: ${link}`,
        '',
      ].join('\n'),
    });
  });
});
