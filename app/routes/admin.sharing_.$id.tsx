import type { ActionFunctionArgs, LinksFunction, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { useActionData, useLoaderData } from "@remix-run/react";
import { DashboardHeader } from "../components/admin/DashboardHeader";
import { DashboardNav } from "../components/admin/DashboardNav";
import { SelectionAlbum } from "../components/admin/SelectionAlbum";
import { routeOwnHeaders } from "../lib/http/route-headers";
import { loadSelectionPage, selectionPageAction } from "../server/selection-page.server";
import adminStyles from "../styles/admin.css?url";

export const handle = { admin: true };
export const headers = routeOwnHeaders;
export const links: LinksFunction = () => [{ rel: "stylesheet", href: adminStyles }];
export const meta: MetaFunction<typeof loader> = ({ data }) => [
  { title: `Selections · ${data?.link.label || data?.link.album.title || "Share link"} · Vitrine` },
  { name: "robots", content: "noindex" },
];

/** One share link's selections: who picked what in which list, their comments, the exports; a sent selection reopened. */
export const loader = ({ request, params, context }: LoaderFunctionArgs) => loadSelectionPage(request, params, context);
export const action = ({ request, params, context }: ActionFunctionArgs) => selectionPageAction(request, params, context);

const stateNames = { active: "Active", expired: "Expired", revoked: "Revoked", broken: "Broken: its album is gone" } as const;

export default function LinkSelectionsPage() {
  const { range, csrf, link, albums, reopened } = useLoaderData<typeof loader>();
  const result = useActionData<typeof action>();
  return (
    <div className="dashboard sharing selection-page">
      <DashboardHeader csrf={csrf}>Selections on a share link</DashboardHeader>
      <DashboardNav range={range} current="" />
      {result?.problem && (
        <p className="admin-error" role="alert">
          {result.problem}
        </p>
      )}
      {reopened && (
        <p className="admin-ok" role="status">
          {`Reopened the selection of ${reopened.name}: they may change it and send it again.`}
        </p>
      )}
      <p>
        <a href={`/admin/sharing?from=${range.from}&to=${range.to}`}>All share links</a>
      </p>
      <dl className="selection-link">
        <dt>Album</dt>
        <dd>{link.album.path ? <a href={link.album.path}>{link.album.title}</a> : link.album.title}</dd>
        <dt>Label</dt>
        <dd>{link.label || "–"}</dd>
        <dt>State</dt>
        <dd>
          <span className={`sharing-state sharing-state--${link.state}`}>{stateNames[link.state]}</span>
        </dd>
        <dt>Id</dt>
        <dd>
          <code>{link.id}</code>
        </dd>
      </dl>
      {albums.length === 0 ? (
        <p className="report__empty">Nobody has picked anything through this link yet.</p>
      ) : (
        albums.map((album) => <SelectionAlbum key={album.key} album={album} csrf={csrf} />)
      )}
    </div>
  );
}
