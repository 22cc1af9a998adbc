import { Link } from "@remix-run/react";
import { useT } from "../hooks/use-t";

type Props = { className: string; label: string; page: number; pages: number; href: (page: number) => string };

/** "← Previous · Page 2 of 9 · Next →": links between the pages of something long (search results, an album). */
export function PageLinks({ className, label, page, pages, href }: Props) {
  const t = useT();
  return (
    <nav className={className} aria-label={label}>
      {page > 1 ? (
        <Link to={href(page - 1)} rel="prev">
          {t("page.previous")}
        </Link>
      ) : (
        <span />
      )}
      <span>{t("page.pageOf", { page, pages })}</span>
      {page < pages ? (
        <Link to={href(page + 1)} rel="next">
          {t("page.next")}
        </Link>
      ) : (
        <span />
      )}
    </nav>
  );
}
