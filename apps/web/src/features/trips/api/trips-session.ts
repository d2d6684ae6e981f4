import { hasErrorCode } from '@/lib/api-error';

// Whether this browser has a "My trips" session, asked without the store (ADR 1395): the page
// rendered signed out by the server (ADR 1393) asks once, and loads the store and the list only if
// a session answers. The answer's bookings are not kept: the list reads them through the store.

/** A failure as RTK Query reports one, so lib/api-error.ts reads it the same. */
export type SessionProbeFailure = { status: number | 'FETCH_ERROR'; data?: unknown; error?: string };
export type SessionProbe =
  | { kind: 'session' }
  | { kind: 'signed-out' }
  | { kind: 'failed'; error: SessionProbeFailure };

/** GET /v1/trips: 200 a session, 401 TRAVELLER_SIGN_IN_REQUIRED none, anything else a failure. */
export async function probeTripsSession(fetcher: typeof fetch = fetch): Promise<SessionProbe> {
  let response: Response;
  try {
    response = await fetcher('/v1/trips', {
      credentials: 'same-origin',
      headers: { accept: 'application/json' },
    });
  } catch (error) {
    return { kind: 'failed', error: { status: 'FETCH_ERROR', error: String(error) } };
  }
  if (response.ok) return { kind: 'session' };
  const data: unknown = await response.json().catch(() => undefined);
  const error = { status: response.status, data };
  return hasErrorCode(error, 'TRAVELLER_SIGN_IN_REQUIRED')
    ? { kind: 'signed-out' }
    : { kind: 'failed', error };
}
