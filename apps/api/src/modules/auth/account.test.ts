import type { AuthResponse, CurrentUser } from '@wayfarer/shared/schemas/auth';
import { desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { bearer, createTestApp, registerUser, type TestApp, uniqueEmail } from '../../../test/helpers.ts';
import { accountTokens, emailJobs, users } from '../../db/schema.ts';
import { hashRefreshToken } from './tokens.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ AUTH_RATE_LIMIT: '1000' });
});
afterAll(() => t.close());

const post = (url: string, payload: object, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'POST', url, payload, headers });
const refresh = (refreshToken: string) => post('/v1/auth/refresh-tokens', { refreshToken });
const login = (email: string, password: string) => post('/v1/auth/login', { email, password });
const me = async (access: string) =>
  (await t.app.inject({ url: '/v1/user', headers: bearer(access) })).json<CurrentUser>();

/** The token of the newest e-mail to `to` whose link goes to `path`, read from the outbox. */
async function linkTokenSentTo(to: string, path: string): Promise<string> {
  // Forgot-password queues its e-mail after answering (lib/background.ts).
  await t.app.background.idle();
  const jobs = await t.database.db
    .select()
    .from(emailJobs)
    .where(eq(emailJobs.to, to))
    .orderBy(desc(emailJobs.createdAt));
  for (const job of jobs) {
    const match = job.text.match(new RegExp(`${path}\\?token=([\\w-]+)`));
    if (match) return match[1]!;
  }
  throw new Error(`no ${path} e-mail to ${to}`);
}

describe('password reset', () => {
  it('answers 204 alike for known and unknown addresses; only a known one gets an e-mail', async () => {
    const { user } = await registerUser(t.app);
    const unknown = uniqueEmail('nobody');
    const known = await post('/v1/auth/forgot-password', { email: user.email.toUpperCase() });
    const other = await post('/v1/auth/forgot-password', { email: unknown });
    expect(known.statusCode).toBe(204);
    expect(other.statusCode).toBe(204);
    expect(known.body).toBe(other.body);
    await t.app.background.idle();
    expect(await t.database.db.select().from(emailJobs).where(eq(emailJobs.to, unknown))).toHaveLength(0);
    const token = await linkTokenSentTo(user.email, '/reset-password');
    // Stored only as a hash.
    const rows = await t.database.db.select().from(accountTokens).where(eq(accountTokens.userId, user.id));
    const reset = rows.find((row) => row.purpose === 'password-reset')!;
    expect(reset.tokenHash).toBe(hashRefreshToken(token));
    expect(rows.some((row) => row.tokenHash.includes(token))).toBe(false);
    expect(reset.expiresAt.getTime() - Date.now()).toBeLessThanOrEqual(30 * 60_000);
  });

  it('answers before any account work, alike for known and unknown addresses (nothing to time)', async () => {
    const { user } = await registerUser(t.app);
    const unknown = uniqueEmail('nobody');
    const resetLinksOf = async (userId: string) =>
      (await t.database.db.select().from(accountTokens).where(eq(accountTokens.userId, userId))).filter(
        (row) => row.purpose === 'password-reset',
      );
    // The work a request leaves is held here instead of run, to see what the answer waited for.
    const held: (() => Promise<unknown>)[] = [];
    const run = vi.spyOn(t.app.background, 'run').mockImplementation((_name, task) => {
      held.push(task);
    });
    let known: Awaited<ReturnType<typeof post>>;
    let other: Awaited<ReturnType<typeof post>>;
    try {
      known = await post('/v1/auth/forgot-password', { email: user.email });
      other = await post('/v1/auth/forgot-password', { email: unknown });
    } finally {
      run.mockRestore();
    }
    // Both answered with the same steps done: one piece of held work each, no link made yet.
    expect(held).toHaveLength(2);
    expect(await resetLinksOf(user.id)).toHaveLength(0);
    const sameParts = (res: typeof known) => {
      // The clock and the rate-limit count differ between any two answers.
      const {
        date: _date,
        'x-ratelimit-remaining': _remaining,
        'x-ratelimit-reset': _reset,
        ...headers
      } = res.headers;
      return { status: res.statusCode, headers, body: res.body };
    };
    expect(sameParts(known)).toEqual(sameParts(other));
    // The held work then does what the address calls for.
    await Promise.all(held.map((task) => task()));
    expect(await resetLinksOf(user.id)).toHaveLength(1);
    expect(await t.database.db.select().from(emailJobs).where(eq(emailJobs.to, unknown))).toHaveLength(0);
  });

  it('sets the new password once, ends every session, and the link is single use', async () => {
    const { user, tokens } = await registerUser(t.app);
    await post('/v1/auth/forgot-password', { email: user.email });
    const token = await linkTokenSentTo(user.email, '/reset-password');
    const done = await post('/v1/auth/reset-password', { token, password: 'Fresh_pass1' });
    expect(done.statusCode).toBe(204);
    expect((await refresh(tokens.refresh.token)).statusCode).toBe(401);
    expect((await login(user.email, 'Fresh_pass1')).statusCode).toBe(200);
    expect((await login(user.email, 'Secret_1')).statusCode).toBe(401);
    const again = await post('/v1/auth/reset-password', { token, password: 'Other_pass1' });
    expect(again.statusCode).toBe(400);
    expect(again.json()).toEqual({
      code: 400,
      error: 'INVALID_LINK',
      message: 'This link is invalid or has expired',
    });
  });

  it('refuses an expired link, an unknown one, and a password against the sign-up rules', async () => {
    const { user } = await registerUser(t.app);
    await post('/v1/auth/forgot-password', { email: user.email });
    const token = await linkTokenSentTo(user.email, '/reset-password');
    const weak = await post('/v1/auth/reset-password', { token, password: 'short' });
    expect(weak.statusCode).toBe(400);
    await t.database.db
      .update(accountTokens)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(accountTokens.tokenHash, hashRefreshToken(token)));
    expect((await post('/v1/auth/reset-password', { token, password: 'Fresh_pass1' })).statusCode).toBe(400);
    expect(
      (await post('/v1/auth/reset-password', { token: 'made-up', password: 'Fresh_pass1' })).statusCode,
    ).toBe(400);
  });

  it("refuses an e-mail-verification link's token as a reset link (the purpose check), which stays usable", async () => {
    const { user } = await registerUser(t.app);
    const verifyToken = await linkTokenSentTo(user.email, '/verify-email');
    const reset = await post('/v1/auth/reset-password', { token: verifyToken, password: 'Fresh_pass1' });
    expect(reset.statusCode).toBe(400);
    expect(reset.json()).toMatchObject({ error: 'INVALID_LINK' });
    expect((await login(user.email, 'Fresh_pass1')).statusCode).toBe(401);
    expect((await login(user.email, 'Secret_1')).statusCode).toBe(200);
    // Not spent by the refusal: it still verifies the address.
    expect((await post('/v1/auth/verify-email', { token: verifyToken })).statusCode).toBe(204);
  });
});

describe('the reset page checks its link on load (issue 22)', () => {
  const check = (token: string) => post('/v1/auth/reset-password/check', { token });

  it('204 for a live link, without spending it; 400 INVALID_LINK once used, expired or unknown', async () => {
    const { user } = await registerUser(t.app);
    await post('/v1/auth/forgot-password', { email: user.email });
    const token = await linkTokenSentTo(user.email, '/reset-password');
    expect((await check(token)).statusCode).toBe(204);
    expect((await check(token)).statusCode).toBe(204);
    // Still usable after the checks.
    expect((await post('/v1/auth/reset-password', { token, password: 'Fresh_pass1' })).statusCode).toBe(204);
    const used = await check(token);
    expect(used.statusCode).toBe(400);
    expect(used.json()).toEqual({
      code: 400,
      error: 'INVALID_LINK',
      message: 'This link is invalid or has expired',
    });
    expect((await check('made-up')).json().error).toBe('INVALID_LINK');

    await post('/v1/auth/forgot-password', { email: user.email });
    const second = await linkTokenSentTo(user.email, '/reset-password');
    await t.database.db
      .update(accountTokens)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(accountTokens.tokenHash, hashRefreshToken(second)));
    expect((await check(second)).statusCode).toBe(400);
  });

  it('a verification link is not a reset link', async () => {
    const { user } = await registerUser(t.app);
    const token = await linkTokenSentTo(user.email, '/verify-email');
    expect((await check(token)).statusCode).toBe(400);
  });
});

describe('e-mail verification', () => {
  it('registration sends a link; verifying flips isEmailVerified; the link is single use', async () => {
    const { user, tokens } = await registerUser(t.app);
    expect((await me(tokens.access.token)).isEmailVerified).toBe(false);
    const token = await linkTokenSentTo(user.email, '/verify-email');
    expect((await post('/v1/auth/verify-email', { token })).statusCode).toBe(204);
    expect((await me(tokens.access.token)).isEmailVerified).toBe(true);
    // Opened again, the link says the address is verified (not "invalid or expired").
    const again = await post('/v1/auth/verify-email', { token });
    expect(again.json()).toEqual({
      code: 409,
      error: 'EMAIL_ALREADY_VERIFIED',
      message: 'This e-mail address is already verified',
    });
    expect((await post('/v1/auth/verify-email', { token: 'made-up' })).json().error).toBe('INVALID_LINK');
  });

  it('a used link whose address the account has since left is invalid, not "already verified"', async () => {
    const { user, tokens, password } = await registerUser(t.app);
    const token = await linkTokenSentTo(user.email, '/verify-email');
    expect((await post('/v1/auth/verify-email', { token })).statusCode).toBe(204);
    const newEmail = uniqueEmail('moved');
    await post('/v1/auth/change-email', { password, newEmail }, bearer(tokens.access.token));
    const change = await linkTokenSentTo(newEmail, '/verify-email');
    expect((await post('/v1/auth/verify-email', { token: change })).statusCode).toBe(204);
    expect((await post('/v1/auth/verify-email', { token })).json().error).toBe('INVALID_LINK');
    expect((await post('/v1/auth/verify-email', { token: change })).json().error).toBe(
      'EMAIL_ALREADY_VERIFIED',
    );
  });

  it('resend needs a session, replaces the earlier link, and an expired link fails', async () => {
    const { user, tokens } = await registerUser(t.app);
    const first = await linkTokenSentTo(user.email, '/verify-email');
    expect((await post('/v1/auth/send-verification-email', {})).statusCode).toBe(401);
    const resent = await post('/v1/auth/send-verification-email', {}, bearer(tokens.access.token));
    expect(resent.statusCode).toBe(204);
    const second = await linkTokenSentTo(user.email, '/verify-email');
    expect(second).not.toBe(first);
    expect((await post('/v1/auth/verify-email', { token: first })).statusCode).toBe(400);
    await t.database.db
      .update(accountTokens)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(accountTokens.tokenHash, hashRefreshToken(second)));
    expect((await post('/v1/auth/verify-email', { token: second })).statusCode).toBe(400);
  });

  it('the configured admin starts verified', async () => {
    const admin = (await login('admin@test.wayfarer', 'Admin_123')).json<AuthResponse>();
    expect(admin.user.isEmailVerified).toBe(true);
  });
});

describe('change password', () => {
  it('needs the current password and ends the other sessions, not this one', async () => {
    const { user, tokens, password } = await registerUser(t.app);
    const other = (await login(user.email, password)).json<AuthResponse>();
    const wrong = await post(
      '/v1/auth/change-password',
      { currentPassword: 'Wrong_123', newPassword: 'Fresh_pass1' },
      bearer(tokens.access.token),
    );
    // 400 at the field, not 401 (which the web takes for an expired session).
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json()).toEqual({
      code: 400,
      error: 'WRONG_CURRENT_PASSWORD',
      message: 'Current password is incorrect',
      errors: [{ path: 'currentPassword', message: 'Current password is incorrect' }],
    });
    // The session is untouched: the same access token still works.
    expect((await me(tokens.access.token)).email).toBe(user.email);
    const done = await post(
      '/v1/auth/change-password',
      { currentPassword: password, newPassword: 'Fresh_pass1' },
      bearer(tokens.access.token),
    );
    expect(done.statusCode).toBe(204);
    expect((await refresh(other.tokens.refresh.token)).statusCode).toBe(401);
    expect((await refresh(tokens.refresh.token)).statusCode).toBe(200);
    expect((await login(user.email, 'Fresh_pass1')).statusCode).toBe(200);
  });
});

describe('change e-mail', () => {
  it('takes effect only through the link sent to the new address, which is then verified', async () => {
    const { user, tokens, password } = await registerUser(t.app);
    const newEmail = uniqueEmail('moved');
    const asked = await post('/v1/auth/change-email', { password, newEmail }, bearer(tokens.access.token));
    expect(asked.statusCode).toBe(204);
    expect((await me(tokens.access.token)).email).toBe(user.email);
    const token = await linkTokenSentTo(newEmail, '/verify-email');
    expect((await post('/v1/auth/verify-email', { token })).statusCode).toBe(204);
    const now = await me(tokens.access.token);
    expect(now).toMatchObject({ email: newEmail, isEmailVerified: true });
    expect((await login(newEmail, password)).statusCode).toBe(200);
  });

  it('refuses a wrong password and a taken address', async () => {
    const { tokens, password } = await registerUser(t.app);
    const { user: other } = await registerUser(t.app);
    const headers = bearer(tokens.access.token);
    expect(
      (
        await post('/v1/auth/change-email', { password: 'Wrong_1!', newEmail: uniqueEmail() }, headers)
      ).json(),
    ).toMatchObject({ code: 400, error: 'WRONG_CURRENT_PASSWORD', errors: [{ path: 'password' }] });
    expect(
      (await post('/v1/auth/change-email', { password, newEmail: other.email }, headers)).statusCode,
    ).toBe(409);
  });
});

describe('DELETE /v1/user/me', () => {
  it('needs the password, then deletes a plain account', async () => {
    const { user, tokens, password } = await registerUser(t.app);
    const del = (pw: string) =>
      t.app.inject({
        method: 'DELETE',
        url: '/v1/user/me',
        payload: { password: pw },
        headers: bearer(tokens.access.token),
      });
    expect((await del('Wrong_123')).json()).toMatchObject({ code: 400, errors: [{ path: 'password' }] });
    expect((await del(password)).statusCode).toBe(204);
    expect(await t.database.db.select().from(users).where(eq(users.id, user.id))).toHaveLength(0);
    expect((await login(user.email, password)).statusCode).toBe(401);
    expect((await refresh(tokens.refresh.token)).statusCode).toBe(401);
  });
});
