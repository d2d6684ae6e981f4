import { tripEndDate } from '@wayfarer/shared/rules/booking-lifecycle';
import { addDays, addMonths, firstBookableDate, todayInIndia } from '@wayfarer/shared/rules/travel-date';
import { eq, like } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registerCreator } from '../../../test/factories.ts';
import { bearer, createTestApp, type TestApp } from '../../../test/helpers.ts';
import { createPublishedPackage, type TestPackage } from '../../../test/package-factory.ts';
import { type Callers, signInCallers } from '../../../test/roles.ts';
import { bookings, departureNotes, emailJobs, tourDates, tourPackages } from '../../db/schema.ts';
import { paidBooking } from '../../../test/support/manage.ts';
import { asTraveller } from '../../../test/support/bookings.ts';
import { runDetailsRemindersOnce } from './details-reminders.ts';

// "Before you go": the details' validation, the manifest's fields per role, the
// creator's notes from the due date, and the one reminder.

/** The package is overseas: its checkout asks for the lead traveller's PAN (TCS, ADR 1377). */
const OVERSEAS_PAN = 'ABCPE1234F';

let t: TestApp;
let callers: Callers;
let pkg: TestPackage;
const day = addDays(firstBookableDate(), 60);
// The factory's package lasts 4 days: the return date is the travel date + 3.
const returnDate = tripEndDate(day, 4);
let bookingId: string;
let travellerIds: string[];

beforeAll(async () => {
  t = await createTestApp({ AUTH_RATE_LIMIT: '1000' });
  callers = await signInCallers(t.app);
  pkg = await createPublishedPackage(t.app, { creator: callers.creatorRecord, dates: [day] });
  await t.db.update(tourPackages).set({ isInternational: true }).where(eq(tourPackages.id, pkg.id));
  ({ bookingId } = await paidBooking(t.app, pkg, {
    pan: OVERSEAS_PAN,
    travelDate: day,
    email: 'byg@example.com',
  }));
  const saved = await t.app.inject({
    method: 'PUT',
    url: `/v1/bookings/${bookingId}/travellers`,
    headers: asTraveller(bookingId),
    payload: [
      { name: 'Meera Nair', age: 34 },
      { name: 'Arjun Nair', age: 36 },
    ],
  });
  expect(saved.statusCode).toBe(200);
  const page = await t.app.inject({
    method: 'GET',
    url: `/v1/bookings/${bookingId}/before-you-go`,
    headers: asTraveller(bookingId),
  });
  travellerIds = page.json().travellers.map((x: { id: string }) => x.id);
});
afterAll(() => t.close());

const putDetails = (travellerId: string, payload: object, id = bookingId) =>
  t.app.inject({
    method: 'PUT',
    url: `/v1/bookings/${id}/travellers/${travellerId}/details`,
    headers: asTraveller(id),
    payload,
  });
const meera = {
  emergencyName: 'Asha Nair',
  emergencyPhone: '+91 98765 43210',
  dietaryNeeds: 'Vegetarian',
  medicalNotes: 'Asthma inhaler',
  passportNumber: 'z1234567',
  nationality: 'Indian',
  // Valid on the return date + the package's 6 months (the default), the first day allowed.
  passportExpiry: addMonths(returnDate, 6),
};

describe('PUT /v1/bookings/{id}/travellers/{travellerId}/details', () => {
  it('stores the details; the page shows the passport masked and never the medical notes', async () => {
    const res = await putDetails(travellerIds[0]!, meera);
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body).toMatchObject({ isInternational: true, returnDate, editable: true });
    expect(body.travellers[0]).toMatchObject({
      name: 'Meera Nair',
      complete: true,
      details: {
        emergencyName: 'Asha Nair',
        dietaryNeeds: 'Vegetarian',
        hasMedicalNotes: true,
        passportNumberMasked: '••••4567',
        nationality: 'Indian',
      },
    });
    expect(JSON.stringify(body)).not.toContain('Asthma');
    expect(JSON.stringify(body)).not.toContain('Z1234567');
    expect(body.travellers[1].complete).toBe(false);
  });

  it('answers 400 naming passportExpiry and the date needed when it expires before return + 6 months', async () => {
    const needed = addMonths(returnDate, 6);
    const res = await putDetails(travellerIds[1]!, { ...meera, passportExpiry: addDays(needed, -1) });
    expect(res.statusCode).toBe(400);
    expect(res.json().errors[0].path).toBe('passportExpiry');
    expect(res.json().message).toContain(needed);
    expect(res.json().errors[0].message).toContain(needed);
    expect(res.json().message).toContain('6 months after the return date');
    // Nothing was written: the traveller still has no details.
    const page = await t.app.inject({
      url: `/v1/bookings/${bookingId}/before-you-go`,
      headers: asTraveller(bookingId),
    });
    expect(page.json().travellers[1].details.passportExpiry).toBe(null);
    expect(page.json().passportValidUntil).toBe(needed);
  });

  it('follows the package’s own months, set in the editor (0 to 24)', async () => {
    const overview = async (passportValidityMonths: unknown) => {
      const current = await t.app.inject({ url: `/v1/tours/${pkg.id}/overview`, headers: callers.admin });
      const { tourInclusions, tourExclusions, ...rest } = current.json();
      return t.app.inject({
        method: 'POST',
        url: `/v1/tours/${pkg.id}/overview`,
        headers: callers.admin,
        payload: {
          ...rest,
          tourInclusions,
          tourExclusions,
          passportValidityMonths,
        },
      });
    };
    for (const bad of [25, -1, 1.5, 'six', null]) {
      const res = await overview(bad);
      expect(res.statusCode, String(bad)).toBe(400);
      expect(res.json().errors[0].path).toBe('passportValidityMonths');
    }
    const saved = await overview(2);
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json().passportValidityMonths).toBe(2);
    const needed = addMonths(returnDate, 2);
    const early = await putDetails(travellerIds[1]!, { ...meera, passportExpiry: addDays(needed, -1) });
    expect(early.statusCode).toBe(400);
    expect(early.json().message).toContain(needed);
    expect(early.json().message).toContain('2 months after the return date');
    const fine = await putDetails(travellerIds[1]!, { ...meera, passportExpiry: needed });
    expect(fine.statusCode, fine.body).toBe(200);
    expect(fine.json().passportValidUntil).toBe(needed);
    // Back to the default for the tests after this one.
    expect((await overview('6')).json().passportValidityMonths).toBe(6);
  });

  it('answers 400 naming the field for a bad phone or passport number; 404 for a stranger’s traveller', async () => {
    const phone = await putDetails(travellerIds[1]!, { emergencyPhone: 'call me' });
    expect(phone.statusCode).toBe(400);
    expect(phone.json().errors[0].path).toBe('emergencyPhone');
    const passport = await putDetails(travellerIds[1]!, { passportNumber: 'A-1' });
    expect(passport.json().errors[0].path).toBe('passportNumber');
    const other = await paidBooking(t.app, pkg, { pan: OVERSEAS_PAN, travelDate: day });
    expect((await putDetails(travellerIds[1]!, meera, other.bookingId)).statusCode).toBe(404);
  });

  it('keeps the details when the travellers are saved again (they follow the position)', async () => {
    await t.app.inject({
      method: 'PUT',
      url: `/v1/bookings/${bookingId}/travellers`,
      headers: asTraveller(bookingId),
      payload: [
        { name: 'Meera N.', age: 34 },
        { name: 'Arjun Nair', age: 36 },
      ],
    });
    const page = await t.app.inject({
      method: 'GET',
      url: `/v1/bookings/${bookingId}/before-you-go`,
      headers: asTraveller(bookingId),
    });
    expect(page.json().travellers[0].details.emergencyName).toBe('Asha Nair');
    travellerIds = page.json().travellers.map((x: { id: string }) => x.id);
  });
});

describe('the manifest with the details', () => {
  const manifest = (headers: Record<string, string>) =>
    t.app.inject({ method: 'GET', url: `/v1/tours/${pkg.id}/manifest?date=${day}`, headers });
  it('gives the admin and the package’s creator passport numbers and medical notes', async () => {
    for (const headers of [callers.admin, callers.creator]) {
      const res = await manifest(headers);
      expect(res.statusCode).toBe(200);
      const line = res.json().lines.find((l: { travellerName: string }) => l.travellerName === 'Meera N.');
      expect(line).toMatchObject({
        emergencyContact: 'Asha Nair, +91 98765 43210',
        dietaryNeeds: 'Vegetarian',
        medicalNotes: 'Asthma inhaler',
        passportNumber: 'Z1234567',
        nationality: 'Indian',
        passportExpiry: meera.passportExpiry,
      });
    }
    const csv = await t.app.inject({
      method: 'GET',
      url: `/v1/tours/${pkg.id}/manifest.csv?date=${day}`,
      headers: callers.creator,
    });
    expect(csv.body).toContain('Asthma inhaler');
    expect(csv.body).toContain('Z1234567');
  });
  it('is nobody else’s: another creator 404, a plain user 403, anonymous 401', async () => {
    const rival = await registerCreator(t.app);
    expect((await manifest(bearer(rival.token))).statusCode).toBe(404);
    expect((await manifest(callers.user)).statusCode).toBe(403);
    expect((await manifest({})).statusCode).toBe(401);
  });
});

describe('the creator’s notes and the reminder', () => {
  it('shows the notes on the booking page only from the balance due date', async () => {
    const saved = await t.app.inject({
      method: 'PUT',
      url: `/v1/tours/${pkg.id}/departure-notes`,
      headers: callers.creator,
      payload: { date: day, departureId: pkg.departure.id, notes: 'Meet at Gate 2; pack a warm jacket.' },
    });
    expect(saved.statusCode).toBe(200);
    const before = await t.app.inject({
      method: 'GET',
      url: `/v1/bookings/${bookingId}/before-you-go`,
      headers: asTraveller(bookingId),
    });
    expect(before.json().notes).toBeNull();
    await t.db.update(bookings).set({ balanceDueDate: todayInIndia() }).where(eq(bookings.id, bookingId));
    const after = await t.app.inject({
      method: 'GET',
      url: `/v1/bookings/${bookingId}/before-you-go`,
      headers: asTraveller(bookingId),
    });
    expect(after.json().notes).toBe('Meet at Gate 2; pack a warm jacket.');
    const rival = await registerCreator(t.app);
    const refused = await t.app.inject({
      method: 'PUT',
      url: `/v1/tours/${pkg.id}/departure-notes`,
      headers: bearer(rival.token),
      payload: { date: day, departureId: pkg.departure.id, notes: 'x' },
    });
    expect(refused.statusCode).toBe(404);
  });

  it('reminds an incomplete booking once a week before the due date; a complete one never', async () => {
    const now = new Date();
    const due = addDays(todayInIndia(now), 7);
    await t.db.update(bookings).set({ balanceDueDate: due }).where(eq(bookings.packageId, pkg.id));
    const incomplete = await paidBooking(t.app, pkg, {
      pan: OVERSEAS_PAN,
      travelDate: day,
      email: 'remind.me@example.com',
    });
    await t.db.update(bookings).set({ balanceDueDate: due }).where(eq(bookings.id, incomplete.bookingId));
    // Complete the first booking's second traveller.
    expect((await putDetails(travellerIds[1]!, { ...meera, passportNumber: 'Y7654321' })).statusCode).toBe(
      200,
    );
    const deps = { db: t.db, clock: () => now };
    await runDetailsRemindersOnce(deps);
    await runDetailsRemindersOnce(deps);
    const jobs = await t.db.select().from(emailJobs).where(like(emailJobs.dedupeKey, 'details-reminder:%'));
    const ours = jobs.filter((j) => j.dedupeKey === `details-reminder:${incomplete.bookingId}`);
    expect(ours).toHaveLength(1);
    expect(ours[0]!.to).toBe('remind.me@example.com');
    expect(jobs.some((j) => j.dedupeKey === `details-reminder:${bookingId}`)).toBe(false);
    // Eight days before: not yet.
    const early = await paidBooking(t.app, pkg, {
      pan: OVERSEAS_PAN,
      travelDate: day,
      email: 'early@example.com',
    });
    await t.db
      .update(bookings)
      .set({ balanceDueDate: addDays(todayInIndia(now), 8) })
      .where(eq(bookings.id, early.bookingId));
    await runDetailsRemindersOnce(deps);
    const none = await t.db
      .select()
      .from(emailJobs)
      .where(eq(emailJobs.dedupeKey, `details-reminder:${early.bookingId}`));
    expect(none).toHaveLength(0);
  });
});

// Round 4, item 6 (ADR 1301): notes for a date the package does not offer, or a past one, were saved.
describe('PUT /v1/tours/{id}/departure-notes: only for a date the package offers, not past', () => {
  const past = addDays(todayInIndia(), -3);
  beforeAll(async () => {
    await t.db.insert(tourDates).values({ packageId: pkg.id, departureId: pkg.departure.id, date: past });
  });
  const put = (payload: object) =>
    t.app.inject({
      method: 'PUT',
      url: `/v1/tours/${pkg.id}/departure-notes`,
      headers: callers.creator,
      payload,
    });
  const stored = async () =>
    (await t.db.select().from(departureNotes).where(eq(departureNotes.packageId, pkg.id))).map((n) => n.date);

  it.each([
    [
      'a date the package does not offer',
      () => addDays(day, 1),
      404,
      'DATE_NOT_FOUND',
      'This date is not offered for the package',
    ],
    ['a past date it offered', () => past, 400, 'VALIDATION_FAILED', 'This date has already passed'],
    ['not a date', () => '2027-02-30', 400, 'VALIDATION_FAILED', 'Dates are YYYY-MM-DD'],
  ])('refuses %s naming date; nothing is stored', async (_, date, status, error, message) => {
    const before = await stored();
    const res = await put({ date: date(), departureId: pkg.departure.id, notes: 'Pack a torch.' });
    expect(res.statusCode).toBe(status);
    expect(res.json()).toMatchObject({ error, errors: [{ path: 'date', message }] });
    expect(await stored()).toEqual(before);
    expect(before).not.toContain(date());
  });

  it('names departureId for a departure that is not the package’s', async () => {
    const res = await put({ date: day, departureId: '00000000-0000-4000-8000-000000000000', notes: 'x' });
    expect(res.statusCode).toBe(404);
    expect(res.json().errors[0].path).toBe('departureId');
  });
});
