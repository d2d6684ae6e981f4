import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createCategory, registerCreator } from '../../../test/factories.ts';
import { createTestApp, type TestApp } from '../../../test/helpers.ts';
import { adminOnlyRefusals, type Callers, signInCallers } from '../../../test/roles.ts';

let t: TestApp;
let callers: Callers;
beforeAll(async () => {
  t = await createTestApp();
  callers = await signInCallers(t.app);
});
afterAll(() => t.close());

const inject = (method: 'POST' | 'DELETE', url: string, headers: Record<string, string>, payload?: object) =>
  t.app.inject({ method, url, headers, ...(payload && { payload }) });
const getCategory = (id: string) => t.app.inject({ url: `/v1/category/${id}` });
const names = async () =>
  (await t.app.inject({ url: '/v1/category?page=1' })).json().results.map((c: { name: string }) => c.name);

describe('POST /v1/category', () => {
  it('is ADMIN only: anonymous 401, a user or a creator 403 (even with a bad body), nothing created', async () => {
    for (const { headers, status } of adminOnlyRefusals(callers)) {
      for (const payload of [{ name: 'Trekking' }, { name: '' }]) {
        expect((await inject('POST', '/v1/category', headers, payload)).statusCode).toBe(status);
      }
    }
    expect(await names()).not.toContain('Trekking');
  });

  it('creates for an admin (201), image and banner optional', async () => {
    const res = await inject('POST', '/v1/category', callers.admin, { name: ' Trekking ' });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toEqual({ id: expect.any(String), name: 'Trekking', image: null, banner: null });
    const withImages = await inject('POST', '/v1/category', callers.admin, {
      name: 'Cruises',
      image: '/media/2026/01/c.jpg',
      banner: 'https://cdn.example.com/b.jpg',
    });
    expect(withImages.json()).toMatchObject({
      image: '/media/2026/01/c.jpg',
      banner: 'https://cdn.example.com/b.jpg',
    });
  });

  it('answers "Name is required", and 409 for a name taken in any case', async () => {
    const empty = await inject('POST', '/v1/category', callers.admin, { name: '' });
    expect(empty.json()).toMatchObject({ code: 400, message: 'Name is required' });
    const taken = await inject('POST', '/v1/category', callers.admin, { name: 'TREKKING' });
    expect(taken.statusCode).toBe(409);
    expect(taken.json()).toEqual({
      code: 409,
      error: 'CATEGORY_NAME_TAKEN',
      message: 'A category with this name already exists',
    });
  });
});

describe('POST /v1/category/{id} (update)', () => {
  it('is ADMIN only, nothing changed; an admin updates; 409 and 404', async () => {
    const category = await createCategory(t.database.db, 'Safari');
    await createCategory(t.database.db, 'Skiing');
    for (const { headers, status } of adminOnlyRefusals(callers)) {
      const res = await inject('POST', `/v1/category/${category.id}`, headers, { name: 'Safaris' });
      expect(res.statusCode).toBe(status);
    }
    expect((await getCategory(category.id)).json().name).toBe('Safari');
    const res = await inject('POST', `/v1/category/${category.id}`, callers.admin, {
      name: 'Safaris',
      image: '',
    });
    expect(res.json()).toEqual({ id: category.id, name: 'Safaris', image: null, banner: null });
    const taken = await inject('POST', `/v1/category/${category.id}`, callers.admin, { name: 'skiing' });
    expect(taken.statusCode).toBe(409);
    const missing = await inject('POST', `/v1/category/${randomUUID()}`, callers.admin, { name: 'X' });
    expect(missing.statusCode).toBe(404);
  });
});

describe('DELETE /v1/category/{id}', () => {
  it('is ADMIN only, nothing deleted', async () => {
    const category = await createCategory(t.database.db);
    for (const { headers, status } of adminOnlyRefusals(callers)) {
      expect((await inject('DELETE', `/v1/category/${category.id}`, headers)).statusCode).toBe(status);
    }
    expect((await getCategory(category.id)).statusCode).toBe(200);
  });

  it('refuses a category creators use (409 naming them), deletes an unused one (204)', async () => {
    const used = await createCategory(t.database.db, 'Heritage');
    await registerCreator(t.app, { categoryId: [used.id] });
    await registerCreator(t.app, { categoryId: [used.id] });
    const refused = await inject('DELETE', `/v1/category/${used.id}`, callers.admin);
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toEqual({
      code: 409,
      error: 'IN_USE',
      message: 'This category is used by 2 creators',
    });
    expect((await getCategory(used.id)).statusCode).toBe(200);

    const unused = await createCategory(t.database.db);
    expect((await inject('DELETE', `/v1/category/${unused.id}`, callers.admin)).statusCode).toBe(204);
    expect((await getCategory(unused.id)).statusCode).toBe(404);
  });
});
