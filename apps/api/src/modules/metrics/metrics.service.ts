import { collectDefaultMetrics, Counter, Gauge, Histogram, Registry } from 'prom-client';
import type { Database } from '../../db/client.ts';
import { countJobBacklog } from './metrics.repository.ts';

export type PoolStats = { total: number; idle: number; waiting: number };
export type MetricsDeps = { db: Database; poolStats?: () => PoolStats };

/**
 * This instance's metrics in its own registry (several apps may share a process in tests):
 * requests by route and status, the database pool, the job backlog, and prom-client's process
 * metrics (memory, event-loop lag, …). Gauges read their value when scraped.
 */
export function createMetrics(deps: MetricsDeps) {
  const registry = new Registry();
  collectDefaultMetrics({ register: registry, prefix: 'wayfarer_' });
  const labelNames = ['method', 'route', 'status'] as const;
  const requests = new Counter({
    name: 'wayfarer_http_requests_total',
    help: 'HTTP requests answered, by method, route pattern and status',
    labelNames,
    registers: [registry],
  });
  const duration = new Histogram({
    name: 'wayfarer_http_request_duration_seconds',
    help: 'HTTP request duration in seconds, by method, route pattern and status',
    labelNames,
    buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
    registers: [registry],
  });
  new Gauge({
    name: 'wayfarer_db_pool_connections',
    help: 'PostgreSQL pool connections: total, idle, and requests waiting for one (pg only)',
    labelNames: ['state'] as const,
    registers: [registry],
    collect() {
      const stats = deps.poolStats?.();
      if (!stats) return;
      this.set({ state: 'total' }, stats.total);
      this.set({ state: 'idle' }, stats.idle);
      this.set({ state: 'waiting' }, stats.waiting);
    },
  });
  new Gauge({
    name: 'wayfarer_job_backlog',
    help: 'Work not done yet: e-mails unsent, payments awaiting reconciliation, refunds pending',
    labelNames: ['job'] as const,
    registers: [registry],
    async collect() {
      const counts = await countJobBacklog(deps.db);
      this.set({ job: 'outbox_unsent' }, counts.outboxUnsent);
      this.set({ job: 'payments_awaiting_reconciliation' }, counts.paymentsAwaitingReconciliation);
      this.set({ job: 'refunds_pending' }, counts.refundsPending);
    },
  });
  return {
    contentType: registry.contentType,
    observe(method: string, route: string, status: number, seconds: number) {
      const labels = { method, route, status: String(status) };
      requests.inc(labels);
      duration.observe(labels, seconds);
    },
    text: () => registry.metrics(),
  };
}
export type Metrics = ReturnType<typeof createMetrics>;
