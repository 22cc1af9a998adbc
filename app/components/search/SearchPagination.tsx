import { PageLinks } from "../PageLinks";
import { useT } from "../../hooks/use-t";
import { searchPageHref } from "../../lib/search/result-pages";

/**
 * Previous and next pages of results, for readers without JavaScript; on the first page a scripted
 * one scrolls on through every result instead, so there they are hidden (as an album's: grid.css).
 */
export function SearchPagination({ query, page, pages }: { query: string; page: number; pages: number }) {
  const t = useT();
  const className = `search-pages${page === 1 ? " without-js-only" : ""}`;
  return <PageLinks className={className} label={t("search.resultPages")} page={page} pages={pages} href={(n) => searchPageHref(query, n)} />;
}
