import { createHash, createHmac, randomBytes } from 'node:crypto';
import { jwtVerify, SignJWT } from 'jose';
import type { Config } from '../../config.ts';

type TokenConfig = Pick<Config, 'jwtSecret' | 'accessTokenTtlMinutes' | 'refreshTokenTtlDays'>;

const ALGORITHM = 'HS256';
const ACCESS_TYPE = 'access';
/** Clock skew between instances that an `exp` may exceed the configured lifetime by. */
const SKEW_SECONDS = 60;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const keys = new WeakMap<TokenConfig, { secret: string; key: Uint8Array }>();

/**
 * The HMAC key of the config's secret. Without JWT_SECRET that is the database's, set by the
 * start-up work before any request is served (ADR 1306); signing or checking before it is a bug.
 */
function keyOf(config: TokenConfig): Uint8Array {
  const secret = config.jwtSecret;
  if (secret === null) throw new Error('The signing secret is not loaded yet (start-up work not done)');
  let cached = keys.get(config);
  if (cached?.secret !== secret) {
    cached = { secret, key: new TextEncoder().encode(secret) };
    keys.set(config, cached);
  }
  return cached.key;
}

export type IssuedToken = { token: string; expires: Date };
/** `version`: the user's token version when issued (0 on tokens from before versions, ADR 1143). */
export type AccessClaims = { userId: string; sessionId: string | null; version: number };

/**
 * HS256 is deterministic: the same user, session and issue second give the same token, which is
 * how a refresh replayed inside the grace window answers the very pair it answered first.
 * `sid` is the refresh-token family, so "sign out my other sessions" knows which one is this;
 * `ver` the user's token version (ADR 1143): raising it refuses every earlier token at once.
 */
export async function signAccessToken(
  config: TokenConfig,
  userId: string,
  sessionId?: string,
  issuedAt: Date = new Date(),
  version = 0,
): Promise<IssuedToken> {
  const iat = Math.floor(issuedAt.getTime() / 1000);
  const exp = iat + config.accessTokenTtlMinutes * 60;
  const token = await new SignJWT({
    type: ACCESS_TYPE,
    ...(sessionId && { sid: sessionId }),
    ...(version && { ver: version }),
  })
    .setProtectedHeader({ alg: ALGORITHM, typ: 'JWT' })
    .setSubject(userId)
    .setIssuedAt(iat)
    .setExpirationTime(exp)
    .sign(keyOf(config));
  return { token, expires: new Date(exp * 1000) };
}

/**
 * The claims of a valid access token, or null: bad signature, another algorithm, expired, no
 * `exp`, an `exp` further away than the configured lifetime (a token this server never issued
 * that way), or a `sub` that is not a user id.
 */
export async function verifyAccessToken(config: TokenConfig, token: string): Promise<AccessClaims | null> {
  try {
    // The algorithm is pinned: a token signed with "none" or anything but HS256 is refused.
    const { payload } = await jwtVerify(token, keyOf(config), { algorithms: [ALGORITHM] });
    if (payload.type !== ACCESS_TYPE || typeof payload.sub !== 'string' || !UUID.test(payload.sub))
      return null;
    const latestExp = Date.now() / 1000 + config.accessTokenTtlMinutes * 60 + SKEW_SECONDS;
    if (typeof payload.exp !== 'number' || payload.exp > latestExp) return null;
    const sessionId = typeof payload.sid === 'string' && UUID.test(payload.sid) ? payload.sid : null;
    const version = typeof payload.ver === 'number' && Number.isInteger(payload.ver) ? payload.ver : 0;
    return { userId: payload.sub, sessionId, version };
  } catch {
    return null;
  }
}

/** Opaque refresh token: 32 random bytes; only its SHA-256 is stored. */
export function createRefreshToken(config: TokenConfig): IssuedToken & { hash: string } {
  const token = randomBytes(32).toString('base64url');
  return { token, expires: refreshExpiry(config), hash: hashRefreshToken(token) };
}

/**
 * The token that replaces `presented` on rotation: an HMAC of it under the server secret, so
 * every instance derives the same successor for the grace window while only hashes are stored.
 */
export function successorRefreshToken(
  config: TokenConfig,
  presented: string,
): IssuedToken & { hash: string } {
  const token = createHmac('sha256', keyOf(config))
    .update(`refresh-successor:${presented}`)
    .digest('base64url');
  return { token, expires: refreshExpiry(config), hash: hashRefreshToken(token) };
}

const refreshExpiry = (config: TokenConfig, from = Date.now()) =>
  new Date(from + config.refreshTokenTtlDays * 86_400_000);

export const hashRefreshToken = (token: string): string => createHash('sha256').update(token).digest('hex');
