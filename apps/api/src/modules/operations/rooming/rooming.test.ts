import { addDays, firstBookableDate } from '@wayfarer/shared/rules/travel-date';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, createTestApp, type TestApp } from '../../../../test/helpers.ts';
import { createPublishedPackage, type TestPackage } from '../../../../test/package-factory.ts';
import { type Callers, signInCallers } from '../../../../test/roles.ts';
import { paidBooking } from '../../../../test/support/manage.ts';
import { asTraveller } from '../../../../test/support/bookings.ts';

// ADR 1341: a date's rooming list — the first proposal from each booking's rooms, the
// saved list read against the bookings of the moment, its checks, its CSV and who may have it.

let t: TestApp;
let callers: Callers;
let pkg: TestPackage;
let own: Record<string, string>;
const day = addDays(firstBookableDate(), 40);
const ref = () => `date=${day}&departureId=${pkg.departure.id}`;
let a: string; // 2 adults + 1 adult (a twin and a single), named travellers
let b: string; // 2 adults + 1 child (a triple)
let c: string; // 2 adults (a twin), no traveller names given

beforeAll(async () => {
  t = await createTestApp({ AUTH_RATE_LIMIT: '1000' });
  callers = await signInCallers(t.app);
  pkg = await createPublishedPackage(t.app, { dates: [{ date: day, seats: 60 }] });
  own = bearer(pkg.creator.token);
  ({ bookingId: a } = await paidBooking(t.app, pkg, {
    travelDate: day,
    adults: [2, 1],
    child: [0, 0],
    email: 'rooming.a@example.com',
  }));
  ({ bookingId: b } = await paidBooking(t.app, pkg, { travelDate: day, adults: [2], child: [1] }));
  ({ bookingId: c } = await paidBooking(t.app, pkg, { travelDate: day, name: 'Kabir Shah' }));
  const named = await t.app.inject({
    method: 'PUT',
    url: `/v1/bookings/${a}/travellers`,
    headers: asTraveller(a),
    payload: [
      { name: 'Meera Nair', age: 34 },
      { name: 'Arjun Nair', age: 36 },
      // A cell a spreadsheet would run: the CSV must write it as text.
      { name: '=HYPERLINK("x")', age: 61 },
    ],
  });
  expect(named.statusCode, named.body).toBe(200);
});
afterAll(() => t.close());

const read = (headers: Record<string, string>, query = ref()) =>
  t.app.inject({ url: `/v1/tours/${pkg.id}/rooming?${query}`, headers });
const save = (headers: Record<string, string>, rooms: unknown, extra: object = {}) =>
  t.app.inject({
    method: 'PUT',
    url: `/v1/tours/${pkg.id}/rooming`,
    headers,
    payload: { date: day, departureId: pkg.departure.id, rooms, ...extra },
  });
const at = (bookingId: string, ...positions: number[]) =>
  positions.map((position) => ({ bookingId, position }));

describe('GET /v1/tours/{id}/rooming', () => {
  it('proposes each booking’s own rooms, with the single supplement from the pricing', async () => {
    const res = await read(callers.admin);
    expect(res.statusCode, res.body).toBe(200);
    const list = res.json();
    expect(list).toMatchObject({
      date: day,
      departureId: pkg.departure.id,
      departureName: 'Standard',
      saved: false,
      updatedAt: null,
      // ₹30,000 for one adult less half of ₹50,000 for two.
      singleSupplement: 5000,
    });
    expect(list.rooms).toEqual([
      { type: 'twin', proposed: true, supplement: 0, travellers: at(a, 0, 1) },
      // Booked as a single: no supplement owed.
      { type: 'single', proposed: true, supplement: 0, travellers: at(a, 2) },
      { type: 'triple', proposed: true, supplement: 0, travellers: at(b, 0, 1, 2) },
      { type: 'twin', proposed: true, supplement: 0, travellers: at(c, 0, 1) },
    ]);
    expect(list.travellers.map((p: { name: string }) => p.name)).toEqual([
      'Meera Nair',
      'Arjun Nair',
      '=HYPERLINK("x")',
      'Meera Nair',
      'Guest 2 of Meera Nair',
      'Guest 3 of Meera Nair',
      'Kabir Shah',
      'Guest 2 of Kabir Shah',
    ]);
  });

  it('saves the admin’s rooms whole; a single a booking did not pay for owes the supplement', async () => {
    const rooms = [
      { type: 'triple', travellers: [...at(a, 0, 1), ...at(c, 0)] },
      { type: 'single', travellers: at(a, 2) },
      { type: 'single', travellers: at(c, 1) },
      { type: 'triple', travellers: at(b, 0, 1, 2) },
    ];
    const res = await save(callers.admin, rooms);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().saved).toBe(true);
    expect(res.json().rooms).toEqual([
      { type: 'triple', proposed: false, supplement: 0, travellers: [...at(a, 0, 1), ...at(c, 0)] },
      { type: 'single', proposed: false, supplement: 0, travellers: at(a, 2) },
      { type: 'single', proposed: false, supplement: 5000, travellers: at(c, 1) },
      { type: 'triple', proposed: false, supplement: 0, travellers: at(b, 0, 1, 2) },
    ]);
    expect((await read(own)).json().rooms).toEqual(res.json().rooms);
  });

  it('reads the saved list against today’s bookings: a new booking is proposed, a cancelled one leaves', async () => {
    const { bookingId: d } = await paidBooking(t.app, pkg, { travelDate: day, adults: [1], child: [0] });
    const cancel = await t.app.inject({
      method: 'POST',
      url: `/v1/bookings/${b}/cancel`,
      headers: callers.admin,
      payload: { reason: 'Traveller asked by phone' },
    });
    expect(cancel.statusCode, cancel.body).toBe(200);
    const rooms = (await read(callers.admin)).json().rooms;
    expect(rooms).toEqual([
      { type: 'triple', proposed: false, supplement: 0, travellers: [...at(a, 0, 1), ...at(c, 0)] },
      { type: 'single', proposed: false, supplement: 0, travellers: at(a, 2) },
      { type: 'single', proposed: false, supplement: 5000, travellers: at(c, 1) },
      { type: 'single', proposed: true, supplement: 0, travellers: at(d, 0) },
    ]);
  });

  it('refuses an overfull room, a traveller twice, and one not on the date; writes nothing', async () => {
    const before = (await read(callers.admin)).json();
    const overfull = await save(callers.admin, [{ type: 'twin', travellers: at(a, 0, 1, 2) }]);
    expect(overfull.statusCode).toBe(400);
    expect(overfull.json().errors[0].path).toBe('rooms.0.travellers');
    const empty = await save(callers.admin, [{ type: 'single', travellers: [] }]);
    expect(empty.statusCode).toBe(400);
    const badType = await save(callers.admin, [{ type: 'quad', travellers: at(a, 0) }]);
    expect(badType.statusCode).toBe(400);
    expect(badType.json().errors[0].path).toBe('rooms.0.type');
    const twice = await save(callers.admin, [
      { type: 'single', travellers: at(a, 0) },
      { type: 'twin', travellers: at(a, 1, 0) },
    ]);
    expect(twice.statusCode).toBe(400);
    expect(twice.json()).toMatchObject({
      error: 'VALIDATION_FAILED',
      message: 'A traveller can be in one room only',
      errors: [{ path: 'rooms.1.travellers' }],
    });
    // The cancelled booking's travellers, a position beyond a booking's people, a stranger's id.
    for (const stranger of [at(b, 0), at(a, 3), at('00000000-0000-4000-8000-000000000000', 0)]) {
      const res = await save(callers.admin, [{ type: 'single', travellers: stranger }]);
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toBe('This traveller is not on this date');
    }
    expect((await read(callers.admin)).json()).toEqual(before);
  });

  it('answers 404 for a departure or date the package does not offer, 400 for a malformed date', async () => {
    const other = await createPublishedPackage(t.app, { dates: [day] });
    expect((await read(callers.admin, `date=${day}&departureId=${other.departure.id}`)).statusCode).toBe(404);
    const missing = await read(callers.admin, `date=${addDays(day, 1)}&departureId=${pkg.departure.id}`);
    expect(missing.statusCode).toBe(404);
    expect(missing.json().errors[0].path).toBe('date');
    expect((await read(callers.admin, `date=12-03-2027&departureId=${pkg.departure.id}`)).statusCode).toBe(
      400,
    );
    expect((await read(callers.admin, `date=${day}`)).statusCode).toBe(400);
  });

  it('is the admin’s and the package’s creator’s: another creator 403, a plain user 403, nobody 401', async () => {
    expect((await read(own)).statusCode).toBe(200);
    const ownSave = await save(own, [{ type: 'twin', travellers: at(a, 0, 1) }]);
    expect(ownSave.statusCode, ownSave.body).toBe(200);
    expect((await read(callers.creator)).statusCode).toBe(403);
    expect((await save(callers.creator, [])).statusCode).toBe(403);
    expect((await read(callers.user)).statusCode).toBe(403);
    expect((await read({})).statusCode).toBe(401);
    const unknown = await t.app.inject({
      url: `/v1/tours/00000000-0000-4000-8000-000000000000/rooming?${ref()}`,
      headers: callers.admin,
    });
    expect(unknown.statusCode).toBe(404);
  });
});

describe('GET /v1/tours/{id}/rooming.csv', () => {
  it('writes one line per traveller, room by room, text guarded against formulas', async () => {
    const res = await t.app.inject({ url: `/v1/tours/${pkg.id}/rooming.csv?${ref()}`, headers: own });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('text/csv');
    expect(res.headers['content-disposition']).toContain(`rooming-${day}.csv`);
    const lines = res.body.trimEnd().split('\r\n');
    expect(lines[0]).toBe(
      'Room,Room type,Traveller,Age,Gender,Booking number,Lead traveller,Phone,Single supplement (INR),Status',
    );
    // The last save put Meera and Arjun in a twin; everyone else is proposed again.
    expect(lines[1]).toMatch(/^Room 1,Twin,Meera Nair,34,,WF/);
    expect(lines[1]).toMatch(/,Saved$/);
    expect(res.body).toContain(`"'=HYPERLINK(""x"")",61`);
    expect(lines.filter((l) => l.endsWith(',Proposed'))).toHaveLength(4);
    expect(
      (await t.app.inject({ url: `/v1/tours/${pkg.id}/rooming.csv?${ref()}`, headers: callers.creator }))
        .statusCode,
    ).toBe(403);
  });
});
