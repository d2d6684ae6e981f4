import type { Role } from '@wayfarer/shared/enums';
import { serverMessages } from '@wayfarer/shared/messages';
import { creatorMessages } from '@wayfarer/shared/schemas/creator';
import type { FastifyInstance, FastifyRequest, preHandlerAsyncHookHandler } from 'fastify';
import { AppError } from '../lib/app-error.ts';
import { verifyAccessToken } from '../modules/auth/tokens.ts';
import { findSessionUser } from '../modules/auth/refresh-tokens.repository.ts';

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
    const unauthorized = new AppError(401, serverMessages.unauthorized);
    if (scheme?.toLowerCase() !== 'bearer' || !token) throw unauthorized;
    const claims = await verifyAccessToken(app.config, token);
    if (!claims) throw unauthorized;
    // Read the user on every request: a deleted user or a changed role takes effect at once, and
    // so does the end of its sessions (ADR 1143): a token from before the user's token version
    // (password reset or change, sign out everywhere) or of a session that ended (logout).
    const user = await findSessionUser(app.db, claims.userId, claims.sessionId);
    if (!user || user.sessionEnded || user.tokenVersion !== claims.version) throw unauthorized;
    request.user = { id: user.id, role: user.role, creatorId: user.creatorId, sessionId: claims.sessionId };
  });

  app.decorate('requireRole', (role: Role) => async (request: FastifyRequest) => {
    if (!request.user) throw new AppError(401, serverMessages.unauthorized);
    if (request.user.role !== role) throw new AppError(403, serverMessages.forbidden);
  });

  app.decorate('requireCreator', async (request: FastifyRequest) => {
    if (!request.user) throw new AppError(401, serverMessages.unauthorized);
    if (!request.user.creatorId) throw new AppError(403, creatorMessages.creatorRequired);
  });

  app.decorate('requireAdminOrCreator', async (request: FastifyRequest) => {
    if (!request.user) throw new AppError(401, serverMessages.unauthorized);
    if (request.user.role !== 'ADMIN' && !request.user.creatorId) {
      throw new AppError(403, serverMessages.forbidden);
    }
  });
}

/** The signed-in user in a handler guarded by `authenticate`. */
export function signedInUser(request: FastifyRequest): AuthUser {
  if (!request.user) throw new AppError(401, serverMessages.unauthorized);
  return request.user;
}

/** The signed-in creator in a handler guarded by `authenticate` and `requireCreator`. */
export function signedInCreator(request: FastifyRequest): AuthUser & { creatorId: string } {
  const user = signedInUser(request);
  if (!user.creatorId) throw new AppError(403, creatorMessages.creatorRequired);
  return { ...user, creatorId: user.creatorId };
}
