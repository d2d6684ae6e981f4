import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registerCreator, type TestCreator } from '../../../test/factories.ts';
import { bearer, createTestApp, registerUser, type TestApp } from '../../../test/helpers.ts';

let t: TestApp;
let owner: TestCreator;
let other: TestCreator;
let userToken: string;

beforeAll(async () => {
  t = await createTestApp({ AUTH_RATE_LIMIT: '1000' });
  owner = await registerCreator(t.app);
  other = await registerCreator(t.app);
  userToken = (await registerUser(t.app)).tokens.access.token;
});
afterAll(() => t.close());

const post = (url: string, token: string | undefined, payload: unknown) =>
  t.app.inject({
    method: 'POST',
    url,
    ...(token && { headers: bearer(token) }),
    payload: payload as object,
  });

const fiveBanners = (tag: string) =>
  [3, 1, 5, 2, 4].map((order) => ({ image: `/media/2026/01/${tag}-${order}.jpg`, order }));
const sorted = (list: { order: number }[]) => [...list].sort((a, b) => a.order - b.order);

describe('creator banners', () => {
  it('replaces the five banners of the signed-in creator; GET answers them by order', async () => {
    const res = await post('/v1/creator-banner', owner.token, fiveBanners('a'));
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual(sorted(fiveBanners('a')));
    const read = await t.app.inject({ url: `/v1/creator-banner/${owner.creator.id}` });
    expect(read.statusCode).toBe(200);
    expect(read.json()).toEqual(sorted(fiveBanners('a')));
    // The order may also come as a string of digits (a form field).
    const again = await post(
      '/v1/creator-banner',
      owner.token,
      fiveBanners('b').map((b) => ({ ...b, order: String(b.order) })),
    );
    expect(again.json()).toEqual(sorted(fiveBanners('b')));
    const profile = await t.app.inject({ url: `/v1/creators/${owner.creator.id}` });
    expect(profile.json().creatorBannerImages).toEqual(sorted(fiveBanners('b')));
  });

  it.each([
    ['four banners', fiveBanners('x').slice(0, 4), 'Exactly 5 banner images are required'],
    [
      'six banners',
      [...fiveBanners('x'), { image: '/media/x.jpg', order: 5 }],
      'Exactly 5 banner images are required',
    ],
    [
      'a duplicate order',
      fiveBanners('x').map((b) => (b.order === 4 ? { ...b, order: 2 } : b)),
      'Each order from 1 to 5 must be used once',
    ],
    [
      'an order out of 1..5',
      fiveBanners('x').map((b) => (b.order === 4 ? { ...b, order: 6 } : b)),
      undefined,
    ],
    [
      'an image that is not a URL',
      fiveBanners('x').map((b, i) => (i === 0 ? { ...b, image: 'photo.jpg' } : b)),
      'Image is required',
    ],
    [
      'an empty image',
      fiveBanners('x').map((b, i) => (i === 0 ? { ...b, image: '' } : b)),
      'Image is required',
    ],
    ['not a list', { image: '/media/x.jpg', order: 1 }, undefined],
  ])('rejects %s with 400 and keeps the previous set', async (_, payload, message) => {
    const before = await t.app.inject({ url: `/v1/creator-banner/${owner.creator.id}` });
    const res = await post('/v1/creator-banner', owner.token, payload);
    expect(res.statusCode).toBe(400);
    if (message) expect(res.json().message).toBe(message);
    const after = await t.app.inject({ url: `/v1/creator-banner/${owner.creator.id}` });
    expect(after.json()).toEqual(before.json());
    expect(after.json()).toHaveLength(5);
  });

  // Round 4, item 6 (ADR 1301): these were read as the order 1.
  it.each([[true], ['0x1'], [' 1'], [[1]], ['1e0']])(
    'rejects the order %j with 400 naming it and keeps the previous set',
    async (order) => {
      const before = await t.app.inject({ url: `/v1/creator-banner/${owner.creator.id}` });
      const payload = fiveBanners('x').map((b) => (b.order === 1 ? { ...b, order } : b));
      const res = await post('/v1/creator-banner', owner.token, payload);
      expect(res.statusCode).toBe(400);
      expect(res.json().errors.map((e: { path: string }) => e.path)).toEqual(['1.order']);
      const after = await t.app.inject({ url: `/v1/creator-banner/${owner.creator.id}` });
      expect(after.json()).toEqual(before.json());
    },
  );

  it('answers [] for a creator without banners and 404 for an unknown creator', async () => {
    expect((await t.app.inject({ url: `/v1/creator-banner/${other.creator.id}` })).json()).toEqual([]);
    for (const id of [randomUUID(), 'nope']) {
      const res = await t.app.inject({ url: `/v1/creator-banner/${id}` });
      expect(res.statusCode).toBe(404);
      expect(res.json().message).toBe('Creator not found');
    }
  });

  it("a creator's save never touches another creator's banners", async () => {
    await post('/v1/creator-banner', other.token, fiveBanners('other'));
    const mine = await t.app.inject({ url: `/v1/creator-banner/${owner.creator.id}` });
    expect(mine.json()).toEqual(sorted(fiveBanners('b')));
  });
});

describe('creator memories', () => {
  const memories = [
    { image: '/media/m2.jpg', order: 2, title: 'Tea estates', link: 'https://www.youtube.com/watch?v=1' },
    { image: 'https://cdn.example.com/m1.jpg', order: 1, title: 'Houseboat', description: 'At dawn' },
    { image: '/media/m3.jpg', order: 2, title: 'Same order, saved later', link: '' },
  ];

  it('replaces the memories; GET answers them by order with description and link filled in', async () => {
    const res = await post('/v1/creator-memories', owner.token, memories);
    expect(res.statusCode).toBe(200);
    const expected = [
      {
        image: 'https://cdn.example.com/m1.jpg',
        order: 1,
        title: 'Houseboat',
        description: 'At dawn',
        link: '',
      },
      {
        image: '/media/m2.jpg',
        order: 2,
        title: 'Tea estates',
        description: '',
        link: 'https://www.youtube.com/watch?v=1',
      },
      { image: '/media/m3.jpg', order: 2, title: 'Same order, saved later', description: '', link: '' },
    ];
    expect(res.json()).toEqual(expected);
    expect((await t.app.inject({ url: `/v1/creator-memories/${owner.creator.id}` })).json()).toEqual(
      expected,
    );
    const profile = await t.app.inject({ url: `/v1/creators/username/${owner.creator.username}` });
    expect(profile.json().creatorMemories).toEqual(expected);

    const emptied = await post('/v1/creator-memories', owner.token, []);
    expect(emptied.json()).toEqual([]);
    await post('/v1/creator-memories', owner.token, memories);
  });

  it.each([
    ['a missing title', { title: '' }, 'Title is required'],
    ['a blank title', { title: '   ' }, 'Title is required'],
    ['an image that is not a URL', { image: 'memory.jpg' }, 'Image is required'],
    ['an empty image', { image: '' }, 'Image is required'],
    ['a link that is not a URL', { link: 'www example com' }, 'Must be a valid URL'],
  ])('rejects %s with its message and keeps the previous list', async (_, override, message) => {
    const before = await t.app.inject({ url: `/v1/creator-memories/${owner.creator.id}` });
    const res = await post('/v1/creator-memories', owner.token, [
      memories[0],
      { ...memories[1], ...override },
    ]);
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(message);
    expect((await t.app.inject({ url: `/v1/creator-memories/${owner.creator.id}` })).json()).toEqual(
      before.json(),
    );
  });

  it('answers 404 for an unknown creator', async () => {
    expect((await t.app.inject({ url: `/v1/creator-memories/${randomUUID()}` })).statusCode).toBe(404);
  });
});

describe('who may write', () => {
  const writes = [
    ['/v1/creator-banner', fiveBanners('z')],
    ['/v1/creator-memories', [{ image: '/media/m.jpg', order: 1, title: 'T' }]],
    ['/v1/creators/me', { fullName: 'Some One', profileImage: '/media/a.jpg' }],
  ] as const;

  it.each(writes)('POST %s: 401 anonymous', async (url, payload) => {
    const res = await post(url, undefined, payload);
    expect(res.statusCode).toBe(401);
    expect(res.json()).toEqual({ code: 401, error: 'UNAUTHENTICATED', message: 'Please authenticate' });
  });

  it.each(writes)('POST %s: 403 for a signed-in user without a creator', async (url, payload) => {
    const res = await post(url, userToken, payload);
    expect(res.statusCode).toBe(403);
    expect(res.json()).toEqual({
      code: 403,
      error: 'CREATOR_REQUIRED',
      message: 'Complete your creator profile first',
    });
  });
});
