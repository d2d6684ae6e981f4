import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { refreshTokens } from '../../db/schema.ts';
import { createTestApp, registerUser, type TestApp } from '../../../test/helpers.ts';
import { purgeExpiredRefreshTokens } from './refresh-tokens.repository.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

it('purges expired refresh tokens and keeps live ones, which still refresh', async () => {
  const user = await registerUser(t.app);
  const live = user.tokens.refresh.token;
  const familyId = randomUUID();
  await t.db.insert(refreshTokens).values({
    userId: user.user.id,
    familyId,
    tokenHash: `expired-${randomUUID()}`,
    expiresAt: new Date(Date.now() - 1000),
  });

  expect(await purgeExpiredRefreshTokens(t.db)).toBe(1);
  expect(await t.db.select().from(refreshTokens).where(eq(refreshTokens.familyId, familyId))).toEqual([]);
  expect(await purgeExpiredRefreshTokens(t.db)).toBe(0);

  const res = await t.app.inject({
    method: 'POST',
    url: '/v1/auth/refresh-tokens',
    payload: { refreshToken: live },
  });
  expect(res.statusCode).toBe(200);
});
