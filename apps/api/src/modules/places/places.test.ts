import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createDestinationGroup, createHotel, createPlace } from '../../../test/factories.ts';
import { createTestApp, type TestApp } from '../../../test/helpers.ts';
import { adminOnlyRefusals, type Callers, signInCallers } from '../../../test/roles.ts';
import { destinations } from '../../db/schema.ts';

let t: TestApp;
let callers: Callers;
beforeAll(async () => {
  t = await createTestApp();
  callers = await signInCallers(t.app);
});
afterAll(() => t.close());

const inject = (method: 'POST' | 'DELETE', url: string, headers: Record<string, string>, payload?: object) =>
  t.app.inject({ method, url, headers, ...(payload && { payload }) });
const placeNamed = async (name: string) =>
  (await t.database.db.select().from(destinations).where(eq(destinations.name, name)))[0];

describe('POST /v1/destinations (create a place)', () => {
  it('works for an admin and for a creator (the editor’s Add Place): 201 {id, name}', async () => {
    const byAdmin = await inject('POST', '/v1/destinations', callers.admin, { name: '  Ubud ' });
    expect(byAdmin.statusCode).toBe(201);
    expect(byAdmin.json()).toEqual({ id: expect.any(String), name: 'Ubud' });
    const byCreator = await inject('POST', '/v1/destinations', callers.creator, { name: 'Seminyak' });
    expect(byCreator.statusCode).toBe(201);
    expect(await placeNamed('Seminyak')).toBeDefined();
  });

  it('refuses anonymous (401) and a plain user (403), even with a bad body, creating nothing', async () => {
    for (const [headers, status] of [
      [{}, 401],
      [callers.user, 403],
    ] as const) {
      for (const payload of [{ name: 'Kuta' }, { name: '' }]) {
        const res = await inject('POST', '/v1/destinations', headers, payload);
        expect(res.statusCode).toBe(status);
      }
    }
    expect(await placeNamed('Kuta')).toBeUndefined();
  });

  it('answers "Name is required"', async () => {
    for (const payload of [{ name: '   ' }, {}]) {
      const res = await inject('POST', '/v1/destinations', callers.admin, payload);
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({ code: 400, message: 'Name is required' });
    }
  });

  it('refuses a name taken in any case (409)', async () => {
    await createPlace(t.database.db, 'Canggu');
    const res = await inject('POST', '/v1/destinations', callers.creator, { name: 'CANGGU' });
    expect(res.statusCode).toBe(409);
    expect(res.json()).toEqual({
      code: 409,
      error: 'PLACE_NAME_TAKEN',
      message: 'A place with this name already exists',
    });
  });
});

describe('POST /v1/destinations/{id} (update)', () => {
  it('is ADMIN only: 401/403 for others, nothing changed', async () => {
    const place = await createPlace(t.database.db, 'Amed');
    for (const { headers, status } of adminOnlyRefusals(callers)) {
      const res = await inject('POST', `/v1/destinations/${place.id}`, headers, { name: 'Amed Beach' });
      expect(res.statusCode).toBe(status);
    }
    expect((await t.app.inject({ url: `/v1/destinations/${place.id}` })).json().name).toBe('Amed');
  });

  it('renames for an admin; its own name in another case is fine; another’s is 409; unknown 404', async () => {
    const place = await createPlace(t.database.db, 'Lovina');
    await createPlace(t.database.db, 'Sidemen');
    const res = await inject('POST', `/v1/destinations/${place.id}`, callers.admin, { name: 'LOVINA' });
    expect(res.json()).toEqual({ id: place.id, name: 'LOVINA' });
    const taken = await inject('POST', `/v1/destinations/${place.id}`, callers.admin, { name: 'sidemen' });
    expect(taken.statusCode).toBe(409);
    for (const id of [randomUUID(), 'nope']) {
      const missing = await inject('POST', `/v1/destinations/${id}`, callers.admin, { name: 'X' });
      expect(missing.json()).toEqual({ code: 404, error: 'PLACE_NOT_FOUND', message: 'Place not found' });
    }
  });
});

describe('GET /v1/destinations and POST /v1/destinations/search', () => {
  it('pages by 10 in name order; `query` filters in any case; an empty query is no filter', async () => {
    const all = (await t.app.inject({ url: '/v1/destinations?page=1&query=' })).json();
    expect(all).toMatchObject({ page: 1, limit: 10 });
    expect(all.totalResults).toBeGreaterThanOrEqual(6);
    const filtered = (await t.app.inject({ url: '/v1/destinations?query=UBU' })).json();
    expect(filtered.results).toEqual([{ id: expect.any(String), name: 'Ubud' }]);
  });

  it('search needs a signed-in caller and answers [{id, name}]', async () => {
    expect((await inject('POST', '/v1/destinations/search', {}, { name: 'ub' })).statusCode).toBe(401);
    const res = await inject('POST', '/v1/destinations/search', callers.user, { name: 'UBU' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual([{ id: expect.any(String), name: 'Ubud' }]);
    const typo = await inject('POST', '/v1/destinations/search', callers.creator, { name: 'Seminyk' });
    expect(typo.json().map((p: { name: string }) => p.name)).toEqual(['Seminyak']);
  });
});

describe('DELETE /v1/destinations/{id}', () => {
  it('is ADMIN only: 401/403 for others, nothing deleted', async () => {
    const place = await createPlace(t.database.db);
    for (const { headers, status } of adminOnlyRefusals(callers)) {
      expect((await inject('DELETE', `/v1/destinations/${place.id}`, headers)).statusCode).toBe(status);
    }
    expect((await t.app.inject({ url: `/v1/destinations/${place.id}` })).statusCode).toBe(200);
  });

  it('refuses a place in use (409 naming its users) and deletes an unused one (204)', async () => {
    const place = await createPlace(t.database.db, 'Tegallalang');
    await createHotel(t.database.db, { destinationId: place.id });
    await createHotel(t.database.db, { destinationId: place.id });
    await createDestinationGroup(t.database.db, 'Bali Highlands', ['Tegallalang']);
    const refused = await inject('DELETE', `/v1/destinations/${place.id}`, callers.admin);
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toEqual({
      code: 409,
      error: 'IN_USE',
      message: 'This place is used by 2 hotels and 1 destination',
    });
    expect(await placeNamed('Tegallalang')).toBeDefined();

    const unused = await createPlace(t.database.db);
    const res = await inject('DELETE', `/v1/destinations/${unused.id}`, callers.admin);
    expect(res.statusCode).toBe(204);
    expect((await t.app.inject({ url: `/v1/destinations/${unused.id}` })).statusCode).toBe(404);
  });
});
