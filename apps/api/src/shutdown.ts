import closeWithGrace from 'close-with-grace';
import type { FastifyInstance } from 'fastify';

/** How often a drain closes keep-alive connections that have just gone idle. */
const IDLE_SWEEP_MS = 100;

/**
 * The graceful stop (ADR 1133): /v1/ready answers 503 at once, the workers stop claiming, the
 * server stops accepting, in-flight requests (and any arriving on connections still open) are
 * answered with `Connection: close`, idle keep-alive connections are closed, then the database.
 * `stopWorkers` is also awaited by an onClose hook, so a running job ends before the database.
 */
export async function drain(app: FastifyInstance, stopWorkers: () => Promise<unknown>): Promise<void> {
  app.draining = true;
  void stopWorkers();
  // Node closes the idle connections when the server closes; a connection whose answer was
  // already on its way without `Connection: close` goes idle later and would hold the close
  // for the whole keep-alive timeout.
  const sweep = setInterval(() => app.server.closeIdleConnections(), IDLE_SWEEP_MS);
  try {
    await app.close();
  } finally {
    clearInterval(sweep);
  }
}

/** SIGTERM / SIGINT (or an uncaught error): drain, then exit; exit 1 after `timeoutMs` anyway. */
export function closeOnSignals(
  app: FastifyInstance,
  timeoutMs: number,
  stopWorkers: () => Promise<unknown>,
): void {
  closeWithGrace(
    {
      delay: timeoutMs,
      logger: { error: (message: unknown) => app.log.error(message) },
      onTimeout: (delay) => app.log.error(`shutdown did not finish within ${delay} ms: exiting`),
    },
    async ({ signal, err }) => {
      if (err) app.log.error({ err }, 'uncaught error: shutting down');
      else app.log.info(`${signal ?? 'exit'} received: draining`);
      await drain(app, stopWorkers);
    },
  );
}
