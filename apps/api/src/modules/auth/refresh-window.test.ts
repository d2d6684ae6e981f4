import type { AuthResponse } from '@wayfarer/shared/schemas/auth';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, createTestApp, registerUser, type TestApp } from '../../../test/helpers.ts';
import { refreshTokens } from '../../db/schema.ts';
import { hashRefreshToken } from './tokens.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const refresh = (refreshToken: string) =>
  t.app.inject({ method: 'POST', url: '/v1/auth/refresh-tokens', payload: { refreshToken } });
const logout = (refreshToken: string) =>
  t.app.inject({ method: 'POST', url: '/v1/auth/logout', payload: { refreshToken } });

/** Moves a spent token's claim back in time, as if `ms` had passed since its rotation. */
async function ageClaim(token: string, ms: number) {
  await t.database.db
    .update(refreshTokens)
    .set({ usedAt: new Date(Date.now() - ms) })
    .where(eq(refreshTokens.tokenHash, hashRefreshToken(token)));
}

describe('refresh grace window (ADR 002)', () => {
  it.each([5, 20])('%i parallel refreshes of one token all answer the same successor pair', async (n) => {
    const { tokens } = await registerUser(t.app);
    const answers = await Promise.all(Array.from({ length: n }, () => refresh(tokens.refresh.token)));
    expect(answers.map((res) => res.statusCode)).toEqual(Array(n).fill(200));
    const pairs = answers.map((res) => res.json<AuthResponse>().tokens);
    for (const pair of pairs) expect(pair).toEqual(pairs[0]);
    // One successor stored, and it works.
    const family = await t.database.db
      .select()
      .from(refreshTokens)
      .where(eq(refreshTokens.tokenHash, hashRefreshToken(pairs[0]!.refresh.token)));
    expect(family).toHaveLength(1);
    const me = await t.app.inject({ url: '/v1/user', headers: bearer(pairs[0]!.access.token) });
    expect(me.statusCode).toBe(200);
    expect((await refresh(pairs[0]!.refresh.token)).statusCode).toBe(200);
  });

  it('a tab that missed the rotation gets the same successor within 30 s', async () => {
    const { tokens } = await registerUser(t.app);
    const first = (await refresh(tokens.refresh.token)).json<AuthResponse>();
    await ageClaim(tokens.refresh.token, 25_000);
    const late = await refresh(tokens.refresh.token);
    expect(late.statusCode).toBe(200);
    // Same successor token (the pair's times follow the moved claim time of this test).
    expect(late.json<AuthResponse>().tokens.refresh.token).toBe(first.tokens.refresh.token);
  });

  it('reuse after the window revokes the family and every successor', async () => {
    const { tokens } = await registerUser(t.app);
    const second = (await refresh(tokens.refresh.token)).json<AuthResponse>();
    const third = (await refresh(second.tokens.refresh.token)).json<AuthResponse>();
    await ageClaim(tokens.refresh.token, 31_000);
    const replay = await refresh(tokens.refresh.token);
    expect(replay.statusCode).toBe(401);
    expect(replay.json()).toEqual({
      code: 401,
      error: 'INVALID_REFRESH_TOKEN',
      message: 'Invalid or expired refresh token',
    });
    expect((await refresh(second.tokens.refresh.token)).statusCode).toBe(401);
    expect((await refresh(third.tokens.refresh.token)).statusCode).toBe(401);
  });

  it('a revoked family answers 401 even inside the window', async () => {
    const { tokens } = await registerUser(t.app);
    const renewed = (await refresh(tokens.refresh.token)).json<AuthResponse>();
    expect((await logout(renewed.tokens.refresh.token)).statusCode).toBe(204);
    expect((await refresh(tokens.refresh.token)).statusCode).toBe(401);
    expect((await refresh(renewed.tokens.refresh.token)).statusCode).toBe(401);
  });

  it('a successor stored after its family was revoked is refused (revoke raced the claim)', async () => {
    const { user, tokens } = await registerUser(t.app);
    const renewed = (await refresh(tokens.refresh.token)).json<AuthResponse>();
    // As if the revoke's UPDATE had not seen the successor: only the spent token is marked.
    await t.database.db
      .update(refreshTokens)
      .set({ revokedAt: new Date() })
      .where(eq(refreshTokens.tokenHash, hashRefreshToken(tokens.refresh.token)));
    const [successor] = await t.database.db
      .select()
      .from(refreshTokens)
      .where(eq(refreshTokens.tokenHash, hashRefreshToken(renewed.tokens.refresh.token)));
    expect(successor?.revokedAt).toBeNull();
    expect(successor?.userId).toBe(user.id);
    expect((await refresh(renewed.tokens.refresh.token)).statusCode).toBe(401);
  });

  it('parallel refreshes racing a logout never leave a working token', async () => {
    for (let trial = 0; trial < 5; trial++) {
      const { tokens } = await registerUser(t.app);
      const answers = await Promise.all([
        refresh(tokens.refresh.token),
        logout(tokens.refresh.token),
        refresh(tokens.refresh.token),
        refresh(tokens.refresh.token),
      ]);
      const issued = answers
        .filter((res) => res.statusCode === 200 && res.body)
        .map((res) => res.json<AuthResponse>().tokens.refresh.token);
      for (const token of issued) expect((await refresh(token)).statusCode).toBe(401);
    }
  });
});
