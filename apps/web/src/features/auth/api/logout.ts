import { API_BASE_URL } from '@/lib/base-query';

/**
 * Ends the session on the server without waiting for it: Logout ends the session on this device at
 * once (spec 000 §2), so a slow or unreachable server neither delays that nor shows an error.
 *
 * A plain request, not an RTK Query mutation: the logout that follows resets the API state, and
 * resetApiState aborts every running mutation, which could cancel this call before the server saw
 * it. `keepalive` lets it finish even if the page is left at once.
 */
export function endSessionOnServer(refreshToken: string): void {
  void fetch(`${API_BASE_URL}/auth/logout`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ refreshToken }),
    keepalive: true,
  }).catch(() => {
    // Nothing to tell the user: this device is signed out either way, and the refresh token
    // expires on the server by itself.
  });
}
