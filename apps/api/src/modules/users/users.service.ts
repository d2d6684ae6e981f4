import type { CurrentUser } from '@wayfarer/shared/schemas/auth';
import { serverMessages } from '@wayfarer/shared/messages';
import type { Database } from '../../db/client.ts';
import { AppError } from '../../lib/app-error.ts';
import { findUserById, type UserRow } from './users.repository.ts';

/** spec 000 §3 "Current user": role, name, email, creatorId, image (and the id). */
export function toCurrentUser(row: UserRow): CurrentUser {
  return {
    id: row.id,
    role: row.role,
    name: row.name,
    email: row.email,
    creatorId: row.creatorId,
    image: row.image,
  };
}

export async function getCurrentUser(db: Database, userId: string): Promise<CurrentUser> {
  const row = await findUserById(db, userId);
  // The token outlived its user (deleted since): the client must sign in again.
  if (!row) throw new AppError(401, serverMessages.unauthorized);
  return toCurrentUser(row);
}
