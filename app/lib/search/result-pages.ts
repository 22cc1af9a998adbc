import { leadSize } from "../content/album-pages";

/**
 * Results come a first screen's worth at a time (as many as an album's first page: enough tiles to
 * fill the first screens at 2 to 5 columns), so a search's HTML and hydration cost what one screen
 * does however many pictures match. Later ones arrive as the visitor scrolls, or as `?page=N`.
 */
export const resultsPerPage = leadSize;

export const resultPageCount = (total: number) => Math.max(1, Math.ceil(total / resultsPerPage));

/** The page (one-based) that holds the result at this zero-based rank. */
export const resultPageOf = (position: number) => 1 + Math.floor(position / resultsPerPage);

/** A page's zero-based [start, end) ranks among `total` results. */
export function resultPageBounds(page: number, total: number): { start: number; end: number } {
  const start = (page - 1) * resultsPerPage;
  return { start, end: Math.min(total, start + resultsPerPage) };
}

/** A page of results as the visitor's address: the query in `q`, whatever parameter it came in. */
export const searchPageHref = (query: string, page: number) => `/search?q=${encodeURIComponent(query)}${page > 1 ? `&page=${page}` : ""}`;
