import { addDays, firstBookableDate } from '@wayfarer/shared/rules/travel-date';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, createTestApp, loginAdmin, registerUser, type TestApp } from '../../../test/helpers.ts';
import { createPublishedPackage, type TestPackage } from '../../../test/package-factory.ts';
import { bookings, leads } from '../../db/schema.ts';
import { EXPORT_BATCH } from './operations.service.ts';

// The bookings and leads exports stream every row of the filter, in batches, in scope.

let t: TestApp;
let admin: string;
let a: TestPackage;
let b: TestPackage;
const A_ROWS = EXPORT_BATCH * 2 + 37; // three batches, the last one short
const B_ROWS = 5;
const travelDate = addDays(firstBookableDate(), 20);
const base = Date.parse('2026-06-01T10:00:00Z');

function bookingRows(pkg: TestPackage, count: number, prefix: string) {
  return Array.from({ length: count }, (_, i) => ({
    bookingNumber: `${prefix}-${String(i).padStart(5, '0')}`,
    packageId: pkg.id,
    creatorId: pkg.creatorId,
    departureId: pkg.departure.id,
    departureName: 'Standard',
    travelDate,
    name: i === 0 ? '@SUM(1+1)' : `Traveller ${prefix} ${i}`,
    email: `${prefix.toLowerCase()}${i}@example.com`,
    phone: '9876543210',
    paymentType: 'token' as const,
    pricingType: 'Simple' as const,
    selection: [{ adult: 2, child: 0, pricePaise: 5_000_000 }],
    people: 2,
    packageAmountPaise: 5_000_000,
    discountPaise: 0,
    dueNowPaise: 750_000,
    paidPaise: i % 2 === 0 ? 750_000 : 0,
    paymentStatus: i % 2 === 0 ? ('PAYMENT_SUCCESS' as const) : ('PAYMENT_ERROR' as const),
    status: i % 2 === 0 ? ('CONFIRMED' as const) : ('PENDING' as const),
    balanceDueDate: travelDate,
    // Groups of seven share one instant: the keyset's id tie-break must neither skip nor repeat.
    createdAt: new Date(base + Math.floor(i / 7) * 60_000),
  }));
}

beforeAll(async () => {
  t = await createTestApp();
  admin = (await loginAdmin(t.app)).tokens.access.token;
  a = await createPublishedPackage(t.app);
  b = await createPublishedPackage(t.app);
  await t.db.insert(bookings).values(bookingRows(a, A_ROWS, 'WA'));
  await t.db.insert(bookings).values(bookingRows(b, B_ROWS, 'WB'));
  await t.db.insert(leads).values([
    {
      name: 'Lead For A',
      email: 'la@example.com',
      phone: '9876543210',
      message: '-1 call me',
      creatorId: a.creatorId,
    },
    { name: 'Lead For B', email: 'lb@example.com', phone: '9876543211', message: 'Hello', packageId: b.id },
    {
      name: 'Lead Followed',
      email: 'lf@example.com',
      phone: '9876543212',
      message: 'Hi',
      status: 'followed',
    },
  ]);
});
afterAll(() => t.close());

const get = (url: string, token: string) => t.app.inject({ method: 'GET', url, headers: bearer(token) });
const csvRows = (body: string) => body.trimEnd().split('\r\n');

describe('GET /v1/bookings/export.csv', () => {
  it('admin: every booking once, newest first, across batches, formulas escaped, rupees', async () => {
    const res = await get('/v1/bookings/export.csv', admin);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('text/csv');
    expect(res.headers['content-disposition']).toContain('bookings.csv');
    const [header, ...rows] = csvRows(res.body);
    expect(header).toBe(
      'Booking number,Booked on,Package,Departure,Travel date,Name,E-mail,Phone,People,Payment type,Payment status,Booking status,Total (INR),Paid (INR),Pending (INR),Refunded (INR),Invoice number,Taxable value (INR),GST (INR),Next due (INR),Next due on',
    );
    expect(rows).toHaveLength(A_ROWS + B_ROWS);
    const numbers = rows.map((r) => r.split(',')[0]!);
    expect(new Set(numbers).size).toBe(A_ROWS + B_ROWS);
    const first = rows.find((r) => r.startsWith('WA-00000,'))!;
    expect(first).toContain(",'@SUM(1+1),");
    // No GSTIN: no invoice number, taxable value or GST. The balance is due by its date.
    const money = (row: string) => row.split(',').slice(-9);
    expect(money(first)).toEqual([
      '50000.00',
      '7500.00',
      '42500.00',
      '0.00',
      '',
      '',
      '',
      '42500.00',
      travelDate,
    ]);
    // Unpaid: nothing is due as a balance.
    expect(money(rows.find((r) => r.startsWith('WA-00001,'))!)).toEqual([
      '50000.00',
      '0.00',
      '50000.00',
      '0.00',
      '',
      '',
      '',
      '',
      '',
    ]);
    // Newest first: the last A row (latest instant) before the first.
    expect(numbers.indexOf(`WA-${String(A_ROWS - 1).padStart(5, '0')}`)).toBeLessThan(
      numbers.indexOf('WA-00000'),
    );
  });

  it('on an instalment plan, next due is what is left of the next instalment, by its date', async () => {
    const plan = [
      { percent: 20, daysBeforeTravel: null },
      { percent: 30, daysBeforeTravel: 10 },
      { percent: 50, daysBeforeTravel: 5 },
    ];
    // A package of its own, so the other tests' counts stay as they are.
    const [row] = bookingRows(await createPublishedPackage(t.app), 1, 'WP');
    // Booked a minute ago; the first instalment (₹10,000.00) and ₹1,000.00 of the second paid.
    const bookedAt = new Date(Date.now() - 60_000);
    await t.db.insert(bookings).values({
      ...row!,
      paymentType: 'instalments',
      instalmentPlan: plan,
      createdAt: bookedAt,
      paidPaise: 1_100_000,
      paymentStatus: 'PAYMENT_SUCCESS',
      status: 'CONFIRMED',
    });
    const rows = csvRows((await get('/v1/bookings/export.csv?search=WP-00000', admin)).body);
    expect(rows).toHaveLength(2);
    expect(rows[1]!.split(',').slice(-9)).toEqual([
      '50000.00',
      '11000.00',
      '39000.00',
      '0.00',
      '',
      '',
      '',
      '14000.00',
      addDays(travelDate, -10),
    ]);
  });

  it('a creator exports only its packages’ bookings', async () => {
    const res = await get('/v1/bookings/export.csv', b.creator.token);
    expect(res.statusCode).toBe(200);
    const rows = csvRows(res.body).slice(1);
    expect(rows).toHaveLength(B_ROWS);
    expect(rows.every((r) => r.startsWith('WB-'))).toBe(true);
  });

  it('applies the list’s filter: status, search and booked-on dates', async () => {
    const paid = csvRows((await get('/v1/bookings/export.csv?status=PAYMENT_SUCCESS', a.creator.token)).body);
    expect(paid.slice(1)).toHaveLength(Math.ceil(A_ROWS / 2));
    const search = csvRows((await get('/v1/bookings/export.csv?search=wa5%40example', admin)).body);
    expect(search.slice(1).map((r) => r.split(',')[0])).toEqual(['WA-00005']);
    // Rows 0–6 share the first instant (1 June 2026, 15:30 India).
    const oneDay = csvRows((await get('/v1/bookings/export.csv?from=2026-06-01&to=2026-06-01', admin)).body);
    expect(oneDay.slice(1).length).toBeGreaterThan(0);
    const none = csvRows((await get('/v1/bookings/export.csv?to=2026-05-31', admin)).body);
    expect(none).toHaveLength(1);
    expect((await get('/v1/bookings/export.csv?from=2026-06-02&to=2026-06-01', admin)).statusCode).toBe(400);
  });

  it('a plain user 403, nobody 401', async () => {
    const user = await registerUser(t.app);
    expect((await get('/v1/bookings/export.csv', user.tokens.access.token)).statusCode).toBe(403);
    expect((await t.app.inject({ method: 'GET', url: '/v1/bookings/export.csv' })).statusCode).toBe(401);
  });
});

describe('GET /v1/query/export.csv', () => {
  it('admin: every lead; a creator: those addressed to it or its packages; filter by status', async () => {
    const all = csvRows((await get('/v1/query/export.csv', admin)).body);
    expect(all[0]).toBe('Received on,Name,E-mail,Phone,Package,Message,Status');
    expect(all.slice(1)).toHaveLength(3);
    expect(all.join('\n')).toContain(",'-1 call me,");
    const forB = csvRows((await get('/v1/query/export.csv', b.creator.token)).body).slice(1);
    expect(forB).toHaveLength(1);
    expect(forB[0]).toContain('Lead For B');
    expect(forB[0]).toContain(b.title);
    const followed = csvRows((await get('/v1/query/export.csv?status=followed', admin)).body).slice(1);
    expect(followed).toHaveLength(1);
    expect(followed[0]).toContain('Lead Followed');
    const user = await registerUser(t.app);
    expect((await get('/v1/query/export.csv', user.tokens.access.token)).statusCode).toBe(403);
  });
});
