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
      /** The site build the results are of: a later page of another build may rank differently. */
      version: string;
      /** This page's items in rank order, each indexed by its rank (1…) for the viewer's #search-<index> links. */
      items: ItemManifest[];
      highlights: Record<string, HitHighlights>;
      /** How many pictures match: the count the visitor reads, and the viewer's gallery size. */
      total: number;
      page: number;
      pages: number;
      /** One-based rank of this page's first item. */
      first: number;
    };

/** A page of a search's results as /api/search sends it: the search page's grid and viewer fetch the ones past its own. */
export type ResultPage = Pick<Extract<SearchOutcome, { state: "results" }>, "version" | "items" | "highlights" | "total" | "page" | "pages">;
