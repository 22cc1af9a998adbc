import { albumIndex } from "./album-index.server";
import { albumLists } from "./album-lists.server";
import { albumPageCount, type GalleryPage } from "../lib/content/album-pages";
import type { AlbumListPage } from "../lib/content/album-list";
import type { AlbumHeader } from "../lib/content/manifest";
import type { Album, Site } from "../lib/content/site-types";

/**
 * An album's page N: the Nth page of its sub-albums and of its items, whichever it has so far (one
 * `?page=N` walks both; page 1 continues both as the visitor scrolls). `page` and `pages` are the
 * page's own, over both lists.
 */
export type AlbumPage = { album: AlbumHeader; gallery: GalleryPage; subAlbums?: AlbumListPage; page: number; pages: number };

/** An album page's data. Costs the page, not the album nor the library (album-index, album-lists). */
export function albumPage(site: Site, album: Album, requested: number): AlbumPage {
  const index = albumIndex(site, album);
  const listed = album.children.length > 0 ? albumLists(site).page(album.slug, requested) : undefined;
  const pages = albumPageCount(index.count, album.children.length);
  const page = Math.min(requested, pages);
  const { header, version, count, counts, heights } = index;
  const gridPage = Math.min(page, index.pages);
  const items = page <= index.pages ? index.page(page) : [];
  return {
    album: header,
    gallery: { slug: album.slug, version, count, counts, page: gridPage, pages: index.pages, items, heights },
    subAlbums: listed && listed.page === page ? listed : undefined,
    page,
    pages,
  };
}
