import { collectDefaultMetrics, Counter, Gauge, Histogram, Registry } from 'prom-client';
import type { Database } from '../../db/client.ts';
import { countJobBacklog } from './metrics.repository.ts';

export type PoolStats = { total: number; idle: number; waiting: number };
export type MetricsDeps = {
  db: Database;
  poolStats?: () => PoolStats;
  /** How long a scrape waits for the job backlog's count (default BACKLOG_TIMEOUT_MS). */
  backlogTimeoutMs?: number;
};

/** A scrape waits at most this long for the database's counts, then answers the last known. */
export const BACKLOG_TIMEOUT_MS = 1000;

/** `work`'s value, or undefined if it fails or takes longer than `ms` (its late end is ignored). */
async function withinTime<T>(work: Promise<T>, ms: number): Promise<T | undefined> {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<undefined>((resolve) => {
    timer = setTimeout(() => resolve(undefined), ms);
  });
  try {
    return await Promise.race([work.catch(() => undefined), late]);
  } finally {
    clearTimeout(timer);
  }
}

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
  // The database's gauges are counted when scraped, but a scrape never waits long on the
  // database nor fails with it (ADR 1305): on an error or after BACKLOG_TIMEOUT_MS the last counts
  // stay, `wayfarer_database_up` says 0 and the counts' timestamp shows how old they are.
  const databaseUp = new Gauge({
    name: 'wayfarer_database_up',
    help: '1 when the database answered this scrape (job_backlog counted now), 0 when it did not (job_backlog is the last known)',
    registers: [registry],
  });
  const backlogCounted = new Gauge({
    name: 'wayfarer_job_backlog_counted_timestamp_seconds',
    help: 'When job_backlog was last counted in the database (Unix time; 0: never)',
    registers: [registry],
  });
  const backlog = new Gauge({
    name: 'wayfarer_job_backlog',
    help: 'Work not done yet: e-mails unsent, payments awaiting reconciliation, refunds pending (last known while wayfarer_database_up is 0)',
    labelNames: ['job'] as const,
    registers: [registry],
  });
  const countBacklog = async () => {
    const counts = await withinTime(countJobBacklog(deps.db), deps.backlogTimeoutMs ?? BACKLOG_TIMEOUT_MS);
    if (!counts) {
      databaseUp.set(0);
      return;
    }
    databaseUp.set(1);
    backlogCounted.set(Date.now() / 1000);
    backlog.set({ job: 'outbox_unsent' }, counts.outboxUnsent);
    backlog.set({ job: 'payments_awaiting_reconciliation' }, counts.paymentsAwaitingReconciliation);
    backlog.set({ job: 'refunds_pending' }, counts.refundsPending);
  };
  return {
    contentType: registry.contentType,
    observe(method: string, route: string, status: number, seconds: number) {
      const labels = { method, route, status: String(status) };
      requests.inc(labels);
      duration.observe(labels, seconds);
    },
    text: async () => {
      await countBacklog();
      return registry.metrics();
    },
  };
}
export type Metrics = ReturnType<typeof createMetrics>;
