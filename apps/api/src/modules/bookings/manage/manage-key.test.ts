import { addDays, firstBookableDate } from '@wayfarer/shared/rules/travel-date';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../../test/helpers.ts';
import { createPublishedPackage, type TestPackage } from '../../../../test/package-factory.ts';
import { type Callers, signInCallers } from '../../../../test/roles.ts';
import { bookings, bookingTravellers, emailJobs, reviews } from '../../../db/schema.ts';
import { manageKeyMatches } from './manage-key.ts';
import {
  asTraveller,
  book,
  bookingPayload,
  manageKeyOf,
  payPage,
} from '../../../../test/support/bookings.ts';

// ADR 1302: the traveller's manage key. The booking id is seen by staff (lists, exports, e-mails),
// so every traveller's action asks for the booking's own secret; staff never see it.

let t: TestApp;
let callers: Callers;
let pkg: TestPackage;
const day = addDays(firstBookableDate(), 60);
const otherDay = addDays(firstBookableDate(), 61);
const WRONG = 'x'.repeat(43);

beforeAll(async () => {
  t = await createTestApp({ AUTH_RATE_LIMIT: '1000', PUBLIC_RATE_LIMIT: '1000' });
  callers = await signInCallers(t.app);
  pkg = await createPublishedPackage(t.app, { creator: callers.creatorRecord, dates: [day, otherDay] });
});
afterAll(() => t.close());

/** A paid booking (token) of the creator's package, its travellers entered with a passport. */
async function paidWithTravellers(email = 'key.holder@example.com') {
  const created = await book(t.app, bookingPayload(pkg.id, pkg.departure.id, { travelDate: day, email }));
  expect(created.statusCode, created.body).toBe(201);
  await payPage(t.app, created.json().data.instrumentResponse.redirectInfo.url, 'success');
  const bookingId = created.json().bookingId as string;
  const saved = await t.app.inject({
    method: 'PUT',
    url: `/v1/bookings/${bookingId}/travellers`,
    headers: asTraveller(bookingId),
    payload: [
      { name: 'Meera Nair', age: 34, idType: 'passport', idNumber: 'P55JKQX' },
      { name: 'Arjun Nair', age: 36 },
    ],
  });
  expect(saved.statusCode, saved.body).toBe(200);
  return bookingId;
}

const row = async (id: string) => (await t.db.select().from(bookings).where(eq(bookings.id, id)))[0]!;
const travellerRows = (id: string) =>
  t.db.select().from(bookingTravellers).where(eq(bookingTravellers.bookingId, id));

/** Everyone who is not the traveller: no key, a wrong key, the package's creator signed in. */
const strangers = () => [
  { who: 'no key', headers: {} as Record<string, string> },
  { who: 'a wrong key', headers: { 'x-manage-key': WRONG } },
  { who: 'an empty key', headers: { 'x-manage-key': '' } },
  { who: 'the creator’s token', headers: callers.creator },
  { who: 'the creator’s token and a wrong key', headers: { ...callers.creator, 'x-manage-key': WRONG } },
];

describe('the key itself', () => {
  it('checkout answers a 43-character key, a replay the same one, another booking another', async () => {
    const payload = bookingPayload(pkg.id, pkg.departure.id, { travelDate: day });
    const first = await book(t.app, payload, { 'idempotency-key': 'manage-key-replay' });
    expect(first.statusCode, first.body).toBe(201);
    const { bookingId, manageKey } = first.json();
    expect(manageKey).toMatch(/^[A-Za-z0-9_-]{43}$/);
    const again = await book(t.app, payload, { 'idempotency-key': 'manage-key-replay' });
    expect(again.json()).toMatchObject({ bookingId, manageKey });
    expect((await row(bookingId)).manageKey).toBe(manageKey);
    const other = await book(t.app, payload);
    expect(other.json().manageKey).not.toBe(manageKey);
  });

  it('is compared whole: a prefix, a longer string or another booking’s key does not match', () => {
    const key = 'abcDEF123_-abcDEF123_-abcDEF123_-abcDEF123';
    expect(manageKeyMatches(key, key)).toBe(true);
    for (const given of [undefined, '', key.slice(0, -1), `${key}x`, key.toLowerCase(), 'x'.repeat(500)]) {
      expect(manageKeyMatches(key, given)).toBe(false);
    }
  });
});

describe('the traveller’s actions need the key', () => {
  it('cancellation request: 403 MANAGE_KEY_REQUIRED without it, nothing asked; 201 with it', async () => {
    const id = await paidWithTravellers();
    for (const { who, headers } of strangers()) {
      const res = await t.app.inject({
        method: 'POST',
        url: `/v1/bookings/${id}/cancellation-request`,
        headers,
        payload: { reason: 'Not me' },
      });
      expect(res.statusCode, who).toBe(403);
      expect(res.json()).toMatchObject({ error: 'MANAGE_KEY_REQUIRED' });
      expect(res.json().message).toContain('confirmation e-mail');
    }
    expect(await row(id)).toMatchObject({ status: 'CONFIRMED', cancellationRequestedAt: null });
    const ok = await t.app.inject({
      method: 'POST',
      url: `/v1/bookings/${id}/cancellation-request`,
      headers: asTraveller(id),
      payload: { reason: 'Family emergency' },
    });
    expect(ok.statusCode, ok.body).toBe(201);
    expect(ok.json().manageable).toBe(true);
    // An unknown booking stays a 404, key or not.
    const unknown = await t.app.inject({
      method: 'POST',
      url: `/v1/bookings/${crypto.randomUUID()}/cancellation-request`,
      headers: asTraveller(id),
      payload: { reason: 'x' },
    });
    expect(unknown.statusCode).toBe(404);
  });

  it('travellers and their details (passport, medical): 403 without the key, nothing changed', async () => {
    const id = await paidWithTravellers();
    const before = await travellerRows(id);
    for (const { who, headers } of strangers()) {
      const put = await t.app.inject({
        method: 'PUT',
        url: `/v1/bookings/${id}/travellers`,
        headers,
        payload: [
          { name: 'Someone Else', age: 30 },
          { name: 'Another', age: 31 },
        ],
      });
      expect(put.statusCode, who).toBe(403);
      const details = await t.app.inject({
        method: 'PUT',
        url: `/v1/bookings/${id}/travellers/${before[0]!.id}/details`,
        headers,
        payload: { medicalNotes: 'Forged', emergencyName: 'Forged' },
      });
      expect(details.statusCode, who).toBe(403);
      const read = await t.app.inject({ url: `/v1/bookings/${id}/before-you-go`, headers });
      expect(read.statusCode, who).toBe(403);
      expect(read.body).not.toContain('Meera');
    }
    expect(await travellerRows(id)).toEqual(before);
    const page = await t.app.inject({ url: `/v1/bookings/${id}/before-you-go`, headers: asTraveller(id) });
    expect(page.statusCode).toBe(200);
    const details = await t.app.inject({
      method: 'PUT',
      url: `/v1/bookings/${id}/travellers/${page.json().travellers[0].id}/details`,
      headers: asTraveller(id),
      payload: { emergencyName: 'Asha Nair', emergencyPhone: '+91 98765 43210' },
    });
    expect(details.statusCode, details.body).toBe(200);
  });

  it('the traveller’s change of date: 403 without the key (a creator’s token is not it); 200 with it', async () => {
    const id = await paidWithTravellers();
    const move = { date: otherDay, departureId: pkg.departure.id };
    for (const { who, headers } of strangers()) {
      const res = await t.app.inject({
        method: 'POST',
        url: `/v1/bookings/${id}/change-date`,
        headers,
        payload: move,
      });
      expect(res.statusCode, who).toBe(403);
    }
    expect((await row(id)).travelDate).toBe(day);
    const ok = await t.app.inject({
      method: 'POST',
      url: `/v1/bookings/${id}/change-date`,
      headers: asTraveller(id),
      payload: move,
    });
    expect(ok.statusCode, ok.body).toBe(200);
    expect((await row(id)).travelDate).toBe(otherDay);
    // The admin still acts with its own token alone.
    const byAdmin = await t.app.inject({
      method: 'POST',
      url: `/v1/bookings/${id}/change-date`,
      headers: callers.admin,
      payload: { date: day, departureId: pkg.departure.id },
    });
    expect(byAdmin.statusCode, byAdmin.body).toBe(200);
  });

  it('a review: 403 without the key, none written; 201 with it', async () => {
    const id = await paidWithTravellers();
    await t.db.update(bookings).set({ status: 'COMPLETED' }).where(eq(bookings.id, id));
    for (const { who, headers } of strangers()) {
      const res = await t.app.inject({
        method: 'POST',
        url: '/v1/reviews',
        headers,
        payload: { bookingId: id, rating: 1, text: 'Forged' },
      });
      expect(res.statusCode, who).toBe(403);
    }
    expect(await t.db.select().from(reviews).where(eq(reviews.bookingId, id))).toEqual([]);
    const ok = await t.app.inject({
      method: 'POST',
      url: '/v1/reviews',
      headers: asTraveller(id),
      payload: { bookingId: id, rating: 5, text: 'Lovely' },
    });
    expect(ok.statusCode, ok.body).toBe(201);
  });
});

describe('what the booking id alone still gives', () => {
  it('the booking page (without the ID numbers), the payment status, the quote and paying the balance', async () => {
    const id = await paidWithTravellers();
    const anyone = await t.app.inject({ url: `/v1/bookings/booking/${id}` });
    expect(anyone.statusCode).toBe(200);
    expect(anyone.json()).toMatchObject({ bookingId: id, manageable: false });
    expect(anyone.json().travellers.map((x: { idNumber: unknown }) => x.idNumber)).toEqual([null, null]);
    expect(anyone.body).not.toContain('JKQX');
    const wrong = await t.app.inject({
      url: `/v1/bookings/booking/${id}`,
      headers: { 'x-manage-key': WRONG },
    });
    expect(wrong.json().manageable).toBe(false);
    const mine = await t.app.inject({ url: `/v1/bookings/booking/${id}`, headers: asTraveller(id) });
    expect(mine.json()).toMatchObject({ manageable: true });
    expect(mine.json().travellers[0].idNumber).toBe('XXXXJKQX');
    expect(mine.headers['cache-control']).toBe('private, no-store');
    expect((await t.app.inject({ url: `/v1/bookings/payment/${id}` })).statusCode).toBe(200);
    expect((await t.app.inject({ url: `/v1/bookings/${id}/refund-quote` })).statusCode).toBe(200);
    expect((await t.app.inject({ url: `/v1/bookings/${id}/date-change` })).statusCode).toBe(200);
    const balance = await t.app.inject({ method: 'POST', url: `/v1/bookings/${id}/balance` });
    expect(balance.statusCode, balance.body).toBe(201);
  });
});

describe('staff never see the key', () => {
  it('no admin or creator read, list, export, manifest, board or e-mail carries it', async () => {
    const id = await paidWithTravellers('staff.view@example.com');
    const key = manageKeyOf(id);
    const { bookingNumber } = await row(id);
    const surfaces: { what: string; url: string; headers: Record<string, string> }[] = [];
    for (const [who, headers] of [
      ['admin', callers.admin],
      ['creator', callers.creator],
    ] as const) {
      surfaces.push(
        { what: `${who}: booking list`, url: '/v1/bookings', headers },
        { what: `${who}: booking search`, url: `/v1/bookings?search=${bookingNumber}`, headers },
        { what: `${who}: booking detail`, url: `/v1/bookings/${id}`, headers },
        { what: `${who}: bookings CSV`, url: '/v1/bookings/export.csv', headers },
        { what: `${who}: manifest`, url: `/v1/tours/${pkg.id}/manifest?date=${day}`, headers },
        { what: `${who}: manifest CSV`, url: `/v1/tours/${pkg.id}/manifest.csv?date=${day}`, headers },
        { what: `${who}: departures board`, url: `/v1/tours/${pkg.id}/departures-board`, headers },
      );
    }
    for (const { what, url, headers } of surfaces) {
      const res = await t.app.inject({ url, headers });
      expect(res.statusCode, `${what}: ${res.body.slice(0, 200)}`).toBe(200);
      expect(res.body, what).not.toContain(key);
    }
    // The detail and the list did show this booking (the test reads real bodies).
    const detail = await t.app.inject({ url: `/v1/bookings/${id}`, headers: callers.admin });
    expect(detail.body).toContain(bookingNumber);
    const csv = await t.app.inject({ url: '/v1/bookings/export.csv', headers: callers.admin });
    expect(csv.body).toContain(bookingNumber);
    // E-mails: only the traveller's carry the key; the creator's and the admin's never.
    await t.app.inject({
      method: 'POST',
      url: `/v1/bookings/${id}/cancellation-request`,
      headers: asTraveller(id),
      payload: { reason: 'Plans changed' },
    });
    const jobs = await t.db.select().from(emailJobs);
    const about = jobs.filter((j) => `${j.subject}${j.text}`.includes(bookingNumber));
    expect(about.filter((j) => j.to !== 'staff.view@example.com').length).toBeGreaterThan(0);
    for (const job of about.filter((j) => j.to !== 'staff.view@example.com')) {
      expect(`${job.text}${job.html ?? ''}`, `${job.to}: ${job.subject}`).not.toContain(key);
    }
    const confirmation = about.find((j) => j.dedupeKey === `confirmation:${id}`)!;
    expect(confirmation.text).toContain(`/booking/${id}?key=${key}`);
  });
});
