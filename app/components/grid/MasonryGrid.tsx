import { Fragment, useEffect, useMemo, useRef, useSyncExternalStore, type CSSProperties, type ReactNode } from "react";
import { albumPageSize } from "../../lib/content/album-pages";
import type { ItemManifest } from "../../lib/content/manifest";
import type { GallerySource } from "../../lib/gallery/gallery-source";
import { columnCounts, planEveryCount, windowRange } from "../../lib/layout/masonry-plan";
import type { GridLink } from "./grid-link";
import { cssNumber, GridItem, PendingItem, placeStyle } from "./GridItem";
import { useColumnLayout, type Placement } from "./useColumnLayout";
import { useFocusedTile, withFocused } from "./useFocusedTile";
import { useGridWindow } from "./useGridWindow";
import { useLazyImages } from "./useLazyImages";
import { useRevealTile } from "./useRevealTile";
import { ProofHeart } from "../proofing/ProofHeart";
import { useProofingClient } from "../proofing/ProofingContext";
import { isPickable } from "../../lib/proofing/pickable";

/** The first row of the widest plan loads at once: whatever the screen, its first pictures are among them. */
const eagerTiles = Math.max(...columnCounts);

type Props = {
  source: GallerySource;
  /** Shared with the viewer beside the grid (its parent's useGridLink). */
  link: GridLink;
  /** The whole gallery's height per column count, for a source that does not know every size yet. */
  heights?: Record<number, number>;
  /** A tile's caption; the item's title when not given. */
  caption?: (item: ItemManifest) => ReactNode;
  /** Whether the grid is the first screen (its first row loads at once): not under a photo page's photo. */
  firstScreen?: boolean;
};

/**
 * The masonry grid. The plans (masonry-plan.ts) place every item from its aspect ratio for every
 * column count the grid may show; the page carries them all and its CSS shows the one that fits the
 * screen, so one page serves every screen and the first paint is final. Once hydrated, the grid
 * reads its column count from the .grid-sizer and takes over (data-columns). Only the tiles
 * near the viewport are in the document; the rest of the gallery's height is kept, so a
 * 10,000-item album costs what a short one does. The .grid-sizer's CSS width defines the column
 * count; a change re-plans after 100 ms and the tiles glide to their new places.
 */
export function MasonryGrid({ source, link, heights, caption, firstScreen = true }: Props) {
  const gridRef = useRef<HTMLDivElement>(null);
  useSyncExternalStore(source.subscribe, source.revision, source.revision);
  const ratios = source.ratios();
  const plans = useMemo(() => planEveryCount(ratios), [ratios]);
  const { columns, plan, gliding } = useColumnLayout(gridRef, plans, source.offset, () => current.current);
  const complete = ratios.length === source.count;
  // Read by the listeners set up once.
  const current = useRef<Placement>({ plans, plan, offset: source.offset, ratios });
  current.current = { plans, plan, offset: source.offset, ratios };
  // A gallery of one page is drawn whole (find in page sees it all); a longer one, or one whose items
  // are still coming (a search's further results), only near the viewport, which asks for more.
  const windowed = source.count > albumPageSize || !complete;
  const seen = useGridWindow(gridRef, columns, windowed);
  const band = windowed ? seen : undefined;
  const focused = useFocusedTile(gridRef, source.offset);
  // Before the window is known (the server's page, hydration) the tiles drawn are the ones the page came with.
  const shown = useMemo(() => (band && plan ? windowRange(plan, band.from, band.to) : Array.from(ratios, (_, i) => i)), [band, plan, ratios]);
  const positions = useMemo(() => withFocused(shown, focused, ratios.length), [shown, focused, ratios]);
  // The items the window needs (a focused tile far away is already there).
  const first = shown[0] ?? 0;
  const last = shown[shown.length - 1] ?? 0;

  useEffect(() => {
    if (band) source.ensure(Math.max(0, first), last + 1);
  }, [band, source, first, last]);

  // A share link holder's album taking picks: a heart beside each tile (the public's grid has none).
  const proofing = useProofingClient();
  useRevealTile(gridRef, link, () => current.current);
  useLazyImages(gridRef);

  // Every plan's height: the whole gallery's (the room kept for what is not drawn yet) and this page's (without JavaScript).
  const style: Record<string, number> = {};
  for (const [count, each] of plans) {
    style[`--h${count}`] = cssNumber(complete ? each.height : (heights?.[count] ?? each.height));
    style[`--ph${count}`] = cssNumber(each.height);
  }
  return (
    <div className="grid" ref={gridRef} data-columns={columns} data-gliding={gliding ? "" : undefined} style={style as CSSProperties}>
      <div className="grid-sizer" aria-hidden="true" />
      <div className="grid-space" />
      {positions.map((position) => {
        const item = source.peek(position);
        const place = placeStyle(plans, position);
        if (item && proofing && isPickable(item))
          return (
            <Fragment key={item.id}>
              <GridItem item={item} place={place} eager={firstScreen && position < eagerTiles} caption={caption?.(item)} />
              <ProofHeart client={proofing} item={item.id} place={place} />
            </Fragment>
          );
        return item ? (
          <GridItem key={item.id} item={item} place={place} eager={firstScreen && position < eagerTiles} caption={caption?.(item)} />
        ) : (
          <PendingItem key={`pending-${position}`} place={place} />
        );
      })}
    </div>
  );
}
