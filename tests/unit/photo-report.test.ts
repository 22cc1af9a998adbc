import { describe, expect, it } from "vitest";
import { albumRows, formatDwell, parsePhotoSort, photoCells, withLiveItems } from "../../app/lib/analytics/dashboard/photo-report";
import { shownFilters } from "../../app/lib/analytics/dashboard/shown-filters";
import type { PhotoRow } from "../../app/lib/analytics/store/analytics-store";
import { itemFacts } from "../../app/lib/analytics/store/item-facts";

const row = (itemId: string, extra: Partial<PhotoRow> = {}): PhotoRow => ({
  itemId,
  title: "Stored title",
  gallery: "old-album",
  views: 3,
  visitors: 2,
  avgDwellMs: 2400,
  shares: 1,
  downloads: 0,
  ...extra,
});
const picture = { address: "abc", width: 900, height: 600, placeholder: "" };

describe("Top photos rows", () => {
  it("name a photo still in the site by the site, and keep a removed one's stored name, marked", () => {
    const live = { title: "New title", album: { slug: "coast", title: "Coast", path: "/albums/coast" }, picture };
    const [kept, removed] = withLiveItems([row("aaaaaaaaaaaa"), row("bbbbbbbbbbbb")], (id) => (id === "aaaaaaaaaaaa" ? live : undefined));
    expect(kept).toMatchObject({ title: "New title", gallery: "coast", albumTitle: "Coast", albumPath: "/albums/coast", removed: false, picture });
    expect(removed).toMatchObject({ title: "Stored title", gallery: "old-album", albumTitle: "old-album", removed: true });
    expect(removed!.picture).toBeUndefined();
    expect(photoCells(removed!)).toEqual(["Stored title (removed)", "old-album", 3, 2, "2.4 s", 1, 0]);
    // A removed photo only ever seen on a tag page names that, as the albums table does.
    expect(withLiveItems([row("cccccccccccc", { gallery: "tags" })], () => undefined)[0]).toMatchObject({ albumTitle: "Tag pages", removed: true });
  });

  it("sort by a known column only; anything else is by views", () => {
    expect(parsePhotoSort("downloads")).toBe("downloads");
    expect(parsePhotoSort("views; DROP TABLE events")).toBe("views");
    expect(parsePhotoSort(null)).toBe("views");
  });

  it("read times as people say them", () => {
    expect(formatDwell(0)).toBe("0.0 s");
    expect(formatDwell(1500)).toBe("1.5 s");
    expect(formatDwell(65_000)).toBe("1 min 5 s");
  });
});

describe("item facts", () => {
  it("take the latest title, and the album last seen in: search results only when nothing else names one", () => {
    const facts = itemFacts([
      { itemId: "a", gallery: "coast", ts: 10, params: JSON.stringify({ item_title: "Old" }) },
      { itemId: "a", gallery: "search", ts: 30, params: JSON.stringify({ item_title: "New" }) },
      { itemId: "a", gallery: "harbour", ts: 20, params: "{}" },
      { itemId: "b", gallery: "search", ts: 5, params: "not json" },
    ]);
    expect(facts.get("a")).toEqual({ title: "New", gallery: "harbour" });
    expect(facts.get("b")).toEqual({ title: "", gallery: "search" });
  });

  it("take a facet's pages for no album either: the album stands, and a photo seen only there is placed by the latest", () => {
    const facts = itemFacts([
      { itemId: "a", gallery: "coast", ts: 10, params: "{}" },
      { itemId: "a", gallery: "tags", ts: 20, params: "{}" },
      { itemId: "a", gallery: "years", ts: 30, params: "{}" },
      { itemId: "b", gallery: "cameras", ts: 5, params: "{}" },
      { itemId: "b", gallery: "search", ts: 6, params: "{}" },
    ]);
    expect(facts.get("a")).toEqual({ title: "", gallery: "coast" });
    expect(facts.get("b")).toEqual({ title: "", gallery: "search" });
  });
});

describe("albums table", () => {
  it("joins page views by path with viewer figures; removed albums and search results follow under their own names", () => {
    const albums = [
      { slug: "coast", title: "Coast", path: "/albums/coast" },
      { slug: "quiet", title: "Quiet", path: "/albums/quiet" },
    ];
    const rows = albumRows(
      albums,
      new Map([["/albums/coast", 7]]),
      [
        { gallery: "coast", viewerOpens: 2, photoViews: 9, viewers: 3, topPhoto: { itemId: "aaaaaaaaaaaa", title: "Stored", views: 4 } },
        { gallery: "search", viewerOpens: 1, photoViews: 2, viewers: 1, topPhoto: undefined },
        { gallery: "gone", viewerOpens: 1, photoViews: 1, viewers: 1, topPhoto: undefined },
      ],
      (id) => (id === "aaaaaaaaaaaa" ? "Live title" : undefined),
    );
    expect(rows.map((album) => [album.title, album.pageViews, album.viewerOpens, album.photosPerVisit, album.topPhoto?.title])).toEqual([
      ["Coast", 7, 2, 3, "Live title"],
      ["Search results", 0, 1, 2, undefined],
      ["gone (removed)", 0, 1, 1, undefined],
    ]);
  });

  it("name the search results and each facet's pages as galleries of their own, never as removed albums", () => {
    const seen = (gallery: string, photoViews: number) => ({ gallery, viewerOpens: 1, photoViews, viewers: 1, topPhoto: undefined });
    const rows = albumRows(
      [{ slug: "coast", title: "Coast", path: "/albums/coast" }],
      new Map(),
      [seen("coast", 7), seen("tags", 6), seen("people", 5), seen("cameras", 4), seen("lenses", 3), seen("years", 2), seen("search", 1), seen("gone", 1)],
      () => undefined,
    );
    expect(rows.map((album) => album.title)).toEqual([
      "Coast",
      "Tag pages",
      "People pages",
      "Camera pages",
      "Lens pages",
      "Year pages",
      "gone (removed)",
      "Search results",
    ]);
  });
});

describe("filter chips", () => {
  it("name an album by its live title, and the search results and a facet's pages as the albums table does", () => {
    const names = { album: (slug: string) => (slug === "coast" ? "Coast" : undefined), photo: () => undefined };
    const chips = shownFilters(
      ["coast", "search", "lenses", "gone"].map((value) => ({ dimension: "album", value })),
      names,
    );
    expect(chips.map((chip) => chip.label)).toEqual(["Coast", "Search results", "Lens pages", "gone"]);
  });
});
