import { describe, expect, it } from "vitest";
import { columnsForViewport, firstTopFrom, gutterRatio, heightRatio, planMasonry, windowRange } from "../../app/lib/layout/masonry-plan";
import { seededRandom } from "../../app/lib/demo/random";

/** Ratios of the sizes real albums mix: portraits, landscapes, panoramas, squares. */
function ratios(count: number, seed = 7): number[] {
  const random = seededRandom(seed);
  const sizes = [
    [1200, 800],
    [800, 1200],
    [1600, 500],
    [1000, 1000],
    [1200, 900],
    [640, 1137],
  ] as const;
  return Array.from({ length: count }, () => {
    const [w, h] = sizes[random.int(0, sizes.length - 1)]!;
    return heightRatio(w, h);
  });
}

describe("masonry planning", () => {
  it("follows the viewport: 2 columns on phones, 4 on desktops", () => {
    expect(columnsForViewport(390)).toBe(2);
    expect(columnsForViewport(768)).toBe(3);
    expect(columnsForViewport(991)).toBe(3);
    expect(columnsForViewport(992)).toBe(4);
    expect(columnsForViewport(1280)).toBe(4);
    expect(columnsForViewport(1920)).toBe(5);
  });

  it("puts each item in the shortest column so far, ties to the leftmost", () => {
    // A tall item first: the next ones go to the other column until it is taller.
    const plan = planMasonry([2, 0.5, 0.5, 0.5, 0.5, 0.5], 2);
    expect(plan.byColumn).toEqual([
      [0, 5],
      [1, 2, 3, 4],
    ]);
    expect([...plan.column]).toEqual([0, 1, 1, 1, 1, 0]);
    expect(plan.top[2]).toBeCloseTo(0.5 + gutterRatio);
    expect(plan.top[5]).toBeCloseTo(2 + gutterRatio);
    // Column 0 ends tallest: the tall item, a gutter, the last small one.
    expect(plan.height).toBeCloseTo(2 + gutterRatio + 0.5);
    expect(planMasonry([1, 1, 1], 3).byColumn).toEqual([[0], [1], [2]]);
    expect(planMasonry([], 3)).toMatchObject({ byColumn: [[], [], []], height: 0 });
  });

  it("is prefix-stable: the plan of an album's first page is the start of the whole album's plan", () => {
    const all = ratios(10_000);
    for (const columns of [2, 3, 4, 5]) {
      const whole = planMasonry(all, columns);
      for (const length of [1, 59, 60, 61, 1234]) {
        const part = planMasonry(all.slice(0, length), columns);
        expect([...part.column]).toEqual([...whole.column.subarray(0, length)]);
        // Exactly equal, not close: the server's first page and the browser's whole plan must meet without a seam.
        expect([...part.top]).toEqual([...whole.top.subarray(0, length)]);
      }
    }
  });

  it("finds the items crossing a band, in index order, as a scan of every item would", () => {
    const plan = planMasonry(ratios(5_000, 3), 4);
    for (const [from, to] of [
      [0, 3],
      [100.5, 104],
      [plan.height - 2, plan.height + 5],
      [-5, -1],
      [50, 50],
    ] as const) {
      const expected = Array.from(plan.top, (_, i) => i).filter((i) => plan.top[i]! <= to && plan.top[i]! + plan.ratio[i]! >= from);
      expect(windowRange(plan, from, to)).toEqual(expected);
    }
    expect(windowRange(plan, 100, 104).length).toBeLessThan(40);
  });

  it("finds the item whose top is first at or below a line, as a scan of every item would", () => {
    const plan = planMasonry(ratios(5_000, 5), 3);
    // The first scanned item at the lowest top: ties go to the lower index.
    const scan = (from: number) =>
      Array.from(plan.top, (_, i) => i).reduce<number | undefined>(
        (best, i) => (plan.top[i]! >= from && (best === undefined || plan.top[i]! < plan.top[best]!) ? i : best),
        undefined,
      );
    for (const from of [-3, 0, 0.5, 77.7, plan.top[1234]!, plan.height - 1]) expect(firstTopFrom(plan, from)).toBe(scan(from));
    expect(firstTopFrom(plan, plan.height + 1)).toBeUndefined();
  });
});
