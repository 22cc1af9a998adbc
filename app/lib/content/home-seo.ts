import type { PageSeo } from "../core/seo";
import type { Translate } from "../i18n/translator";
import { albumPageHref } from "./album-pages";
import type { PictureManifest } from "./manifest";
import { shareImage } from "./share-image";

/** The home page's title, description, canonical address and share card (`cover`); a later page is named and linked to its neighbours. */
export function homePageSeo(
  { page, pages, cover }: { page: number; pages: number; cover?: PictureManifest },
  site: { siteTitle: string; description: string; origin?: string; assetBase: string; t: Translate },
): PageSeo {
  return {
    siteTitle: site.siteTitle,
    description: site.description,
    origin: site.origin,
    path: albumPageHref("/", page),
    title: page > 1 ? site.t("page.pageOf", { page, pages }) : undefined,
    prev: page > 1 ? albumPageHref("/", page - 1) : undefined,
    next: page < pages ? albumPageHref("/", page + 1) : undefined,
    image: cover && shareImage(cover, site.assetBase),
  };
}
