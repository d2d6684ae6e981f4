import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { AuthState } from './auth-slice';
import { baseQueryWithReauth } from './base-query';

// The renewal after a 401: a refusal ends the session; no answer (offline, a timeout, a page
// navigating away mid-request) or a server error does not — every tab shares that session.

const tokens = {
  access: { token: 'access-1', expires: '2026-11-26T12:00:00.000Z' },
  refresh: { token: 'refresh-1', expires: '2026-12-26T12:00:00.000Z' },
};
const user = { id: 'u1', name: 'Devika', email: 'devika@example.com', role: 'USER' };

function apiWithSession() {
  const state: { auth: AuthState } = { auth: { user, tokens } as unknown as AuthState };
  const dispatched: { type: string }[] = [];
  const api = {
    getState: () => state,
    dispatch: (action: { type: string }) => {
      dispatched.push(action);
      return action;
    },
    signal: new AbortController().signal,
    abort: () => {},
    extra: undefined,
    endpoint: 'getUser',
    type: 'query' as const,
  };
  return { api, dispatched };
}

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

// The app's requests are relative (/v1/…), as in the browser; Node's Request needs an origin.
class PageRequest extends Request {
  constructor(input: RequestInfo | URL, init?: RequestInit) {
    super(typeof input === 'string' ? new URL(input, 'http://localhost') : input, init);
  }
}
beforeEach(() => vi.stubGlobal('Request', PageRequest));
afterEach(() => vi.unstubAllGlobals());

describe('baseQueryWithReauth: a failed renewal', () => {
  it('signs out when the server refuses the refresh token (401)', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async (request: Request) =>
        request.url.endsWith('/auth/refresh-tokens')
          ? json(401, { code: 401, message: 'Please authenticate' })
          : json(401, { code: 401, message: 'Please authenticate' }),
      ),
    );
    const { api, dispatched } = apiWithSession();
    const result = await baseQueryWithReauth('user', api as never, {});
    expect(result.error?.status).toBe(401);
    expect(dispatched.map((a) => a.type)).toContain('auth/logout');
  });

  it('keeps the session when the refresh gets no answer or a server error', async () => {
    for (const refresh of [
      () => Promise.reject(new TypeError('Failed to fetch')),
      () => Promise.resolve(json(503, { code: 503, message: 'Unavailable' })),
    ]) {
      vi.stubGlobal('Request', PageRequest);
      vi.stubGlobal(
        'fetch',
        vi.fn(async (request: Request) =>
          request.url.endsWith('/auth/refresh-tokens')
            ? refresh()
            : json(401, { code: 401, message: 'Please authenticate' }),
        ),
      );
      const { api, dispatched } = apiWithSession();
      const result = await baseQueryWithReauth('user', api as never, {});
      expect(result.error?.status).toBe(401);
      expect(dispatched.map((a) => a.type)).not.toContain('auth/logout');
    }
  });
});

describe('baseQueryWithReauth: a 401 about what was typed', () => {
  it('a 401 naming another refusal (a wrong password) is not renewed nor sent again', async () => {
    const fetch = vi.fn(async (request: Request) =>
      request.url.endsWith('/auth/refresh-tokens')
        ? json(200, {})
        : json(401, { code: 401, error: 'WRONG_CREDENTIALS', message: 'Incorrect email or password' }),
    );
    vi.stubGlobal('fetch', fetch);
    const { api, dispatched } = apiWithSession();
    const result = await baseQueryWithReauth(
      { url: 'auth/change-password', method: 'POST', body: {} },
      api as never,
      {},
    );
    expect(result.error?.status).toBe(401);
    expect(fetch).toHaveBeenCalledTimes(1);
    expect(dispatched).toEqual([]);
  });

  it('a 401 naming the session (UNAUTHENTICATED) is renewed once', async () => {
    const fetch = vi.fn(async (request: Request) =>
      request.url.endsWith('/auth/refresh-tokens')
        ? json(401, { code: 401, error: 'INVALID_REFRESH_TOKEN', message: 'Please authenticate' })
        : json(401, { code: 401, error: 'UNAUTHENTICATED', message: 'Please authenticate' }),
    );
    vi.stubGlobal('fetch', fetch);
    const { api } = apiWithSession();
    await baseQueryWithReauth('user', api as never, {});
    expect(fetch).toHaveBeenCalledTimes(2);
  });
});
