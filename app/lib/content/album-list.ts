import type { AlbumSummary } from "./manifest";

/**
 * A list of albums (the home page's top level, an album's sub-albums, a menu level) comes in the
 * same fixed pages as an album's items (album-pages.ts): the first in the page's HTML, the rest as
 * the visitor scrolls, or as `?page=N` without JavaScript. A page's cost never grows with the library.
 */
export type AlbumListPage = {
  /** Whose sub-albums: an album's slug, or undefined for the top level. */
  parent?: string;
  /** The album tree's version: an address carrying it is cached for good. */
  version: string;
  count: number;
  page: number;
  pages: number;
  albums: AlbumSummary[];
};

/** The JSON route of a page of a list: the top level's, or an album's sub-albums'. */
export function albumListHref(parent: string | undefined, page: number, version: string): string {
  const base = parent === undefined ? "/api/albums" : `/api/galleries/${parent}/albums`;
  return `${base}?page=${page}&v=${encodeURIComponent(version)}`;
}
