import { z } from '../zod.ts';
import { accountMessages } from '../account-messages.ts';
import { emailField, passwordField } from './auth.ts';

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
