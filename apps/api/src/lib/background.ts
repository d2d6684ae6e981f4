import type { FastifyBaseLogger } from 'fastify';

/**
 * Work a request starts but does not wait for (the answer must not depend on it). A failure is
 * logged, never thrown; the app waits for what is still running before its database closes.
 */
export type Background = {
  run(name: string, task: () => Promise<unknown>): void;
  /** Resolves once nothing runs any more (including work started meanwhile). */
  idle(): Promise<void>;
};

export function createBackground(log: FastifyBaseLogger): Background {
  const running = new Set<Promise<void>>();
  return {
    run(name, task) {
      const work: Promise<void> = Promise.resolve()
        .then(task)
        .then(
          () => undefined,
          (error: unknown) => log.error({ err: error, task: name }, 'background work failed'),
        )
        .finally(() => running.delete(work));
      running.add(work);
    },
    async idle() {
      while (running.size > 0) await Promise.all(running);
    },
  };
}
