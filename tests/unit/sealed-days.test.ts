import { describe, expect, it } from "vitest";
import { dayMs, daysTouched, missingRuns, planRange, sealedAfterMs } from "../../app/lib/analytics/store/sealed-days";

const day = (n: number) => n * dayMs;

describe("reading a range from the daily rollup and the events", () => {
  it("takes whole sealed days from the rollup and today from the events", () => {
    const now = day(100) + 12 * 3_600_000;
    expect(planRange({ from: day(90), to: day(101) }, now)).toEqual({ days: { from: 90, to: 100 }, rest: [{ from: day(100), to: day(101) }] });
  });

  it("leaves yesterday to the events until it is sealed (late events may still come for it)", () => {
    expect(planRange({ from: day(90), to: day(101) }, day(100) + sealedAfterMs - 1).days).toEqual({ from: 90, to: 99 });
    expect(planRange({ from: day(90), to: day(101) }, day(100) + sealedAfterMs).days).toEqual({ from: 90, to: 100 });
  });

  it("reads ragged ends and ranges within a day from the events", () => {
    const now = day(200);
    expect(planRange({ from: day(90) + 5, to: day(92) + 7 }, now)).toEqual({
      days: { from: 91, to: 92 },
      rest: [
        { from: day(90) + 5, to: day(91) },
        { from: day(92), to: day(92) + 7 },
      ],
    });
    expect(planRange({ from: day(90) + 5, to: day(90) + 7 }, now)).toEqual({ days: undefined, rest: [{ from: day(90) + 5, to: day(90) + 7 }] });
  });

  it("a deletion invalidates every day it touches; missing days are rolled up in runs", () => {
    expect(daysTouched({ from: day(3) + 1, to: day(5) })).toEqual({ from: 3, to: 5 });
    expect(daysTouched({ from: 0, to: day(5) + 1 })).toEqual({ from: 0, to: 6 });
    expect(missingRuns({ from: 1, to: 8 }, new Set([3, 4, 6]))).toEqual([
      { from: 1, to: 3 },
      { from: 5, to: 6 },
      { from: 7, to: 8 },
    ]);
    expect(missingRuns({ from: 0, to: 16 }, new Set(), 7)).toEqual([
      { from: 0, to: 7 },
      { from: 7, to: 14 },
      { from: 14, to: 16 },
    ]);
  });
});
