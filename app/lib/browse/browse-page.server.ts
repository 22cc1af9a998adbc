import { albumPageHref } from "../content/album-pages";
import { itemManifest, pictureManifest, photoPath, type AlbumSummary, type ItemManifest } from "../content/manifest";
import type { Site } from "../content/site-types";
import { shareImage } from "../content/share-image";
import type { PageSeo } from "../core/seo";
import { browseIndex, listCollections, type Collection } from "./browse-index.server";
import { siteTranslator } from "../content/site-translator.server";
import type { Translate } from "../i18n/translator";
import { siteFacets, type Facet } from "./facets";

/** Photos on a page of one value, and values on a page of an index: as many as a search page shows. */
export const browsePageSize = 60;

type Paged = { page: number; pages: number };

/** A link to a value's page, with how many photos it has. */
export type ValueLink = { label: string; path: string; count: number };

/**
 * `/tags/<slug>`: the photos under one value, one page of them, as search results are shown. A
 * keyword hierarchy's level (`/tags/places/europe`) names the levels above it (`trail`) and those
 * under it (`narrower`).
 */
export type BrowsePage = Paged & {
  facet: Facet;
  facetTitle: string;
  label: string;
  path: string;
  count: number;
  items: ItemManifest[];
  trail: { title: string; path: string }[];
  narrower: ValueLink[];
};

/** `/tags`: every value with its count and a cover, one page of them. */
export type BrowseListing = Paged & { facet: Facet; facetTitle: string; path: string; total: number; cards: AlbumSummary[] };

const pageCountOf = (count: number) => Math.max(1, Math.ceil(count / browsePageSize));

function paged(count: number, requested: number): Paged & { start: number; end: number } {
  const pages = pageCountOf(count);
  // A page past the end (an old link after the content changed) shows the last one.
  const page = Math.min(Math.max(1, requested), pages);
  return { page, pages, start: (page - 1) * browsePageSize, end: page * browsePageSize };
}

export function browsePage(site: Site, facet: Facet, slug: string, requested: number): BrowsePage | undefined {
  const values = browseIndex(site)[facet];
  const collection = values.get(slug);
  if (!collection) return undefined;
  const { page, pages, start, end } = paged(collection.entries.length, requested);
  const items = collection.entries
    .slice(start, end)
    .map(({ album, item, position }, i) =>
      itemManifest(item, start + i + 1, { originals: album.originals, details: album.showDetails, page: photoPath(album.slug, position) }),
    );
  return {
    facet,
    facetTitle: siteTranslator(site.config)(`browse.${facet}`),
    label: collection.label,
    path: `/${facet}/${slug}`,
    count: collection.entries.length,
    page,
    pages,
    items,
    trail: slug
      .split("/")
      .slice(0, -1)
      .map((_, i, levels) => {
        const above = levels.slice(0, i + 1).join("/");
        return { title: values.get(above)!.label, path: `/${facet}/${above}` };
      }),
    narrower: collection.narrower.map((value) => ({ label: value.label, path: `/${facet}/${value.slug}`, count: value.entries.length })),
  };
}

function card(facet: Facet, collection: Collection): AlbumSummary {
  const first = collection.entries[0]!.item;
  const path = `/${facet}/${collection.slug}`;
  return {
    slug: collection.slug,
    title: collection.label,
    description: "",
    path,
    count: collection.entries.length,
    cover: pictureManifest(first),
    albums: 0,
  };
}

export function browseListing(site: Site, facet: Facet, requested: number): BrowseListing {
  const all = listCollections(browseIndex(site), facet);
  const { page, pages, start, end } = paged(all.length, requested);
  return {
    facet,
    facetTitle: siteTranslator(site.config)(`browse.${facet}`),
    path: `/${facet}`,
    total: all.length,
    page,
    pages,
    cards: all.slice(start, end).map((collection) => card(facet, collection)),
  };
}

/** A browse page's meta: named for its value, its first photo as the share card, linked to its neighbours. */
export function browseSeo(data: BrowsePage | BrowseListing, site: { siteTitle: string; origin?: string; assetBase: string; t: Translate }): PageSeo {
  const { t } = site;
  const own = "label" in data ? `${data.label} · ${data.facetTitle}` : data.facetTitle;
  const picture = "label" in data ? data.items.find((item) => item.type === "image") : data.cards[0]?.cover;
  return {
    siteTitle: site.siteTitle,
    title: data.page > 1 ? t("page.titlePageOf", { title: own, page: data.page, pages: data.pages }) : own,
    description:
      "label" in data
        ? t("browse.photosOf", { count: data.count, label: data.label })
        : t("browse.listingDescription", { facet: data.facetTitle, site: site.siteTitle }),
    origin: site.origin,
    path: albumPageHref(data.path, data.page),
    image: picture && "hash" in picture ? shareImage(picture, site.assetBase) : undefined,
    prev: data.page > 1 ? albumPageHref(data.path, data.page - 1) : undefined,
    next: data.page < data.pages ? albumPageHref(data.path, data.page + 1) : undefined,
  };
}

/** Every page of every facet the site offers that has values (every level of a hierarchy), its index pages first: for the sitemap. */
export function browsePaths(site: Site): string[] {
  const index = browseIndex(site);
  const pagesOf = (path: string, count: number) => Array.from({ length: pageCountOf(count) }, (_, i) => albumPageHref(path, i + 1));
  return siteFacets(site.config).flatMap((facet) => {
    const listed = listCollections(index, facet);
    if (listed.length === 0) return [];
    return [...pagesOf(`/${facet}`, listed.length), ...[...index[facet].values()].flatMap(({ slug, entries }) => pagesOf(`/${facet}/${slug}`, entries.length))];
  });
}
