/**
 * Reads that share one query per key without ever answering from before the request (ADR 1230).
 *
 * A request for a key with no read under way starts one. A request that finds a read under way
 * does not join it (that read may have started before a change the request should see): it waits
 * for the read to end and shares the next one, which starts after every request waiting for it
 * arrived. So each answer comes from a read started after its request, and a key has at most one
 * read running and one waiting, however many requests come at once.
 */
export function readBatches<T>() {
  type Slot = { running?: Promise<T>; waiting?: Promise<T> };
  const slots = new Map<string, Slot>();

  const start = (key: string, slot: Slot, read: () => Promise<T>): Promise<T> => {
    const running = read();
    slot.running = running;
    const settled = () => {
      if (slot.running === running) slot.running = undefined;
      if (!slot.running && !slot.waiting) slots.delete(key);
    };
    running.then(settled, settled);
    return running;
  };

  return function batched(key: string, read: () => Promise<T>): Promise<T> {
    let slot = slots.get(key);
    if (!slot) {
      slot = {};
      slots.set(key, slot);
    }
    const current = slot;
    if (!current.running) return start(key, current, read);
    if (!current.waiting) {
      const ignore = () => undefined;
      current.waiting = current.running.then(ignore, ignore).then(() => {
        current.waiting = undefined;
        return start(key, current, read);
      });
    }
    return current.waiting;
  };
}
