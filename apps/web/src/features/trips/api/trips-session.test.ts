import { describe, expect, it } from 'vitest';
import { probeTripsSession } from './trips-session';

const answer = (status: number, body?: unknown) => async () =>
  new Response(body === undefined ? null : JSON.stringify(body), {
    status,
    headers: { 'content-type': 'application/json' },
  });

describe('probeTripsSession', () => {
  it('tells a session from none by the answer of GET /v1/trips', async () => {
    expect(await probeTripsSession(answer(200, { trips: [] }))).toEqual({ kind: 'session' });
    const none = { code: 401, error: 'TRAVELLER_SIGN_IN_REQUIRED', message: 'Sign in to see your trips.' };
    expect(await probeTripsSession(answer(401, none))).toEqual({ kind: 'signed-out' });
  });

  it('reports any other answer, or none, as a failure the page can word', async () => {
    const busy = {
      code: 503,
      error: 'DATABASE_UNAVAILABLE',
      message: 'The service is busy — try again in a moment.',
    };
    expect(await probeTripsSession(answer(503, busy))).toEqual({
      kind: 'failed',
      error: { status: 503, data: busy },
    });
    // A 401 of another kind is not "signed out of My trips".
    const other = { code: 401, error: 'UNAUTHENTICATED', message: 'Sign in' };
    expect((await probeTripsSession(answer(401, other))).kind).toBe('failed');
    const offline = await probeTripsSession(async () => {
      throw new TypeError('Failed to fetch');
    });
    expect(offline).toMatchObject({ kind: 'failed', error: { status: 'FETCH_ERROR' } });
  });
});
