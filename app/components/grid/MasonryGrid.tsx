import { useEffect, useLayoutEffect, useMemo, useRef, useState, type ReactNode } from "react";
import Masonry from "react-responsive-masonry";
import { useHydrated } from "remix-utils/use-hydrated";
import type { ItemManifest } from "../../lib/content/manifest";
import { debounce } from "../../lib/dom/debounce";
import { createLazyImages } from "../../lib/dom/lazy-images";
import { assignColumns, columnsForViewport, interleave } from "../../lib/layout/masonry-plan";
import { gridReplanScript } from "../../lib/layout/pre-paint";
import { useNonce } from "../../lib/nonce";
import { GridItem } from "./GridItem";

/** Re-layout waits for resizing to pause this long; items then glide to their places. */
const resizeDebounce = 100;
const moveTransition = "transform 0.2s ease";

type Rects = Map<string, DOMRect>;

/**
 * Every column has its final width from the first byte: a long page arrives in pieces, column
 * after column, and columns that shared the width as they came would shift what was drawn.
 */
const packLeft = { justifyContent: "flex-start" };
const columnStyle = (columns: number) => ({ flex: `0 0 calc((100% - ${columns - 1} * var(--grid-gutter)) / ${columns})` });

/** The column count the grid shows: its width over the .grid-sizer's CSS width. */
function shownColumns(grid: HTMLElement): number {
  const sizer = grid.querySelector<HTMLElement>(".grid-sizer")!;
  return Math.max(1, Math.round(grid.clientWidth / sizer.getBoundingClientRect().width));
}

function itemRects(grid: HTMLElement): Rects {
  return new Map([...grid.querySelectorAll<HTMLElement>(".grid-item")].map((element) => [element.dataset.id!, element.getBoundingClientRect()]));
}

type Props = {
  items: ItemManifest[];
  gallery: string;
  initialColumns: number;
  /** A tile's caption; the item's title when not given. */
  caption?: (item: ItemManifest) => ReactNode;
};

/**
 * The masonry grid. Columns are planned from aspect ratios (shortest column first) for the column
 * count the server derived from the viewport, so the first paint is final; react-responsive-masonry
 * draws the plan. The .grid-sizer's CSS width defines the column width, and so the column count.
 */
export function MasonryGrid({ items, gallery, initialColumns, caption }: Props) {
  const hydrated = useHydrated();
  const nonce = useNonce();
  const [columns, setColumns] = useState(() => (hydrated ? columnsForViewport(window.innerWidth) : initialColumns));
  const gridRef = useRef<HTMLDivElement>(null);
  const previous = useRef<Rects>();

  useEffect(() => {
    const grid = gridRef.current!;
    const measure = () => {
      const next = shownColumns(grid);
      setColumns((current) => {
        // Items glide to their new places, unless nobody saw the old ones (a grid hidden before paint).
        if (current !== next && grid.style.visibility !== "hidden") previous.current = itemRects(grid);
        return next;
      });
    };
    measure();
    const onResize = debounce(measure, resizeDebounce);
    const observer = new ResizeObserver(onResize);
    observer.observe(grid);
    return () => {
      observer.disconnect();
      onResize.cancel();
    };
  }, []);

  // Newly drawn images join the lazy loader; moved items glide from where they were (FLIP).
  useLayoutEffect(() => {
    const grid = gridRef.current!;
    // A grid the pre-paint script hid (planned for another viewport) shows once its plan fits.
    if (columns === shownColumns(grid)) grid.style.visibility = "";
    const lazy = createLazyImages(grid);
    const before = previous.current;
    previous.current = undefined;
    if (before && !window.matchMedia("(prefers-reduced-motion: reduce)").matches) {
      for (const element of grid.querySelectorAll<HTMLElement>(".grid-item")) {
        const from = before.get(element.dataset.id!);
        if (!from) continue;
        const to = element.getBoundingClientRect();
        element.style.transition = "none";
        element.style.transform = `translate(${from.left - to.left}px, ${from.top - to.top}px)`;
      }
      grid.getBoundingClientRect();
      for (const element of grid.querySelectorAll<HTMLElement>(".grid-item")) {
        element.style.transition = moveTransition;
        element.style.transform = "";
      }
    }
    return () => lazy.destroy();
  }, [columns]);

  const order = useMemo(() => interleave(assignColumns(items.map((item) => item.height / item.width), columns)), [items, columns]);

  return (
    <div className="grid" ref={gridRef} data-columns={columns}>
      {hydrated ? null : <script nonce={nonce} suppressHydrationWarning dangerouslySetInnerHTML={{ __html: gridReplanScript }} />}
      <div className="grid-sizer" aria-hidden="true" />
      <Masonry columnsCount={columns} gutter="var(--grid-gutter)" sequential style={packLeft} itemStyle={columnStyle(columns)}>
        {order.map((index, position) =>
          index === null ? (
            <span key={`gap-${position}`} className="grid-gap" aria-hidden="true" />
          ) : (
            <GridItem key={items[index]!.id} item={items[index]!} gallery={gallery} eager={position < columns} caption={caption?.(items[index]!)} />
          ),
        )}
      </Masonry>
    </div>
  );
}
