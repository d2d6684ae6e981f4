/**
 * A per-process cache of recently built values with a short time to live. Concurrent misses for
 * one key share a single build; failures (a 404 too) are never cached. `ttlMs` 0 disables it.
 */
export function createMicroCache<T>(ttlMs: number, maxEntries: number) {
  const entries = new Map<string, { value: T; expires: number }>();
  const building = new Map<string, Promise<T>>();
  // Bumped by delete/clear: a build that started before is served to its callers, not cached.
  let generation = 0;

  return {
    async get(key: string, build: () => Promise<T>): Promise<T> {
      if (ttlMs <= 0) return build();
      const hit = entries.get(key);
      if (hit && hit.expires > Date.now()) return hit.value;
      const pending = building.get(key);
      if (pending) return pending;
      const started = generation;
      const promise = build().then((value) => {
        if (started !== generation) return value;
        entries.delete(key);
        entries.set(key, { value, expires: Date.now() + ttlMs });
        // Oldest first in a Map: drop from the front when full.
        while (entries.size > maxEntries) entries.delete(entries.keys().next().value as string);
        return value;
      });
      building.set(key, promise);
      try {
        return await promise;
      } finally {
        if (building.get(key) === promise) building.delete(key);
      }
    },
    /** Drops one key (a page that changed); a build under way for it is not cached either. */
    delete: (key: string) => {
      generation += 1;
      entries.delete(key);
      building.delete(key);
    },
    clear: () => {
      generation += 1;
      entries.clear();
    },
    get size() {
      return entries.size;
    },
  };
}
