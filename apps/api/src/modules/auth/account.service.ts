import { randomBytes } from 'node:crypto';
import { serverMessages } from '@wayfarer/shared/messages';
import { accountMessages } from '@wayfarer/shared/account-messages';
import type {
  changeEmailBody,
  changePasswordBody,
  resetPasswordBody,
} from '@wayfarer/shared/schemas/account';
import type { z } from '@wayfarer/shared/zod';
import { AppError } from '../../lib/app-error.ts';
import { isUniqueViolation } from '../../lib/db-errors.ts';
import type { MailMessage } from '../../lib/mailer.ts';
import { enqueueEmail } from '../outbox/index.ts';
import {
  bumpTokenVersion,
  findUserByEmail,
  findUserById,
  lockUser,
  type UserRow,
  updateUser,
} from '../users/index.ts';
import { changeEmailEmail, passwordResetEmail, verifyEmailEmail } from './account-emails.ts';
import {
  type AccountTokenPurpose,
  claimAccountToken,
  findAccountToken,
  invalidateAccountTokens,
  isEmailVerified,
  markEmailVerified,
  replaceAccountToken,
} from './account-tokens.repository.ts';
import type { AuthContext } from './auth-context.ts';
import { hashPassword, verifyPassword } from './password.ts';
import { revokeUserTokens } from './refresh-tokens.repository.ts';
import { hashRefreshToken as hashToken } from './tokens.ts';

// The one-time links of an account. Only the SHA-256 of a link's token is stored.
const RESET_TTL_MS = 30 * 60_000;
const VERIFY_TTL_MS = 24 * 60 * 60_000;

const invalidLink = () => new AppError('INVALID_LINK', accountMessages.invalidLink);

/** Stores a fresh link for `purpose` and queues its e-mail, both or neither. */
async function sendLink(
  ctx: AuthContext,
  user: UserRow,
  purpose: AccountTokenPurpose,
  email: string,
  path: string,
  build: (link: { to: string; url: string }) => MailMessage,
): Promise<void> {
  const token = randomBytes(32).toString('base64url');
  const ttl = purpose === 'password-reset' ? RESET_TTL_MS : VERIFY_TTL_MS;
  await ctx.db.transaction(async (tx) => {
    // Parallel requests for one user queue here: each sees the link the last one stored.
    await lockUser(tx, user.id);
    await replaceAccountToken(tx, {
      userId: user.id,
      purpose,
      email,
      tokenHash: hashToken(token),
      expiresAt: new Date(Date.now() + ttl),
    });
    await enqueueEmail(tx, build({ to: email, url: `${ctx.config.publicUrl}${path}?token=${token}` }));
  });
}

/**
 * E-mails a reset link when the address has an account, else nothing. The route answers without
 * waiting for this (the answer must not tell, nor its timing).
 */
export async function forgotPassword(ctx: AuthContext, email: string): Promise<void> {
  const user = await findUserByEmail(ctx.db, email);
  if (user) await sendLink(ctx, user, 'password-reset', user.email, '/reset-password', passwordResetEmail);
}

export async function resetPassword(ctx: AuthContext, input: z.output<typeof resetPasswordBody>) {
  const passwordHash = await hashPassword(input.password);
  await ctx.db.transaction(async (tx) => {
    const token = await claimAccountToken(tx, hashToken(input.token), 'password-reset');
    if (!token) throw invalidLink();
    await updateUser(tx, token.userId, { passwordHash });
    // Whoever held a session (perhaps the reason for the reset) is signed out everywhere, their
    // access tokens too (ADR 1143), and no other link of the account works any more.
    await revokeUserTokens(tx, token.userId);
    await bumpTokenVersion(tx, token.userId);
    await invalidateAccountTokens(tx, token.userId);
    // The link reached the account's address: that proves the address too.
    const user = await findUserById(tx, token.userId);
    if (user?.email === token.email) await markEmailVerified(tx, user.id, user.email);
  });
}

/** The reset page's check on load — the link still works (nothing is spent), or 400. */
export async function checkResetLink(ctx: AuthContext, rawToken: string): Promise<void> {
  const token = await findAccountToken(ctx.db, hashToken(rawToken), ['password-reset']);
  if (!token?.usable) throw invalidLink();
}

export async function sendVerificationEmail(ctx: AuthContext, userId: string): Promise<void> {
  const user = await findUserById(ctx.db, userId);
  if (!user) throw new AppError('UNAUTHENTICATED', serverMessages.unauthorized);
  if (await isEmailVerified(ctx.db, user.id, user.email)) return;
  await sendLink(ctx, user, 'verify-email', user.email, '/verify-email', verifyEmailEmail);
}

/** Registration's address check: a link to the new account's address (queued in the outbox). */
export async function sendWelcomeVerification(ctx: AuthContext, user: UserRow): Promise<void> {
  await sendLink(ctx, user, 'verify-email', user.email, '/verify-email', verifyEmailEmail);
}

/** One link page for both: a sign-up's address check and a change of address. */
export async function verifyEmail(ctx: AuthContext, rawToken: string): Promise<void> {
  const tokenHash = hashToken(rawToken);
  await ctx.db.transaction(async (tx) => {
    const verify = await claimAccountToken(tx, tokenHash, 'verify-email');
    const token = verify ?? (await claimAccountToken(tx, tokenHash, 'change-email'));
    if (!token) {
      // A link opened again, whose address is (still) the account's and verified, says so.
      const seen = await findAccountToken(tx, tokenHash, ['verify-email', 'change-email']);
      const owner = seen && (await findUserById(tx, seen.userId));
      if (seen && owner?.email === seen.email && (await isEmailVerified(tx, owner.id, seen.email)))
        throw new AppError('EMAIL_ALREADY_VERIFIED', accountMessages.emailAlreadyVerified);
      throw invalidLink();
    }
    const user = await findUserById(tx, token.userId);
    if (!user) throw invalidLink();
    if (token.purpose === 'verify-email') {
      // A link sent to an address the account no longer has proves nothing about the new one.
      if (user.email !== token.email) throw invalidLink();
    } else {
      await updateUser(tx, user.id, { email: token.email }).catch((error: unknown) => {
        if (isUniqueViolation(error)) throw new AppError('EMAIL_TAKEN', serverMessages.emailTaken);
        throw error;
      });
    }
    await markEmailVerified(tx, user.id, token.email);
  });
}

/**
 * The user, after checking its password: otherwise 400 "Current password is incorrect" at the
 * form's field (`field`), never a 401 — a wrong password typed is not an expired session.
 */
export async function userWithPassword(
  ctx: AuthContext,
  userId: string,
  password: string,
  field: 'currentPassword' | 'password' = 'password',
): Promise<UserRow> {
  const user = await findUserById(ctx.db, userId);
  if (!user) throw new AppError('UNAUTHENTICATED', serverMessages.unauthorized);
  if (!(await verifyPassword(user.passwordHash, password))) {
    throw new AppError('WRONG_CURRENT_PASSWORD', accountMessages.wrongCurrentPassword, [
      { path: field, message: accountMessages.wrongCurrentPassword },
    ]);
  }
  return user;
}

/**
 * Every other session of the user ends. The asking session keeps its refresh token, but its
 * access token is refused like all earlier ones (ADR 1143): its next refresh carries on.
 */
export async function changePassword(
  ctx: AuthContext,
  auth: { id: string; sessionId?: string | null },
  input: z.output<typeof changePasswordBody>,
): Promise<void> {
  const user = await userWithPassword(ctx, auth.id, input.currentPassword, 'currentPassword');
  const passwordHash = await hashPassword(input.newPassword);
  await ctx.db.transaction(async (tx) => {
    await updateUser(tx, user.id, { passwordHash });
    await revokeUserTokens(tx, user.id, auth.sessionId ?? undefined);
    await bumpTokenVersion(tx, user.id);
  });
}

/** "Sign out everywhere": every session of the user ends, this one included, access tokens too. */
export async function signOutEverywhere(ctx: AuthContext, userId: string): Promise<void> {
  await ctx.db.transaction(async (tx) => {
    await revokeUserTokens(tx, userId);
    await bumpTokenVersion(tx, userId);
  });
}

/** The address changes only when the link sent to the new address is opened. */
export async function changeEmail(
  ctx: AuthContext,
  userId: string,
  input: z.output<typeof changeEmailBody>,
): Promise<void> {
  const user = await userWithPassword(ctx, userId, input.password);
  if (input.newEmail === user.email) return;
  if (await findUserByEmail(ctx.db, input.newEmail))
    throw new AppError('EMAIL_TAKEN', serverMessages.emailTaken);
  await sendLink(ctx, user, 'change-email', input.newEmail, '/verify-email', changeEmailEmail);
}
