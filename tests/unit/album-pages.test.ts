import { describe, expect, it } from "vitest";
import { albumPageSize, leadSize, pageBounds, pageCount, pageOf } from "../../app/lib/content/album-pages";
import { columnsForViewport, gutterRatio, heightRatio, planMasonry } from "../../app/lib/layout/masonry-plan";
import { seededRandom } from "../../app/lib/demo/random";

describe("album pages", () => {
  it("splits an album into pages that hold every item once, in order, and agree with pageOf", () => {
    for (const count of [0, 1, leadSize, albumPageSize, albumPageSize + 1, leadSize + albumPageSize, leadSize + albumPageSize + 1, 3000, 10_000]) {
      const seen: number[] = [];
      for (let page = 1; page <= pageCount(count); page++) {
        const { start, end } = pageBounds(page, count);
        if (count > 0) expect(end).toBeGreaterThan(start);
        for (let position = start; position < end; position++) {
          seen.push(position);
          expect(pageOf(position, count)).toBe(page);
        }
      }
      expect(seen).toEqual(Array.from({ length: count }, (_, i) => i));
    }
  });

  it("keeps an album of one page whole, and starts a longer one with its first screens only", () => {
    expect(pageCount(albumPageSize)).toBe(1);
    expect(pageBounds(1, albumPageSize)).toEqual({ start: 0, end: albumPageSize });
    expect(pageBounds(1, albumPageSize + 1)).toEqual({ start: 0, end: leadSize });
    expect(pageBounds(2, albumPageSize + 1)).toEqual({ start: leadSize, end: albumPageSize + 1 });
    expect(pageBounds(2, 10_000)).toEqual({ start: leadSize, end: leadSize + albumPageSize });
    expect(pageCount(10_000)).toBe(1 + Math.ceil((10_000 - leadSize) / albumPageSize));
  });

  it("gives the first page enough tiles to fill the first screen of a phone, a tablet, a laptop and wide desktops", () => {
    const random = seededRandom(3);
    // The sizes real albums mix: portraits, landscapes, panoramas, squares.
    const sizes = [
      [1200, 800],
      [800, 1200],
      [1600, 500],
      [1000, 1000],
      [1200, 900],
      [640, 1137],
    ] as const;
    for (let album = 0; album < 50; album++) {
      const ratios = Array.from({ length: leadSize }, () => {
        const [w, h] = sizes[random.int(0, sizes.length - 1)]!;
        return heightRatio(w, h);
      });
      for (const [width, height] of [
        [390, 844],
        [768, 1024],
        [1280, 800],
        [1920, 1080],
        [2560, 1440],
      ] as const) {
        const columns = columnsForViewport(width);
        const plan = planMasonry(ratios, columns);
        const columnWidth = width / (columns + (columns - 1) * gutterRatio);
        // Where the shortest column ends: the screen is full down to there.
        const shortest = Math.min(...plan.byColumn.map((positions) => plan.top[positions.at(-1)!]! + plan.ratio[positions.at(-1)!]!));
        expect(shortest * columnWidth, `${width}x${height}, album ${album}`).toBeGreaterThan(height);
      }
    }
  });
});
