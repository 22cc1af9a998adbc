import type { SiteConfig } from "../content/schemas";
import { foldToSlug } from "../content/slug";

/** The ways to browse photos besides albums: each has an index page (`/tags`) and a page per value (`/tags/<slug>`). */
export const facets = ["tags", "people", "cameras", "lenses", "years"] as const;
export type Facet = (typeof facets)[number];

/** The facets a site offers: people's names only when its owner turned `people` on. */
export function siteFacets(config: Pick<SiteConfig, "people">): Facet[] {
  return facets.filter((facet) => facet !== "people" || config.people.enabled);
}

/**
 * A value's address part: ASCII, accents folded as search folds them ("Zürich" → "zurich"), stable
 * across builds. A value with no Latin letters or digits ("東京") gets a short hash of itself instead.
 */
export function facetSlug(value: string): string {
  return foldToSlug(value) || `x${fnv1a(value.normalize("NFC"))}`;
}

/** FNV-1a, 32 bits, as hex: enough to tell a site's few non-Latin values apart, and the same in any browser. */
function fnv1a(text: string): string {
  let hash = 0x811c9dc5;
  for (const char of text) {
    hash ^= char.codePointAt(0)!;
    hash = Math.imul(hash, 0x01000193) >>> 0;
  }
  return hash.toString(16).padStart(8, "0");
}

export function browsePath(facet: Facet, value: string): string {
  return `/${facet}/${facetSlug(value)}`;
}

/**
 * A keyword hierarchy's page, each level a part of the address: Places › Europe › Zürich is
 * `/tags/places/europe/zurich`, inside `/tags/places`, which a flat tag "Places" shares.
 */
export function tagPathHref(levels: readonly string[]): string {
  return `/tags/${levels.map(facetSlug).join("/")}`;
}
