import { PageLinks } from "../PageLinks";
import { useT } from "../../hooks/use-t";

const pageHref = (query: string, page: number) => `/search?q=${encodeURIComponent(query)}${page > 1 ? `&page=${page}` : ""}`;

/** Previous and next pages of results; the query travels in `q` whatever parameter it came in. */
export function SearchPagination({ query, page, pages }: { query: string; page: number; pages: number }) {
  const t = useT();
  return <PageLinks className="search-pages" label={t("search.resultPages")} page={page} pages={pages} href={(n) => pageHref(query, n)} />;
}
