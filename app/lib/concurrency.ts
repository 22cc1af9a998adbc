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

/** A gate: at most `limit` of the functions given to it run at once; the others wait their turn, in order. */
export function limiter(limit: number): <T>(fn: () => Promise<T>) => Promise<T> {
  let active = 0;
  const waiting: (() => void)[] = [];
  return async (fn) => {
    // A finishing run hands its slot straight to the next in line, so `active` never overshoots.
    if (active < limit) active++;
    else await new Promise<void>((resolve) => waiting.push(resolve));
    try {
      return await fn();
    } finally {
      const next = waiting.shift();
      if (next) next();
      else active--;
    }
  };
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

/**
 * Runs fn one call at a time. A call made while a run is under way waits for it, and all such calls
 * share the one run that follows, so the last run to finish is always one that started after the
 * last call.
 */
export function serialised<V>(fn: () => Promise<V>): () => Promise<V> {
  let tail: Promise<unknown> = Promise.resolve();
  let queued: Promise<V> | undefined;
  return () => {
    if (queued) return queued;
    const run = tail.then(() => {
      queued = undefined;
      return fn();
    });
    queued = run;
    tail = run.catch(() => undefined);
    return run;
  };
}
