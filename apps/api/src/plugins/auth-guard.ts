import type { Role } from '@wayfarer/shared/enums';
import { serverMessages } from '@wayfarer/shared/messages';
import { creatorMessages } from '@wayfarer/shared/schemas/creator';
import type { FastifyInstance, FastifyRequest, preHandlerAsyncHookHandler } from 'fastify';
import { AppError } from '../lib/app-error.ts';
import { verifyAccessToken } from '../modules/auth/tokens.ts';
import { findUserById } from '../modules/users/users.repository.ts';

/** `sessionId`: the refresh-token family the access token was issued with (absent on old tokens). */
export type AuthUser = { id: string; role: Role; creatorId: string | null; sessionId?: string | null };

declare module 'fastify' {
  interface FastifyInstance {
    /** preHandler: a valid bearer access token of an existing user, else 401. */
    authenticate: preHandlerAsyncHookHandler;
    /** preHandler to put after `authenticate`: the user has this role, else 403. */
    requireRole: (role: Role) => preHandlerAsyncHookHandler;
    /** preHandler to put after `authenticate`: the user owns a creator record, else 403. */
    requireCreator: preHandlerAsyncHookHandler;
    /** preHandler to put after `authenticate`: an ADMIN or a user with a creator record, else 403. */
    requireAdminOrCreator: preHandlerAsyncHookHandler;
  }
  interface FastifyRequest {
    user: AuthUser | null;
  }
}

/** Decorates the root instance, so every route module can guard itself with one line. */
export function setupAuthGuard(app: FastifyInstance): void {
  app.decorateRequest('user', null);

  app.decorate('authenticate', async (request: FastifyRequest) => {
    const header = request.headers.authorization ?? '';
    const [scheme, token] = header.split(' ');
    const unauthorized = new AppError('UNAUTHENTICATED', serverMessages.unauthorized);
    if (scheme?.toLowerCase() !== 'bearer' || !token) throw unauthorized;
    const claims = await verifyAccessToken(app.config, token);
    // Read the user on every request: a deleted user or a changed role takes effect at once.
    const user = claims ? await findUserById(app.db, claims.userId) : undefined;
    if (!user) throw unauthorized;
    request.user = { id: user.id, role: user.role, creatorId: user.creatorId, sessionId: claims?.sessionId };
  });

  app.decorate('requireRole', (role: Role) => async (request: FastifyRequest) => {
    if (!request.user) throw new AppError('UNAUTHENTICATED', serverMessages.unauthorized);
    if (request.user.role !== role) throw new AppError('FORBIDDEN', serverMessages.forbidden);
  });

  app.decorate('requireCreator', async (request: FastifyRequest) => {
    if (!request.user) throw new AppError('UNAUTHENTICATED', serverMessages.unauthorized);
    if (!request.user.creatorId) throw new AppError('CREATOR_REQUIRED', creatorMessages.creatorRequired);
  });

  app.decorate('requireAdminOrCreator', async (request: FastifyRequest) => {
    if (!request.user) throw new AppError('UNAUTHENTICATED', serverMessages.unauthorized);
    if (request.user.role !== 'ADMIN' && !request.user.creatorId) {
      throw new AppError('FORBIDDEN', serverMessages.forbidden);
    }
  });
}

/** The signed-in user in a handler guarded by `authenticate`. */
export function signedInUser(request: FastifyRequest): AuthUser {
  if (!request.user) throw new AppError('UNAUTHENTICATED', serverMessages.unauthorized);
  return request.user;
}

/** The signed-in creator in a handler guarded by `authenticate` and `requireCreator`. */
export function signedInCreator(request: FastifyRequest): AuthUser & { creatorId: string } {
  const user = signedInUser(request);
  if (!user.creatorId) throw new AppError('CREATOR_REQUIRED', creatorMessages.creatorRequired);
  return { ...user, creatorId: user.creatorId };
}
