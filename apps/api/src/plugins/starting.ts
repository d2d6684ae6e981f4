import { serverMessages } from '@wayfarer/shared/messages';
import type { FastifyInstance } from 'fastify';
import { AppError } from '../lib/app-error.ts';

/** What answers before the start-up work is done: the probes and the metrics (from memory). */
const ANSWERED_WHILE_STARTING = new Set(['/v1/health', '/v1/ready', '/metrics']);

/**
 * The server listens before migrations and the seed have run (they wait for the database, ADR
 * 1305), so liveness answers; until they are done every other route answers 503
 * DATABASE_UNAVAILABLE with Retry-After, never a half-migrated database's error.
 */
export function refuseWhileStarting(app: FastifyInstance): void {
  app.addHook('onRequest', async (request) => {
    if (!app.starting) return;
    const path = request.url.split('?', 1)[0] ?? '';
    if (!ANSWERED_WHILE_STARTING.has(path))
      throw new AppError('DATABASE_UNAVAILABLE', serverMessages.serviceBusy);
  });
}
