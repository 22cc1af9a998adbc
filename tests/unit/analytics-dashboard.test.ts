import { describe, expect, it } from "vitest";
import { bucketFor, lastDays, parseDateRange, toTimeRange } from "../../app/lib/analytics/dashboard/date-range";
import { scrollReach, videoFunnel } from "../../app/lib/analytics/dashboard/engagement";
import { fillSeries } from "../../app/lib/analytics/dashboard/series";

const now = Date.UTC(2026, 10, 22, 15, 30);

describe("date ranges", () => {
  it("defaults to the last 7 days, both ends included, and spans whole UTC days", () => {
    expect(parseDateRange(new URLSearchParams(), now)).toEqual({ from: "2026-11-16", to: "2026-11-22" });
    expect(lastDays(1, now)).toEqual({ from: "2026-11-22", to: "2026-11-22" });
    expect(toTimeRange({ from: "2026-11-22", to: "2026-11-22" })).toEqual({ from: Date.UTC(2026, 10, 22), to: Date.UTC(2026, 10, 23) });
  });

  it.each([
    ["from=2026-11-22&to=2026-11-01", "reversed"],
    ["from=2026-02-30&to=2026-03-01", "an impossible date"],
    ["from=2026-11-01", "one end missing"],
    ["from=2026-11-01&to=2026-11-02'--", "trailing junk"],
    ["from=1990-01-01&to=2026-01-01", "over ten years"],
  ])("%s is rejected (%s)", (query) => {
    expect(parseDateRange(new URLSearchParams(query), now)).toBeNull();
  });

  it("draws hours for up to two days, days beyond", () => {
    expect(bucketFor(toTimeRange({ from: "2026-11-21", to: "2026-11-22" }))).toBe(3_600_000);
    expect(bucketFor(toTimeRange({ from: "2026-11-20", to: "2026-11-22" }))).toBe(86_400_000);
  });

  it("fills quiet buckets with zeros", () => {
    const range = toTimeRange({ from: "2026-11-20", to: "2026-11-22" });
    const points = fillSeries([{ at: Date.UTC(2026, 10, 21), visitors: 2, pageViews: 3 }], range, 86_400_000, (at) => ({ at, visitors: 0, pageViews: 0 }));
    expect(points.map((point) => point.pageViews)).toEqual([0, 3, 0]);
  });
});

describe("engagement", () => {
  const byName = [
    { value: "page_view", visitors: 8, events: 20 },
    { value: "scroll", visitors: 2, events: 3 },
    { value: "video_start", visitors: 4, events: 5 },
    { value: "video_complete", visitors: 1, events: 1 },
  ];
  it("scroll reach is visitors who reached 90 % over visitors who viewed a page", () => {
    expect(scrollReach(byName)).toEqual({ reached: 2, of: 8, rate: 0.25 });
    expect(scrollReach([])).toEqual({ reached: 0, of: 0, rate: 0 });
  });
  it("the video funnel runs start → 10/25/50/75 % → complete as shares of starters", () => {
    const funnel = videoFunnel(byName, [
      { value: "10", visitors: 4, events: 4 },
      { value: "50", visitors: 2, events: 2 },
    ]);
    expect(funnel.map((step) => [step.label, step.visitors, step.shareOfStart])).toEqual([
      ["Started", 4, 1],
      ["10 %", 4, 1],
      ["25 %", 0, 0],
      ["50 %", 2, 0.5],
      ["75 %", 0, 0],
      ["Completed", 1, 0.25],
    ]);
  });
});
