import { useEffect, useLayoutEffect, useState, type RefObject } from "react";
import type { MasonryPlan } from "../../lib/layout/masonry-plan";
import { attachGrid, type GridLink } from "./grid-link";
import { screenTop } from "./grid-geometry";

/**
 * The grid's answer to the viewer closing on a slide whose tile is not drawn (far from where the
 * grid was left): the page scrolls there once, the window then draws the tile, and it takes the
 * focus. `placed` is read when asked: the plan shown and the source's offset at that moment.
 */
export function useRevealTile(gridRef: RefObject<HTMLElement>, link: GridLink, placed: () => { plan?: MasonryPlan; offset: number }): void {
  const [reveal, setReveal] = useState<number>();

  useEffect(() => {
    const grid = gridRef.current!;
    return attachGrid(link, grid, (index) => {
      const { plan, offset } = placed();
      const position = index - 1 - offset;
      if (!plan || position < 0 || position >= plan.top.length) return;
      // Scrolled to once: the window then draws the tile there, and the visitor may scroll on.
      window.scrollBy(0, screenTop(grid, plan, position) - window.innerHeight / 3);
      setReveal(index);
    });
    // placed() reads the grid's latest plan: one attachment serves the grid's life.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [gridRef, link]);

  // After every render, not only when `reveal` changes: the tile comes with whichever render draws it.
  // eslint-disable-next-line react-hooks/exhaustive-deps
  useLayoutEffect(() => {
    if (reveal === undefined) return;
    const tile = gridRef.current!.querySelector<HTMLElement>(`.grid-item[data-index="${reveal}"]`);
    if (!tile) return;
    tile.focus({ preventScroll: true });
    setReveal(undefined);
  });
}
