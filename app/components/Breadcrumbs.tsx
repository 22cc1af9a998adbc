import { Link } from "@remix-run/react";

/** "Home › Travel › Iceland": the trail above a page's title; the last crumb is the page itself. */
export function Breadcrumbs({ crumbs }: { crumbs: { title: string; path: string }[] }) {
  return (
    <nav aria-label="Breadcrumb" className="breadcrumbs">
      <ol>
        <li>
          <Link to="/">Home</Link>
        </li>
        {crumbs.map((crumb, i) => (
          <li key={crumb.path}>{i === crumbs.length - 1 ? <span aria-current="page">{crumb.title}</span> : <Link to={crumb.path}>{crumb.title}</Link>}</li>
        ))}
      </ol>
    </nav>
  );
}
