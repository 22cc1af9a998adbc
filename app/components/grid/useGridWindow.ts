import { useLayoutEffect, useState, type RefObject } from "react";
import { gutterRatio } from "../../lib/layout/masonry-plan";

/** A stretch of the grid, in column widths from its top. */
export type Band = { from: number; to: number };

/** Drawn: the viewport and this many viewports above and below it. */
const reach = 1.5;

/** A column's width in px: the grid is n columns and n − 1 gutters wide. */
export function columnWidth(grid: HTMLElement, columns: number): number {
  return grid.getBoundingClientRect().width / (columns + (columns - 1) * gutterRatio);
}

/**
 * The band of the grid whose tiles are in the document, once the grid knows its column count: the viewport and 1.5 viewports either side,
 * moved in half-viewport steps, so scrolling re-renders the grid only every half screen. Scroll
 * events come at most once a frame, so the band is worked out in the handler itself.
 */
export function useGridWindow(gridRef: RefObject<HTMLElement>, columns: number | undefined, enabled: boolean): Band | undefined {
  const [band, setBand] = useState<Band>();
  useLayoutEffect(() => {
    const grid = gridRef.current;
    if (!enabled || !grid || columns === undefined) return;
    const update = () => {
      const unit = columnWidth(grid, columns);
      if (!(unit > 0)) return;
      const view = window.innerHeight / unit;
      const step = view / 2;
      const top = -grid.getBoundingClientRect().top / unit;
      const from = Math.floor((top - reach * view) / step) * step;
      const to = Math.ceil((top + (1 + reach) * view) / step) * step;
      setBand((current) => (current?.from === from && current.to === to ? current : { from, to }));
    };
    update();
    window.addEventListener("scroll", update, { passive: true });
    window.addEventListener("resize", update);
    return () => {
      window.removeEventListener("scroll", update);
      window.removeEventListener("resize", update);
    };
  }, [gridRef, columns, enabled]);
  return band;
}
