import { type AuthState, logout, setCredentials } from './auth-slice';
import { PERSIST_KEY, readStoredSession } from './stored-session';

// Every tab of the site shares one session. app/session-persistence.ts keeps the auth state in
// localStorage under `persist:root` (lib/stored-session.ts); another tab's write reaches this one
// as a `storage` event.
export { PERSIST_KEY };

type SyncedStore = {
  getState: () => { auth: AuthState };
  dispatch: (action: ReturnType<typeof setCredentials> | ReturnType<typeof logout>) => unknown;
};

/**
 * Takes a newer session another tab stored (it renewed or signed in), so this tab never renews
 * with a refresh token that was already rotated. Answers whether anything was taken.
 */
export function adoptStoredSession(store: SyncedStore): boolean {
  const stored = readStoredSession();
  const current = store.getState().auth.tokens;
  if (!stored?.user || !stored.tokens || stored.tokens.refresh.token === current?.refresh.token) return false;
  // Only a newer session: this tab's own latest renewal may not be written yet. Renewals slide
  // the refresh expiry, so the later expiry is the later token (ISO strings sort by time).
  if (current && stored.tokens.refresh.expires <= current.refresh.expires) return false;
  store.dispatch(setCredentials({ user: stored.user, tokens: stored.tokens }));
  return true;
}

/** Follows the other tabs: their renewals and sign-ins are taken over, their sign-out too. */
export function startSessionSync(store: SyncedStore): () => void {
  const onStorage = (event: StorageEvent) => {
    if (event.key !== PERSIST_KEY) return;
    const stored = readStoredSession(event.newValue);
    if (stored?.tokens && stored.user) {
      adoptStoredSession(store);
    } else if (store.getState().auth.tokens) {
      store.dispatch(logout());
    }
  };
  window.addEventListener('storage', onStorage);
  return () => window.removeEventListener('storage', onStorage);
}

/**
 * Runs `renew` while holding a lock all tabs of this site share (Web Locks), so two tabs do not
 * renew at once; where the API is missing, the server's 30-second grace window covers the race.
 */
export function withRenewLock<T>(renew: () => Promise<T>): Promise<T> {
  const locks = typeof navigator !== 'undefined' ? navigator.locks : undefined;
  if (!locks) return renew();
  return locks.request('wayfarer-session-renewal', renew) as Promise<T>;
}
