import { serverMessages } from '@wayfarer/shared/messages';
import { tourMessages } from '@wayfarer/shared/schemas/tour';
import type { Database } from '../../db/client.ts';
import { AppError } from '../../lib/app-error.ts';
import { isUuid } from '../../lib/uuid.ts';
import type { AuthUser } from '../../lib/auth-user.ts';
import { findPackageWithCreator, type PackageWithCreator } from './tours.repository.ts';

/**
 * Whose packages a user may list: an admin all (undefined), a creator its own; anyone else 403.
 * spec 001 §6: admin and creator share the packages screens.
 */
export function listScope(user: AuthUser): { creatorId?: string } {
  if (user.role === 'ADMIN') return {};
  if (user.creatorId) return { creatorId: user.creatorId };
  throw new AppError('FORBIDDEN', serverMessages.forbidden);
}

/**
 * The package `id` as `user` may touch it. Another creator's package answers the same 404 as a
 * missing one (ids reveal nothing); a malformed id names nothing (404, never a driver error).
 */
export async function packageForUser(db: Database, user: AuthUser, id: string): Promise<PackageWithCreator> {
  const scope = listScope(user);
  const pkg = isUuid(id) ? await findPackageWithCreator(db, id) : undefined;
  if (!pkg || (scope.creatorId && pkg.creatorId !== scope.creatorId)) {
    throw new AppError('PACKAGE_NOT_FOUND', tourMessages.packageNotFound);
  }
  return pkg;
}
