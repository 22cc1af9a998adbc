import type { ItemManifest } from "../content/manifest";
import { heightRatio } from "../layout/masonry-plan";
import type { GallerySource } from "./gallery-source";

/** How a gallery comes in pages: its size, where its pages start and end, and how to fetch one. */
export type GalleryPages = {
  count: number;
  /** The page (one-based) that holds a zero-based position. */
  pageOf: (position: number) => number;
  /** A page's zero-based [start, end) positions. */
  pageBounds: (page: number) => { start: number; end: number };
  /** A page's items; a rejection leaves the page to be asked for again (the network came back). */
  fetchPage: (page: number) => Promise<ItemManifest[]>;
  /**
   * Every item's height over width, for a grid planned whole before it has the items (a long
   * album's /layout); without it the grid plans the items it has, and grows as pages arrive.
   */
  fetchRatios?: () => Promise<number[]>;
};

export type PagedSource = GallerySource & { add: (item: ItemManifest) => void };

/** A gallery known in part from the start (`seed`, at the items' own positions: `index` is one-based), the rest fetched a page at a time as asked. */
export function pagedSource({ count, pageOf, pageBounds, fetchPage, fetchRatios }: GalleryPages, seed: ItemManifest[]): PagedSource {
  const items: (ItemManifest | undefined)[] = new Array(count);
  const pages = new Map<number, Promise<void>>();
  const listeners = new Set<() => void>();
  let revision = 0;
  let ratios: number[] | undefined;
  let prefix: number[] | undefined;
  let ratiosRequest: Promise<void> | undefined;

  const add = (item: ItemManifest) => void (items[item.index - 1] ??= item);
  const changed = () => {
    revision++;
    prefix = undefined;
    for (const listener of listeners) listener();
  };
  const loadRatios = (fetch: () => Promise<number[]>) =>
    (ratiosRequest ??= fetch().then(
      (all) => {
        ratios = all;
        changed();
      },
      () => void (ratiosRequest = undefined),
    ));
  const loadPage = (page: number) => {
    let request = pages.get(page);
    if (!request) {
      request = fetchPage(page).then(
        (answer) => {
          for (const item of answer) add(item);
          changed();
        },
        () => void pages.delete(page),
      );
      pages.set(page, request);
    }
    return request;
  };
  const knownPrefix = () => {
    let known = 0;
    while (known < count && items[known]) known++;
    return items.slice(0, known).map((item) => heightRatio(item!.width, item!.height));
  };

  seed.forEach(add);
  return {
    count,
    offset: 0,
    add,
    ratios: () => ratios ?? (prefix ??= knownPrefix()),
    peek: (position) => items[position],
    load: async (position) => {
      if (position < 0 || position >= count) return undefined;
      if (!items[position]) await loadPage(pageOf(position));
      return items[position];
    },
    ensure: (from, to) => {
      if (fetchRatios) void loadRatios(fetchRatios);
      const last = Math.min(count, to);
      for (let page = pageOf(Math.max(0, from)); page <= pageOf(Math.max(0, last - 1)); page++) {
        const { start, end } = pageBounds(page);
        for (let position = start; position < end; position++) {
          if (items[position]) continue;
          void loadPage(page);
          break;
        }
      }
    },
    subscribe: (listener) => {
      listeners.add(listener);
      return () => void listeners.delete(listener);
    },
    revision: () => revision,
  };
}
