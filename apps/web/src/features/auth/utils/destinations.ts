import type { CurrentUser } from '@wayfarer/shared/schemas/auth';

export const paths = {
  creatorDashboard: '/creator/dashboard',
  completeProfile: '/creator/complete-profile',
  admin: '/admin',
} as const;

/** spec 000 §4: where a user goes after signing in. */
export function destinationAfterSignIn(user: Pick<CurrentUser, 'creatorId' | 'role'>): string {
  if (user.creatorId) return paths.creatorDashboard;
  if (user.role === 'ADMIN') return paths.admin;
  return paths.completeProfile;
}

/** spec 000 §4: where a user goes after registering (the response's top-level creatorId). */
export function destinationAfterRegistration(creatorId: string | null | undefined): string {
  return creatorId ? paths.creatorDashboard : paths.completeProfile;
}

/** A redirect target from the query string, kept only when it is a path inside this site. */
export function safeRedirect(value: string | null): string | null {
  if (!value?.startsWith('/') || value.startsWith('//') || value.startsWith('/\\')) return null;
  return value;
}
