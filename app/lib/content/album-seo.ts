import type { PageSeo } from "../core/seo";
import { albumPageHref, type GalleryPage } from "./album-pages";
import { shareImage } from "./share-image";
import type { AlbumHeader } from "./manifest";
import type { Translate } from "../i18n/translator";

/** An album page's title, description, canonical address and share card; a later page is named and linked to its neighbours. */
export function albumPageSeo(
  album: AlbumHeader,
  { page, pages }: Pick<GalleryPage, "page" | "pages">,
  site: { siteTitle: string; description: string; origin?: string; assetBase: string; t: Translate },
  path = album.path,
): PageSeo {
  return {
    siteTitle: site.siteTitle,
    title: page > 1 ? site.t("page.titlePageOf", { title: album.title, page, pages }) : album.title,
    description: album.description || site.description,
    origin: site.origin,
    path: albumPageHref(path, page),
    image: album.cover && shareImage(album.cover, site.assetBase),
    ...(album.unlisted || album.private
      ? { noindex: true }
      : { feed: { title: site.t("page.feedOf", { title: album.title }), path: `${album.path}/feed.xml` } }),
    prev: page > 1 ? albumPageHref(path, page - 1) : undefined,
    next: page < pages ? albumPageHref(path, page + 1) : undefined,
  };
}
