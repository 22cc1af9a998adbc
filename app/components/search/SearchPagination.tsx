import { Link } from "@remix-run/react";

const pageHref = (query: string, page: number) => `/search?q=${encodeURIComponent(query)}${page > 1 ? `&page=${page}` : ""}`;

/** Previous and next pages of results; the query travels in `q` whatever parameter it came in. */
export function SearchPagination({ query, page, pages }: { query: string; page: number; pages: number }) {
  return (
    <nav className="search-pages" aria-label="Result pages">
      {page > 1 ? (
        <Link to={pageHref(query, page - 1)} rel="prev">
          ← Previous
        </Link>
      ) : (
        <span />
      )}
      <span>
        Page {page} of {pages}
      </span>
      {page < pages ? (
        <Link to={pageHref(query, page + 1)} rel="next">
          Next →
        </Link>
      ) : (
        <span />
      )}
    </nav>
  );
}
