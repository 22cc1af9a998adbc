import type { Segment } from "../store/analytics-store";
import { shownValue } from "./country-label";
import { nonAlbumLabel } from "./gallery-label";
import type { FilterDimension } from "./filters";

export type ShownFilter = { dimension: FilterDimension; value: string; label: string };

/** What the live site calls an album or a photo; undefined once it is gone. */
export type SiteNames = { album: (slug: string) => string | undefined; photo: (itemId: string) => string | undefined };

/**
 * The dashboard's filters as their chips read: an album or photo by its title while the site has it,
 * the search results and facets' pages as the albums table names them, a country by name.
 */
export function shownFilters(segment: Segment, names: SiteNames): ShownFilter[] {
  return segment.map(({ dimension, value }) => {
    const named = dimension === "album" ? (nonAlbumLabel(value) ?? names.album(value)) : dimension === "photo" ? names.photo(value) : undefined;
    return { dimension: dimension as FilterDimension, value, label: named || shownValue(dimension, value) };
  });
}
