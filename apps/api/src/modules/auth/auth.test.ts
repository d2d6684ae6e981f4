import type { AuthResponse } from '@wayfarer/shared/schemas/auth';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  bearer,
  createTestApp,
  registerUser,
  type TestApp,
  TEST_ADMIN,
  uniqueEmail,
} from '../../../test/helpers.ts';
import { refreshTokens, users } from '../../db/schema.ts';
import { hashRefreshToken } from './tokens.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const post = (url: string, payload: object) => t.app.inject({ method: 'POST', url, payload });
const refresh = (refreshToken: string) => post('/v1/auth/refresh-tokens', { refreshToken });
/** As if the token had been rotated a minute ago, past the grace window. */
const spendLongAgo = (token: string) =>
  t.database.db
    .update(refreshTokens)
    .set({ usedAt: new Date(Date.now() - 60_000) })
    .where(eq(refreshTokens.tokenHash, hashRefreshToken(token)));

describe('register', () => {
  it('creates a USER and answers user, tokens and a null creatorId', async () => {
    const email = uniqueEmail('new');
    const res = await post('/v1/auth/register', { name: 'Asha', email, password: 'Secret_1' });
    expect(res.statusCode).toBe(201);
    const body = res.json();
    expect(body.user).toMatchObject({ role: 'USER', name: 'Asha', email, creatorId: null, image: null });
    expect(body.creatorId).toBeNull();
    expect(new Date(body.tokens.access.expires).getTime()).toBeGreaterThan(Date.now());
    expect(new Date(body.tokens.refresh.expires).getTime()).toBeGreaterThan(Date.now() + 29 * 86_400_000);
    const [row] = await t.database.db.select().from(users).where(eq(users.email, email));
    expect(row?.passwordHash).toMatch(/^\$argon2id\$/);
    // Only the hash of the refresh token is stored.
    const stored = await t.database.db.select().from(refreshTokens).where(eq(refreshTokens.userId, row!.id));
    expect(stored).toHaveLength(1);
    expect(stored[0]?.tokenHash).not.toBe(body.tokens.refresh.token);
  });

  it('compares e-mails case-insensitively and answers 409 for a taken one', async () => {
    const email = uniqueEmail('case');
    await registerUser(t.app, { email });
    const res = await post('/v1/auth/register', {
      name: 'Other',
      email: `  ${email.toUpperCase()} `,
      password: 'Secret_1',
    });
    expect(res.statusCode).toBe(409);
    expect(res.json()).toEqual({ code: 409, error: 'EMAIL_TAKEN', message: 'Email already taken' });
  });
});

describe('login', () => {
  it('signs in with any casing of the e-mail', async () => {
    const { user, password } = await registerUser(t.app);
    const res = await post('/v1/auth/login', { email: user.email.toUpperCase(), password });
    expect(res.statusCode).toBe(200);
    expect(res.json<AuthResponse>().user.id).toBe(user.id);
  });

  it('signs in the configured admin with role ADMIN', async () => {
    const res = await post('/v1/auth/login', TEST_ADMIN);
    expect(res.statusCode).toBe(200);
    expect(res.json<AuthResponse>().user).toMatchObject({
      role: 'ADMIN',
      email: TEST_ADMIN.email,
      creatorId: null,
    });
  });

  it('answers the same 401 for a wrong password and an unknown e-mail', async () => {
    const { user } = await registerUser(t.app);
    const wrongPassword = await post('/v1/auth/login', { email: user.email, password: 'Wrong_123' });
    const unknownEmail = await post('/v1/auth/login', {
      email: uniqueEmail('nobody'),
      password: 'Wrong_123',
    });
    expect(wrongPassword.statusCode).toBe(401);
    expect(unknownEmail.statusCode).toBe(401);
    expect(wrongPassword.json()).toEqual({
      code: 401,
      error: 'WRONG_CREDENTIALS',
      message: 'Incorrect email or password',
    });
    expect(unknownEmail.json()).toEqual(wrongPassword.json());
  });
});

describe('refresh tokens', () => {
  it('rotates: the new pair works, the old refresh token is spent', async () => {
    const { user, tokens } = await registerUser(t.app);
    const first = await refresh(tokens.refresh.token);
    expect(first.statusCode).toBe(200);
    const renewed = first.json<AuthResponse>();
    expect(renewed.user.id).toBe(user.id);
    expect(renewed.tokens.refresh.token).not.toBe(tokens.refresh.token);
    const me = await t.app.inject({ url: '/v1/user', headers: bearer(renewed.tokens.access.token) });
    expect(me.statusCode).toBe(200);
    expect((await refresh(renewed.tokens.refresh.token)).statusCode).toBe(200);
  });

  it('a token replayed after the 30 s window revokes its whole family', async () => {
    const { tokens } = await registerUser(t.app);
    const renewed = (await refresh(tokens.refresh.token)).json<AuthResponse>();
    await spendLongAgo(tokens.refresh.token);
    const replay = await refresh(tokens.refresh.token);
    expect(replay.statusCode).toBe(401);
    expect(replay.json()).toEqual({
      code: 401,
      error: 'INVALID_REFRESH_TOKEN',
      message: 'Invalid or expired refresh token',
    });
    // The legitimate newest token of that family no longer works either.
    expect((await refresh(renewed.tokens.refresh.token)).statusCode).toBe(401);
  });

  it('a replay does not touch the same user’s other sessions', async () => {
    const { user, password, tokens } = await registerUser(t.app);
    const other = (await post('/v1/auth/login', { email: user.email, password })).json<AuthResponse>();
    await refresh(tokens.refresh.token);
    await spendLongAgo(tokens.refresh.token);
    expect((await refresh(tokens.refresh.token)).statusCode).toBe(401);
    expect((await refresh(other.tokens.refresh.token)).statusCode).toBe(200);
  });

  it('rejects unknown and expired tokens with 401', async () => {
    expect((await refresh('not-a-token-we-issued')).statusCode).toBe(401);
    const { user, tokens } = await registerUser(t.app);
    await t.database.db
      .update(refreshTokens)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(refreshTokens.userId, user.id));
    const res = await refresh(tokens.refresh.token);
    expect(res.statusCode).toBe(401);
  });

  it('validates the body', async () => {
    const res = await post('/v1/auth/refresh-tokens', {});
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ code: 400, errors: [{ path: 'refreshToken', message: 'Required' }] });
  });
});

describe('logout', () => {
  it('answers 204 and the refresh token stops working', async () => {
    const { tokens } = await registerUser(t.app);
    const res = await post('/v1/auth/logout', { refreshToken: tokens.refresh.token });
    expect(res.statusCode).toBe(204);
    expect(res.body).toBe('');
    expect((await refresh(tokens.refresh.token)).statusCode).toBe(401);
  });

  it('is idempotent: an unknown or already revoked token also answers 204', async () => {
    const { tokens } = await registerUser(t.app);
    await post('/v1/auth/logout', { refreshToken: tokens.refresh.token });
    expect((await post('/v1/auth/logout', { refreshToken: tokens.refresh.token })).statusCode).toBe(204);
    expect((await post('/v1/auth/logout', { refreshToken: 'never-issued' })).statusCode).toBe(204);
  });
});

describe('GET /v1/user', () => {
  it('answers the current user', async () => {
    const { user, tokens } = await registerUser(t.app, { name: 'Kiran' });
    const res = await t.app.inject({ url: '/v1/user', headers: bearer(tokens.access.token) });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      id: user.id,
      role: 'USER',
      name: 'Kiran',
      email: user.email,
      creatorId: null,
      image: null,
      creatorUsername: null,
      isEmailVerified: false,
    });
  });

  it('answers 401 without a token, and after the user was deleted', async () => {
    const anonymous = await t.app.inject({ url: '/v1/user' });
    expect(anonymous.statusCode).toBe(401);
    expect(anonymous.json()).toEqual({ code: 401, error: 'UNAUTHENTICATED', message: 'Please authenticate' });
    const { user, tokens } = await registerUser(t.app);
    await t.database.db.delete(users).where(eq(users.id, user.id));
    const res = await t.app.inject({ url: '/v1/user', headers: bearer(tokens.access.token) });
    expect(res.statusCode).toBe(401);
  });
});
