import { randomUUID } from 'node:crypto';
import { serverMessages } from '@wayfarer/shared/messages';
import type { AuthResponse, AuthTokens, registerBody, loginBody } from '@wayfarer/shared/schemas/auth';
import type { z } from '@wayfarer/shared/zod';
import type { Config } from '../../config.ts';
import { AppError } from '../../lib/app-error.ts';
import { isUniqueViolation } from '../../lib/db-errors.ts';
import { findUserByEmail, findUserById, insertUser, type UserRow } from '../users/index.ts';
import { currentUserOf, toCurrentUser } from './current-user.service.ts';
import { sendWelcomeVerification } from './account.service.ts';
import type { AuthContext } from './auth-context.ts';
import { hashPassword, verifyAgainstDummy, verifyPassword } from './password.ts';
import {
  findRefreshTokenByHash,
  insertRefreshToken,
  revokeTokenFamily,
  rotateRefreshToken,
} from './refresh-tokens.repository.ts';
import { createRefreshToken, hashRefreshToken, signAccessToken, successorRefreshToken } from './tokens.ts';

/** A rotated refresh token presented again within this time gets the same successor (ADR 002). */
export const REFRESH_GRACE_MS = 30_000;
const refreshTtlMs = (config: Config) => config.refreshTokenTtlDays * 86_400_000;

type RegisterInput = z.output<typeof registerBody>;
type LoginInput = z.output<typeof loginBody>;

export async function register(ctx: AuthContext, input: RegisterInput) {
  // The schema already trimmed and lower-cased the e-mail: comparisons are case-insensitive.
  if (await findUserByEmail(ctx.db, input.email))
    throw new AppError('EMAIL_TAKEN', serverMessages.emailTaken);
  const passwordHash = await hashPassword(input.password);
  const user = await insertUser(ctx.db, { name: input.name, email: input.email, passwordHash }).catch(
    (error: unknown) => {
      // Two sign-ups with one e-mail at the same moment: the unique index decides.
      if (isUniqueViolation(error)) throw new AppError('EMAIL_TAKEN', serverMessages.emailTaken);
      throw error;
    },
  );
  const tokens = await issueTokens(ctx, user, randomUUID());
  await sendWelcomeVerification(ctx, user);
  return { user: toCurrentUser(user), tokens, creatorId: user.creatorId };
}

export async function login(ctx: AuthContext, input: LoginInput): Promise<AuthResponse> {
  const user = await findUserByEmail(ctx.db, input.email);
  const isValid = user
    ? await verifyPassword(user.passwordHash, input.password)
    : await verifyAgainstDummy(input.password);
  // One answer for an unknown e-mail and a wrong password: it must not tell which was wrong.
  if (!user || !isValid) throw new AppError('WRONG_CREDENTIALS', serverMessages.wrongCredentials);
  return { user: await currentUserOf(ctx.db, user), tokens: await issueTokens(ctx, user, randomUUID()) };
}

/**
 * Rotation (ADR 002): the presented token is spent and its successor joins the family. Presented
 * again within REFRESH_GRACE_MS of that, it answers the same successor pair (parallel requests,
 * another tab); later, it is a replay and ends the whole family.
 */
export async function refreshSession(ctx: AuthContext, refreshToken: string): Promise<AuthResponse> {
  const rejected = new AppError('INVALID_REFRESH_TOKEN', serverMessages.invalidRefreshToken);
  const now = new Date();
  const successor = successorRefreshToken(ctx.config, refreshToken);
  const outcome = await rotateRefreshToken(
    ctx.db,
    hashRefreshToken(refreshToken),
    { tokenHash: successor.hash, expiresAt: new Date(now.getTime() + refreshTtlMs(ctx.config)) },
    REFRESH_GRACE_MS,
    now,
  );
  if (outcome.kind === 'reused') await revokeTokenFamily(ctx.db, outcome.familyId);
  if (outcome.kind !== 'rotated') throw rejected;
  const user = await findUserById(ctx.db, outcome.row.userId);
  if (!user) throw rejected;
  const { claimedAt, row } = outcome;
  const access = await signAccessToken(ctx.config, user.id, row.familyId, claimedAt, user.tokenVersion);
  return {
    user: await currentUserOf(ctx.db, user),
    tokens: {
      access: { token: access.token, expires: access.expires.toISOString() },
      refresh: {
        token: successor.token,
        expires: new Date(claimedAt.getTime() + refreshTtlMs(ctx.config)).toISOString(),
      },
    },
  };
}

/** Ends the session the token belongs to. Idempotent: an unknown token is not an error. */
export async function logout(ctx: AuthContext, refreshToken: string): Promise<void> {
  const stored = await findRefreshTokenByHash(ctx.db, hashRefreshToken(refreshToken));
  if (stored) await revokeTokenFamily(ctx.db, stored.familyId);
}

export async function issueTokens(
  ctx: AuthContext,
  user: Pick<UserRow, 'id' | 'tokenVersion'>,
  familyId: string,
): Promise<AuthTokens> {
  const userId = user.id;
  const access = await signAccessToken(ctx.config, userId, familyId, new Date(), user.tokenVersion);
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
