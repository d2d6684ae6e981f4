import { roles } from '../enums.ts';
import { messages } from '../messages.ts';
import { isEmail, normalizeEmail } from '../rules/email.ts';
import { hasPasswordComplexity, PASSWORD_MIN_LENGTH } from '../rules/password.ts';
import { z } from '../zod.ts';

// spec 000 §5 "Login and sign-up (first schema)"
export const emailField = z
  .string()
  .trim()
  .refine(isEmail, { message: messages.emailRequired })
  .transform(normalizeEmail);

export const passwordField = z
  .string()
  .min(PASSWORD_MIN_LENGTH, { message: messages.passwordMin })
  .refine(hasPasswordComplexity, { message: messages.passwordComplexity });

export const loginFormSchema = z.object({ email: emailField, password: passwordField });
export type LoginForm = z.input<typeof loginFormSchema>;

export const registerBody = z.object({
  name: z.string().trim().min(2, { message: messages.nameMin }).max(100),
  email: emailField,
  password: passwordField.max(128),
});
export type RegisterBody = z.input<typeof registerBody>;

// The server checks the shape of a login, not the sign-up rules: a wrong password is a
// wrong password (401) whatever it looks like.
export const loginBody = z.object({
  email: emailField,
  password: z.string().min(1, { message: messages.required }).max(128),
});
export type LoginBody = z.input<typeof loginBody>;

export const refreshBody = z.object({ refreshToken: z.string().min(1).max(200) });
export const logoutBody = refreshBody;

export const roleSchema = z.enum(roles);

export const currentUser = z.object({
  id: z.string(),
  role: roleSchema,
  name: z.string(),
  email: z.string(),
  creatorId: z.string().nullable(),
  image: z.string().nullable(),
  // The creator's public handle (the avatar menu links to /@username), and whether
  // the account's current address has been proven through a link.
  creatorUsername: z.string().nullable(),
  isEmailVerified: z.boolean(),
});
export type CurrentUser = z.infer<typeof currentUser>;

const token = z.object({ token: z.string(), expires: z.string() });
export const authTokens = z.object({ access: token, refresh: token });
export type AuthTokens = z.infer<typeof authTokens>;

export const authResponse = z.object({ user: currentUser, tokens: authTokens });
export type AuthResponse = z.infer<typeof authResponse>;

export const registerResponse = authResponse.extend({ creatorId: z.string().nullable() });
export type RegisterResponse = z.infer<typeof registerResponse>;
