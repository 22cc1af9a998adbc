import { createHash } from "node:crypto";
import { jsonBody, type JsonBody } from "../lib/http/responses.server";
import { columnCounts, heightRatio, planMasonry } from "../lib/layout/masonry-plan";
import { pageBounds, pageCount, type ItemCounts } from "../lib/content/album-pages";
import { albumManifest, withUrls, type AlbumHeader, type ItemManifest } from "../lib/content/manifest";
import { compactItem, type GalleryItem } from "../lib/content/gallery-item";
import type { Album, Site } from "../lib/content/site-types";

/**
 * What an album's pages and resource routes need, made once per built album (a rebuild makes new
 * album objects, so the cache follows the content), so a request costs one page, not the album.
 */
export type AlbumIndex = {
  header: AlbumHeader;
  /** Every item, in viewer order. */
  items: ItemManifest[];
  /** Changes whenever anything a page shows changes: versioned addresses are cached for good. */
  version: string;
  count: number;
  pages: number;
  counts: ItemCounts;
  /** The whole grid's height in column widths, per column count: the page reserves it from the first byte. */
  heights: Record<number, number>;
  /** A page of items as the grid's pages send them (gallery-item.ts). */
  page: (page: number) => GalleryItem[];
  /** The items route's body for a page, serialised once. */
  pageBody: (page: number) => JsonBody;
  /** Every item's exact size: the browser plans the whole grid and sizes the viewer's slides from it. */
  layoutBody: () => JsonBody;
  /**
   * The whole album with its addresses (/api/galleries/:slug), serialised and tagged once: any query
   * string misses the page cache, and each miss would otherwise stringify and hash every item.
   */
  manifestBody: () => JsonBody;
};

const cache = new WeakMap<Album, AlbumIndex>();

export function albumIndex(site: Site, album: Album): AlbumIndex {
  let index = cache.get(album);
  if (!index) cache.set(album, (index = buildIndex(site, album)));
  return index;
}

function countTypes(items: ItemManifest[]): ItemCounts {
  const counts = { pictures: 0, videos: 0, notes: 0 };
  for (const item of items) {
    if (item.type === "image") counts.pictures++;
    else if (item.type === "video" || item.type === "youtube" || item.type === "vimeo") counts.videos++;
    else counts.notes++;
  }
  return counts;
}

function buildIndex(site: Site, album: Album): AlbumIndex {
  const { items, ...header } = albumManifest(site, album);
  const version = createHash("sha1").update(JSON.stringify(items)).digest("base64url").slice(0, 12);
  const ratios = items.map((item) => heightRatio(item.width, item.height));
  const count = items.length;
  const pages = pageCount(count);
  const pageBodies = new Map<number, JsonBody>();
  let layout: JsonBody | undefined;
  let manifest: JsonBody | undefined;
  const compact = items.map(compactItem);
  const page = (n: number) => {
    const { start, end } = pageBounds(n, count);
    return compact.slice(start, end);
  };
  return {
    header,
    items,
    version,
    count,
    pages,
    counts: countTypes(items),
    heights: Object.fromEntries(columnCounts.map((columns) => [columns, planMasonry(ratios, columns).height])),
    page,
    pageBody: (n) => {
      let body = pageBodies.get(n);
      if (!body) pageBodies.set(n, (body = jsonBody({ version, count, page: n, pages, offset: pageBounds(n, count).start, items: page(n) })));
      return body;
    },
    layoutBody: () => (layout ??= jsonBody({ version, count, width: items.map((item) => item.width), height: items.map((item) => item.height) })),
    manifestBody: () => (manifest ??= jsonBody(withUrls({ ...header, items }, site.assetBase))),
  };
}
