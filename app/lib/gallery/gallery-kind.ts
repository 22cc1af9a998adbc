import { facets, type Facet } from "../browse/facets";

/** The search page's gallery: #search-3 opens the third result shown. */
export const searchGallery = "search";

/**
 * The galleries that are no album, by the name the viewer gives them (a slide's hash, the analytics
 * `gallery`): the search results, and each facet's pages, every value of one facet under its name
 * (`/tags/fog` and `/tags/pier` are both "tags").
 */
export const nonAlbumGalleries = [searchGallery, ...facets] as const;

/** What a gallery name stands for: an album (by its slug), the search results, or one facet's pages. */
export type GalleryKind = { kind: "album"; slug: string } | { kind: "search" } | { kind: "facet"; facet: Facet };

export function galleryKind(gallery: string): GalleryKind {
  if (gallery === searchGallery) return { kind: "search" };
  const facet = facets.find((name) => name === gallery);
  return facet ? { kind: "facet", facet } : { kind: "album", slug: gallery };
}
