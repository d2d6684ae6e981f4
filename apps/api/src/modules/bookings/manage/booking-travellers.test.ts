import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../../test/helpers.ts';
import { createPublishedPackage, type TestPackage } from '../../../../test/package-factory.ts';
import { bookings, bookingTravellers } from '../../../db/schema.ts';
import { paidBooking, setTravelDaysAhead } from '../../../../test/support/manage.ts';
import { asTraveller, book, bookingPayload, travelDate } from '../../../../test/support/bookings.ts';

let t: TestApp;
let pkg: TestPackage;

beforeAll(async () => {
  t = await createTestApp();
  pkg = await createPublishedPackage(t.app);
});
afterAll(() => t.close());

const put = (bookingId: string, payload: unknown) =>
  t.app.inject({
    method: 'PUT',
    url: `/v1/bookings/${bookingId}/travellers`,
    headers: asTraveller(bookingId),
    payload: payload as object,
  });
const storedRows = (bookingId: string) =>
  t.db
    .select()
    .from(bookingTravellers)
    .where(eq(bookingTravellers.bookingId, bookingId))
    .orderBy(bookingTravellers.position);

const meera = { name: 'Meera Nair', age: 34, gender: 'female', idType: 'passport', idNumber: 'Z1234567' };
const arjun = { name: 'Arjun Nair', age: 36 };

describe('PUT /v1/bookings/{id}/travellers', () => {
  it('stores one row per person, answers the booking with the ID masked; the raw ID is kept', async () => {
    // 2 adults in one room: people = 2.
    const { bookingId } = await paidBooking(t.app, pkg, { travelDate: travelDate(20) });
    const res = await put(bookingId, [meera, arjun]);
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.bookingId).toBe(bookingId);
    expect(body.travellers).toEqual([
      {
        id: expect.any(String),
        name: 'Meera Nair',
        age: 34,
        gender: 'female',
        idType: 'passport',
        idNumber: 'XXXX4567',
        email: null,
        phone: null,
      },
      {
        id: expect.any(String),
        name: 'Arjun Nair',
        age: 36,
        gender: null,
        idType: null,
        idNumber: null,
        email: null,
        phone: null,
      },
    ]);
    expect(body.travellersEditable).toBe(true);
    const rows = await storedRows(bookingId);
    expect(rows.map((r) => [r.position, r.name, r.idNumber])).toEqual([
      [0, 'Meera Nair', 'Z1234567'],
      [1, 'Arjun Nair', null],
    ]);
    const read = await t.app.inject({
      url: `/v1/bookings/booking/${bookingId}`,
      headers: asTraveller(bookingId),
    });
    expect(read.json().travellers[0].idNumber).toBe('XXXX4567');
    expect(read.json().manageable).toBe(true);
    expect(read.body).not.toContain('Z1234567');
    // ADR 1302: without the manage key the booking reads without the ID numbers at all.
    const anyone = await t.app.inject({ url: `/v1/bookings/booking/${bookingId}` });
    expect(anyone.json().manageable).toBe(false);
    expect(anyone.json().travellers.map((r: { idNumber: unknown }) => r.idNumber)).toEqual([null, null]);
    // No digit run of the number anywhere in the travellers (their random ids set aside: a bare
    // '4567' can turn up in a UUID, as it did once), and neither form of it anywhere in the answer.
    const travellersWithoutIds = anyone.json().travellers.map(({ id, ...rest }: { id: string }) => rest);
    expect(JSON.stringify(travellersWithoutIds)).not.toContain('4567');
    expect(anyone.body).not.toContain('XXXX4567');
    expect(anyone.body).not.toContain('Z1234567');
  });

  it('replaces the rows whole, positions 0..n-1', async () => {
    const { bookingId } = await paidBooking(t.app, pkg, { travelDate: travelDate(20) });
    await put(bookingId, [meera, arjun]);
    const res = await put(bookingId, [
      { ...arjun, name: '  Arjun K Nair ' },
      { name: 'Lakshmi', age: 0 },
    ]);
    expect(res.statusCode).toBe(200);
    const rows = await storedRows(bookingId);
    expect(rows.map((r) => [r.position, r.name, r.age, r.idNumber])).toEqual([
      [0, 'Arjun K Nair', 36, null],
      [1, 'Lakshmi', 0, null],
    ]);
  });

  it('an edit that leaves the ID number out under the same ID type keeps the saved number; null clears it', async () => {
    const { bookingId } = await paidBooking(t.app, pkg, { travelDate: travelDate(20) });
    await put(bookingId, [meera, { ...arjun, idType: 'aadhaar', idNumber: '123456789012' }]);
    const { idNumber: _omitted, ...meeraWithoutNumber } = meera;
    // A typo fixed in the second name: the first row's number comes back masked, so it is left out.
    let res = await put(bookingId, [
      meeraWithoutNumber,
      { ...arjun, name: 'Arjun Nayar', idType: 'aadhaar' },
    ]);
    expect(res.statusCode).toBe(200);
    expect((await storedRows(bookingId)).map((r) => [r.name, r.idType, r.idNumber])).toEqual([
      ['Meera Nair', 'passport', 'Z1234567'],
      ['Arjun Nayar', 'aadhaar', '123456789012'],
    ]);
    // Another ID type without a number, or an explicit null, never keeps the old number: an ID
    // type needs its number, 400 naming each row's field, nothing changes.
    res = await put(bookingId, [
      { ...meeraWithoutNumber, idType: 'pan' },
      { ...arjun, idType: 'aadhaar', idNumber: null },
    ]);
    expect(res.statusCode).toBe(400);
    expect(res.json().errors).toContainEqual({
      path: '1.idNumber',
      message: 'Enter the ID number for this ID type',
    });
    res = await put(bookingId, [{ ...meeraWithoutNumber, idType: 'pan' }, arjun]);
    expect(res.statusCode).toBe(400);
    expect(res.json().errors).toEqual([
      { path: '0.idNumber', message: 'Enter the ID number for this ID type' },
    ]);
    expect((await storedRows(bookingId)).map((r) => [r.idType, r.idNumber])).toEqual([
      ['passport', 'Z1234567'],
      ['aadhaar', '123456789012'],
    ]);
    // No ID type clears both.
    res = await put(bookingId, [{ ...meeraWithoutNumber, idType: null }, arjun]);
    expect(res.statusCode).toBe(200);
    expect((await storedRows(bookingId)).map((r) => [r.idType, r.idNumber])[0]).toEqual([null, null]);
  });

  it('custom pricing: value × totalPeople rows', async () => {
    const custom = await createPublishedPackage(t.app, { pricingType: 'Custom' });
    const couple = custom.departure.customPricings[0]!;
    const { bookingId } = await paidBooking(t.app, custom, {
      travelDate: travelDate(20),
      adults: undefined,
      child: undefined,
      customs: [{ id: couple.id, value: 2 }],
    });
    expect((await put(bookingId, [meera, arjun])).statusCode).toBe(400);
    const four = [meera, arjun, { name: 'C', age: 8 }, { name: 'D', age: 70 }];
    expect((await put(bookingId, four)).statusCode).toBe(200);
  });

  it('refuses another number of rows with 400, changing nothing', async () => {
    const { bookingId } = await paidBooking(t.app, pkg, { travelDate: travelDate(20) });
    await put(bookingId, [meera, arjun]);
    for (const rows of [[meera], [meera, arjun, arjun], []]) {
      const res = await put(bookingId, rows);
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toBe('Enter exactly one row per traveller');
    }
    expect((await storedRows(bookingId)).map((r) => r.name)).toEqual(['Meera Nair', 'Arjun Nair']);
  });

  const ageMessage = 'Age must be a whole number from 0 to 120';
  const idMessage = 'ID number: letters, digits, spaces and hyphens, at most 30';
  it.each([
    [{ age: -1 }, '1.age', ageMessage],
    [{ age: 121 }, '1.age', ageMessage],
    [{ age: 3.5 }, '1.age', ageMessage],
    [{ age: '30' }, '1.age', ageMessage],
    [{ age: undefined }, '1.age', 'Required'],
    [{ name: '' }, '1.name', 'Name is required'],
    [{ name: '   ' }, '1.name', 'Name is required'],
    [{ name: 'x'.repeat(101) }, '1.name', 'Name must be at most 100 characters'],
    [{ gender: 'Robot' }, '1.gender', 'Invalid input'],
    [{ idType: 'Library card' }, '1.idType', 'Invalid input'],
    [{ idNumber: '<script>' }, '1.idNumber', idMessage],
    [{ idNumber: '1'.repeat(31) }, '1.idNumber', idMessage],
    [{ idType: 'passport', idNumber: null }, '1.idNumber', 'Enter the ID number for this ID type'],
    [{ idType: 'passport', idNumber: '' }, '1.idNumber', 'Enter the ID number for this ID type'],
    [{ idType: 'passport' }, '1.idNumber', 'Enter the ID number for this ID type'],
  ])('refuses row 2 with %j: 400 naming the field %s', async (change, path, message) => {
    const { bookingId } = await paidBooking(t.app, pkg, { travelDate: travelDate(20) });
    const res = await put(bookingId, [meera, { ...arjun, ...change }]);
    expect(res.statusCode).toBe(400);
    const body = res.json();
    expect(body.code).toBe(400);
    expect(body.errors).toContainEqual({ path, message });
    expect(body.message).toBe(message);
    expect(await storedRows(bookingId)).toEqual([]);
  });

  it('ages 0 and 120 and a 100-character name are taken', async () => {
    const { bookingId } = await paidBooking(t.app, pkg, { travelDate: travelDate(20) });
    const res = await put(bookingId, [
      { name: 'x'.repeat(100), age: 120 },
      { name: 'Baby', age: 0 },
    ]);
    expect(res.statusCode).toBe(200);
  });

  it('is open until 7 days before travel (India time) and locked at 6 (409)', async () => {
    const { bookingId } = await paidBooking(t.app, pkg, { travelDate: travelDate(20) });
    await setTravelDaysAhead(t.app, bookingId, 7);
    expect((await put(bookingId, [meera, arjun])).statusCode).toBe(200);
    await setTravelDaysAhead(t.app, bookingId, 6);
    const res = await put(bookingId, [arjun, meera]);
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe('Travellers can no longer be changed within 7 days of travel');
    expect((await storedRows(bookingId)).map((r) => r.name)).toEqual(['Meera Nair', 'Arjun Nair']);
    expect((await t.app.inject({ url: `/v1/bookings/booking/${bookingId}` })).json().travellersEditable).toBe(
      false,
    );
  });

  it('409 on an unpaid, cancelled or completed booking', async () => {
    const created = await book(
      t.app,
      bookingPayload(pkg.id, pkg.departure.id, { travelDate: travelDate(20) }),
    );
    const unpaid = created.json().bookingId;
    expect((await put(unpaid, [meera, arjun])).statusCode).toBe(409);
    const declined = await paidBooking(t.app, pkg, { travelDate: travelDate(20) }, 'decline');
    expect((await put(declined.bookingId, [meera, arjun])).statusCode).toBe(409);
    for (const status of ['CANCELLED', 'COMPLETED'] as const) {
      const { bookingId } = await paidBooking(t.app, pkg, { travelDate: travelDate(20) });
      await t.db.update(bookings).set({ status }).where(eq(bookings.id, bookingId));
      expect((await put(bookingId, [meera, arjun])).statusCode).toBe(409);
    }
    // A cancellation request waits for the operator: the trip may still go ahead.
    const { bookingId } = await paidBooking(t.app, pkg, { travelDate: travelDate(20) });
    await t.db.update(bookings).set({ status: 'CANCELLATION_REQUESTED' }).where(eq(bookings.id, bookingId));
    expect((await put(bookingId, [meera, arjun])).statusCode).toBe(200);
  });

  it('404 for an unknown or malformed booking id', async () => {
    for (const id of ['00000000-0000-4000-8000-000000000000', 'nope']) {
      const res = await put(id, [meera, arjun]);
      expect(res.statusCode).toBe(404);
      expect(res.json().message).toBe('Booking not found');
    }
  });

  it('two saves at once: one set of rows wins whole', async () => {
    const { bookingId } = await paidBooking(t.app, pkg, { travelDate: travelDate(20) });
    const [a, b] = await Promise.all([put(bookingId, [meera, arjun]), put(bookingId, [arjun, meera])]);
    expect([a.statusCode, b.statusCode]).toEqual([200, 200]);
    const names = (await storedRows(bookingId)).map((r) => r.name);
    expect([
      ['Meera Nair', 'Arjun Nair'],
      ['Arjun Nair', 'Meera Nair'],
    ]).toContainEqual(names);
  });
});
