import type { FastifyInstance } from 'fastify';
import { createShareCodeCache, type FunnelDeps, flushFunnelOnce } from './funnel.service.ts';
import { createVisitCounter } from './visit-counter.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** The funnel's visit counters (Redis or memory) and its cache of share codes. */
    funnel: Pick<FunnelDeps, 'counter' | 'codes'>;
  }
}

/**
 * The funnel's counters for the whole app (the beacon route, the flush worker in server.ts, the
 * dashboards' read), flushed to PostgreSQL once more when the app closes: this hook is added
 * after the database's own, so it runs before it (Fastify runs onClose hooks last-added first).
 */
export function registerFunnel(app: FastifyInstance): void {
  const counter = createVisitCounter(app.config, app.log);
  app.decorate('funnel', { counter, codes: createShareCodeCache() });
  app.addHook('onClose', async () => {
    await flushFunnelOnce({ ...app.deps, counter }).catch((error: unknown) =>
      app.log.error({ err: error }, 'funnel: the pending visits could not be written at shutdown'),
    );
    await counter.close();
  });
}

/** What the funnel's services need: the app's deps and its counters (routes and workers.ts only). */
export const funnelDeps = (app: FastifyInstance): FunnelDeps => ({ ...app.deps, ...app.funnel });
