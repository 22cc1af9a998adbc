import type { LinksFunction, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { DashboardHeader } from "../components/admin/DashboardHeader";
import { DashboardNav } from "../components/admin/DashboardNav";
import { InboxChannels } from "../components/admin/InboxChannels";
import { InboxList } from "../components/admin/InboxList";
import { routeOwnHeaders } from "../lib/http/route-headers";
import { loadInboxPage } from "../server/inbox-page.server";
import adminStyles from "../styles/admin.css?url";

export const handle = { admin: true };
export const headers = routeOwnHeaders;
export const links: LinksFunction = () => [{ rel: "stylesheet", href: adminStyles }];
export const meta: MetaFunction = () => [{ title: "Inbox · Vitrine" }, { name: "robots", content: "noindex" }];

/** The owner's inbox: selections sent and links first opened, newest first, and how each channel took them. */
export const loader = ({ request, context }: LoaderFunctionArgs) => loadInboxPage(request, context);

export default function Inbox() {
  const { range, csrf, entries, channels } = useLoaderData<typeof loader>();
  return (
    <div className="dashboard inbox">
      <DashboardHeader csrf={csrf}>Inbox</DashboardHeader>
      <DashboardNav range={range} current="/admin/inbox" />
      <InboxChannels channels={channels} />
      <InboxList entries={entries} />
    </div>
  );
}
