import { isConnectionError } from '../lib/db-errors.ts';

/** The first wait after the database was unavailable at start-up; it doubles up to the cap. */
export const FIRST_WAIT_MS = 500;
export const MAX_WAIT_MS = 10_000;
/** A stop signal ends a wait within this long. */
const STOP_CHECK_MS = 100;

export type WaitOptions = {
  /** True once the instance is stopping: no more tries, `undefined` is answered. */
  stopped: () => boolean;
  /** Told once per wait, with the reason and its length. */
  onWait: (reason: string, waitMs: number) => void;
  firstWaitMs?: number;
  maxWaitMs?: number;
};

/** The innermost message of a (wrapped) driver error: "database … is not currently accepting connections". */
function reasonOf(error: unknown): string {
  let reason = String(error);
  for (let e = error as { message?: unknown; cause?: unknown } | undefined; e; e = e.cause as typeof e) {
    if (typeof e.message === 'string' && e.message) reason = e.message;
  }
  return reason;
}

/**
 * Runs `work` (the start-up work: migrations and seed) until it gets past the database being
 * unavailable (lib/db-errors.ts isConnectionError), waiting 0.5 s, 1 s, 2 s … 10 s between tries
 * (ADR 1305). Any other error is thrown at once; a stop answers `undefined`.
 */
export async function retryWhileDatabaseUnavailable<T>(
  work: () => Promise<T>,
  options: WaitOptions,
): Promise<T | undefined> {
  const maxWaitMs = options.maxWaitMs ?? MAX_WAIT_MS;
  let waitMs = options.firstWaitMs ?? FIRST_WAIT_MS;
  for (;;) {
    if (options.stopped()) return undefined;
    try {
      return await work();
    } catch (error) {
      if (!isConnectionError(error)) throw error;
      if (options.stopped()) return undefined;
      options.onWait(reasonOf(error), waitMs);
      const until = Date.now() + waitMs;
      while (Date.now() < until && !options.stopped()) {
        await new Promise((resolve) => setTimeout(resolve, Math.min(STOP_CHECK_MS, until - Date.now())));
      }
      waitMs = Math.min(waitMs * 2, maxWaitMs);
    }
  }
}
