import { TRAVELLER_SESSION_COOKIE } from '@wayfarer/shared/schemas/trips';

// ADR 1310: the traveller's session travels in its own cookie: httpOnly (no script reads it),
// SameSite=Strict (no other site's page sends it, so no cross-site request acts with it), on /v1
// only (pages never carry it), Secure over HTTPS. Staff tokens travel as a bearer header instead.

type Headers = Record<string, string | string[] | undefined>;

/** A session token as this server makes them: 32 random bytes, base64url. */
const TOKEN_PATTERN = /^[A-Za-z0-9_-]{43}$/;

/** The traveller's session token from a request's Cookie header, when it has a well-formed one. */
export function sessionTokenOf(headers: Headers): string | undefined {
  const header = headers.cookie;
  const text = Array.isArray(header) ? header.join('; ') : (header ?? '');
  for (const part of text.split(';')) {
    const at = part.indexOf('=');
    if (at < 0 || part.slice(0, at).trim() !== TRAVELLER_SESSION_COOKIE) continue;
    const value = part.slice(at + 1).trim();
    if (TOKEN_PATTERN.test(value)) return value;
  }
  return undefined;
}

const attributes = (secure: boolean) => `Path=/v1; HttpOnly; SameSite=Strict${secure ? '; Secure' : ''}`;

/** The Set-Cookie of a new session, kept by the browser until the session's own end. */
export const sessionCookie = (token: string, maxAgeSeconds: number, secure: boolean): string =>
  `${TRAVELLER_SESSION_COOKIE}=${token}; Max-Age=${maxAgeSeconds}; ${attributes(secure)}`;

/** The Set-Cookie that makes the browser forget the session. */
export const clearedSessionCookie = (secure: boolean): string =>
  `${TRAVELLER_SESSION_COOKIE}=; Max-Age=0; ${attributes(secure)}`;
