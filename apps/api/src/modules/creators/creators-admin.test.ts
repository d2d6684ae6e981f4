import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registerCreator } from '../../../test/factories.ts';
import { createTestApp, type TestApp } from '../../../test/helpers.ts';
import { adminOnlyRefusals, type Callers, signInCallers } from '../../../test/roles.ts';

let t: TestApp;
let callers: Callers;
beforeAll(async () => {
  t = await createTestApp();
  callers = await signInCallers(t.app);
});
afterAll(() => t.close());

const feature = (id: string, headers: Record<string, string>, payload: object) =>
  t.app.inject({ method: 'PATCH', url: `/v1/creators/${id}/feature`, headers, payload });
const featuredIds = async () =>
  (await t.app.inject({ url: '/v1/creators/feature' })).json().map((c: { id: string }) => c.id);

describe('PATCH /v1/creators/{id}/feature', () => {
  it('is ADMIN only: 401/403, nothing changed', async () => {
    const { creator } = await registerCreator(t.app);
    for (const { headers, status } of adminOnlyRefusals(callers)) {
      expect((await feature(creator.id, headers, { featured: true })).statusCode).toBe(status);
    }
    const list = (await t.app.inject({ url: '/v1/creators', headers: callers.admin })).json();
    expect(list.results.find((c: { id: string }) => c.id === creator.id).featured).toBe(false);
  });

  it('marks and unmarks for an admin (200, the admin row) and feeds the featured creators', async () => {
    const { creator } = await registerCreator(t.app, { fullName: 'Kabir Mehta' });
    const res = await feature(creator.id, callers.admin, { featured: true });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ id: creator.id, fullName: 'Kabir Mehta', featured: true });
    expect(await featuredIds()).toEqual([creator.id]);
    expect((await feature(creator.id, callers.admin, { featured: false })).json().featured).toBe(false);
  });

  it('answers 400 for a non-boolean and 404 for an unknown creator', async () => {
    const { creator } = await registerCreator(t.app);
    expect((await feature(creator.id, callers.admin, { featured: 'yes' })).statusCode).toBe(400);
    for (const id of [randomUUID(), 'nope']) {
      expect((await feature(id, callers.admin, { featured: true })).json()).toEqual({
        code: 404,
        error: 'CREATOR_NOT_FOUND',
        message: 'Creator not found',
      });
    }
  });
});
