import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createDestinationGroup, createPlace, registerCreator } from '../../../test/factories.ts';
import { createTestApp, type TestApp } from '../../../test/helpers.ts';
import { adminOnlyRefusals, type Callers, signInCallers } from '../../../test/roles.ts';
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

const inject = (
  method: 'POST' | 'PATCH' | 'DELETE',
  url: string,
  headers: Record<string, string>,
  payload?: object,
) => t.app.inject({ method, url, headers, ...(payload && { payload }) });
const body = (overrides: object = {}) => ({
  name: 'Bali',
  image: '/media/2026/01/bali.jpg',
  banner: '/media/2026/01/bali-banner.jpg',
  destinations: [ubud.id, kuta.id],
  ...overrides,
});
const placesOf = (group: { destinationGroupDestinations: { destination: { name: string } }[] }) =>
  group.destinationGroupDestinations.map((d) => d.destination.name);

describe('POST /v1/destination-groups', () => {
  it('is ADMIN only: 401/403 (even with a bad body), nothing created', async () => {
    for (const { headers, status } of adminOnlyRefusals(callers)) {
      for (const payload of [body(), { name: '' }]) {
        expect((await inject('POST', '/v1/destination-groups', headers, payload)).statusCode).toBe(status);
      }
    }
    expect((await t.app.inject({ url: '/v1/destination-groups/slug/bali' })).statusCode).toBe(404);
  });

  it('creates with its places and a slug from the name (201)', async () => {
    const res = await inject('POST', '/v1/destination-groups', callers.admin, body());
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({ name: 'Bali', slug: 'bali', image: '/media/2026/01/bali.jpg' });
    expect(placesOf(res.json())).toEqual(['Kuta', 'Ubud']);
    const bySlug = await t.app.inject({ url: '/v1/destination-groups/slug/bali' });
    expect(bySlug.json()).toEqual({ destination: res.json(), packages: [] });
  });

  it('answers "Name is required", 400 for unknown places, 409 for a taken name in any case', async () => {
    const empty = await inject('POST', '/v1/destination-groups', callers.admin, body({ name: ' ' }));
    expect(empty.json()).toMatchObject({ code: 400, message: 'Name is required' });
    for (const destinations of [[randomUUID()], ['nope']]) {
      const unknown = await inject(
        'POST',
        '/v1/destination-groups',
        callers.admin,
        body({ name: 'Java', destinations }),
      );
      expect(unknown.statusCode).toBe(400);
    }
    const taken = await inject('POST', '/v1/desination-groups', callers.admin, body({ name: 'BALI' }));
    expect(taken.statusCode).toBe(409);
    expect(taken.json()).toEqual({
      code: 409,
      error: 'DESTINATION_NAME_TAKEN',
      message: 'A destination with this name already exists',
    });
  });

  it('gives a name whose slug is taken the next free slug', async () => {
    const res = await inject(
      'POST',
      '/v1/destination-groups',
      callers.admin,
      body({ name: 'Bali!', destinations: [] }),
    );
    expect(res.json().slug).toBe('bali-2');
  });
});

describe('POST and PATCH /v1/destination-groups/{id} (update)', () => {
  it('is ADMIN only, nothing changed; an admin replaces name, pictures and places; the slug stays', async () => {
    const group = await createDestinationGroup(t.database.db, 'Kerala', []);
    for (const method of ['POST', 'PATCH'] as const) {
      for (const { headers, status } of adminOnlyRefusals(callers)) {
        const res = await inject(
          method,
          `/v1/destination-groups/${group.id}`,
          headers,
          body({ name: 'Goa' }),
        );
        expect(res.statusCode).toBe(status);
      }
    }
    expect((await t.app.inject({ url: `/v1/destination-groups/${group.id}` })).json().name).toBe('Kerala');

    const res = await inject(
      'PATCH',
      `/v1/destination-groups/${group.id}`,
      callers.admin,
      body({ name: 'God’s Own Country', destinations: [kuta.id] }),
    );
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ name: 'God’s Own Country', slug: 'kerala' });
    expect(placesOf(res.json())).toEqual(['Kuta']);
    const viaPost = await inject(
      'POST',
      `/v1/destination-groups/${group.id}`,
      callers.admin,
      body({ name: 'Kerala', destinations: [] }),
    );
    expect(placesOf(viaPost.json())).toEqual([]);
    const taken = await inject(
      'POST',
      `/v1/destination-groups/${group.id}`,
      callers.admin,
      body({ name: 'bali' }),
    );
    expect(taken.statusCode).toBe(409);
    const missing = await inject(
      'POST',
      `/v1/destination-groups/${randomUUID()}`,
      callers.admin,
      body({ name: 'X' }),
    );
    expect(missing.statusCode).toBe(404);
  });
});

describe('DELETE /v1/destination-groups/{id}', () => {
  it('is ADMIN only; refuses one creators use (409); deletes an unused one with its links (204)', async () => {
    const used = await createDestinationGroup(t.database.db, 'Ladakh', ['Leh']);
    await registerCreator(t.app, { destinations: [used.id] });
    for (const { headers, status } of adminOnlyRefusals(callers)) {
      expect((await inject('DELETE', `/v1/destination-groups/${used.id}`, headers)).statusCode).toBe(status);
    }
    const refused = await inject('DELETE', `/v1/destination-groups/${used.id}`, callers.admin);
    expect(refused.json()).toEqual({
      code: 409,
      error: 'IN_USE',
      message: 'This destination is used by 1 creator',
    });

    const unused = await createDestinationGroup(t.database.db, 'Sikkim', ['Gangtok']);
    expect((await inject('DELETE', `/v1/destination-groups/${unused.id}`, callers.admin)).statusCode).toBe(
      204,
    );
    expect((await t.app.inject({ url: `/v1/destination-groups/${unused.id}` })).statusCode).toBe(404);
    // Its place stays and is now unused.
    const gangtok = (await t.app.inject({ url: '/v1/destinations?query=gangtok' })).json().results[0];
    expect((await inject('DELETE', `/v1/destinations/${gangtok.id}`, callers.admin)).statusCode).toBe(204);
  });
});
