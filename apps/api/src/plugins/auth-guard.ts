import type { Role } from '@wayfarer/shared/enums';
import { serverMessages } from '@wayfarer/shared/messages';
import { creatorMessages } from '@wayfarer/shared/schemas/creator';
import type { FastifyInstance, FastifyRequest, preHandlerAsyncHookHandler } from 'fastify';
import { AppError } from '../lib/app-error.ts';
import type { AuthUser } from '../lib/auth-user.ts';

/**
 * The user a bearer access token stands for, or undefined (a bad or expired token, a deleted user).
 * The auth module supplies it (app.ts): this plugin sits below the modules and imports none.
 */
export type AccessTokenLookup = (token: string) => Promise<AuthUser | undefined>;

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
}

/** Decorates the root instance, so every route module can guard itself with one line. */
export function setupAuthGuard(app: FastifyInstance, userOfToken: AccessTokenLookup): void {
  app.decorateRequest('user', null);

  app.decorate('authenticate', async (request: FastifyRequest) => {
    const header = request.headers.authorization ?? '';
    const [scheme, token] = header.split(' ');
    const unauthorized = new AppError('UNAUTHENTICATED', serverMessages.unauthorized);
    if (scheme?.toLowerCase() !== 'bearer' || !token) throw unauthorized;
    const user = await userOfToken(token);
    if (!user) throw unauthorized;
    request.user = user;
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
