import { describe, expect, it } from "vitest";
import { facets } from "../../app/lib/browse/facets";
import { galleryKind, nonAlbumGalleries, searchGallery } from "../../app/lib/gallery/gallery-kind";

describe("gallery kinds", () => {
  it("tell the search results and every facet's pages from an album, by the name the viewer gives them", () => {
    expect(galleryKind(searchGallery)).toEqual({ kind: "search" });
    expect(galleryKind("tags")).toEqual({ kind: "facet", facet: "tags" });
    expect(galleryKind("cameras")).toEqual({ kind: "facet", facet: "cameras" });
    expect(facets.map((facet) => galleryKind(facet).kind)).toEqual(facets.map(() => "facet"));
    expect(galleryKind("summer-2024")).toEqual({ kind: "album", slug: "summer-2024" });
    // Only the whole name: an album's slug may start like a facet's.
    expect(galleryKind("tags-2")).toEqual({ kind: "album", slug: "tags-2" });
    expect(galleryKind("Search")).toEqual({ kind: "album", slug: "Search" });
  });

  it("name every gallery that is no album once: the search results and each facet", () => {
    expect(nonAlbumGalleries).toEqual(["search", "tags", "people", "cameras", "lenses", "years"]);
    expect(nonAlbumGalleries.filter((gallery) => galleryKind(gallery).kind === "album")).toEqual([]);
  });
});
