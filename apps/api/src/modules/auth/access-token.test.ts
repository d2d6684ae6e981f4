import { SignJWT, UnsecuredJWT } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, createTestApp, registerUser, type TestApp } from '../../../test/helpers.ts';
import { signAccessToken } from './tokens.ts';

let t: TestApp;
let userId: string;
beforeAll(async () => {
  t = await createTestApp();
  userId = (await registerUser(t.app)).user.id;
});
afterAll(() => t.close());

/** The site's secret: the database's, read by createTestApp as at start-up (ADR 1306). */
const siteSecret = () => {
  if (t.config.jwtSecret === null) throw new Error('createTestApp did not load the signing secret');
  return t.config.jwtSecret;
};
const getUser = (headers: Record<string, string>) => t.app.inject({ url: '/v1/user', headers });
const sign = (secret: string, alg = 'HS256', expires: string | number = '15m') =>
  new SignJWT({ type: 'access' })
    .setProtectedHeader({ alg })
    .setSubject(userId)
    .setIssuedAt()
    .setExpirationTime(expires)
    .sign(new TextEncoder().encode(secret));

describe('access token checks', () => {
  it('accepts a token the server signed', async () => {
    const { token } = await signAccessToken(t.config, userId);
    expect((await getUser(bearer(token))).statusCode).toBe(200);
  });

  it.each([
    [
      'alg none',
      () => new UnsecuredJWT({ type: 'access' }).setSubject(userId).setExpirationTime('15m').encode(),
    ],
    ['a wrong secret', () => sign('x'.repeat(48))],
    ['another HMAC algorithm', () => sign(siteSecret(), 'HS512')],
    ['an expired token', () => sign(siteSecret(), 'HS256', Math.floor(Date.now() / 1000) - 10)],
    ['garbage', async () => 'not.a.jwt'],
    [
      'a token without exp',
      () =>
        new SignJWT({ type: 'access' })
          .setProtectedHeader({ alg: 'HS256' })
          .setSubject(userId)
          .setIssuedAt()
          .sign(new TextEncoder().encode(siteSecret())),
    ],
    ['an exp beyond the configured lifetime', () => sign(siteSecret(), 'HS256', '2h')],
    [
      'a sub that is not a user id',
      () =>
        new SignJWT({ type: 'access' })
          .setProtectedHeader({ alg: 'HS256' })
          .setSubject('admin')
          .setIssuedAt()
          .setExpirationTime('15m')
          .sign(new TextEncoder().encode(siteSecret())),
    ],
  ])('rejects %s with 401', async (_name, makeToken) => {
    const res = await getUser(bearer(await makeToken()));
    expect(res.statusCode).toBe(401);
    expect(res.json()).toEqual({ code: 401, error: 'UNAUTHENTICATED', message: 'Please authenticate' });
  });

  it('rejects a refresh token used as an access token and a non-bearer scheme', async () => {
    const { tokens } = await registerUser(t.app);
    expect((await getUser(bearer(tokens.refresh.token))).statusCode).toBe(401);
    expect((await getUser({ authorization: `Basic ${tokens.access.token}` })).statusCode).toBe(401);
  });
});
