import { albumSummary, itemManifest, photoPath } from "../content/manifest";
import type { Site } from "../content/site-types";
import { hitHighlights, type HitHighlights } from "./hit-highlights";
import { maxQueryLength, planQuery } from "./plan-query";
import type { SearchIndex } from "./search-index.server";
import type { SearchOutcome } from "./search-outcome";
import { resultPageCount, resultsPerPage } from "./result-pages";

/** Album matches lead the first page; a site has few albums, and past a dozen they crowd the pictures. */
const albumsShown = 12;

/** Runs a visitor's search against the index and shapes the page: albums first, then pictures. */
export function searchSite(site: Site, index: SearchIndex, request: { query: string; page: number }): SearchOutcome {
  const plan = planQuery(request.query);
  if (plan.kind === "empty") return { state: "empty" };
  if (plan.kind === "too-long") return { state: "too-long", length: plan.length, max: maxQueryLength };
  const query = request.query.trim();
  if (plan.kind === "no-words") return { state: "no-words", query };

  const { item: total, album: albumTotal } = index.count(plan);
  const pages = resultPageCount(total);
  // A page past the end (an old link after content changed) shows the last one.
  const page = Math.min(request.page, pages);
  const offset = (page - 1) * resultsPerPage;
  const highlights: Record<string, HitHighlights> = {};
  const items = index.find(plan, "item", { limit: resultsPerPage, offset, total }).flatMap((hit, i) => {
    const found = site.itemsById.get(hit.ref);
    // Only listed albums' items: the index follows each build, but a failed sync must not list an unlisted album's.
    if (found?.album.access !== "public") return [];
    highlights[hit.ref] = hitHighlights(hit.marked);
    return [{ ...found, rank: offset + i + 1 }];
  });

  const albums =
    page > 1 || albumTotal === 0
      ? []
      : index.find(plan, "album", { limit: albumsShown, offset: 0, total: albumTotal }).flatMap((hit) => {
          const album = site.albumsBySlug.get(hit.ref);
          return album?.access === "public" ? [{ album: albumSummary(album), highlights: hitHighlights(hit.marked) }] : [];
        });

  return {
    state: "results",
    query,
    terms: plan.terms,
    albums,
    albumTotal,
    version: String(site.builtAt),
    items: items.map(({ item, album, position, rank }) =>
      itemManifest(item, rank, { originals: album.originals, details: album.showDetails, page: photoPath(album.slug, position) }),
    ),
    highlights,
    total,
    page,
    pages,
    first: offset + 1,
  };
}
