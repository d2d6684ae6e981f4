import { randomUUID } from 'node:crypto';
import { serverMessages } from '@wayfarer/shared/messages';
import type { AuthResponse, AuthTokens, registerBody, loginBody } from '@wayfarer/shared/schemas/auth';
import type { z } from '@wayfarer/shared/zod';
import type { Config } from '../../config.ts';
import type { Database } from '../../db/client.ts';
import { AppError } from '../../lib/app-error.ts';
import { isUniqueViolation } from '../../lib/db-errors.ts';
import { findUserByEmail, findUserById, insertUser } from '../users/users.repository.ts';
import { currentUserOf, toCurrentUser } from '../users/users.service.ts';
import { hashPassword, verifyAgainstDummy, verifyPassword } from './password.ts';
import {
  claimRefreshToken,
  findRefreshTokenByHash,
  insertRefreshToken,
  revokeTokenFamily,
} from './refresh-tokens.repository.ts';
import { createRefreshToken, hashRefreshToken, signAccessToken } from './tokens.ts';

type AuthContext = { db: Database; config: Config };
type RegisterInput = z.output<typeof registerBody>;
type LoginInput = z.output<typeof loginBody>;

export async function register(ctx: AuthContext, input: RegisterInput) {
  // The schema already trimmed and lower-cased the e-mail: comparisons are case-insensitive.
  if (await findUserByEmail(ctx.db, input.email)) throw new AppError(409, serverMessages.emailTaken);
  const passwordHash = await hashPassword(input.password);
  const user = await insertUser(ctx.db, { name: input.name, email: input.email, passwordHash }).catch(
    (error: unknown) => {
      // Two sign-ups with one e-mail at the same moment: the unique index decides.
      if (isUniqueViolation(error)) throw new AppError(409, serverMessages.emailTaken);
      throw error;
    },
  );
  const tokens = await issueTokens(ctx, user.id, randomUUID());
  return { user: toCurrentUser(user), tokens, creatorId: user.creatorId };
}

export async function login(ctx: AuthContext, input: LoginInput): Promise<AuthResponse> {
  const user = await findUserByEmail(ctx.db, input.email);
  const isValid = user
    ? await verifyPassword(user.passwordHash, input.password)
    : await verifyAgainstDummy(input.password);
  // One answer for an unknown e-mail and a wrong password: it must not tell which was wrong.
  if (!user || !isValid) throw new AppError(401, serverMessages.wrongCredentials);
  return { user: await currentUserOf(ctx.db, user), tokens: await issueTokens(ctx, user.id, randomUUID()) };
}

/** Rotation: the presented token is spent and a new one joins its family. */
export async function refreshSession(ctx: AuthContext, refreshToken: string): Promise<AuthResponse> {
  const rejected = new AppError(401, serverMessages.invalidRefreshToken);
  const stored = await findRefreshTokenByHash(ctx.db, hashRefreshToken(refreshToken));
  if (!stored || stored.revokedAt || stored.expiresAt.getTime() <= Date.now()) throw rejected;
  // A spent token presented again means it leaked (or a client raced itself): end the session.
  if (stored.usedAt || !(await claimRefreshToken(ctx.db, stored.id))) {
    await revokeTokenFamily(ctx.db, stored.familyId);
    throw rejected;
  }
  const user = await findUserById(ctx.db, stored.userId);
  if (!user) throw rejected;
  return {
    user: await currentUserOf(ctx.db, user),
    tokens: await issueTokens(ctx, user.id, stored.familyId),
  };
}

/** Ends the session the token belongs to. Idempotent: an unknown token is not an error. */
export async function logout(ctx: AuthContext, refreshToken: string): Promise<void> {
  const stored = await findRefreshTokenByHash(ctx.db, hashRefreshToken(refreshToken));
  if (stored) await revokeTokenFamily(ctx.db, stored.familyId);
}

async function issueTokens(ctx: AuthContext, userId: string, familyId: string): Promise<AuthTokens> {
  const access = await signAccessToken(ctx.config, userId);
  const refresh = createRefreshToken(ctx.config);
  await insertRefreshToken(ctx.db, {
    userId,
    familyId,
    tokenHash: refresh.hash,
    expiresAt: refresh.expires,
  });
  return {
    access: { token: access.token, expires: access.expires.toISOString() },
    refresh: { token: refresh.token, expires: refresh.expires.toISOString() },
  };
}
