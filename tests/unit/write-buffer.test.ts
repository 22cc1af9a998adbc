import { afterEach, describe, expect, it, vi } from "vitest";
import { createWriteBuffer } from "../../app/lib/analytics/store/write-buffer";

afterEach(() => vi.useRealTimers());

describe("write buffer", () => {
  it("writes when full, on its interval and on close, each row once", async () => {
    vi.useFakeTimers();
    const writes: number[][] = [];
    const buffer = createWriteBuffer<number>({ write: async (rows) => void writes.push(rows), maxRows: 3, intervalMs: 1000, capacity: 100 });
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
    const buffer = createWriteBuffer<number>({ write: async () => undefined, maxRows: 100, intervalMs: 60_000, capacity: 3 });
    buffer.add([1, 2, 3]);
    expect(() => buffer.add([4])).toThrow(/write buffer full/);
    void buffer.close();
  });
});
