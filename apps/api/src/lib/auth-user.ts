import type { Role } from '@wayfarer/shared/enums';
import { serverMessages } from '@wayfarer/shared/messages';
import { creatorMessages } from '@wayfarer/shared/schemas/creator';
import type { FastifyRequest } from 'fastify';
import { AppError } from './app-error.ts';

/**
 * The signed-in user a guarded request carries (plugins/auth-guard.ts sets it).
 * `sessionId`: the refresh-token family the access token was issued with (absent on old tokens).
 */
export type AuthUser = { id: string; role: Role; creatorId: string | null; sessionId?: string | null };

declare module 'fastify' {
  interface FastifyRequest {
    user: AuthUser | null;
  }
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
