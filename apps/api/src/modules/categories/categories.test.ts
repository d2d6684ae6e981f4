import { randomUUID } from 'node:crypto';
import type { NamedRef } from '@wayfarer/shared/schemas/catalogue';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createCategory } from '../../../test/factories.ts';
import { createTestApp, type TestApp } from '../../../test/helpers.ts';

let t: TestApp;
const NAMES = ['Adventure', 'Beach', 'Culture', 'Food', 'Honeymoon', 'Mountains', 'Wildlife', 'Wellness'];

beforeAll(async () => {
  t = await createTestApp();
  for (const name of NAMES) await createCategory(t.database.db, name);
});
afterAll(() => t.close());

const names = (list: NamedRef[]) => list.map((item) => item.name);
const search = (payload: object) => t.app.inject({ method: 'POST', url: '/v1/category/search', payload });

describe('GET /v1/category', () => {
  it('answers page 1 with every category (the picker loads page 1), in name order', async () => {
    const res = await t.app.inject({ url: '/v1/category?page=1' });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body).toMatchObject({ page: 1, limit: 50, totalPages: 1, totalResults: NAMES.length });
    expect(names(body.results)).toEqual([...NAMES].sort());
    expect(body.results[0]).toEqual({
      id: expect.any(String),
      name: 'Adventure',
      image: 'https://cdn.example.com/c.jpg',
      banner: 'https://cdn.example.com/c-banner.jpg',
    });
  });

  it('filters by a part of the name in any case; an empty query is no filter', async () => {
    const res = await t.app.inject({ url: '/v1/category?page=1&query=EA' });
    expect(names(res.json().results)).toEqual(['Beach']);
    const all = await t.app.inject({ url: '/v1/category?page=1&query=' });
    expect(all.json().totalResults).toBe(NAMES.length);
    const none = await t.app.inject({ url: '/v1/category?page=2' });
    expect(none.json()).toMatchObject({ results: [], page: 2, totalResults: NAMES.length });
  });

  it('names are unique whatever their case', async () => {
    await expect(createCategory(t.database.db, 'BEACH')).rejects.toThrow();
  });
});

describe('GET /v1/category/{id}', () => {
  it('answers the category, or 404 "Category not found"', async () => {
    const list = (await t.app.inject({ url: '/v1/category' })).json().results;
    const res = await t.app.inject({ url: `/v1/category/${list[1].id}` });
    expect(res.json()).toEqual(list[1]);
    for (const id of [randomUUID(), 'abc']) {
      const missing = await t.app.inject({ url: `/v1/category/${id}` });
      expect(missing.statusCode).toBe(404);
      expect(missing.json()).toEqual({
        code: 404,
        error: 'CATEGORY_NOT_FOUND',
        message: 'Category not found',
      });
    }
  });
});

describe('POST /v1/category/search', () => {
  it('answers {id, name} of names containing the text, best match first', async () => {
    const res = await search({ name: 'w' });
    expect(res.statusCode).toBe(200);
    expect(names(res.json()).sort()).toEqual(['Wellness', 'Wildlife']);
    expect(Object.keys(res.json()[0]).sort()).toEqual(['id', 'name']);
  });

  it('forgives a typo (trigram similarity)', async () => {
    expect(names((await search({ name: 'Moutains' })).json())).toEqual(['Mountains']);
  });

  it('answers the first 20 by name for an empty text, and [] when nothing matches', async () => {
    expect(names((await search({ name: '' })).json())).toEqual([...NAMES].sort());
    expect((await search({ name: 'zzzz' })).json()).toEqual([]);
    expect((await search({ name: '%' })).json()).toEqual([]);
  });
});
