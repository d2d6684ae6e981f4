import { randomUUID } from 'node:crypto';
import type { NamedRef } from '@wayfarer/shared/schemas/catalogue';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createDestinationGroup } from '../../../test/factories.ts';
import { createTestApp, type TestApp } from '../../../test/helpers.ts';

let t: TestApp;
let bali: { id: string };

beforeAll(async () => {
  t = await createTestApp();
  bali = await createDestinationGroup(t.database.db, 'Bali', ['Ubud', 'Seminyak', 'Nusa Penida']);
  await createDestinationGroup(t.database.db, 'Rajasthan', ['Jaipur', 'Udaipur', 'Jaisalmer']);
  await createDestinationGroup(t.database.db, 'Ladakh', ['Leh']);
});
afterAll(() => t.close());

const names = (list: NamedRef[]) => list.map((item) => item.name);
const BASES = ['/v1/destination-groups', '/v1/desination-groups'];

describe.each(BASES)('%s (both spellings of spec 000 §7)', (base) => {
  it('GET answers a page of destinations with slug, images and their places', async () => {
    const res = await t.app.inject({ url: `${base}?page=1&query=` });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body).toMatchObject({ page: 1, limit: 20, totalPages: 1, totalResults: 3 });
    expect(names(body.results)).toEqual(['Bali', 'Ladakh', 'Rajasthan']);
    expect(body.results[0]).toEqual({
      id: bali.id,
      name: 'Bali',
      slug: 'bali',
      image: '/media/demo/g.jpg',
      banner: '/media/demo/g-banner.jpg',
      destinationGroupDestinations: [
        { destination: { id: expect.any(String), name: 'Nusa Penida' } },
        { destination: { id: expect.any(String), name: 'Seminyak' } },
        { destination: { id: expect.any(String), name: 'Ubud' } },
      ],
    });
  });

  it('GET ?query filters by name', async () => {
    const res = await t.app.inject({ url: `${base}?query=raja` });
    expect(names(res.json().results)).toEqual(['Rajasthan']);
  });

  it('GET /{id} answers one destination, or 404', async () => {
    const res = await t.app.inject({ url: `${base}/${bali.id}` });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ id: bali.id, name: 'Bali', slug: 'bali' });
    for (const id of [randomUUID(), 'bali']) {
      const missing = await t.app.inject({ url: `${base}/${id}` });
      expect(missing.statusCode).toBe(404);
      expect(missing.json()).toEqual({
        code: 404,
        error: 'DESTINATION_NOT_FOUND',
        message: 'Destination not found',
      });
    }
  });

  it('POST /search answers [{id, name}] as the user types, typos forgiven', async () => {
    const search = (name: string) =>
      t.app.inject({ method: 'POST', url: `${base}/search`, payload: { name } });
    const res = await search('ba');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual([{ id: bali.id, name: 'Bali' }]);
    expect(names((await search('Rajastan')).json())).toEqual(['Rajasthan']);
    expect((await search('atlantis')).json()).toEqual([]);
  });
});
