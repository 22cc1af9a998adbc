import { Link } from "@remix-run/react";
import { useT } from "../hooks/use-t";

/** "Home › Travel › Iceland": the trail above a page's title; the last crumb is the page itself. */
export function Breadcrumbs({ crumbs }: { crumbs: { title: string; path: string }[] }) {
  const t = useT();
  return (
    <nav aria-label={t("page.breadcrumb")} className="breadcrumbs">
      <ol>
        <li>
          <Link to="/">{t("page.home")}</Link>
        </li>
        {crumbs.map((crumb, i) => (
          <li key={crumb.path}>{i === crumbs.length - 1 ? <span aria-current="page">{crumb.title}</span> : <Link to={crumb.path}>{crumb.title}</Link>}</li>
        ))}
      </ol>
    </nav>
  );
}
