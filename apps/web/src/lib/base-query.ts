import {
  type BaseQueryFn,
  type FetchArgs,
  type FetchBaseQueryError,
  fetchBaseQuery,
} from '@reduxjs/toolkit/query/react';
import type { AuthResponse } from '@wayfarer/shared/schemas/auth';
import { messages } from '@wayfarer/shared/messages';
import { type AuthState, logout, setCredentials } from './auth-slice';
import { logoutIntent } from './logout-intent';
import { sessionExpiry } from './session-expiry';
import { adoptStoredSession, withRenewLock } from './session-sync';

type StateWithAuth = { auth: AuthState };

export const API_BASE_URL = '/v1';

// The store runs in the browser only: the server renders the public pages with their own reads
// (lib/public-query.tsx, docs/decisions/990).
const rawBaseQuery = fetchBaseQuery({
  baseUrl: API_BASE_URL,
  // spec 000 §6, §7: every request carries the bearer header when an access token exists.
  prepareHeaders: (headers, { getState }) => {
    const token = (getState() as StateWithAuth).auth.tokens?.access.token;
    if (token) headers.set('authorization', `Bearer ${token}`);
    return headers;
  },
  // spec 000 §9: success is any status 200 to 299.
  validateStatus: (response) => response.status >= 200 && response.status <= 299,
});

const GENERIC_FAILURES = new Set(['FETCH_ERROR', 'TIMEOUT_ERROR', 'PARSING_ERROR']);
const LOGIN_URL = 'auth/login';
const REFRESH_URL = 'auth/refresh-tokens';

const urlOf = (args: string | FetchArgs) => (typeof args === 'string' ? args : args.url).replace(/^\//, '');

// A structural check keeps zod out of the first bundle; the server's schema guarantees the rest.
function isAuthResponse(data: unknown): data is AuthResponse {
  const candidate = data as Partial<AuthResponse> | undefined;
  return Boolean(candidate?.user && candidate.tokens?.access?.token && candidate.tokens.refresh?.token);
}

// Parallel requests that all see a 401 share one refresh call.
let pendingRefresh: Promise<boolean> | null = null;

type QueryApi = Parameters<BaseQueryFn>[1];

function isCancelled(error: FetchBaseQueryError, api: QueryApi): boolean {
  if (api.signal.aborted || logoutIntent.isRecent()) return true;
  return error.status === 'FETCH_ERROR' && /abort/i.test(String(error.error));
}

async function refreshCredentials(api: QueryApi, extraOptions: object): Promise<boolean> {
  // Another tab may have renewed already: its tokens are then this tab's.
  const store = { getState: () => api.getState() as StateWithAuth, dispatch: api.dispatch };
  if (adoptStoredSession(store)) return true;
  const refreshToken = (api.getState() as StateWithAuth).auth.tokens?.refresh.token;
  if (!refreshToken) return false;
  const result = await rawBaseQuery(
    { url: REFRESH_URL, method: 'POST', body: { refreshToken } },
    api,
    extraOptions,
  );
  if (isAuthResponse(result.data)) {
    api.dispatch(setCredentials({ user: result.data.user, tokens: result.data.tokens }));
    return true;
  }
  // A tab that renewed meanwhile (the grace window covers a token it rotated) wins over a refusal.
  if (adoptStoredSession(store)) return true;
  // No answer (offline, a timeout, the page navigating away mid-request) or a server error is
  // not a refusal: the session stays, this request fails, the next one renews again. Signing out
  // here cleared the session every tab shares (e2e/accounts.spec.ts caught it under load).
  const refused = result.error?.status === 401 || result.error?.status === 403;
  if (!refused) return false;
  // The session ended on its own: the next protected screen says so (lib/session-expiry.ts).
  sessionExpiry.mark();
  // The store clears all cached API data whenever logout is dispatched (app/store.ts).
  api.dispatch(logout());
  return false;
}

/**
 * A 401 that names another refusal than the session's (WRONG_CREDENTIALS, a wrong password typed
 * in a form) is about what was typed: renewing the tokens and sending it again would only repeat
 * it (a wrong current password once renewed the session and sent the change twice, ADR 1325).
 */
function isSessionRefusal(error: FetchBaseQueryError | undefined): boolean {
  if (error?.status === 403) return true;
  if (error?.status !== 401) return false;
  const named = (error.data as { error?: unknown } | undefined)?.error;
  return named === undefined || named === 'UNAUTHENTICATED';
}

/**
 * spec 000 §8: on 401/403 (not the login call) with a refresh token, refresh once and retry the
 * original request once; a failed refresh logs out and clears all cached API data.
 */
export const baseQueryWithReauth: BaseQueryFn<string | FetchArgs, unknown, FetchBaseQueryError> = async (
  args,
  api,
  extraOptions,
) => {
  const tokenUsed = (api.getState() as StateWithAuth).auth.tokens?.access.token;
  let result = await rawBaseQuery(args, api, extraOptions);

  const url = urlOf(args);
  if (isSessionRefusal(result.error) && url !== LOGIN_URL && url !== REFRESH_URL) {
    const tokens = (api.getState() as StateWithAuth).auth.tokens;
    if (tokens?.refresh.token) {
      // Another request may already have renewed the token this one was sent with.
      const isAlreadyRenewed = Boolean(tokenUsed) && tokens.access.token !== tokenUsed;
      let isRenewed = isAlreadyRenewed;
      if (!isAlreadyRenewed) {
        pendingRefresh ??= withRenewLock(() => refreshCredentials(api, extraOptions)).finally(() => {
          pendingRefresh = null;
        });
        isRenewed = await pendingRefresh;
      }
      if (isRenewed) result = await rawBaseQuery(args, api, extraOptions);
    }
  }

  // A request cancelled on purpose (its screen closed, the user signed out) is not a failure.
  if (result.error && GENERIC_FAILURES.has(String(result.error.status)) && !isCancelled(result.error, api)) {
    // The toaster loads on demand (lib/toast.ts): the shell does not carry it.
    void import('./toast').then(({ toast }) =>
      toast.error(messages.somethingWrong, { id: 'generic-failure' }),
    );
  }
  return result;
};
