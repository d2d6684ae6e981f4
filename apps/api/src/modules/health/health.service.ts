import type { Database } from '../../db/client.ts';
import { apiMessages } from '../../lib/api-messages.ts';
import { AppError } from '../../lib/app-error.ts';
import { pingDatabase } from './health.repository.ts';

/** Readiness gives the database this long to answer `select 1` (a cut network must not hang it). */
export const READY_TIMEOUT_MS = 1500;

async function databaseAnswers(db: Database, timeoutMs: number): Promise<boolean> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<false>((resolve) => {
    timer = setTimeout(() => resolve(false), timeoutMs);
  });
  try {
    return await Promise.race([pingDatabase(db).then(() => true), timeout]);
  } catch {
    return false;
  } finally {
    clearTimeout(timer);
  }
}

/**
 * Liveness (ADR 1132): the process serves, so it answers 200 and only reports the database. An
 * orchestrator restarting on it must not restart a whole fleet during a database outage.
 */
export async function checkHealth(db: Database): Promise<{ status: 'ok'; database: 'up' | 'down' }> {
  return { status: 'ok', database: (await databaseAnswers(db, READY_TIMEOUT_MS)) ? 'up' : 'down' };
}

/**
 * Readiness, for load balancers: 503 from the stop signal on (SIGTERM, ADR 1305), before the
 * start-up work has run (the database was away at start, ADR 1305) or while the database is gone.
 */
export async function checkReady(
  db: Database,
  stopping: boolean,
  starting = false,
): Promise<{ status: 'ready' }> {
  if (stopping) throw new AppError('SERVICE_UNAVAILABLE', apiMessages.draining);
  if (starting) throw new AppError('SERVICE_UNAVAILABLE', apiMessages.starting);
  if (!(await databaseAnswers(db, READY_TIMEOUT_MS)))
    throw new AppError('SERVICE_UNAVAILABLE', apiMessages.databaseDown);
  return { status: 'ready' };
}
