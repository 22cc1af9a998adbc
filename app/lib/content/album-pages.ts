import type { GalleryItem } from "./gallery-item";

/**
 * An album's items come in fixed pages: the first is in the album's HTML, the rest arrive as the
 * visitor scrolls (or as `?page=N` without JavaScript). Fixed boundaries let caches share them.
 * An album of up to one page is one page. A longer album's first page holds only its first screens
 * (`leadSize`: enough tiles to fill them at any width, 2 to 5 columns), so its HTML costs what a short
 * album's does; pages of `albumPageSize` follow.
 */
export const albumPageSize = 60;
export const leadSize = 24;

/** An album's items by kind, for the words "120 photos · 3 videos". */
export type ItemCounts = { pictures: number; videos: number; notes: number };

const isPaged = (count: number) => count > albumPageSize;

export function pageCount(count: number): number {
  return isPaged(count) ? 1 + Math.ceil((count - leadSize) / albumPageSize) : 1;
}

/** How many `?page=N` pages an album has: one `?page=N` walks its sub-albums and its items together. */
export function albumPageCount(items: number, subAlbums: number): number {
  return Math.max(pageCount(items), pageCount(subAlbums));
}

/** An album page's address: the bare path for the first page. */
export const albumPageHref = (path: string, page: number) => (page > 1 ? `${path}?page=${page}` : path);

/** The page (one-based) that holds the item at this zero-based position in an album of `count` items. */
export function pageOf(position: number, count: number): number {
  return isPaged(count) && position >= leadSize ? 2 + Math.floor((position - leadSize) / albumPageSize) : 1;
}

/** A page's zero-based [start, end) positions in an album of `count` items. */
export function pageBounds(page: number, count: number): { start: number; end: number } {
  if (page === 1) return { start: 0, end: isPaged(count) ? leadSize : count };
  const start = leadSize + (page - 2) * albumPageSize;
  return { start, end: Math.min(count, start + albumPageSize) };
}

/** One page of an album's grid, and what the page needs to continue it: the album's size, version and full height. */
export type GalleryPage = {
  slug: string;
  version: string;
  count: number;
  counts: ItemCounts;
  page: number;
  pages: number;
  items: GalleryItem[];
  /** The whole album's grid height per column count (column widths): page 1 reserves it. */
  heights: Record<number, number>;
};
