import { albumPath, itemManifest, photoPath, pictureManifest, type ItemManifest } from "../content/manifest";
import type { Album, Site } from "../content/site-types";
import type { PageSeo } from "../core/seo";
import { itemPicture, shareImage } from "../content/share-image";
import { siteTranslator } from "../content/site-translator.server";
import { detailRows, type DetailRow } from "../browse/detail-rows";

/**
 * What an item's own page (`/albums/<slug>/<n>`) says: the item, its details written out in the
 * site's language (here, so hydration builds no Intl formatter), its neighbours, and its share card.
 */
export type PhotoPage = {
  item: ItemManifest;
  details?: DetailRow[];
  n: number;
  count: number;
  album: { title: string; path: string };
  prev?: string;
  next?: string;
  seo: PageSeo;
};

/** Item `n` (one-based) of an album as a page, or undefined past its end. */
export function photoPage(site: Site, album: Album, n: number, origin: string | undefined): PhotoPage | undefined {
  const source = album.items[n - 1];
  if (!source) return undefined;
  const path = photoPath(album.slug, n);
  const item = itemManifest(source, n, { originals: album.originals, webDownloads: album.webDownloads, details: album.showDetails, page: path });
  // A text slide has no picture of its own: its card shows the album's cover.
  const picture = itemPicture(item) ?? (album.cover && pictureManifest(album.cover));
  const count = album.items.length;
  const t = siteTranslator(site.config);
  const details = item.type === "image" && item.details ? detailRows(t, item.details, item, item) : undefined;
  return {
    // Its details go once, as rows.
    item: item.type === "image" ? { ...item, details: undefined } : item,
    details,
    n,
    count,
    album: { title: album.title, path: albumPath(album.slug) },
    prev: n > 1 ? photoPath(album.slug, n - 1) : undefined,
    next: n < count ? photoPath(album.slug, n + 1) : undefined,
    seo: {
      siteTitle: site.config.title,
      title: item.title,
      description: item.caption || album.description || site.config.description,
      origin,
      path,
      image: picture && { ...shareImage(picture, site.assetBase), alt: item.type === "image" ? item.alt : item.title },
      type: "article",
      // An unlisted album is in no feed, not even one of its own, and asks not to be indexed.
      ...(album.access === "public"
        ? { feed: { title: t("page.feedOf", { title: album.title }), path: `${albumPath(album.slug)}/feed.xml` } }
        : { noindex: true }),
    },
  };
}
