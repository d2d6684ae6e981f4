import { zodResolver } from '@hookform/resolvers/zod';
import { signInLinkBody } from '@wayfarer/shared/schemas/trips';

// My trips' sign-in link form's schema, loaded on the form's first use (lib/lazy-resolver.ts,
// docs/decisions/1392): this module and zod stay out of the signed-out page's start-up (ADR 1393).
export const signInLinkResolver = zodResolver(signInLinkBody);
