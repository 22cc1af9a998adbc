import { Link } from "@remix-run/react";
import { albumPageHref } from "../../lib/content/album-pages";

type Props = { path: string; page: number; pages: number };

/**
 * Links between the pages of a long album. Readers without JavaScript (and crawlers) page through
 * it; on the first page a scripted one scrolls on through the whole album instead, so there they are hidden.
 */
export function GridPages({ path, page, pages }: Props) {
  return (
    <nav className={`grid-pages${page === 1 ? " grid-pages--continued" : ""}`} aria-label="Album pages">
      {page > 1 ? (
        <Link to={albumPageHref(path, page - 1)} rel="prev">
          ← Previous
        </Link>
      ) : null}
      <span>
        Page {page} of {pages}
      </span>
      {page < pages ? (
        <Link to={albumPageHref(path, page + 1)} rel="next">
          Next →
        </Link>
      ) : null}
    </nav>
  );
}
