import type { FastifyInstance } from 'fastify';

// Tells the per-process page caches (the package JSON micro-cache and the server-rendered HTML
// cache, both PUBLIC_CACHE_MS) that a package page changed, so this instance serves the change
// at once (a new or hidden review). Other instances catch up within their TTL (ADR 926).

export type PublicPages = {
  /** A cache subscribes: `listener(slug)` runs when that package's page changed. */
  onPackageChanged: (listener: (slug: string) => void) => void;
  packageChanged: (slug: string) => void;
};

declare module 'fastify' {
  interface FastifyInstance {
    publicPages: PublicPages;
  }
}

export function setupPublicPages(app: FastifyInstance): void {
  const listeners: ((slug: string) => void)[] = [];
  app.decorate('publicPages', {
    onPackageChanged: (listener) => {
      listeners.push(listener);
    },
    packageChanged: (slug) => {
      for (const listener of listeners) listener(slug);
    },
  } satisfies PublicPages);
}
