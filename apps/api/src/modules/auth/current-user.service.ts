import type { CurrentUser } from '@wayfarer/shared/schemas/auth';
import { serverMessages } from '@wayfarer/shared/messages';
import type { Config } from '../../config.ts';
import type { Database } from '../../db/client.ts';
import { AppError } from '../../lib/app-error.ts';
import type { AuthUser } from '../../lib/auth-user.ts';
import { findCreatorIdentity, findUserById, type UserRow } from '../users/index.ts';
import { isEmailVerified } from './account-tokens.repository.ts';
import { findSessionUser } from './refresh-tokens.repository.ts';
import { verifyAccessToken } from './tokens.ts';

/**
 * spec 000 §3 "Current user": role, name, email, creatorId, image (and the id). A creator's
 * image is its profile photo (`creatorImage`), else the user's own.
 */
export function toCurrentUser(
  row: UserRow,
  creator: { image: string | null; username: string } | undefined = undefined,
  isEmailVerified = false,
): CurrentUser {
  return {
    id: row.id,
    role: row.role,
    name: row.name,
    email: row.email,
    creatorId: row.creatorId,
    image: creator?.image ?? row.image,
    creatorUsername: creator?.username ?? null,
    // An admin's address comes from the operator's configuration (ADMIN_EMAIL or the demo admin).
    isEmailVerified: isEmailVerified || row.role === 'ADMIN',
  };
}

/** toCurrentUser with the creator's photo looked up; no extra query for a user without one. */
export async function currentUserOf(db: Database, row: UserRow): Promise<CurrentUser> {
  const [creator, verified] = await Promise.all([
    row.creatorId ? findCreatorIdentity(db, row.creatorId) : undefined,
    isEmailVerified(db, row.id, row.email),
  ]);
  return toCurrentUser(row, creator, verified);
}

export async function getCurrentUser(db: Database, userId: string): Promise<CurrentUser> {
  const row = await findUserById(db, userId);
  // The token outlived its user (deleted since): the client must sign in again.
  if (!row) throw new AppError('UNAUTHENTICATED', serverMessages.unauthorized);
  return currentUserOf(db, row);
}

/**
 * The user a bearer access token stands for, else undefined: the auth guard's lookup (app.ts hands
 * it to plugins/auth-guard.ts). The user is read on every request, so a deleted user or a changed
 * role takes effect at once, and so does the end of its sessions (ADR 1143): a token from before
 * the user's token version (password reset or change, sign out everywhere) or of a session that
 * ended (logout) stands for nobody.
 */
export async function userOfAccessToken(
  db: Database,
  config: Config,
  token: string,
): Promise<AuthUser | undefined> {
  const claims = await verifyAccessToken(config, token);
  if (!claims) return undefined;
  const user = await findSessionUser(db, claims.userId, claims.sessionId);
  if (!user || user.sessionEnded || user.tokenVersion !== claims.version) return undefined;
  return { id: user.id, role: user.role, creatorId: user.creatorId, sessionId: claims.sessionId };
}
