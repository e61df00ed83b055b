/**
 * At most `limit` tasks at once; the rest wait in arrival order. Hand-written
 * (15 lines) rather than p-limit, which is only a transitive dependency here.
 */
export function createSemaphore(limit: number) {
  let running = 0;
  const waiting: Array<() => void> = [];
  return async function run<T>(task: () => Promise<T>): Promise<T> {
    if (running >= limit) await new Promise<void>((resolve) => waiting.push(resolve));
    else running++;
    try {
      return await task();
    } finally {
      const next = waiting.shift();
      if (next) next();
      else running--;
    }
  };
}
