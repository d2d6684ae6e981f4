import type { APIRequestContext } from '@playwright/test';
import { expect } from '@playwright/test';
import pg from 'pg';

// Journeys that need time to pass (a trip that has ended) reach the e2e server's database with
// plain SQL, never through a backdoor in the app. Only when the server runs on PostgreSQL:
// playwright.config hands the runner's environment (DATABASE_URL, TRIP_COMPLETION_INTERVAL_MS) to
// the server it starts; without DATABASE_URL the server keeps its own in-process PGlite, which no
// other process can open, and these journeys are skipped.

/** The e2e server's PostgreSQL, when it runs on one (DATABASE_URL); undefined on PGlite. */
export const e2eDatabaseUrl: string | undefined = process.env.DATABASE_URL || undefined;

/**
 * A journey that moves a trip into the past is skipped on PGlite in a local run, never in CI: there
 * (`CI` set, as `.ci/run` sets it) it runs and fails with NEEDS_DATABASE if the database is missing,
 * so a CI run cannot pass with these journeys left out.
 */
export const SKIP_WITHOUT_DATABASE = !e2eDatabaseUrl && !process.env.CI;

/** Why a journey that needs the database is skipped (the reason Playwright prints). */
export const NEEDS_DATABASE =
  'needs the e2e server on PostgreSQL: run with DATABASE_URL (a fresh database) and TRIP_COMPLETION_INTERVAL_MS=500';

/**
 * The trip of a CONFIRMED booking ended: its travel date moves 10 days back (India date), then the
 * server's trip-completion job (every TRIP_COMPLETION_INTERVAL_MS) completes it, as it would any
 * ended trip — with the ledger rows turning payable and the review invitation queued.
 */
export async function completeTrip(request: APIRequestContext, bookingId: string): Promise<void> {
  if (!e2eDatabaseUrl) throw new Error(NEEDS_DATABASE);
  const client = new pg.Client({ connectionString: e2eDatabaseUrl });
  await client.connect();
  try {
    const moved = await client.query(
      `update bookings set travel_date = (now() at time zone 'Asia/Kolkata')::date - 10
        where id = $1 and status = 'CONFIRMED'`,
      [bookingId],
    );
    expect(moved.rowCount, `booking ${bookingId} is CONFIRMED`).toBe(1);
  } finally {
    await client.end();
  }
  await expect
    .poll(
      async () => {
        const res = await request.get(`/v1/bookings/booking/${bookingId}`);
        return ((await res.json()) as { bookingStatus?: string }).bookingStatus;
      },
      { timeout: 30_000, intervals: [250, 250, 500] },
    )
    .toBe('COMPLETED');
}
