import type { FastifyInstance } from 'fastify';

/** A woken worker runs this long after the wake-up, so the transaction that woke it has committed. */
export const WAKE_DELAY_MS = 250;

export type WorkerOptions = {
  /**
   * Subscribes to the worker's wake-ups (e.g. modules/outbox/outbox.ts onEmailQueued); answers the
   * unsubscribe. A wake-up runs the job WAKE_DELAY_MS later, or once more after the running one.
   */
  wake?: (listener: () => void) => () => void;
};

/**
 * Runs a job every `intervalMs` and when woken (never two runs of it at once); returns its stop
 * function. The job is told `stopping()`: true once the stop has been asked for (a job that
 * loops over batches ends after the current one).
 */
export function startWorker(
  app: FastifyInstance,
  name: string,
  intervalMs: number,
  job: (stopping: () => boolean) => Promise<unknown>,
  options: WorkerOptions = {},
): () => Promise<void> {
  let running: Promise<unknown> | null = null;
  let stopped = false;
  let again = false;
  let wakeTimer: NodeJS.Timeout | undefined;
  const stopping = () => stopped;
  const run = () => {
    if (running || stopped) return;
    running = job(stopping)
      .catch((error: unknown) => app.log.error({ err: error }, `${name} failed`))
      .finally(() => {
        running = null;
        if (again) {
          again = false;
          wake();
        }
      });
  };
  const wake = () => {
    if (stopped) return;
    if (running) {
      again = true;
      return;
    }
    if (wakeTimer) return;
    wakeTimer = setTimeout(() => {
      wakeTimer = undefined;
      run();
    }, WAKE_DELAY_MS);
    wakeTimer.unref();
  };
  const timer = setInterval(run, intervalMs);
  timer.unref();
  const unsubscribe = options.wake?.(wake);
  return async () => {
    stopped = true;
    clearInterval(timer);
    clearTimeout(wakeTimer);
    unsubscribe?.();
    if (running) await running;
  };
}
