import os from "node:os";

export const defaultConcurrency = Math.max(1, os.availableParallelism());

/** Runs fn over items with at most `limit` in flight, keeping the results in order. */
export async function mapWithConcurrency<T, R>(items: readonly T[], limit: number, fn: (item: T, index: number) => Promise<R>): Promise<R[]> {
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

type Flight<V> = { run: Promise<V>; callers: number };

/**
 * Concurrent calls with the same id share one run of fn (single-flight). A caller may give up (its
 * signal aborts): it gets the abort at once, and once every caller has given up fn's `wanted()`
 * turns false, so a run still waiting its turn can drop what nobody will receive.
 */
export function singleFlight<K, V>(fn: (key: K, wanted: () => boolean) => Promise<V>): (key: K, id: string, signal?: AbortSignal) => Promise<V> {
  const inFlight = new Map<string, Flight<V>>();
  return (key, id, signal) => {
    let flight = inFlight.get(id);
    if (flight) flight.callers++;
    else {
      const started = { callers: 1 } as Flight<V>;
      started.run = fn(key, () => started.callers > 0).finally(() => inFlight.delete(id));
      inFlight.set(id, (flight = started));
    }
    if (!signal) return flight.run;
    const shared = flight;
    return new Promise<V>((resolve, reject) => {
      const giveUp = () => {
        shared.callers--;
        reject(signal.reason);
      };
      if (signal.aborted) return giveUp();
      signal.addEventListener("abort", giveUp, { once: true });
      void shared.run.then(resolve, reject).finally(() => signal.removeEventListener("abort", giveUp));
    });
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
