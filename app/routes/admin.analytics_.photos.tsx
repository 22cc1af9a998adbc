import { data, type LinksFunction, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { DashboardHeader } from "../components/admin/DashboardHeader";
import { DashboardNav } from "../components/admin/DashboardNav";
import { PhotoTable } from "../components/admin/PhotoTable";
import { RangePicker } from "../components/admin/RangePicker";
import { lastDays, parseDateRange, toTimeRange } from "../lib/analytics/dashboard/date-range";
import { loadTopPhotos } from "../lib/analytics/dashboard/load-photos.server";
import { parsePhotoSort } from "../lib/analytics/dashboard/photo-report";
import { errorCodes } from "../lib/core/errors";
import { routeOwnHeaders } from "../lib/http/route-headers";
import { getAnalytics, getSite } from "../server/runtime.server";
import adminStyles from "../styles/admin.css?url";

export const handle = { admin: true };
export const headers = routeOwnHeaders;
export const links: LinksFunction = () => [{ rel: "stylesheet", href: adminStyles }];
export const meta: MetaFunction = () => [{ title: "Top photos · Analytics · Vitrine" }, { name: "robots", content: "noindex" }];

/** The 100 photos most viewed (or shared, downloaded…) in the range; the CSV export has up to 10,000. */
export async function loader({ request, context }: LoaderFunctionArgs) {
  const { auth, store } = await getAnalytics();
  await auth.requireOwnerPage(request);
  const now = Date.now();
  const search = new URL(request.url).searchParams;
  const requested = parseDateRange(search, now);
  const range = requested ?? lastDays(7, now);
  const sort = parsePhotoSort(search.get("sort"));
  const { token, headers } = await auth.csrfToken(request, context);
  headers.set("Cache-Control", "private, no-store");
  const rows = await loadTopPhotos(store, await getSite(), toTimeRange(range), sort, 100);
  return data(
    { range, now, sort, rows, csrf: token, rangeError: requested ? undefined : errorCodes.DATE_RANGE_INVALID },
    { headers, status: requested ? 200 : 400 },
  );
}

export default function TopPhotos() {
  const { range, now, sort, rows, csrf, rangeError } = useLoaderData<typeof loader>();
  return (
    <div className="dashboard">
      <DashboardHeader csrf={csrf}>Top photos</DashboardHeader>
      <DashboardNav range={range} current="/admin/analytics/photos" />
      <RangePicker range={range} now={now} keep={{ sort }} />
      {rangeError && (
        <p className="admin-error" role="alert">
          {rangeError} Showing the last 7 days.
        </p>
      )}
      <PhotoTable rows={rows} sort={sort} range={range} exportHref={`/admin/analytics/export/photos?from=${range.from}&to=${range.to}&sort=${sort}`} />
    </div>
  );
}
