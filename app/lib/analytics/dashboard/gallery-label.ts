import type { Facet } from "../../browse/facets";
import { galleryKind } from "../../gallery/gallery-kind";

/** Each facet's pages, one gallery whatever the value: what the albums table and a filter's chip call them. */
const facetPages: Record<Facet, string> = {
  tags: "Tag pages",
  people: "People pages",
  cameras: "Camera pages",
  lenses: "Lens pages",
  years: "Year pages",
};

/** A gallery that is no album as the dashboard names it ("Search results", "Tag pages"…); undefined for an album's slug. */
export function nonAlbumLabel(gallery: string): string | undefined {
  const kind = galleryKind(gallery);
  return kind.kind === "search" ? "Search results" : kind.kind === "facet" ? facetPages[kind.facet] : undefined;
}
