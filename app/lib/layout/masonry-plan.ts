/**
 * Masonry planning, pure so the server and the browser agree: every item's aspect ratio is known,
 * so columns are assigned (shortest column first) before anything is drawn and nothing moves later.
 */

/** Column counts by viewport width; app.css sizes .grid-sizer with the same breakpoints. */
export const gridBreakpoints = [
  { minWidth: 0, columns: 2 },
  { minWidth: 600, columns: 3 },
  { minWidth: 992, columns: 4 },
  { minWidth: 1600, columns: 5 },
] as const;

/** Gutter between items, as a fraction of a column's width. */
export const gutterRatio = 0.04;

export function columnsForViewport(width: number): number {
  let columns: number = gridBreakpoints[0].columns;
  for (const breakpoint of gridBreakpoints) if (width >= breakpoint.minWidth) columns = breakpoint.columns;
  return columns;
}

/** Item indices per column: each item goes to the column that is shortest so far. */
export function assignColumns(heightRatios: readonly number[], columns: number): number[][] {
  const assigned = Array.from({ length: columns }, () => [] as number[]);
  const heights = new Array<number>(columns).fill(0);
  heightRatios.forEach((ratio, index) => {
    const shortest = heights.indexOf(Math.min(...heights));
    assigned[shortest]!.push(index);
    heights[shortest]! += ratio + gutterRatio;
  });
  return assigned;
}

/**
 * react-responsive-masonry in sequential mode puts child k in column k % columns. Interleaving
 * the planned columns row by row (null where a column has run out) makes it draw exactly our plan.
 */
export function interleave(columns: number[][]): (number | null)[] {
  const rows = Math.max(0, ...columns.map((column) => column.length));
  const order: (number | null)[] = [];
  for (let row = 0; row < rows; row++) for (const column of columns) order.push(column[row] ?? null);
  while (order.length > 0 && order[order.length - 1] === null) order.pop();
  return order;
}
