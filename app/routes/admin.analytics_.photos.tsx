import { data, type LinksFunction, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { openAdminPage } from "../server/admin-page.server";
import { RangeNotice } from "../components/admin/RangeNotice";
import { DashboardHeader } from "../components/admin/DashboardHeader";
import { DashboardNav } from "../components/admin/DashboardNav";
import { PhotoTable } from "../components/admin/PhotoTable";
import { RangePicker } from "../components/admin/RangePicker";
import { toTimeRange } from "../lib/analytics/dashboard/date-range";
import { loadTopPhotos } from "../lib/analytics/dashboard/load-photos.server";
import { parsePhotoSort } from "../lib/analytics/dashboard/photo-report";
import { routeOwnHeaders } from "../lib/http/route-headers";
import { getOwnerSite } from "../server/runtime.server";
import adminStyles from "../styles/admin.css?url";

export const handle = { admin: true };
export const headers = routeOwnHeaders;
export const links: LinksFunction = () => [{ rel: "stylesheet", href: adminStyles }];
export const meta: MetaFunction = () => [{ title: "Top photos · Analytics · Vitrine" }, { name: "robots", content: "noindex" }];

/** The 100 photos most viewed (or shared, downloaded…) in the range; the CSV export has up to 10,000. */
export async function loader({ request, context }: LoaderFunctionArgs) {
  const { store, now, search, range, csrf, rangeError, init } = await openAdminPage(request, context);
  const sort = parsePhotoSort(search.get("sort"));
  const rows = await loadTopPhotos(store, await getOwnerSite(), toTimeRange(range), sort, 100);
  return data({ range, now, sort, rows, csrf, rangeError }, init);
}

export default function TopPhotos() {
  const { range, now, sort, rows, csrf, rangeError } = useLoaderData<typeof loader>();
  return (
    <div className="dashboard">
      <DashboardHeader csrf={csrf}>Top photos</DashboardHeader>
      <DashboardNav range={range} current="/admin/analytics/photos" />
      <RangePicker range={range} now={now} keep={{ sort }} />
      <RangeNotice error={rangeError} />
      <PhotoTable rows={rows} sort={sort} range={range} exportHref={`/admin/analytics/export/photos?from=${range.from}&to=${range.to}&sort=${sort}`} />
    </div>
  );
}
