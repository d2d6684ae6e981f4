import { tripEndDate } from '@wayfarer/shared/rules/booking-lifecycle';
import { addDays, addMonths, firstBookableDate, formatTravelDate } from '@wayfarer/shared/rules/travel-date';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, createTestApp, type TestApp } from '../../../../test/helpers.ts';
import { createPublishedPackage, type TestPackage } from '../../../../test/package-factory.ts';
import { type Callers, signInCallers } from '../../../../test/roles.ts';
import { tourPackages } from '../../../db/schema.ts';
import { pdfText } from '../../../../test/support/pdf.ts';
import { paidBooking } from '../../../../test/support/manage.ts';
import { asTraveller } from '../../../../test/support/bookings.ts';

// ADR 1341: the trip-leader sheet of a 40-traveller date — every traveller with phone,
// emergency contact, diet, medical notes, passport and room; India's scripts; the same bytes on
// every read; the admin's and the package's creator's only.

let t: TestApp;
let callers: Callers;
let pkg: TestPackage;
const day = addDays(firstBookableDate(), 50);
const returnDate = tripEndDate(day, 4);
const query = () => `date=${day}&departureId=${pkg.departure.id}`;
const bookingIds: string[] = [];

beforeAll(async () => {
  t = await createTestApp({ AUTH_RATE_LIMIT: '1000' });
  callers = await signInCallers(t.app);
  pkg = await createPublishedPackage(t.app, { dates: [{ date: day, seats: 40 }] });
  await t.db.update(tourPackages).set({ isInternational: true }).where(eq(tourPackages.id, pkg.id));
  // Ten bookings of two twin rooms: forty travellers, the date full.
  for (let n = 0; n < 10; n++) {
    const { bookingId } = await paidBooking(t.app, pkg, {
      // An overseas package asks for the lead traveller's PAN (TCS, ADR 1377).
      pan: 'ABCPE1234F',
      travelDate: day,
      adults: [2, 2],
      child: [0, 0],
      name: `Lead Number${String.fromCharCode(65 + n)}`,
      email: `sheet.${n}@example.com`,
    });
    bookingIds.push(bookingId);
  }
  const first = bookingIds[0]!;
  const named = await t.app.inject({
    method: 'PUT',
    url: `/v1/bookings/${first}/travellers`,
    headers: asTraveller(first),
    payload: [
      { name: 'अनन्या शर्मा', age: 29, gender: 'female' },
      { name: 'Rohan Sharma', age: 31, gender: 'male' },
      { name: 'தமிழ் செல்வி', age: 58 },
      { name: 'Vikram Sharma', age: 60 },
    ],
  });
  expect(named.statusCode, named.body).toBe(200);
  const page = await t.app.inject({
    url: `/v1/bookings/${first}/before-you-go`,
    headers: asTraveller(first),
  });
  const travellerId = page.json().travellers[0].id;
  const details = await t.app.inject({
    method: 'PUT',
    url: `/v1/bookings/${first}/travellers/${travellerId}/details`,
    headers: asTraveller(first),
    payload: {
      emergencyName: 'Asha Sharma',
      emergencyPhone: '+91 98765 43210',
      dietaryNeeds: 'Jain vegetarian',
      medicalNotes: 'Asthma inhaler in the day bag',
      passportNumber: 'Z1234567',
      nationality: 'Indian',
      passportExpiry: addMonths(returnDate, 7),
    },
  });
  expect(details.statusCode, details.body).toBe(200);
});
afterAll(() => t.close());

const sheet = (headers: Record<string, string>, q = query()) =>
  t.app.inject({ url: `/v1/tours/${pkg.id}/trip-sheet.pdf?${q}`, headers });

describe('GET /v1/tours/{id}/trip-sheet.pdf', () => {
  it('prints all forty travellers with what the trip leader needs, in their own scripts', async () => {
    const res = await sheet(callers.admin);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(res.headers['content-disposition']).toContain(`trip-sheet-${day}.pdf`);
    const pdf = res.rawPayload;
    expect(pdf.subarray(0, 5).toString()).toBe('%PDF-');
    const text = pdfText(pdf);
    expect(text).toContain('Trip-leader sheet');
    expect(text).toContain(pkg.title);
    expect(text).toContain(`${formatTravelDate(day)} to ${formatTravelDate(returnDate)}`);
    expect(text).toContain('40 in 10 bookings, 20 rooms');
    for (const name of ['अनन्या शर्मा', 'தமிழ் செல்வி', 'Rohan Sharma', 'Vikram Sharma'])
      expect(text).toContain(name);
    for (let n = 1; n < 10; n++) {
      const lead = `Lead Number${String.fromCharCode(65 + n)}`;
      expect(text).toContain(lead);
      for (const guest of [2, 3, 4]) expect(text).toContain(`Guest ${guest} of ${lead}`);
    }
    expect(text).toContain('Asha Sharma, +91 98765 43210');
    expect(text).toContain('Diet: Jain vegetarian');
    expect(text).toContain('Medical: Asthma inhaler in the day bag');
    expect(text).toContain('Z1234567');
    expect(text).toContain('20 Twin');
    expect(text).toContain('Rooming list');
    // The booking's phone under each traveller, for a call from the road.
    expect(text).toContain('9876543210');
    // Printable: a handful of A4 pages, not one per traveller.
    const pages = pdf.toString('latin1').match(/\/Type \/Page\b/g) ?? [];
    expect(pages.length).toBeGreaterThan(1);
    expect(pages.length).toBeLessThanOrEqual(8);
  });

  it('is the same bytes on every read, and follows the rooming list', async () => {
    const one = (await sheet(callers.admin)).rawPayload;
    const two = (await sheet(bearer(pkg.creator.token))).rawPayload;
    expect(Buffer.compare(one, two)).toBe(0);
    const first = bookingIds[0]!;
    const saved = await t.app.inject({
      method: 'PUT',
      url: `/v1/tours/${pkg.id}/rooming`,
      headers: callers.admin,
      payload: {
        date: day,
        departureId: pkg.departure.id,
        rooms: [
          { type: 'triple', travellers: [0, 1, 2].map((position) => ({ bookingId: first, position })) },
        ],
      },
    });
    expect(saved.statusCode, saved.body).toBe(200);
    const text = pdfText((await sheet(callers.admin)).rawPayload);
    expect(text).toContain('1 Triple');
    expect(text).toContain('2 Single');
  });

  it('is the admin’s and the package’s creator’s only: another creator 403, a plain user 403, nobody 401', async () => {
    expect((await sheet(bearer(pkg.creator.token))).statusCode).toBe(200);
    const other = await sheet(callers.creator);
    expect(other.statusCode).toBe(403);
    expect(other.json().error).toBe('FORBIDDEN');
    expect((await sheet(callers.user)).statusCode).toBe(403);
    expect((await sheet({})).statusCode).toBe(401);
    expect((await sheet(callers.admin, `date=${day}`)).statusCode).toBe(400);
  });
});
