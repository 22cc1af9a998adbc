import { logLine } from "../../core/errors";

export type WriteBuffer<T> = {
  /** Queues rows; rejects only when the buffer is full because the engine has been failing. */
  add: (rows: readonly T[]) => void;
  /** Writes everything queued so far; resolves once it is written (or rejects if it could not be). */
  flush: () => Promise<void>;
  /** Stops the timer and writes what is left. */
  close: () => Promise<void>;
  size: () => number;
};

export type WriteBufferOptions<T> = {
  write: (rows: T[]) => Promise<void>;
  /** True when the engine refused a write for what its rows hold: the same rows would be refused again. */
  isRefused: (error: unknown) => boolean;
  maxRows: number;
  intervalMs: number;
  capacity: number;
};

/**
 * Plausible's write buffer: rows wait in memory and go to the engine in one insert when `maxRows`
 * are queued, every `intervalMs`, on demand and on close. A write that fails keeps its rows for the
 * next attempt; past `capacity` rows, new ones are refused so memory stays bounded. A write the
 * engine refuses for its rows is halved, and the halves written on their own, down to single rows:
 * those refused alone are dropped and counted in one log line for the batch, so one bad row never
 * holds back the others, nor itself comes back forever.
 */
export function createWriteBuffer<T>(options: WriteBufferOptions<T>): WriteBuffer<T> {
  let queued: T[] = [];
  let writing: Promise<void> = Promise.resolve();

  const writeAll = async (rows: T[]) => {
    // Parts still to write, in order; a refused part is replaced by its halves.
    const parts = [rows];
    let refused = 0;
    let reason = "";
    try {
      while (parts.length > 0) {
        const part = parts.shift()!;
        try {
          await options.write(part);
        } catch (error) {
          if (!options.isRefused(error)) {
            // Not the rows' fault (the engine is away): everything not yet written waits, in order.
            queued = [...part, ...parts.flat(), ...queued];
            throw error;
          }
          if (part.length > 1) parts.unshift(part.slice(0, Math.ceil(part.length / 2)), part.slice(Math.ceil(part.length / 2)));
          else {
            refused++;
            reason ||= (error as Error).message.split("\n")[0]!.slice(0, 300);
          }
        }
      }
    } finally {
      if (refused > 0)
        console.error(
          logLine("ANALYTICS_ROWS_REFUSED", "analytics", `${refused} of ${rows.length} buffered rows refused by the engine and dropped: ${reason}`),
        );
    }
  };

  const flush = () => {
    writing = writing.then(async () => {
      if (queued.length === 0) return;
      const rows = queued;
      queued = [];
      await writeAll(rows);
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
