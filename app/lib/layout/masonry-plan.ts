/**
 * Masonry planning, pure so the server and the browser agree: every item's aspect ratio is known,
 * so columns are assigned (shortest column first) before anything is drawn and nothing moves later.
 * The plan is prefix-stable: an item's place depends only on the items before it, so the server's
 * plan of an album's first page is exactly the start of the browser's plan of the whole album, and
 * the rest continues from where the first page left each column, without a seam.
 */

/** Column counts by viewport width, the one table: grid.css's media queries (tests/unit/grid-breakpoints.test.ts holds them to it) and the tiles' `sizes`. */
export const gridBreakpoints = [
  { minWidth: 0, columns: 2 },
  { minWidth: 600, columns: 3 },
  { minWidth: 992, columns: 4 },
  { minWidth: 1600, columns: 5 },
] as const;

/** Every column count the grid may show. */
export const columnCounts = gridBreakpoints.map((breakpoint) => breakpoint.columns);

/** A tile's `sizes`: a column's share of the viewport at each breakpoint, widest first ("(min-width: 1600px) 20vw, …, 50vw"). */
export const gridSizes = [...gridBreakpoints]
  .reverse()
  .map(({ minWidth, columns }) => `${minWidth ? `(min-width: ${minWidth}px) ` : ""}${Math.floor(100 / columns)}vw`)
  .join(", ");

/** Gutter between items, as a fraction of a column's width. */
export const gutterRatio = 0.04;

export function columnsForViewport(width: number): number {
  let columns: number = gridBreakpoints[0].columns;
  for (const breakpoint of gridBreakpoints) if (width >= breakpoint.minWidth) columns = breakpoint.columns;
  return columns;
}

/**
 * Where each item goes, in column widths: `column[i]` and `top[i]` (gutters included), `ratio[i]`
 * its height; `byColumn[c]` the column's items top to bottom; `height` the tallest column's.
 */
export type MasonryPlan = {
  columns: number;
  ratio: Float64Array;
  column: Uint8Array;
  top: Float64Array;
  byColumn: number[][];
  height: number;
};

/** An item's height in column widths: exact integers in, the same double out in every engine. */
export const heightRatio = (width: number, height: number) => height / width;

/** Plans `ratios` (height over width) into `columns` columns: each item to the column that is shortest so far, ties to the leftmost. */
export function planMasonry(ratios: ArrayLike<number>, columns: number): MasonryPlan {
  const count = ratios.length;
  const plan: MasonryPlan = {
    columns,
    ratio: Float64Array.from(ratios),
    column: new Uint8Array(count),
    top: new Float64Array(count),
    byColumn: Array.from({ length: columns }, () => [] as number[]),
    height: 0,
  };
  const ends = new Array<number>(columns).fill(0);
  for (let i = 0; i < count; i++) {
    let shortest = 0;
    for (let c = 1; c < columns; c++) if (ends[c]! < ends[shortest]!) shortest = c;
    plan.column[i] = shortest;
    plan.top[i] = ends[shortest]!;
    plan.byColumn[shortest]!.push(i);
    ends[shortest]! += plan.ratio[i]! + gutterRatio;
  }
  plan.height = count === 0 ? 0 : Math.max(...ends) - gutterRatio;
  return plan;
}

/** One plan per column count: a page carries them all, and its CSS shows the one that fits the screen. */
export type MasonryPlans = ReadonlyMap<number, MasonryPlan>;

export function planEveryCount(ratios: ArrayLike<number>): MasonryPlans {
  return new Map(columnCounts.map((columns) => [columns, planMasonry(ratios, columns)]));
}

/** The first position in a column's items (in top order) that is not `before`, by binary search. */
function firstNotBefore(items: number[], before: (index: number) => boolean): number {
  let low = 0;
  let high = items.length;
  while (low < high) {
    const middle = (low + high) >> 1;
    if (before(items[middle]!)) low = middle + 1;
    else high = middle;
  }
  return low;
}

/** The items that cross the band [from, to] (column widths from the grid's top), in index order: O(columns · log n) plus the answer. */
export function windowRange(plan: MasonryPlan, from: number, to: number): number[] {
  const found: number[] = [];
  const endsAbove = (index: number) => plan.top[index]! + plan.ratio[index]! < from;
  for (const items of plan.byColumn) {
    for (let k = firstNotBefore(items, endsAbove); k < items.length && plan.top[items[k]!]! <= to; k++) found.push(items[k]!);
  }
  return found.sort((a, b) => a - b);
}

/** The item whose top is the first at or below `from` (column widths from the grid's top), ties to the lower index; undefined if none is. */
export function firstTopFrom(plan: MasonryPlan, from: number): number | undefined {
  const startsAbove = (index: number) => plan.top[index]! < from;
  let best: number | undefined;
  for (const items of plan.byColumn) {
    const candidate = items[firstNotBefore(items, startsAbove)];
    if (candidate === undefined) continue;
    const top = plan.top[candidate]!;
    if (best === undefined || top < plan.top[best]! || (top === plan.top[best] && candidate < best)) best = candidate;
  }
  return best;
}
