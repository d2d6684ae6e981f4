import { zodResolver } from '@hookform/resolvers/zod';
import { forgotPasswordBody } from '@wayfarer/shared/schemas/account';
import { loginFormSchema, registerBody } from '@wayfarer/shared/schemas/auth';

// The public sign-in pages' schemas, loaded on a form's first use (lib/lazy-resolver.ts,
// docs/decisions/1392): this module and zod stay out of those pages' start-up.
export const signInResolver = zodResolver(loginFormSchema);
export const signUpResolver = zodResolver(registerBody);
export const forgotPasswordResolver = zodResolver(forgotPasswordBody);
