import { z } from '../zod.ts';
import { emailField, passwordField } from './auth.ts';

// Password reset, e-mail verification and account settings. The spec leaves these
// words open; they are ours, kept in one place for the web and the API.
export const accountMessages = {
  sessionExpired: 'Your session has expired. Please sign in again.',
  passwordChanged: 'Your password has been changed',
  invalidLink: 'This link is invalid or has expired',
  wrongCurrentPassword: 'Current password is incorrect',
  forgotSent: 'If an account exists for this address, we have sent it a link to reset the password.',
  emailVerified: 'Your e-mail address is verified',
  emailAlreadyVerified: 'This e-mail address is already verified',
  askNewLink: 'Ask for a new link',
  verificationSent: 'We have sent you a new verification link',
  unverifiedBanner: 'Please verify your e-mail address: open the link we sent you.',
  emailChangeSent: 'We have sent a link to your new address. The change takes effect when you open it.',
  emailChanged: 'Your e-mail address has been changed',
  accountDeleted: 'Your account has been deleted',
  signedOutEverywhere: 'You have been signed out on every device',
  passwordsDiffer: 'The passwords do not match',
} as const;

const secret = z.string().min(1, { message: 'Required' }).max(128);
const linkToken = z.string().min(1).max(200);

export const forgotPasswordBody = z.object({ email: emailField });
export type ForgotPasswordBody = z.input<typeof forgotPasswordBody>;

export const resetPasswordBody = z.object({ token: linkToken, password: passwordField.max(128) });
export type ResetPasswordBody = z.input<typeof resetPasswordBody>;

export const verifyEmailBody = z.object({ token: linkToken });

/** The reset page checks its link on load, without spending it. */
export const checkResetLinkBody = z.object({ token: linkToken });

export const changePasswordBody = z.object({ currentPassword: secret, newPassword: passwordField.max(128) });
export type ChangePasswordBody = z.input<typeof changePasswordBody>;

export const changeEmailBody = z.object({ password: secret, newEmail: emailField });
export type ChangeEmailBody = z.input<typeof changeEmailBody>;

export const deleteAccountBody = z.object({ password: secret });
export type DeleteAccountBody = z.input<typeof deleteAccountBody>;

/** The new-password form: the sign-up rules, typed twice. */
export const newPasswordFormSchema = z
  .object({ password: passwordField.max(128), confirm: z.string() })
  .refine((form) => form.password === form.confirm, {
    message: accountMessages.passwordsDiffer,
    path: ['confirm'],
  });
export type NewPasswordForm = z.input<typeof newPasswordFormSchema>;
