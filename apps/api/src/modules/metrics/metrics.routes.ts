import { timingSafeEqual } from 'node:crypto';
import { serverMessages } from '@wayfarer/shared/messages';
import type { FastifyInstance } from 'fastify';
import { AppError } from '../../lib/app-error.ts';
import { createMetrics, type MetricsDeps } from './metrics.service.ts';

const sameText = (a: string, b: string) => {
  const left = Buffer.from(a);
  const right = Buffer.from(b);
  return left.length === right.length && timingSafeEqual(left, right);
};

/**
 * GET /metrics (Prometheus text format) when METRICS_TOKEN is set, behind
 * `Authorization: Bearer <token>`; unset, nothing is counted and the path is not there (404).
 */
export function registerMetrics(app: FastifyInstance, deps: MetricsDeps): void {
  const token = app.config.metricsToken;
  if (!token) return;
  const metrics = createMetrics(deps);
  app.addHook('onResponse', (request, reply, done) => {
    // The route's pattern, never the raw path: one series per route, whatever the URLs.
    const route = request.routeOptions.url ?? 'unmatched';
    metrics.observe(request.method, route, reply.statusCode, reply.elapsedTime / 1000);
    done();
  });
  app.get('/metrics', { schema: { hide: true } }, async (request, reply) => {
    const [scheme, presented] = (request.headers.authorization ?? '').split(' ');
    if (scheme?.toLowerCase() !== 'bearer' || !presented || !sameText(presented, token)) {
      throw new AppError('UNAUTHENTICATED', serverMessages.unauthorized);
    }
    return reply
      .type(metrics.contentType)
      .header('cache-control', 'no-store')
      .send(await metrics.text());
  });
}
