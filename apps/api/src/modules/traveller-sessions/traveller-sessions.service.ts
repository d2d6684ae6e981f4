import { createHash, randomBytes } from 'node:crypto';
import { accountMessages } from '@wayfarer/shared/account-messages';
import { TRAVELLER_SESSION_DAYS } from '@wayfarer/shared/schemas/trips';
import { SIGN_IN_LINK_MINUTES } from '@wayfarer/shared/trips-messages';
import type { Database } from '../../db/client.ts';
import { AppError } from '../../lib/app-error.ts';
import { sessionTokenOf } from './traveller-session-cookie.ts';
import {
  claimSignInLink,
  deleteSession,
  findLiveSession,
  insertSession,
  insertSignInLink,
  purgeEnded,
} from './traveller-sessions.repository.ts';

// ADR 1310: a traveller signs in with a one-time link e-mailed to the address they
// booked with; the session it opens stands for that address, and for nothing of staff's.

type Headers = Record<string, string | string[] | undefined>;

const LINK_MS = SIGN_IN_LINK_MINUTES * 60_000;
export const SESSION_MS = TRAVELLER_SESSION_DAYS * 24 * 60 * 60_000;
/** Ended links and sessions are deleted a day after their end. */
const PURGE_AFTER_MS = 24 * 60 * 60_000;

const newToken = () => randomBytes(32).toString('base64url');
const hashOf = (token: string) => createHash('sha256').update(token, 'utf8').digest('hex');

/**
 * A new sign-in link for `email` (already lower-cased): only its hash is stored. Answers the token
 * to put in the e-mail. Run it in the transaction that queues that e-mail.
 */
export async function issueSignInLink(db: Database, email: string, now: Date): Promise<string> {
  const token = newToken();
  await purgeEnded(db, new Date(now.getTime() - PURGE_AFTER_MS));
  await insertSignInLink(db, {
    email,
    tokenHash: hashOf(token),
    expiresAt: new Date(now.getTime() + LINK_MS),
  });
  return token;
}

export type OpenedSession = { token: string; email: string; expiresAt: Date };

/** Spends a link and opens a session; an unknown, used or expired link is 400 INVALID_LINK. */
export async function openSession(db: Database, linkToken: string, now: Date): Promise<OpenedSession> {
  return db.transaction(async (tx) => {
    const email = await claimSignInLink(tx, hashOf(linkToken), now);
    if (!email) throw new AppError('INVALID_LINK', accountMessages.invalidLink);
    const token = newToken();
    const expiresAt = new Date(now.getTime() + SESSION_MS);
    await insertSession(tx, { email, tokenHash: hashOf(token), expiresAt });
    return { token, email, expiresAt };
  });
}

/** The request's live traveller session (its cookie), or undefined. A bearer token never counts. */
export async function travellerSessionOf(
  db: Database,
  headers: Headers,
  now: Date,
): Promise<{ email: string; expiresAt: Date } | undefined> {
  const token = sessionTokenOf(headers);
  return token ? findLiveSession(db, hashOf(token), now) : undefined;
}

/** The address the request's traveller session stands for (lower-cased), or undefined. */
export async function travellerEmailOf(
  db: Database,
  headers: Headers,
  now: Date,
): Promise<string | undefined> {
  return (await travellerSessionOf(db, headers, now))?.email;
}

/** Sign-out: the session ends for good (its cookie is cleared by the route). */
export async function endSession(db: Database, headers: Headers): Promise<void> {
  const token = sessionTokenOf(headers);
  if (token) await deleteSession(db, hashOf(token));
}
