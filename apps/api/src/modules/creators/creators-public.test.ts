import { PUBLIC_CACHE_CONTROL } from '../../plugins/etag.ts';
import { randomUUID } from 'node:crypto';
import type { CreatorCard } from '@wayfarer/shared/schemas/creator';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createDestinationGroup, registerCreator, type TestCreator } from '../../../test/factories.ts';
import { bearer, createTestApp, loginAdmin, registerUser, type TestApp } from '../../../test/helpers.ts';
import { creators } from '../../db/schema.ts';

let t: TestApp;
let adminToken: string;
let first: TestCreator;
const made: TestCreator[] = [];

beforeAll(async () => {
  t = await createTestApp({ AUTH_RATE_LIMIT: '1000' });
  adminToken = (await loginAdmin(t.app)).tokens.access.token;
  const ladakh = await createDestinationGroup(t.database.db, 'Ladakh', ['Leh', 'Pangong']);
  first = await registerCreator(t.app, {
    username: 'KabirOnTheMove',
    fullName: 'Kabir Mehta',
    email: 'kabir@example.com',
    destinations: [ladakh.id],
    socialMediaLinks: [{ type: 'yt', link: 'https://www.youtube.com/@kabir' }],
  });
  made.push(first);
  // Thirteen creators in all: two pages of the public grid.
  for (let i = 1; i < 13; i++) {
    made.push(await registerCreator(t.app, { fullName: `Creator Number ${i}`, email: `c${i}@example.com` }));
  }
});
afterAll(() => t.close());

describe('public creator profile', () => {
  it('GET /v1/creators/username/{username} finds the creator in any case', async () => {
    for (const username of ['kabironthemove', 'KABIRONTHEMOVE']) {
      const res = await t.app.inject({ url: `/v1/creators/username/${username}` });
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({
        id: first.creator.id,
        username: 'KabirOnTheMove',
        fullName: 'Kabir Mehta',
        title: null,
        subtitle: null,
        showUsername: false,
        profileImage: '/media/2026/01/avatar.jpg',
        creatorBannerImages: [],
        socialMediaLinks: [{ type: 'yt', url: 'https://www.youtube.com/@kabir' }],
        creatorMemories: [],
        CreatorDestination: [
          {
            destination: {
              id: first.creator.CreatorDestination[0]!.destination.id,
              name: 'Ladakh',
              slug: 'ladakh',
              image: '/media/demo/g.jpg',
            },
          },
        ],
      });
      // Private fields stay private.
      expect(res.json()).not.toHaveProperty('email');
      expect(res.json()).not.toHaveProperty('phoneNumber');
    }
  });

  it('GET /v1/creators/{id} answers the same profile', async () => {
    const byId = await t.app.inject({ url: `/v1/creators/${first.creator.id}` });
    const byName = await t.app.inject({ url: '/v1/creators/username/kabironthemove' });
    expect(byId.statusCode).toBe(200);
    expect(byId.json()).toEqual(byName.json());
  });

  it.each(['/v1/creators/username/nobody-here', `/v1/creators/${randomUUID()}`, '/v1/creators/not-a-uuid'])(
    '%s → 404 "Creator not found"',
    async (url) => {
      const res = await t.app.inject({ url });
      expect(res.statusCode).toBe(404);
      expect(res.json()).toEqual({ code: 404, error: 'CREATOR_NOT_FOUND', message: 'Creator not found' });
    },
  );
});

describe('GET /v1/creators/feature', () => {
  it('answers the 8 newest when none is featured, then only the featured ones', async () => {
    for (const url of ['/v1/creators/feature', '/v1/creators/feature/']) {
      const res = await t.app.inject({ url });
      expect(res.statusCode).toBe(200);
      const cards = res.json<CreatorCard[]>();
      expect(cards).toHaveLength(8);
      expect(cards[0]!.id).toBe(made.at(-1)!.creator.id);
      expect(Object.keys(cards[0]!).sort()).toEqual(
        ['fullName', 'id', 'profileImage', 'showUsername', 'title', 'username'].sort(),
      );
    }
    await t.database.db.update(creators).set({ featured: true }).where(eq(creators.id, first.creator.id));
    const featured = await t.app.inject({ url: '/v1/creators/feature/' });
    expect(featured.json<CreatorCard[]>().map((c) => c.id)).toEqual([first.creator.id]);
    await t.database.db.update(creators).set({ featured: false });
  });
});

describe('GET /v1/creators/list', () => {
  it('pages the creators 12 at a time, newest first', async () => {
    const page1 = await t.app.inject({ url: '/v1/creators/list?page=1' });
    expect(page1.statusCode).toBe(200);
    const body = page1.json();
    expect(body).toMatchObject({ page: 1, limit: 12, totalPages: 2, totalResults: 13 });
    expect(body.results).toHaveLength(12);
    expect(body.results[0].id).toBe(made.at(-1)!.creator.id);
    const page2 = await t.app.inject({ url: '/v1/creators/list?page=2' });
    expect(page2.json().results.map((c: CreatorCard) => c.id)).toEqual([first.creator.id]);
    // No page, or a bad one, means page 1.
    expect((await t.app.inject({ url: '/v1/creators/list?page=abc' })).json().page).toBe(1);
    // Round 4, item 6 (ADR 1301): parsed strictly, so hex, exponents and spaces are bad pages too.
    for (const page of ['0x2', '2e0', '%202', '2.0']) {
      expect((await t.app.inject({ url: `/v1/creators/list?page=${page}` })).json().page, page).toBe(1);
    }
  });
});

describe('GET /v1/creators (admin list)', () => {
  it('answers 401 anonymous and 403 to a signed-in non-admin (even a creator)', async () => {
    expect((await t.app.inject({ url: '/v1/creators' })).statusCode).toBe(401);
    const user = await registerUser(t.app);
    for (const token of [user.tokens.access.token, first.token]) {
      const res = await t.app.inject({ url: '/v1/creators?page=1&query=', headers: bearer(token) });
      expect(res.statusCode).toBe(403);
    }
  });

  it('lists every creator with its contact details for the admin', async () => {
    const res = await t.app.inject({ url: '/v1/creators?page=1&query=', headers: bearer(adminToken) });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body).toMatchObject({ page: 1, limit: 20, totalResults: 13, totalPages: 1 });
    expect(body.results).toContainEqual({
      id: first.creator.id,
      fullName: 'Kabir Mehta',
      username: 'KabirOnTheMove',
      email: 'kabir@example.com',
      phoneNumber: '9876543210',
      profileImage: '/media/2026/01/avatar.jpg',
      featured: false,
    });
  });

  it.each([
    ['a part of the name, in any case', 'KABIR MEH'],
    ['a part of the username', 'onthemo'],
    ['a part of the e-mail', 'kabir@exa'],
  ])('searches by %s', async (_, query) => {
    const res = await t.app.inject({
      url: `/v1/creators?page=1&query=${encodeURIComponent(query)}`,
      headers: bearer(adminToken),
    });
    expect(res.json().results.map((c: { id: string }) => c.id)).toEqual([first.creator.id]);
    expect(res.json().totalResults).toBe(1);
  });

  it('treats % and _ in the query as plain characters', async () => {
    for (const query of ['%', '_']) {
      const res = await t.app.inject({
        url: `/v1/creators?query=${encodeURIComponent(query)}`,
        headers: bearer(adminToken),
      });
      // Only usernames from the factory contain "_" (creator_1_abc); none contains "%".
      const expected = query === '%' ? 0 : 12;
      expect(res.json().totalResults).toBe(expected);
    }
  });
});

describe('caching of public creator reads', () => {
  it('sends an ETag and answers 304 to a matching If-None-Match', async () => {
    const first = await t.app.inject({ url: '/v1/creators/list' });
    expect(first.headers.etag).toMatch(/^W\//);
    expect(first.headers['cache-control']).toBe(PUBLIC_CACHE_CONTROL);
    const again = await t.app.inject({
      url: '/v1/creators/list',
      headers: { 'if-none-match': String(first.headers.etag) },
    });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');
  });
});
