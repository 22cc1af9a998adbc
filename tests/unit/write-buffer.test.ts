import { afterEach, describe, expect, it, vi } from "vitest";
import { createWriteBuffer } from "../../app/lib/analytics/store/write-buffer";

afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
});

class Refused extends Error {}
const isRefused = (error: unknown) => error instanceof Refused;

/** An engine that refuses any insert holding a negative row (as ClickHouse refuses a row it cannot parse), and records what it took. */
function pickyEngine() {
  const inserts: number[][] = [];
  return {
    inserts,
    write: async (rows: number[]) => {
      if (rows.some((row) => row < 0)) throw new Refused(`Code: 27, cannot parse ${rows.find((row) => row < 0)}`);
      inserts.push(rows);
    },
  };
}

describe("write buffer", () => {
  it("writes when full, on its interval and on close, each row once", async () => {
    vi.useFakeTimers();
    const writes: number[][] = [];
    const buffer = createWriteBuffer<number>({ write: async (rows) => void writes.push(rows), isRefused, maxRows: 3, intervalMs: 1000, capacity: 100 });
    buffer.add([1, 2]);
    expect(writes).toEqual([]);
    buffer.add([3]);
    await vi.advanceTimersByTimeAsync(0);
    expect(writes).toEqual([[1, 2, 3]]);
    buffer.add([4]);
    await vi.advanceTimersByTimeAsync(1000);
    expect(writes).toEqual([[1, 2, 3], [4]]);
    buffer.add([5]);
    await buffer.close();
    expect(writes).toEqual([[1, 2, 3], [4], [5]]);
  });

  it("a failed write keeps its rows for the next attempt, in order", async () => {
    let fail = true;
    const written: number[] = [];
    const buffer = createWriteBuffer<number>({
      write: async (rows) => {
        if (fail) throw new Error("engine down");
        written.push(...rows);
      },
      isRefused,
      maxRows: 100,
      intervalMs: 60_000,
      capacity: 100,
    });
    buffer.add([1, 2]);
    await expect(buffer.flush()).rejects.toThrow("engine down");
    buffer.add([3]);
    expect(buffer.size()).toBe(3);
    fail = false;
    await buffer.close();
    expect(written).toEqual([1, 2, 3]);
  });

  it("refuses rows beyond its capacity instead of growing without bound", () => {
    const buffer = createWriteBuffer<number>({ write: async () => undefined, isRefused, maxRows: 100, intervalMs: 60_000, capacity: 3 });
    buffer.add([1, 2, 3]);
    expect(() => buffer.add([4])).toThrow(/write buffer full/);
    void buffer.close();
  });

  it("a batch the engine refuses is halved until the bad rows stand alone: the rest is written, they are dropped with one log line", async () => {
    const logged = vi.spyOn(console, "error").mockImplementation(() => undefined);
    const engine = pickyEngine();
    const buffer = createWriteBuffer<number>({ write: engine.write, isRefused, maxRows: 100, intervalMs: 60_000, capacity: 100 });
    buffer.add([1, 2, -3, 4, 5, 6, 7, -8]);
    await buffer.flush();
    expect(engine.inserts.flat()).toEqual([1, 2, 4, 5, 6, 7]);
    expect(buffer.size()).toBe(0);
    expect(logged.mock.calls).toEqual([
      [expect.stringMatching(/^\[ANALYTICS_ROWS_REFUSED\] analytics: 2 of 8 buffered rows refused by the engine and dropped: Code: 27/)],
    ]);
    // Nothing comes back: the next flush has nothing to write.
    buffer.add([9]);
    await buffer.close();
    expect(engine.inserts.flat()).toEqual([1, 2, 4, 5, 6, 7, 9]);
  });

  it("a failure that is no refusal while halving keeps exactly the rows not yet written, in order, for the next attempt", async () => {
    vi.spyOn(console, "error").mockImplementation(() => undefined);
    const engine = pickyEngine();
    let outage = true;
    const buffer = createWriteBuffer<number>({
      write: async (rows) => {
        // The engine goes away once the first good half is in.
        if (outage && engine.inserts.length === 1) throw new Error("connect ECONNREFUSED");
        await engine.write(rows);
      },
      isRefused,
      maxRows: 100,
      intervalMs: 60_000,
      capacity: 100,
    });
    buffer.add([1, 2, 3, -4]);
    await expect(buffer.flush()).rejects.toThrow("ECONNREFUSED");
    expect(engine.inserts).toEqual([[1, 2]]);
    buffer.add([5]);
    expect(buffer.size()).toBe(3);
    outage = false;
    await buffer.close();
    expect(engine.inserts.flat()).toEqual([1, 2, 3, 5]);
  });
});
