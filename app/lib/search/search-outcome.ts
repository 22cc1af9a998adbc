import type { AlbumSummary, ItemManifest } from "../content/manifest";
import type { HitHighlights } from "./hit-highlights";

export type AlbumHit = { album: AlbumSummary; highlights: HitHighlights };

/** What the search page shows, in each of its states. */
export type SearchOutcome =
  | { state: "empty" }
  | { state: "too-long"; length: number; max: number }
  | { state: "no-words"; query: string }
  | {
      state: "results";
      query: string;
      terms: string[];
      albums: AlbumHit[];
      albumTotal: number;
      /** This page's items in rank order, indexed 1… for the viewer's #search-<index> links. */
      items: ItemManifest[];
      highlights: Record<string, HitHighlights>;
      total: number;
      page: number;
      pages: number;
      /** One-based rank of this page's first item. */
      first: number;
    };
