import { createHash, randomBytes } from 'node:crypto';
import { jwtVerify, SignJWT } from 'jose';
import type { Config } from '../../config.ts';

type TokenConfig = Pick<Config, 'jwtSecret' | 'accessTokenTtlMinutes' | 'refreshTokenTtlDays'>;

const ALGORITHM = 'HS256';
const ACCESS_TYPE = 'access';
const keys = new WeakMap<TokenConfig, Uint8Array>();

function keyOf(config: TokenConfig): Uint8Array {
  let key = keys.get(config);
  if (!key) {
    key = new TextEncoder().encode(config.jwtSecret);
    keys.set(config, key);
  }
  return key;
}

export type IssuedToken = { token: string; expires: Date };

export async function signAccessToken(config: TokenConfig, userId: string): Promise<IssuedToken> {
  const expires = new Date(Date.now() + config.accessTokenTtlMinutes * 60_000);
  const token = await new SignJWT({ type: ACCESS_TYPE })
    .setProtectedHeader({ alg: ALGORITHM, typ: 'JWT' })
    .setSubject(userId)
    .setIssuedAt()
    .setExpirationTime(Math.floor(expires.getTime() / 1000))
    .sign(keyOf(config));
  return { token, expires };
}

/** The user id of a valid access token, or null (bad signature, other algorithm, expired). */
export async function verifyAccessToken(config: TokenConfig, token: string): Promise<string | null> {
  try {
    // The algorithm is pinned: a token signed with "none" or anything but HS256 is refused.
    const { payload } = await jwtVerify(token, keyOf(config), { algorithms: [ALGORITHM] });
    if (payload.type !== ACCESS_TYPE || typeof payload.sub !== 'string') return null;
    return payload.sub;
  } catch {
    return null;
  }
}

/** Opaque refresh token: 32 random bytes; only its SHA-256 is stored. */
export function createRefreshToken(config: TokenConfig): IssuedToken & { hash: string } {
  const token = randomBytes(32).toString('base64url');
  const expires = new Date(Date.now() + config.refreshTokenTtlDays * 86_400_000);
  return { token, expires, hash: hashRefreshToken(token) };
}

export const hashRefreshToken = (token: string): string => createHash('sha256').update(token).digest('hex');
