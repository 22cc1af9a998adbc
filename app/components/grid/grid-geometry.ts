import { firstTopFrom, type MasonryPlan } from "../../lib/layout/masonry-plan";
import { columnWidth } from "./useGridWindow";

/** The column count the grid shows: its width over the .grid-sizer's CSS width. */
export function shownColumns(grid: HTMLElement): number {
  const sizer = grid.querySelector<HTMLElement>(".grid-sizer")!;
  return Math.max(1, Math.round(grid.clientWidth / sizer.getBoundingClientRect().width));
}

/** Where a planned tile's top is on screen, in px. */
export function screenTop(grid: HTMLElement, plan: MasonryPlan, position: number): number {
  return grid.getBoundingClientRect().top + plan.top[position]! * columnWidth(grid, plan.columns);
}

/** The tile nearest the viewport's top (at or below it), and where it is on screen: a new column count keeps it there. */
export function topTile(grid: HTMLElement, plan: MasonryPlan, offset: number): { index: number; offset: number } | undefined {
  const gridTop = grid.getBoundingClientRect().top;
  if (gridTop >= 0) return undefined;
  const position = firstTopFrom(plan, -gridTop / columnWidth(grid, plan.columns));
  return position === undefined ? undefined : { index: position + 1 + offset, offset: screenTop(grid, plan, position) };
}
