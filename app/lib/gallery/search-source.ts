import type { HitHighlights } from "../search/hit-highlights";
import type { ResultPage } from "../search/search-outcome";
import { resultPageBounds, resultPageOf } from "../search/result-pages";
import { fetchVersioned } from "./fetch-versioned";
import type { GallerySource } from "./gallery-source";
import { keptSources } from "./kept-sources";
import { pagedSource } from "./paged-source";

/** What the search page starts its results with: its own page of them. */
export type SearchSeed = Pick<ResultPage, "version" | "items" | "highlights" | "total"> & { query: string };

/** A search's results as a gallery, and each result's marked words as they arrive with it. */
export type SearchSource = GallerySource & { highlights: (id: string) => HitHighlights | undefined };

/** What the page adds to a source it meets again (Back, another page of the same results): items and their marks. */
type KeptSearch = SearchSource & { addPage: (page: Pick<ResultPage, "items" | "highlights">) => void };

const kept = keptSources<KeptSearch>(4);

/**
 * Every result of a search, the page's own first, the others fetched from /api/search a page at a
 * time as the grid's window reaches the end of those it has, or as the viewer asks.
 */
export function searchSource(seed: SearchSeed): SearchSource {
  // On the server a source lives for one render: requests share nothing.
  if (typeof document === "undefined") return createSearchSource(seed);
  const { source, fresh } = kept(`${seed.query}\u0000${seed.version}`, () => createSearchSource(seed));
  if (!fresh) source.addPage(seed);
  return source;
}

function createSearchSource({ query, version, total, items, highlights }: SearchSeed): KeptSearch {
  const marks = new Map<string, HitHighlights>();
  const mark = (page: Pick<ResultPage, "highlights">) => {
    for (const [id, marked] of Object.entries(page.highlights ?? {})) marks.set(id, marked);
  };
  const fetchPage = async (page: number) => {
    const url = `/api/search?q=${encodeURIComponent(query)}&page=${page}&v=${encodeURIComponent(version)}`;
    const answer = await fetchVersioned<ResultPage>(url, version);
    mark(answer);
    return Array.isArray(answer.items) ? answer.items : [];
  };
  mark({ highlights });
  const source = pagedSource({ count: total, pageOf: resultPageOf, pageBounds: (page) => resultPageBounds(page, total), fetchPage }, items);
  return {
    ...source,
    addPage: (page) => {
      mark(page);
      page.items.forEach(source.add);
    },
    // The grid plans only the results it has: the window reaching the last of them asks for the next page.
    ensure: (from, to) => source.ensure(from, Math.min(total, to + 1)),
    highlights: (id) => marks.get(id),
  };
}
