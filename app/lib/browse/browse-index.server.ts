import type { Album, ImageItem, Site } from "../content/site-types";
import { facetValues } from "./facet-values";
import { facets, facetSlug, type Facet } from "./facets";

/** `taken`: the photo's date taken ("" when unknown), the collections' order. */
export type BrowseEntry = { album: Album; item: ImageItem; position: number; taken: string };

/**
 * The photos under one value: `label` is the value as the first photo in site order spells it.
 * A keyword hierarchy's level has a slug of its levels' slugs ("places/europe"), holds every photo
 * of the levels under it, and lists those as `narrower`, most photos first.
 */
export type Collection = { slug: string; label: string; entries: BrowseEntry[]; narrower: Collection[] };

export type BrowseIndex = Record<Facet, Map<string, Collection>>;

const cache = new WeakMap<Site, BrowseIndex>();

/** Every facet's collections, made once per built site (a rebuild makes a new site). */
export function browseIndex(site: Site): BrowseIndex {
  let index = cache.get(site);
  if (!index) cache.set(site, (index = buildIndex(site)));
  return index;
}

function* sitePhotos(albums: readonly Album[]): Generator<BrowseEntry> {
  for (const album of albums) {
    for (const [i, item] of album.items.entries()) if (item.type === "image") yield { album, item, position: i + 1, taken: item.details.taken ?? "" };
    yield* sitePhotos(album.children);
  }
}

/**
 * Photos in each collection newest taken first (undated ones after, in the site's order); values
 * that fold to one slug ("Zürich", "Zurich") are one collection, which holds a photo once.
 */
function buildIndex(site: Site): BrowseIndex {
  const index = Object.fromEntries(facets.map((facet) => [facet, new Map<string, Collection>()])) as BrowseIndex;
  // A site has few distinct values and many photos: each value is folded once.
  const slugs = new Map<string, string>();
  const slugOf = (value: string) => {
    let slug = slugs.get(value);
    if (slug === undefined) slugs.set(value, (slug = facetSlug(value)));
    return slug;
  };
  for (const entry of sitePhotos(site.albums)) {
    const values = facetValues(entry.item);
    for (const facet of facets) {
      const seen = new Set<string>();
      for (const levels of values[facet]) {
        const slug = levels.length === 1 ? slugOf(levels[0]!) : levels.map(slugOf).join("/");
        if (seen.has(slug)) continue;
        seen.add(slug);
        const collection = index[facet].get(slug);
        if (collection) collection.entries.push(entry);
        else index[facet].set(slug, { slug, label: levels.at(-1)!, entries: [entry], narrower: [] });
      }
    }
  }
  for (const facet of facets) {
    for (const collection of index[facet].values()) {
      collection.entries.sort(newestTakenFirst);
      // A level's photo is its parent's too (facetValues gives every level), so the parent is there.
      const parent = collection.slug.includes("/") ? index[facet].get(collection.slug.slice(0, collection.slug.lastIndexOf("/"))) : undefined;
      parent?.narrower.push(collection);
    }
    for (const collection of index[facet].values()) collection.narrower.sort(mostPhotosFirst);
  }
  return index;
}

/** Array.prototype.sort is stable: equal dates keep the site's order. */
function newestTakenFirst(a: BrowseEntry, b: BrowseEntry): number {
  return a.taken === b.taken ? 0 : a.taken > b.taken ? -1 : 1;
}

function mostPhotosFirst(a: Collection, b: Collection): number {
  return b.entries.length - a.entries.length || a.label.localeCompare(b.label, "en");
}

/** An index page's order: years newest first, the rest by how many photos, then by name; a hierarchy's top levels only. */
export function listCollections(index: BrowseIndex, facet: Facet): Collection[] {
  const all = [...index[facet].values()].filter((collection) => !collection.slug.includes("/"));
  if (facet === "years") return all.sort((a, b) => Number(b.label) - Number(a.label));
  return all.sort(mostPhotosFirst);
}
