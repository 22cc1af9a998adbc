import { startTransition, useEffect, useLayoutEffect, useRef, useState, type RefObject } from "react";
import { debounce } from "../../lib/dom/debounce";
import type { MasonryPlan, MasonryPlans } from "../../lib/layout/masonry-plan";
import { screenTop, shownColumns, topTile } from "./grid-geometry";

/** Re-layout waits for resizing to pause this long; items then glide to their places (grid.css, 0.2 s). */
const resizeDebounce = 100;
const glideMs = 200;

/** Where the grid's items are at a moment: every plan, the one shown, the first item's index in the gallery, their ratios. */
export type Placement = { plans: MasonryPlans; plan?: MasonryPlan; offset: number; ratios: ArrayLike<number> };

/**
 * The grid's column count. Until measured (the server's page, hydration) the CSS shows the plan
 * that fits; then the grid reads its count from the .grid-sizer and says it (data-columns). A change
 * re-plans after 100 ms of quiet and the tiles glide; deep in a long album, where the new plan would
 * put the visitor's tile screens away, the page scrolls with that tile instead. `placed` is read
 * when needed: the grid's placement at that moment.
 */
export function useColumnLayout(gridRef: RefObject<HTMLElement>, plans: MasonryPlans, offset: number, placed: () => Placement) {
  const [layout, setLayout] = useState<{ columns?: number; gliding: boolean }>({ gliding: false });
  const { columns } = layout;
  const plan = columns === undefined ? undefined : plans.get(columns);
  const anchor = useRef<{ index: number; offset: number }>();
  const reading = useRef<{ index: number; offset: number }>();
  // The grid's width when the reading position was last taken: while a resize stretches the grid, it is kept.
  const readingWidth = useRef<number>();
  const readPosition = (grid: HTMLElement) => {
    const { plan, offset } = placed();
    if (plan && grid.clientWidth === readingWidth.current) reading.current = topTile(grid, plan, offset);
  };

  useEffect(() => {
    const grid = gridRef.current!;
    readingWidth.current = grid.clientWidth;
    const measure = () => {
      const next = shownColumns(grid);
      const { plans, plan, offset, ratios } = placed();
      if (next === plan?.columns) {
        readingWidth.current = grid.clientWidth;
        return readPosition(grid);
      }
      // The first measure: the page already shows this plan, so the grid's render that follows
      // hydration can wait and be done in slices (a phone's long task otherwise).
      if (!plan) return startTransition(() => setLayout({ columns: next, gliding: false }));
      // The tile is the one at the top when the visitor last scrolled: the resize itself already stretched the page.
      const kept = reading.current;
      const position = kept ? kept.index - 1 - offset : -1;
      const moved = kept && position >= 0 && position < ratios.length ? screenTop(grid, plans.get(next)!, position) - kept.offset : 0;
      const far = Math.abs(moved) > window.innerHeight;
      anchor.current = far ? kept : undefined;
      setLayout({ columns: next, gliding: !far });
    };
    measure();
    const onResize = debounce(measure, resizeDebounce);
    const observer = new ResizeObserver(onResize);
    observer.observe(grid);
    const onScroll = () => readPosition(grid);
    window.addEventListener("scroll", onScroll, { passive: true });
    return () => {
      window.removeEventListener("scroll", onScroll);
      observer.disconnect();
      onResize.cancel();
    };
    // Set up once: the listeners read the latest placement through placed().
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  useEffect(() => {
    if (!layout.gliding) return;
    const timer = setTimeout(() => setLayout((current) => ({ ...current, gliding: false })), glideMs);
    return () => clearTimeout(timer);
  }, [layout]);

  // A new column count keeps the tile the visitor was looking at where it was on screen.
  useLayoutEffect(() => {
    const grid = gridRef.current!;
    const kept = anchor.current;
    anchor.current = undefined;
    readingWidth.current = grid.clientWidth;
    const position = kept && kept.index - 1 - offset;
    if (!kept || !plan || position === undefined || !(position < plan.top.length)) return;
    window.scrollBy(0, screenTop(grid, plan, position) - kept.offset);
  }, [gridRef, columns, plan, offset]);

  // Tiles drawn since the last scroll (a page of items arrived) may be the ones at the top now.
  useLayoutEffect(() => readPosition(gridRef.current!));

  return { columns, plan, gliding: layout.gliding };
}
