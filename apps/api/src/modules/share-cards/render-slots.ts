// At most `size` renders at once (ADR 1316); the others wait their turn, first come first served.
// A finished task hands its slot straight to the next in line, so no newcomer slips in between.

export function createSlots(size: number) {
  let running = 0;
  const waiting: (() => void)[] = [];
  const acquire = async () => {
    if (running < size) running += 1;
    else await new Promise<void>((resolve) => waiting.push(resolve));
  };
  const release = () => {
    const next = waiting.shift();
    if (next) next();
    else running -= 1;
  };
  return {
    async run<T>(task: () => Promise<T>): Promise<T> {
      await acquire();
      try {
        return await task();
      } finally {
        release();
      }
    },
  };
}
