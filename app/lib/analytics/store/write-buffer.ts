import { logLine } from "../../errors";

export type WriteBuffer<T> = {
  /** Queues rows; rejects only when the buffer is full because the engine has been failing. */
  add: (rows: readonly T[]) => void;
  /** Writes everything queued so far; resolves once it is written (or rejects if it could not be). */
  flush: () => Promise<void>;
  /** Stops the timer and writes what is left. */
  close: () => Promise<void>;
  size: () => number;
};

/**
 * Plausible's write buffer: rows wait in memory and go to the engine in one insert when `maxRows`
 * are queued, every `intervalMs`, on demand and on close. A failed write keeps its rows for the
 * next attempt; past `capacity` rows, new ones are refused so memory stays bounded.
 */
export function createWriteBuffer<T>(options: { write: (rows: T[]) => Promise<void>; maxRows: number; intervalMs: number; capacity: number }): WriteBuffer<T> {
  let queued: T[] = [];
  let writing: Promise<void> = Promise.resolve();

  const flush = () => {
    writing = writing.then(async () => {
      if (queued.length === 0) return;
      const rows = queued;
      queued = [];
      try {
        await options.write(rows);
      } catch (error) {
        queued = [...rows, ...queued];
        throw error;
      }
    });
    // The next flush starts after this one whatever its outcome; the caller sees the outcome.
    const result = writing;
    writing = writing.catch(() => undefined);
    return result;
  };

  const timer = setInterval(
    () => flush().catch((error: Error) => console.error(logLine("ANALYTICS_UNAVAILABLE", "analytics", `buffered write failed, will retry: ${error.message}`))),
    options.intervalMs,
  );
  timer.unref();

  return {
    add(rows) {
      if (queued.length + rows.length > options.capacity) throw new Error(`write buffer full (${queued.length} rows waiting)`);
      queued.push(...rows);
      if (queued.length >= options.maxRows) void flush().catch(() => undefined);
    },
    flush,
    async close() {
      clearInterval(timer);
      await flush();
    },
    size: () => queued.length,
  };
}
