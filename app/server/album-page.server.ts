import { albumIndex } from "./album-index.server";
import type { GalleryPage } from "../lib/content/album-pages";
import type { AlbumHeader } from "../lib/content/manifest";
import type { Album, Site } from "../lib/content/site-types";

export type AlbumPage = { album: AlbumHeader; gallery: GalleryPage };

/** An album page's data: its header and one page of items. Costs the page, not the album (album-index.server.ts). */
export function albumPage(site: Site, album: Album, requested: number): AlbumPage {
  const index = albumIndex(site, album);
  const { header, version, count, counts, pages, heights } = index;
  const page = Math.min(requested, pages);
  return { album: header, gallery: { slug: album.slug, version, count, counts, page, pages, items: index.page(page), heights } };
}
