import { SEARCH_LIMIT, searchResponse } from '@wayfarer/shared/schemas/tour-public';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createDestinationGroup, registerCreator, type TestCreator } from '../../../test/factories.ts';
import { createTestApp, type TestApp } from '../../../test/helpers.ts';
import { createPublishedPackage } from '../../../test/package-factory.ts';
import { changedWord, searchVariants } from './search.repository.ts';

let t: TestApp;
let creator: TestCreator;

beforeAll(async () => {
  t = await createTestApp();
  await createDestinationGroup(t.db, 'Bali', ['Ubud', 'Seminyak']);
  await createDestinationGroup(t.db, 'Goa', ['Panaji']);
  await createDestinationGroup(t.db, 'Rajasthan', ['Jaipur']);
  creator = await registerCreator(t.app, { username: 'wanderlust_meera', fullName: 'Meera Kapoor' });
  await createPublishedPackage(t.app, { creator, title: 'Bali Bliss Retreat' });
  await createPublishedPackage(t.app, { creator, title: 'Bali Secret Draft', status: 'Draft' });
});
afterAll(async () => t?.close());

const search = async (query: string) => {
  const res = await t.app.inject({ method: 'GET', url: `/v1/search?query=${encodeURIComponent(query)}` });
  expect(res.statusCode).toBe(200);
  return searchResponse.parse(res.json());
};

describe('GET /v1/search', () => {
  it('finds a destination even misspelt', async () => {
    for (const query of ['bali', 'Bali', 'blai', 'baly']) {
      expect((await search(query)).destinations[0]?.name, query).toBe('Bali');
    }
    expect((await search('goa')).destinations.map((d) => d.name)).toEqual(['Goa']);
    expect((await search('rajastan')).destinations[0]?.name).toBe('Rajasthan');
  });

  it('takes an emoji in the text in its stride', async () => {
    expect((await search('🏖️ bali')).destinations[0]?.name).toBe('Bali');
    expect(searchVariants('🏖️ab')).toContain('🏖️ba');
  });

  it('finds a destination by one of its places', async () => {
    expect((await search('ubud')).destinations.map((d) => d.name)).toEqual(['Bali']);
  });

  it('finds published packages by title, typos forgiven, never drafts', async () => {
    const result = await search('blai bliss');
    expect(result.packages.map((p) => p.title)).toEqual(['Bali Bliss Retreat']);
    expect((await search('bali')).packages.map((p) => p.title)).toEqual(['Bali Bliss Retreat']);
    expect(result.packages[0]!.creator.username).toBe('wanderlust_meera');
  });

  it('finds creators by a username fragment or their name', async () => {
    expect((await search('wanderl')).creators.map((c) => c.username)).toEqual(['wanderlust_meera']);
    expect((await search('meera kap')).creators.map((c) => c.username)).toEqual(['wanderlust_meera']);
  });

  it('answers empty lists under two characters, without asking the database', async () => {
    const spy = vi.spyOn(t.db, 'select');
    expect(await search('b')).toEqual({ packages: [], creators: [], destinations: [] });
    expect(await search('  ')).toEqual({ packages: [], creators: [], destinations: [] });
    expect(spy).not.toHaveBeenCalled();
    spy.mockRestore();
  });

  it('caps each list and sends an ETag', async () => {
    for (let i = 0; i < SEARCH_LIMIT + 2; i += 1) {
      await createPublishedPackage(t.app, { creator, title: `Capped Tour ${i}` });
    }
    expect((await search('capped tour')).packages).toHaveLength(SEARCH_LIMIT);
    const res = await t.app.inject({ method: 'GET', url: '/v1/search?query=goa' });
    const again = await t.app.inject({
      method: 'GET',
      url: '/v1/search?query=goa',
      headers: { 'if-none-match': res.headers.etag as string },
    });
    expect(again.statusCode).toBe(304);
  });

  it('takes a transposition as contained text, not as one more typo away', async () => {
    await createPublishedPackage(t.app, { creator, title: 'Baly Coast Escape' });
    // "blai" -> "bali" (swapped letters) is in "Bali Bliss Retreat"; "Baly" is a second typo away.
    expect((await search('blai')).packages.map((p) => p.title)).toEqual(['Bali Bliss Retreat']);
    expect((await search('baly')).packages.map((p) => p.title)).toContain('Baly Coast Escape');
    // A swap inside a long word too, found through the swapped-back word alone.
    expect((await search('retraet')).packages.map((p) => p.title)).toEqual(['Bali Bliss Retreat']);
  });
});

describe('searchVariants', () => {
  it('adds the adjacent transpositions of a short text', () => {
    expect(searchVariants('Blai')).toEqual(['blai', 'lbai', 'bali', 'blia']);
    expect(searchVariants('aa')).toEqual(['aa']);
    expect(changedWord('rajasthan forts', 'rajasthan frots')).toBe('frots');
    expect(changedWord('blai', 'bali')).toBe('bali');
    expect(searchVariants('a much longer text here')).toEqual(['a much longer text here']);
  });
});
