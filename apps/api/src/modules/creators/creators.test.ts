import { randomUUID } from 'node:crypto';
import type { CreatorMe } from '@wayfarer/shared/schemas/creator';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createCategory,
  createDestinationGroup,
  creatorBody,
  registerCreator,
} from '../../../test/factories.ts';
import { bearer, createTestApp, registerUser, type TestApp } from '../../../test/helpers.ts';
import { creators, users } from '../../db/schema.ts';
import { violatedConstraint } from '../../lib/db-errors.ts';
import { insertCreators } from './creators.repository.ts';

let t: TestApp;
let adventure: { id: string; name: string };
let beach: { id: string; name: string };
let bali: { id: string; name: string };
let kerala: { id: string; name: string };

let validationToken: string;

beforeAll(async () => {
  t = await createTestApp({ AUTH_RATE_LIMIT: '1000' });
  validationToken = (await registerUser(t.app)).tokens.access.token;
  adventure = await createCategory(t.database.db, 'Adventure');
  beach = await createCategory(t.database.db, 'Beach');
  bali = await createDestinationGroup(t.database.db, 'Bali', ['Ubud']);
  kerala = await createDestinationGroup(t.database.db, 'Kerala', ['Munnar']);
});
afterAll(() => t.close());

const complete = (token: string | undefined, payload: object) =>
  t.app.inject({
    method: 'POST',
    url: '/v1/creators',
    ...(token && { headers: bearer(token) }),
    payload,
  });
const newUserToken = async () => (await registerUser(t.app)).tokens.access.token;

describe('POST /v1/creators (complete profile)', () => {
  it('creates the creator with its links, categories and destinations and links it to the user', async () => {
    const token = await newUserToken();
    const body = creatorBody({
      username: 'Aanya_Wanders',
      phoneNumber: 9876543210 as unknown as string,
      email: '  Aanya@Example.COM ',
      socialMediaLinks: [
        { type: 'in', link: 'https://www.instagram.com/aanya' },
        { type: 'yt', link: 'https://www.youtube.com/@aanya' },
      ],
      categoryId: [beach.id, adventure.id, beach.id],
      destinations: [bali.id],
    });
    const res = await complete(token, body);
    expect(res.statusCode).toBe(201);
    const created = res.json<CreatorMe>();
    expect(created).toEqual({
      id: expect.any(String),
      username: 'Aanya_Wanders',
      fullName: 'Aanya Sharma',
      email: 'aanya@example.com',
      phoneNumber: '9876543210',
      profileImage: '/media/2026/01/avatar.jpg',
      title: null,
      subtitle: null,
      showUsername: false,
      // Requests carry { type, link }, responses { type, url } (spec 000 §3).
      socialMediaLinks: [
        { type: 'in', url: 'https://www.instagram.com/aanya' },
        { type: 'yt', url: 'https://www.youtube.com/@aanya' },
      ],
      CreatorDestination: [{ destination: { id: bali.id, name: 'Bali' } }],
      CreatorCategory: [
        { tourCategory: { id: adventure.id, name: 'Adventure' } },
        { tourCategory: { id: beach.id, name: 'Beach' } },
      ],
    });

    const me = await t.app.inject({ url: '/v1/user', headers: bearer(token) });
    expect(me.json()).toMatchObject({ creatorId: created.id, image: '/media/2026/01/avatar.jpg' });
    const read = await t.app.inject({ url: '/v1/creators/me', headers: bearer(token) });
    expect(read.statusCode).toBe(200);
    expect(read.json()).toEqual(created);
  });

  it('answers the creator photo as the user image on sign-in too', async () => {
    const { user, password, tokens } = await registerUser(t.app);
    await complete(tokens.access.token, creatorBody({ profileImage: 'https://cdn.example.com/me.jpg' }));
    const login = await t.app.inject({
      method: 'POST',
      url: '/v1/auth/login',
      payload: { email: user.email, password },
    });
    expect(login.json().user).toMatchObject({ image: 'https://cdn.example.com/me.jpg' });
  });

  it('answers 401 without a token', async () => {
    const res = await complete(undefined, creatorBody());
    expect(res.statusCode).toBe(401);
  });

  it('answers 409 to a user who already has a creator, and keeps the first one', async () => {
    const { token, creator } = await registerCreator(t.app);
    const res = await complete(token, creatorBody());
    expect(res.statusCode).toBe(409);
    expect(res.json()).toEqual({
      code: 409,
      error: 'CREATOR_EXISTS',
      message: 'You already have a creator profile',
    });
    const me = await t.app.inject({ url: '/v1/creators/me', headers: bearer(token) });
    expect(me.json().id).toBe(creator.id);
  });

  it('answers 409 "Username already taken" for a username taken in any case', async () => {
    await registerCreator(t.app, { username: 'MeherKaur' });
    for (const username of ['meherkaur', 'MEHERKAUR', 'MeherKaur']) {
      const res = await complete(await newUserToken(), creatorBody({ username }));
      expect(res.statusCode).toBe(409);
      expect(res.json()).toEqual({ code: 409, error: 'USERNAME_TAKEN', message: 'Username already taken' });
    }
  });

  it('lets the unique index decide between two sign-ups racing for one username', async () => {
    const [a, b] = await Promise.all([newUserToken(), newUserToken()]);
    const results = await Promise.all([
      complete(a, creatorBody({ username: 'racer' })),
      complete(b, creatorBody({ username: 'RACER' })),
    ]);
    expect(results.map((r) => r.statusCode).sort()).toEqual([201, 409]);
    expect(results.find((r) => r.statusCode === 409)?.json().message).toBe('Username already taken');
  });

  it('names the unique index a duplicate username violates', async () => {
    const { userId, creator } = await registerCreator(t.app);
    const duplicate = {
      userId: (await registerUser(t.app)).user.id,
      username: creator.username.toUpperCase(),
      fullName: 'Someone',
      email: 'x@example.com',
      phoneNumber: '9876543210',
    };
    const error = await insertCreators(t.database.db, [duplicate]).catch((e: unknown) => e);
    expect(violatedConstraint(error)).toBe('creators_username_lower_idx');
    expect(userId).toBeTruthy();
  });

  it('answers 400 for categories or destinations that do not exist, and creates nothing', async () => {
    const token = await newUserToken();
    for (const [field, ids, message] of [
      [
        'categoryId',
        [adventure.id, randomUUID()],
        'Select categories from the list: some of them do not exist',
      ],
      ['categoryId', ['not-a-uuid'], 'Select categories from the list: some of them do not exist'],
      ['destinations', [randomUUID()], 'Select destinations from the list: some of them do not exist'],
    ] as const) {
      const res = await complete(token, creatorBody({ [field]: ids }));
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({
        code: 400,
        error: 'VALIDATION_FAILED',
        message,
        errors: [{ path: field, message }],
      });
    }
    const me = await t.app.inject({ url: '/v1/user', headers: bearer(token) });
    expect(me.json().creatorId).toBeNull();
  });

  // spec 000 §5 "Creator sign-up (complete profile)": every rule answers its own message.
  it.each([
    ['fullName', { fullName: 'Al' }, 'Not a valid full name'],
    ['fullName', { fullName: '   Al   ' }, 'Not a valid full name'],
    ['email', { email: 'not-an-email' }, 'Email is required'],
    ['email', { email: '' }, 'Email is required'],
    ['phoneNumber', { phoneNumber: '5123456789' }, 'Invalid phone number'],
    ['phoneNumber', { phoneNumber: '912345678' }, 'Invalid phone number'],
    ['phoneNumber', { phoneNumber: '98765-43210' }, 'Invalid phone number'],
    ['phoneNumber', { phoneNumber: 5123456789 }, 'Invalid phone number'],
    ['username', { username: 'aanya sharma' }, 'Username must contain only letters, numbers, and -_'],
    ['username', { username: 'aanya.sharma' }, 'Username must contain only letters, numbers, and -_'],
    ['username', { username: 'a' }, 'Username must be at least 2 characters long'],
    ['profileImage', { profileImage: '' }, 'Profile image is required'],
    ['profileImage', { profileImage: 'not a url' }, 'Profile image is required'],
    ['profileImage', { profileImage: undefined }, 'Profile image is required'],
    [
      'socialMediaLinks.0.type',
      { socialMediaLinks: [{ type: '', link: 'https://x.com/a' }] },
      'Select platform',
    ],
    [
      'socialMediaLinks.0.type',
      { socialMediaLinks: [{ type: 'myspace', link: 'https://x.com/a' }] },
      'Select platform',
    ],
    [
      'socialMediaLinks.0.link',
      { socialMediaLinks: [{ type: 'tw', link: 'x.com/a' }] },
      'Must be a valid URL',
    ],
    ['socialMediaLinks.0.link', { socialMediaLinks: [{ type: 'tw', link: '' }] }, 'Must be a valid URL'],
  ])('%s: %j answers "%s"', async (path, override, message) => {
    const res = await complete(validationToken, { ...creatorBody(), ...override });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ code: 400, message });
    expect(res.json().errors).toContainEqual({ path, message });
  });
});

describe('GET and POST /v1/creators/me', () => {
  it('answers 401 anonymous and 403 "Complete your creator profile first" without a creator', async () => {
    const token = await newUserToken();
    for (const method of ['GET', 'POST'] as const) {
      const payload = method === 'POST' ? { fullName: 'Someone', profileImage: '/media/a.jpg' } : undefined;
      const anonymous = await t.app.inject({ method, url: '/v1/creators/me', payload });
      expect(anonymous.statusCode).toBe(401);
      const noCreator = await t.app.inject({
        method,
        url: '/v1/creators/me',
        headers: bearer(token),
        payload,
      });
      expect(noCreator.statusCode).toBe(403);
      expect(noCreator.json()).toEqual({
        code: 403,
        error: 'CREATOR_REQUIRED',
        message: 'Complete your creator profile first',
      });
    }
  });

  it('updates the profile and replaces links, categories and destinations; the username never changes', async () => {
    const { token, creator } = await registerCreator(t.app, {
      categoryId: [adventure.id],
      destinations: [bali.id],
    });
    const res = await t.app.inject({
      method: 'POST',
      url: '/v1/creators/me',
      headers: bearer(token),
      payload: {
        username: 'hijacked_name',
        profileImage: 'https://cdn.example.com/new.jpg',
        fullName: 'Aanya S.',
        title: 'Slow travel',
        subtitle: 'with',
        showUsername: true,
        socialMediaLinks: [{ type: 'yt', link: 'https://www.youtube.com/@aanya' }],
        categoryId: [beach.id],
        destinations: [kerala.id, bali.id],
      },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      ...creator,
      username: creator.username,
      profileImage: 'https://cdn.example.com/new.jpg',
      fullName: 'Aanya S.',
      title: 'Slow travel',
      subtitle: 'with',
      showUsername: true,
      socialMediaLinks: [{ type: 'yt', url: 'https://www.youtube.com/@aanya' }],
      CreatorCategory: [{ tourCategory: { id: beach.id, name: 'Beach' } }],
      CreatorDestination: [
        { destination: { id: bali.id, name: 'Bali' } },
        { destination: { id: kerala.id, name: 'Kerala' } },
      ],
    });
    const [row] = await t.database.db.select().from(creators).where(eq(creators.id, creator.id));
    expect(row?.username).toBe(creator.username);
    expect((await t.app.inject({ url: '/v1/creators/username/hijacked_name' })).statusCode).toBe(404);
    const user = await t.app.inject({ url: '/v1/user', headers: bearer(token) });
    expect(user.json().image).toBe('https://cdn.example.com/new.jpg');
  });

  it('answers "Not a valid tagline" for a title under 3 characters; empty means the default', async () => {
    const { token, creator } = await registerCreator(t.app);
    const base = { fullName: 'Aanya Sharma', profileImage: '/media/a.jpg' };
    const short = await t.app.inject({
      method: 'POST',
      url: '/v1/creators/me',
      headers: bearer(token),
      payload: { ...base, title: 'ab' },
    });
    expect(short.statusCode).toBe(400);
    expect(short.json()).toMatchObject({ message: 'Not a valid tagline' });
    const empty = await t.app.inject({
      method: 'POST',
      url: '/v1/creators/me',
      headers: bearer(token),
      payload: { ...base, title: '' },
    });
    expect(empty.statusCode).toBe(200);
    expect(empty.json()).toMatchObject({ id: creator.id, title: null, subtitle: null });
    // The read answers null for "not set"; sending it back means the same.
    const nulls = await t.app.inject({
      method: 'POST',
      url: '/v1/creators/me',
      headers: bearer(token),
      payload: { ...base, title: null, subtitle: null },
    });
    expect(nulls.statusCode).toBe(200);
    expect(nulls.json()).toMatchObject({ title: null, subtitle: null });
  });

  it('answers the same field messages as the complete profile', async () => {
    const { token } = await registerCreator(t.app);
    for (const [payload, message] of [
      [{ fullName: 'Al', profileImage: '/media/a.jpg' }, 'Not a valid full name'],
      [{ fullName: 'Aanya', profileImage: '' }, 'Profile image is required'],
      [
        { fullName: 'Aanya', profileImage: '/media/a.jpg', socialMediaLinks: [{ type: 'in', link: 'nope' }] },
        'Must be a valid URL',
      ],
    ] as const) {
      const res = await t.app.inject({
        method: 'POST',
        url: '/v1/creators/me',
        headers: bearer(token),
        payload,
      });
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toBe(message);
    }
  });

  it('keeps users.creator_id pointing at the creator', async () => {
    const { userId, creator } = await registerCreator(t.app);
    const [row] = await t.database.db.select().from(users).where(eq(users.id, userId));
    expect(row?.creatorId).toBe(creator.id);
  });
});
