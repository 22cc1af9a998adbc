import { describe, expect, it } from "vitest";
import { assignColumns, columnsForViewport, interleave } from "../../app/lib/layout/masonry-plan";

describe("masonry planning", () => {
  it("follows the viewport: 2 columns on phones, 4 on desktops", () => {
    expect(columnsForViewport(390)).toBe(2);
    expect(columnsForViewport(768)).toBe(3);
    expect(columnsForViewport(991)).toBe(3);
    expect(columnsForViewport(992)).toBe(4);
    expect(columnsForViewport(1280)).toBe(4);
    expect(columnsForViewport(1920)).toBe(5);
  });

  it("puts each item in the shortest column so far", () => {
    // A tall item first: the next two go to the other column until it is taller.
    expect(assignColumns([2, 0.5, 0.5, 0.5, 0.5, 0.5], 2)).toEqual([[0, 5], [1, 2, 3, 4]]);
    expect(assignColumns([1, 1, 1], 3)).toEqual([[0], [1], [2]]);
    expect(assignColumns([], 3)).toEqual([[], [], []]);
  });

  it("interleaves the plan for round-robin placement, padding short columns", () => {
    const columns = [[0, 4], [1, 2, 3]];
    const order = interleave(columns);
    expect(order).toEqual([0, 1, 4, 2, null, 3]);
    // Placing order[k] into column k % 2 gives back the plan.
    const placed: number[][] = [[], []];
    order.forEach((item, k) => item !== null && placed[k % 2]!.push(item));
    expect(placed).toEqual(columns);
  });
});
