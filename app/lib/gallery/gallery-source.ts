import type { ItemManifest } from "../content/manifest";
import { heightRatio } from "../layout/masonry-plan";

/**
 * What a grid and its viewer read a gallery through: how many items it has, the sizes known so
 * far (to plan), the items known so far (to draw), and a way to ask for more. An album's source
 * fetches pages as they are needed; a page of search results knows all its items from the start.
 */
export type GallerySource = {
  readonly count: number;
  /** How many items of the whole gallery come before this source's first (a later `?page=N` of an album); tiles keep album-wide numbers. */
  readonly offset: number;
  /** Height over width of the items whose size is known: a prefix of the gallery, or all of it. */
  ratios: () => number[];
  /** The item at a zero-based position, if it is here yet. */
  peek: (position: number) => ItemManifest | undefined;
  /** The item at a position, fetched if need be; undefined if it could not be had. */
  load: (position: number) => Promise<ItemManifest | undefined>;
  /** Asks for the items in [from, to) to be fetched; subscribers hear when they arrive. */
  ensure: (from: number, to: number) => void;
  /** Calls back on every arrival (items or sizes); returns the unsubscribe. */
  subscribe: (listener: () => void) => () => void;
  /** Grows with every arrival: a snapshot for useSyncExternalStore. */
  revision: () => number;
};

/** A gallery whose items are all known: a search results page, one `?page=N` of an album. */
export function staticSource(items: ItemManifest[]): GallerySource {
  const ratios = items.map((item) => heightRatio(item.width, item.height));
  return {
    count: items.length,
    offset: (items[0]?.index ?? 1) - 1,
    ratios: () => ratios,
    peek: (position) => items[position],
    load: async (position) => items[position],
    ensure: () => undefined,
    subscribe: () => () => undefined,
    revision: () => 0,
  };
}
