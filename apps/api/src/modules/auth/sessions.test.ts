import type { AuthResponse } from '@wayfarer/shared/schemas/auth';
import { and, eq, isNull } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, createTestApp, registerUser, type TestApp } from '../../../test/helpers.ts';
import { accountTokens, emailJobs } from '../../db/schema.ts';

// ADR 1143: one live reset link; the end of a session ends its access tokens at once.
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ AUTH_RATE_LIMIT: '1000' });
});
afterAll(() => t.close());

const post = (url: string, payload: object | undefined, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'POST', url, payload, headers });
const login = async (email: string, password: string) =>
  (await post('/v1/auth/login', { email, password })).json<AuthResponse>();
const refresh = (refreshToken: string) => post('/v1/auth/refresh-tokens', { refreshToken });
/** The status of a signed-in read with this access token. */
const statusWith = async (access: string) =>
  (await t.app.inject({ url: '/v1/user', headers: bearer(access) })).statusCode;

async function resetTokensSentTo(to: string): Promise<string[]> {
  await t.app.background.idle();
  const jobs = await t.database.db.select().from(emailJobs).where(eq(emailJobs.to, to));
  return jobs.flatMap((job) => job.text.match(/\/reset-password\?token=([\w-]+)/)?.[1] ?? []);
}
const liveLinks = (userId: string, purpose: 'password-reset' | 'change-email') =>
  t.database.db
    .select()
    .from(accountTokens)
    .where(
      and(eq(accountTokens.userId, userId), eq(accountTokens.purpose, purpose), isNull(accountTokens.usedAt)),
    );

describe('password-reset links', () => {
  it('parallel forgot-password requests leave exactly one live link, the newest', async () => {
    const { user } = await registerUser(t.app);
    const answers = await Promise.all(
      Array.from({ length: 6 }, () => post('/v1/auth/forgot-password', { email: user.email })),
    );
    expect(answers.map((res) => res.statusCode)).toEqual(Array(6).fill(204));
    const tokens = await resetTokensSentTo(user.email);
    expect(tokens).toHaveLength(6);
    expect(await liveLinks(user.id, 'password-reset')).toHaveLength(1);
    // Exactly one of the six e-mailed links still resets the password.
    const results = [];
    for (const token of tokens) {
      results.push((await post('/v1/auth/reset-password', { token, password: 'Fresh_pass1' })).statusCode);
    }
    expect(results.filter((status) => status === 204)).toHaveLength(1);
    expect(results.filter((status) => status === 400)).toHaveLength(5);
  });

  it('a completed reset makes every other link of the account stop working', async () => {
    const { user, tokens, password } = await registerUser(t.app);
    await post(
      '/v1/auth/change-email',
      { newEmail: `new-${user.email}`, password },
      bearer(tokens.access.token),
    );
    await post('/v1/auth/forgot-password', { email: user.email });
    expect(await liveLinks(user.id, 'change-email')).toHaveLength(1);
    const [token] = await resetTokensSentTo(user.email);
    expect((await post('/v1/auth/reset-password', { token, password: 'Fresh_pass1' })).statusCode).toBe(204);
    expect(await liveLinks(user.id, 'change-email')).toHaveLength(0);
    expect(await liveLinks(user.id, 'password-reset')).toHaveLength(0);
  });
});

describe('access tokens end with their session (the same second included)', () => {
  it('after a password change: every earlier access token is refused; this session refreshes on', async () => {
    const { user, tokens, password } = await registerUser(t.app);
    const other = await login(user.email, password);
    expect(await statusWith(tokens.access.token)).toBe(200);
    const changed = await post(
      '/v1/auth/change-password',
      { currentPassword: password, newPassword: 'Fresh_pass1' },
      bearer(tokens.access.token),
    );
    expect(changed.statusCode).toBe(204);
    expect(await statusWith(tokens.access.token)).toBe(401);
    expect(await statusWith(other.tokens.access.token)).toBe(401);
    const renewed = await refresh(tokens.refresh.token);
    expect(renewed.statusCode).toBe(200);
    expect(await statusWith(renewed.json<AuthResponse>().tokens.access.token)).toBe(200);
    expect((await refresh(other.tokens.refresh.token)).statusCode).toBe(401);
  });

  it('after a password reset: every access token is refused', async () => {
    const { user, tokens } = await registerUser(t.app);
    await post('/v1/auth/forgot-password', { email: user.email });
    const [token] = await resetTokensSentTo(user.email);
    expect((await post('/v1/auth/reset-password', { token, password: 'Fresh_pass1' })).statusCode).toBe(204);
    expect(await statusWith(tokens.access.token)).toBe(401);
    expect(await statusWith((await login(user.email, 'Fresh_pass1')).tokens.access.token)).toBe(200);
  });

  it('after "sign out everywhere": every session and access token is refused, this one too', async () => {
    const { user, tokens, password } = await registerUser(t.app);
    const other = await login(user.email, password);
    expect((await post('/v1/auth/sign-out-everywhere', undefined)).statusCode).toBe(401);
    const done = await post('/v1/auth/sign-out-everywhere', undefined, bearer(other.tokens.access.token));
    expect(done.statusCode).toBe(204);
    for (const session of [tokens, other.tokens]) {
      expect(await statusWith(session.access.token)).toBe(401);
      expect((await refresh(session.refresh.token)).statusCode).toBe(401);
    }
    // A new sign-in works.
    expect(await statusWith((await login(user.email, password)).tokens.access.token)).toBe(200);
  });

  it("after a logout: that session's access token is refused, the others' are not", async () => {
    const { user, tokens, password } = await registerUser(t.app);
    const other = await login(user.email, password);
    const out = await post('/v1/auth/logout', { refreshToken: tokens.refresh.token });
    expect(out.statusCode).toBe(204);
    expect(await statusWith(tokens.access.token)).toBe(401);
    expect(await statusWith(other.tokens.access.token)).toBe(200);
  });
});
