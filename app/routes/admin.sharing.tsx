import type { ActionFunctionArgs, LinksFunction, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { useActionData, useLoaderData } from "@remix-run/react";
import { DashboardHeader } from "../components/admin/DashboardHeader";
import { DashboardNav } from "../components/admin/DashboardNav";
import { SharingCreateForm } from "../components/admin/SharingCreateForm";
import { SharingNewLink } from "../components/admin/SharingNewLink";
import { SharingNotices } from "../components/admin/SharingNotices";
import { SharingTable } from "../components/admin/SharingTable";
import { routeOwnHeaders } from "../lib/http/route-headers";
import { loadSharingPage, sharingAction } from "../server/sharing-page.server";
import adminStyles from "../styles/admin.css?url";

export const handle = { admin: true };
export const headers = routeOwnHeaders;
export const links: LinksFunction = () => [{ rel: "stylesheet", href: adminStyles }];
export const meta: MetaFunction = () => [{ title: "Sharing · Vitrine" }, { name: "robots", content: "noindex" }];

/** The owner's share links: make one (its address shown once), list them with their receipts, revoke one, re-point a broken one. */
export const loader = ({ request, context }: LoaderFunctionArgs) => loadSharingPage(request, context);
export const action = ({ request, context }: ActionFunctionArgs) => sharingAction(request, context);

export default function Sharing() {
  const { range, csrf, nonce, today, albums, chosen, revoked, repointed, rows } = useLoaderData<typeof loader>();
  const result = useActionData<typeof action>();
  const created = result && "created" in result ? result.created : undefined;
  return (
    <div className="dashboard sharing">
      <DashboardHeader csrf={csrf}>Sharing</DashboardHeader>
      <DashboardNav range={range} current="/admin/sharing" />
      <SharingNotices
        problem={result && "problem" in result ? result.problem : undefined}
        revoked={created ? undefined : revoked}
        repointed={created ? undefined : repointed}
      />
      {created && <SharingNewLink key={created.id} {...created} />}
      {/* A new key after each link made (not the panel's: siblings sharing a key confuse React): the form starts empty again, password above all. */}
      <SharingCreateForm
        key={created ? `after-${created.id}` : "form"}
        csrf={csrf}
        nonce={nonce}
        albums={albums}
        chosen={chosen}
        today={today}
        refused={result && "invalid" in result ? result : undefined}
      />
      <SharingTable rows={rows} csrf={csrf} albums={albums} />
    </div>
  );
}
