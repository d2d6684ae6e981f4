import { randomUUID } from 'node:crypto';
import { count } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createHotel, createPlace } from '../../../test/factories.ts';
import { createTestApp, type TestApp } from '../../../test/helpers.ts';
import { adminOnlyRefusals, type Callers, signInCallers } from '../../../test/roles.ts';
import { hotels } from '../../db/schema.ts';
import type { PlaceRow } from '../places/index.ts';

let t: TestApp;
let callers: Callers;
let ubud: PlaceRow;
let kuta: PlaceRow;
beforeAll(async () => {
  t = await createTestApp();
  callers = await signInCallers(t.app);
  ubud = await createPlace(t.database.db, 'Ubud');
  kuta = await createPlace(t.database.db, 'Kuta');
});
afterAll(() => t.close());

const inject = (method: 'POST' | 'DELETE', url: string, headers: Record<string, string>, payload?: object) =>
  t.app.inject({ method, url, headers, ...(payload && { payload }) });
const hotelCount = async () => (await t.database.db.select({ value: count() }).from(hotels))[0]!.value;
const valid = () => ({
  name: 'Alaya Resort',
  destinationId: ubud.id,
  starRating: 4,
  mapLink: 'https://maps.example.com/alaya',
  address: 'Jalan Hanoman',
  image: '/media/demo/alaya.jpg',
});

describe('POST /v1/hotels', () => {
  it('creates for an admin and for a creator; a digit string is a star rating too', async () => {
    const res = await inject('POST', '/v1/hotels', callers.admin, valid());
    expect(res.statusCode).toBe(201);
    expect(res.json()).toEqual({
      ...valid(),
      id: expect.any(String),
      destination: { id: ubud.id, name: 'Ubud' },
      createdAt: expect.any(String),
    });
    const byCreator = await inject('POST', '/v1/hotels', callers.creator, {
      name: 'Kuta Beach Inn',
      destinationId: kuta.id,
      starRating: '0',
    });
    expect(byCreator.statusCode).toBe(201);
    expect(byCreator.json()).toMatchObject({ starRating: 0, mapLink: '', address: '', image: '' });
  });

  it('refuses anonymous (401) and a plain user (403), creating nothing', async () => {
    const before = await hotelCount();
    expect((await inject('POST', '/v1/hotels', {}, { ...valid(), name: 'Other' })).statusCode).toBe(401);
    expect((await inject('POST', '/v1/hotels', callers.user, { ...valid(), name: 'Other' })).statusCode).toBe(
      403,
    );
    expect(await hotelCount()).toBe(before);
  });

  it.each([6, '6', 12, '45', -1, 3.5, 'four', '', null, undefined])(
    'answers "Must be a number between 1 and 5" for starRating %j',
    async (starRating) => {
      const res = await inject('POST', '/v1/hotels', callers.admin, {
        ...valid(),
        name: 'Rated',
        starRating,
      });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({ message: 'Must be a number between 1 and 5' });
    },
  );

  it('answers "Name is required", "Destination is required", and 400 for an unknown place', async () => {
    const noName = await inject('POST', '/v1/hotels', callers.admin, { ...valid(), name: ' ' });
    expect(noName.json()).toMatchObject({ code: 400, message: 'Name is required' });
    const noPlace = await inject('POST', '/v1/hotels', callers.admin, { ...valid(), destinationId: '' });
    expect(noPlace.json()).toMatchObject({ code: 400, message: 'Destination is required' });
    const unknown = await inject('POST', '/v1/hotels', callers.admin, {
      ...valid(),
      destinationId: randomUUID(),
    });
    expect(unknown.statusCode).toBe(400);
  });

  it('refuses a name taken in the same place in any case (409), allows it in another place', async () => {
    const taken = await inject('POST', '/v1/hotels', callers.creator, { ...valid(), name: 'ALAYA resort' });
    expect(taken.statusCode).toBe(409);
    expect(taken.json().message).toBe('A hotel with this name already exists in this city');
    const elsewhere = await inject('POST', '/v1/hotels', callers.creator, {
      ...valid(),
      destinationId: kuta.id,
    });
    expect(elsewhere.statusCode).toBe(201);
  });
});

describe('POST /v1/hotels/{id} (update)', () => {
  it('is ADMIN only (a creator may add but not edit), nothing changed', async () => {
    const hotel = await createHotel(t.database.db, { name: 'Edit Me', destinationId: ubud.id });
    for (const { headers, status } of adminOnlyRefusals(callers)) {
      const res = await inject('POST', `/v1/hotels/${hotel.id}`, headers, { ...valid(), name: 'Edited' });
      expect(res.statusCode).toBe(status);
    }
    expect((await t.app.inject({ url: `/v1/hotels/${hotel.id}` })).json().name).toBe('Edit Me');
    const res = await inject('POST', `/v1/hotels/${hotel.id}`, callers.admin, {
      ...valid(),
      name: 'Edited',
      starRating: '5',
      destinationId: kuta.id,
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      name: 'Edited',
      starRating: 5,
      destination: { id: kuta.id, name: 'Kuta' },
    });
    const missing = await inject('POST', `/v1/hotels/${randomUUID()}`, callers.admin, valid());
    expect(missing.json()).toEqual({ code: 404, error: 'HOTEL_NOT_FOUND', message: 'Hotel not found' });
  });
});

describe('GET /v1/hotels and POST /v1/hotels/search', () => {
  it('pages by 10 with each hotel’s place; `query` filters by name', async () => {
    const page = (await t.app.inject({ url: '/v1/hotels?page=1&query=' })).json();
    expect(page).toMatchObject({ page: 1, limit: 10, totalResults: await hotelCount() });
    const filtered = (await t.app.inject({ url: '/v1/hotels?query=kuta%20beach' })).json();
    expect(filtered.results).toHaveLength(1);
    expect(filtered.results[0].destination).toEqual({ id: kuta.id, name: 'Kuta' });
  });

  it('search (signed-in) filters by places and labels "name - address"', async () => {
    expect((await inject('POST', '/v1/hotels/search', {}, { name: '' })).statusCode).toBe(401);
    const res = await inject('POST', '/v1/hotels/search', callers.creator, {
      name: 'alaya',
      destination: [ubud.id],
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual([
      expect.objectContaining({
        name: 'Alaya Resort',
        label: 'Alaya Resort - Jalan Hanoman',
        destinationId: ubud.id,
      }),
    ]);
    const inKuta = await inject('POST', '/v1/hotels/search', callers.user, {
      name: '',
      destination: [kuta.id],
    });
    expect(inKuta.json().every((h: { destinationId: string }) => h.destinationId === kuta.id)).toBe(true);
    expect(inKuta.json().find((h: { name: string }) => h.name === 'Kuta Beach Inn').label).toBe(
      'Kuta Beach Inn',
    );
    const none = await inject('POST', '/v1/hotels/search', callers.user, {
      name: '',
      destination: ['bad-id'],
    });
    expect(none.json()).toEqual([]);
  });
});

describe('DELETE /v1/hotels/{id}', () => {
  it('is ADMIN only; an admin deletes (204)', async () => {
    const hotel = await createHotel(t.database.db, { destinationId: kuta.id });
    for (const { headers, status } of adminOnlyRefusals(callers)) {
      expect((await inject('DELETE', `/v1/hotels/${hotel.id}`, headers)).statusCode).toBe(status);
    }
    expect((await inject('DELETE', `/v1/hotels/${hotel.id}`, callers.admin)).statusCode).toBe(204);
    expect((await t.app.inject({ url: `/v1/hotels/${hotel.id}` })).statusCode).toBe(404);
  });
});
