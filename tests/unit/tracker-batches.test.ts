import { describe, expect, it } from "vitest";
import { maxBatchBytes } from "../../app/lib/core/analytics-protocol";
import { batchBody, splitBatches } from "../../app/tracker/batches";

const event = (n: number, filler = "") => JSON.stringify({ name: "e", params: { n, filler }, ts: 1 });
const bytes = (events: string[]) => new TextEncoder().encode(batchBody(events)).length;

describe("tracker batches", () => {
  it("splits 21 events into 20 and 1, in order", () => {
    const events = Array.from({ length: 21 }, (_, i) => event(i));
    const { batches, tooLarge } = splitBatches(events);
    expect(batches.map((batch) => batch.length)).toEqual([20, 1]);
    expect(batches.flat()).toEqual(events);
    expect(tooLarge).toEqual([]);
  });

  it("keeps every batch body within 16384 bytes, counting UTF-8 bytes, and fills batches as far as they go", () => {
    const events = Array.from({ length: 9 }, (_, i) => event(i, "é".repeat(1900)));
    const { batches } = splitBatches(events);
    for (const batch of batches) expect(bytes(batch)).toBeLessThanOrEqual(maxBatchBytes);
    // Each event is about 3.8 KB: four fit, a fifth would not.
    expect(batches.map((batch) => batch.length)).toEqual([4, 4, 1]);
  });

  it("accepts an event that fills a batch exactly, and sets apart one byte more", () => {
    const base = event(0, "");
    const exact = event(0, "x".repeat(maxBatchBytes - bytes([base])));
    expect(bytes([exact])).toBe(maxBatchBytes);
    expect(splitBatches([exact]).batches).toEqual([[exact]]);
    const over = event(0, "x".repeat(maxBatchBytes - bytes([base]) + 1));
    expect(splitBatches([over])).toEqual({ batches: [], tooLarge: [over] });
  });

  it("drops only the oversized event; those around it still go", () => {
    const huge = event(1, "漢".repeat(6000));
    const { batches, tooLarge } = splitBatches([event(0), huge, event(2)]);
    expect(tooLarge).toEqual([huge]);
    expect(batches).toEqual([[event(0), event(2)]]);
  });

  it("writes the collector's body", () => {
    expect(JSON.parse(batchBody([event(0), event(1)]))).toEqual({ events: [JSON.parse(event(0)), JSON.parse(event(1))] });
    expect(splitBatches([])).toEqual({ batches: [], tooLarge: [] });
  });
});
