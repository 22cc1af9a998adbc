import { Link } from "@remix-run/react";

type Props = { className: string; label: string; page: number; pages: number; href: (page: number) => string };

/** "← Previous · Page 2 of 9 · Next →": links between the pages of something long (search results, an album). */
export function PageLinks({ className, label, page, pages, href }: Props) {
  return (
    <nav className={className} aria-label={label}>
      {page > 1 ? (
        <Link to={href(page - 1)} rel="prev">
          ← Previous
        </Link>
      ) : (
        <span />
      )}
      <span>
        Page {page} of {pages}
      </span>
      {page < pages ? (
        <Link to={href(page + 1)} rel="next">
          Next →
        </Link>
      ) : (
        <span />
      )}
    </nav>
  );
}
