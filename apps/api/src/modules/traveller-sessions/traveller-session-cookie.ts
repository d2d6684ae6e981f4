import { TRAVELLER_SESSION_COOKIE, TRIPS_SIGNED_IN_COOKIE } from '@wayfarer/shared/trips-cookies';
import { cookiesOf } from '../../lib/cookies.ts';

// ADR 1310: the traveller's session travels in its own cookie: httpOnly (no script reads it),
// SameSite=Strict (no other site's page sends it, so no cross-site request acts with it), on /v1
// only (pages never carry it), Secure over HTTPS. Staff tokens travel as a bearer header instead.
// Beside it, a mark without a secret on every path tells the page server that this browser was
// signed in, so /trips is rendered in the browser for it (ADR 1393).

type Headers = Record<string, string | string[] | undefined>;

/** A session token as this server makes them: 32 random bytes, base64url. */
const TOKEN_PATTERN = /^[A-Za-z0-9_-]{43}$/;

/** The traveller's session token from a request's Cookie header, when it has a well-formed one. */
export function sessionTokenOf(headers: Headers): string | undefined {
  return cookiesOf(headers, TRAVELLER_SESSION_COOKIE).find((value) => TOKEN_PATTERN.test(value));
}

const attributes = (secure: boolean) => `Path=/v1; HttpOnly; SameSite=Strict${secure ? '; Secure' : ''}`;

/** The Set-Cookie of a new session, kept by the browser until the session's own end. */
export const sessionCookie = (token: string, maxAgeSeconds: number, secure: boolean): string =>
  `${TRAVELLER_SESSION_COOKIE}=${token}; Max-Age=${maxAgeSeconds}; ${attributes(secure)}`;

/** The Set-Cookie that makes the browser forget the session. */
export const clearedSessionCookie = (secure: boolean): string =>
  `${TRAVELLER_SESSION_COOKIE}=; Max-Age=0; ${attributes(secure)}`;

/**
 * The sign-in mark (TRIPS_SIGNED_IN_COOKIE), set and cleared with the session: "1", on every path
 * (the page's own request carries it), SameSite=Lax (so does a link followed from an e-mail), and
 * httpOnly, as no script needs it.
 */
const markAttributes = (secure: boolean) => `Path=/; HttpOnly; SameSite=Lax${secure ? '; Secure' : ''}`;

/** Whether the request carries the mark. */
export const hasSignInMark = (headers: Headers): boolean =>
  cookiesOf(headers, TRIPS_SIGNED_IN_COOKIE).length > 0;

/** The Set-Cookie of the mark for a session, for as long as the session lasts. */
export const signInMarkCookie = (maxAgeSeconds: number, secure: boolean): string =>
  `${TRIPS_SIGNED_IN_COOKIE}=1; Max-Age=${maxAgeSeconds}; ${markAttributes(secure)}`;

/** The Set-Cookie that makes the browser forget the mark (signed out, or the session is gone). */
export const clearedSignInMark = (secure: boolean): string =>
  `${TRIPS_SIGNED_IN_COOKIE}=; Max-Age=0; ${markAttributes(secure)}`;
