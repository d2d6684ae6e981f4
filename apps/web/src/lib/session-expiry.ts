// When a session ends on its own (its renewal was refused), the next protected screen
// sends the visitor to sign in with "Your session has expired" and a way back.
const RECENT_MS = 10_000;
let markedAt = 0;

export const sessionExpiry = {
  mark(): void {
    markedAt = Date.now();
  },
  clear(): void {
    markedAt = 0;
  },
  isRecent(): boolean {
    return Date.now() - markedAt < RECENT_MS;
  },
};

/** The sign-in page's address for an expired session, coming back to `path` afterwards. */
export const expiredSignInPath = (path: string) => `/login?expired=1&redirect=${encodeURIComponent(path)}`;
