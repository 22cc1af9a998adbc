import { PageLinks } from "../PageLinks";

const pageHref = (query: string, page: number) => `/search?q=${encodeURIComponent(query)}${page > 1 ? `&page=${page}` : ""}`;

/** Previous and next pages of results; the query travels in `q` whatever parameter it came in. */
export function SearchPagination({ query, page, pages }: { query: string; page: number; pages: number }) {
  return <PageLinks className="search-pages" label="Result pages" page={page} pages={pages} href={(n) => pageHref(query, n)} />;
}
