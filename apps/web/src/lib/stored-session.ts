import type { AuthTokens, CurrentUser } from '@wayfarer/shared/schemas/auth';
import { useSyncExternalStore } from 'react';

// spec 000 §3: the auth state lives in local storage under `persist:root` (app/session-persistence.ts
// writes it, in redux-persist's layout). The public pages read the signed-in user from there, so
// their header needs no Redux store (docs/decisions/990); the store, when it has loaded, writes
// every change of the session back and calls `notifyStoredSessionChanged`.
export const PERSIST_KEY = 'persist:root';

export type StoredSession = { user: CurrentUser | null; tokens: AuthTokens | null };

/** The auth state last stored (by this tab or another), or null (nothing stored, or unreadable). */
export function readStoredSession(raw: string | null = safeRead()): StoredSession | null {
  if (!raw) return null;
  try {
    // redux-persist stores each slice as its own JSON string inside the outer object.
    const outer = JSON.parse(raw) as { auth?: string };
    if (!outer.auth) return null;
    const auth = JSON.parse(outer.auth) as Partial<StoredSession> | null;
    if (!auth || typeof auth !== 'object') return null;
    return { user: auth.user ?? null, tokens: auth.tokens ?? null };
  } catch {
    return null;
  }
}

function safeRead(): string | null {
  try {
    return localStorage.getItem(PERSIST_KEY);
  } catch {
    return null;
  }
}

const listeners = new Set<() => void>();
// Once this tab's store holds the session it is the truth, even where storage is blocked.
let live: StoredSession | undefined;

/** The store's session changed (app/session-persistence.ts wrote it): the header follows. */
export function notifyStoredSessionChanged(session: StoredSession): void {
  live = session;
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  // Another tab signed in or out.
  const onStorage = (event: StorageEvent) => {
    if (event.key === PERSIST_KEY || event.key === null) listener();
  };
  window.addEventListener('storage', onStorage);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('storage', onStorage);
  };
}

// The same object for the same stored text, as useSyncExternalStore needs.
let lastRaw: string | null | undefined;
let lastUser: CurrentUser | null = null;
function storedUser(): CurrentUser | null {
  if (live) return live.user;
  const raw = safeRead();
  if (raw !== lastRaw) {
    lastRaw = raw;
    const session = readStoredSession(raw);
    lastUser = session?.user ?? null;
  }
  return lastUser;
}

/** The signed-in user now (this tab's store's if it holds the session, else as stored), or null. */
export const currentStoredUser = (): CurrentUser | null => storedUser();

/**
 * The signed-in user as stored, or null. Server-rendered pages render signed out (the server has
 * no session) and show the user right after hydrating, as they did with the store.
 */
export function useStoredUser(): CurrentUser | null {
  return useSyncExternalStore(subscribe, storedUser, () => null);
}
