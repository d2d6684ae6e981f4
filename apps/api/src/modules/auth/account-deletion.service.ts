import type { Config } from '../../config.ts';
import type { Database } from '../../db/client.ts';
import { userWithPassword } from './account.service.ts';
import { revokeUserTokens } from './refresh-tokens.repository.ts';
import {
  anonymiseCreatorAccount,
  creatorHasBookings,
  deleteUserAndCatalogue,
} from './account-deletion.repository.ts';

export type DeletionResult = 'deleted' | 'anonymised';

/**
 * DELETE /v1/user/me: the password confirms it. A creator with bookings is
 * anonymised, not deleted, so its bookings stay whole for the travellers and the books.
 */
export async function deleteAccount(
  ctx: { db: Database; config: Config },
  userId: string,
  password: string,
): Promise<DeletionResult> {
  const user = await userWithPassword(ctx, userId, password);
  return ctx.db.transaction(async (tx) => {
    if (user.creatorId && (await creatorHasBookings(tx, user.creatorId))) {
      await anonymiseCreatorAccount(tx, user.id, user.creatorId);
      await revokeUserTokens(tx, user.id);
      return 'anonymised';
    }
    await deleteUserAndCatalogue(tx, user.id, user.creatorId);
    return 'deleted';
  });
}
