import closeWithGrace from 'close-with-grace';
import type { FastifyInstance } from 'fastify';

/** How often a drain closes keep-alive connections that have just gone idle. */
const IDLE_SWEEP_MS = 100;
/**
 * How long a drain leaves idle keep-alive connections open before closing them. A client that
 * sends its next request on one at the moment it is closed sees a reset; within this grace the
 * request is answered instead (with `Connection: close`), and only connections nobody uses are
 * closed after it.
 */
export const IDLE_GRACE_MS = 1000;

/**
 * The graceful stop (ADR 1133, 1305): the workers stop claiming, the server stops accepting,
 * in-flight requests (and any arriving on connections still open) are answered with
 * `Connection: close`, keep-alive connections left idle are closed after IDLE_GRACE_MS, then the
 * database. `stopWorkers` is also awaited by an onClose hook, so a running job ends before the
 * database.
 */
export async function drain(app: FastifyInstance, stopWorkers: () => Promise<unknown>): Promise<void> {
  app.stopping = true;
  app.draining = true;
  void stopWorkers();
  const server = app.server;
  const closeIdle = server.closeIdleConnections.bind(server);
  // Node's server.close() closes the idle connections at once, which is when a client's next
  // request, already on its way, would meet a closed socket: hold that back for the grace.
  server.closeIdleConnections = () => {};
  let sweep: NodeJS.Timeout | undefined;
  const grace = setTimeout(() => {
    server.closeIdleConnections = closeIdle;
    closeIdle();
    // A connection whose answer was already on its way without `Connection: close` goes idle
    // later and would hold the close for the whole keep-alive timeout.
    sweep = setInterval(closeIdle, IDLE_SWEEP_MS);
  }, IDLE_GRACE_MS);
  try {
    await app.close();
  } finally {
    clearTimeout(grace);
    clearInterval(sweep);
    server.closeIdleConnections = closeIdle;
  }
}

export type StopTimes = {
  /** From the signal to the forced exit (status 1), the delay included. */
  timeoutMs: number;
  /** From the signal to the drain: /v1/ready answers 503 while the instance serves on. */
  delayMs: number;
};

/**
 * SIGTERM / SIGINT: /v1/ready answers 503 and the workers stop claiming at once; the instance
 * serves on for `delayMs` (so a balancer stops sending before it stops accepting), then drains
 * and exits. An uncaught error, or a signal before the instance was ever ready, drains at once.
 * After `timeoutMs` from the signal the process exits with 1 anyway; a second signal, at once.
 */
export function closeOnSignals(
  app: FastifyInstance,
  times: StopTimes,
  stopWorkers: () => Promise<unknown>,
): void {
  closeWithGrace(
    {
      delay: times.timeoutMs,
      logger: { error: (message: unknown) => app.log.error(message) },
      onTimeout: (delay) => app.log.error(`shutdown did not finish within ${delay} ms: exiting`),
    },
    async ({ signal, err }) => {
      const wasServing = !app.starting;
      app.stopping = true;
      void stopWorkers();
      if (err) app.log.error({ err }, 'uncaught error: shutting down');
      else if (wasServing && times.delayMs > 0) {
        app.log.info(
          `${signal ?? 'exit'} received: not ready, serving on for ${times.delayMs} ms, then draining`,
        );
        await new Promise((resolve) => setTimeout(resolve, times.delayMs));
      } else app.log.info(`${signal ?? 'exit'} received: draining`);
      await drain(app, stopWorkers);
    },
  );
}
