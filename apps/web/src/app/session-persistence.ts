import type { AuthState } from '@/lib/auth-slice';
import { notifyStoredSessionChanged, PERSIST_KEY } from '@/lib/stored-session';

// spec 000 §3: the auth state is kept in local storage under the key root. Written in the layout
// redux-persist used (`persist:root`, each slice a JSON string inside the outer object), so stored
// sessions, lib/session-sync.ts and other tabs keep reading it; redux-persist itself (3.3 KB gzip
// on every first visit) is gone (docs/decisions/707). localStorage answers synchronously, so the
// restore always lands well inside the spec's 5000 ms persistence time-out.

/** The action that puts the stored auth state into the store (app/store.ts). */
export const SESSION_RESTORED = 'wayfarer/sessionRestored';
export type SessionRestored = { type: typeof SESSION_RESTORED; payload: Partial<AuthState> };

const PERSIST_META = JSON.stringify({ version: -1, rehydrated: true });

/** The stored auth state, or undefined (nothing stored, unreadable, or storage blocked). */
export function readPersistedAuth(): Partial<AuthState> | undefined {
  try {
    const raw = localStorage.getItem(PERSIST_KEY);
    if (!raw) return undefined;
    const outer = JSON.parse(raw) as { auth?: string };
    if (!outer.auth) return undefined;
    const auth = JSON.parse(outer.auth) as Partial<AuthState> | null;
    return auth && typeof auth === 'object' ? auth : undefined;
  } catch {
    return undefined;
  }
}

export function writePersistedAuth(auth: AuthState): void {
  try {
    localStorage.setItem(PERSIST_KEY, JSON.stringify({ auth: JSON.stringify(auth), _persist: PERSIST_META }));
  } catch {
    // Storage full or blocked (private mode): the session lasts as long as the tab.
  }
  // The public header reads the stored session, not the store (lib/stored-session.ts).
  notifyStoredSessionChanged(auth);
}

type PersistedStore = {
  getState: () => { auth: AuthState };
  dispatch: (action: SessionRestored) => unknown;
  subscribe: (listener: () => void) => () => void;
};

/**
 * Restores the stored session into `store`, then writes the auth state back whenever it changes.
 * Nothing is written before the restore, so a signed-out first state never wipes a stored session.
 */
export function restoreAndPersistSession(store: PersistedStore): () => void {
  const stored = readPersistedAuth();
  if (stored) store.dispatch({ type: SESSION_RESTORED, payload: stored });
  let written = store.getState().auth;
  notifyStoredSessionChanged(written);
  return store.subscribe(() => {
    const { auth } = store.getState();
    if (auth === written) return;
    written = auth;
    writePersistedAuth(auth);
  });
}
