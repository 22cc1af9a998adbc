import os from "node:os";

export const defaultConcurrency = Math.max(1, os.availableParallelism());

/** Runs fn over items with at most `limit` in flight, keeping the results in order. */
export async function mapWithConcurrency<T, R>(
  items: readonly T[],
  limit: number,
  fn: (item: T, index: number) => Promise<R>,
): Promise<R[]> {
  const results = new Array<R>(items.length);
  let next = 0;
  const worker = async () => {
    while (next < items.length) {
      const index = next++;
      results[index] = await fn(items[index] as T, index);
    }
  };
  await Promise.all(Array.from({ length: Math.min(limit, items.length) }, worker));
  return results;
}

/** Concurrent calls with the same key share one run of fn (single-flight). */
export function singleFlight<K, V>(fn: (key: K) => Promise<V>): (key: K, id: string) => Promise<V> {
  const inFlight = new Map<string, Promise<V>>();
  return (key, id) => {
    const running = inFlight.get(id);
    if (running) return running;
    const started = fn(key).finally(() => inFlight.delete(id));
    inFlight.set(id, started);
    return started;
  };
}
