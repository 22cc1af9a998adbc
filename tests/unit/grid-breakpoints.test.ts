import { readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { gridBreakpoints, gridSizes } from "../../app/lib/layout/masonry-plan";

const css = readFileSync(path.resolve(import.meta.dirname, "../../app/styles/grid.css"), "utf8");

/** grid.css's plan blocks: the rules before any media query (the narrowest), then each `@media (min-width: …)`. */
function cssPlans(): { minWidth: number; columns: number; divisor: number; sizer: string }[] {
  const blocks = [{ minWidth: 0, body: css.slice(0, css.search(/@media/)) }];
  for (const match of css.matchAll(/@media \(min-width: (\d+)px\) \{([\s\S]*?)\n\}/g)) blocks.push({ minWidth: Number(match[1]), body: match[2]! });
  return blocks.map(({ minWidth, body }) => ({
    minWidth,
    columns: Number(/--c: var\(--c(\d)\)/.exec(body)?.[1]),
    divisor: Number(/--grid-div: ([\d.]+)/.exec(body)?.[1]),
    sizer: /\.grid-sizer \{[^}]*width: ([\d.]+%)/.exec(body)?.[1] ?? "",
  }));
}

describe("the grid's breakpoints, one table (masonry-plan.ts's gridBreakpoints)", () => {
  it("grid.css shows each plan from its breakpoint on, a column 100cqw / (n + 0.04 (n − 1)) wide, the sizer one column", () => {
    expect(cssPlans()).toEqual(
      gridBreakpoints.map(({ minWidth, columns }) => ({
        minWidth,
        columns,
        divisor: Number((columns + 0.04 * (columns - 1)).toFixed(2)),
        sizer: `${Number((100 / columns).toFixed(4))}%`,
      })),
    );
  });

  it("the phones' rules end where the second breakpoint starts", () => {
    expect(css).toContain(`@media (max-width: ${gridBreakpoints[1]!.minWidth - 0.02}px)`);
  });

  it("a tile's sizes follow the same breakpoints", () => {
    expect(gridSizes).toBe("(min-width: 1600px) 20vw, (min-width: 992px) 25vw, (min-width: 600px) 33vw, 50vw");
  });
});
