import { data, type ActionFunctionArgs, type LinksFunction, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { useActionData, useLoaderData, useRevalidator } from "@remix-run/react";
import { useEffect } from "react";
import { AlbumTable } from "../components/admin/AlbumTable";
import { openAdminPage } from "../server/admin-page.server";
import { RangeNotice } from "../components/admin/RangeNotice";
import { StatTiles } from "../components/admin/StatTiles";
import { DashboardHeader } from "../components/admin/DashboardHeader";
import { DashboardNav } from "../components/admin/DashboardNav";
import { DeleteRangeForm } from "../components/admin/DeleteRangeForm";
import { FilterChips } from "../components/admin/FilterChips";
import { ScrollReach, VideoFunnel } from "../components/admin/EngagementPanels";
import { RangePicker } from "../components/admin/RangePicker";
import { ReportTable } from "../components/admin/ReportTable";
import { VisitorsChart } from "../components/admin/VisitorsChart";
import { dateRangeSchema, toTimeRange } from "../lib/analytics/dashboard/date-range";
import { visitorsNote } from "../lib/analytics/dashboard/visitors-note";
import { filterParams, isFilterDimension, parseFilters, withFilter, type FilterDimension } from "../lib/analytics/dashboard/filters";
import { loadDashboard } from "../lib/analytics/dashboard/load-dashboard.server";
import { loadAlbums } from "../lib/analytics/dashboard/load-photos.server";
import { shownFilters } from "../lib/analytics/dashboard/shown-filters";
import { jsonError } from "../lib/http/responses.server";
import { routeOwnHeaders } from "../lib/http/route-headers";
import { getAnalytics, getOwnerSite } from "../server/runtime.server";
import adminStyles from "../styles/admin.css?url";

export const handle = { admin: true };
export const headers = routeOwnHeaders;
export const links: LinksFunction = () => [{ rel: "stylesheet", href: adminStyles }];
export const meta: MetaFunction = () => [{ title: "Analytics · Vitrine" }, { name: "robots", content: "noindex" }];

export async function loader({ request, context }: LoaderFunctionArgs) {
  const { store, config, now, search, range, csrf, rangeError, init } = await openAdminPage(request, context);
  const segment = parseFilters(search);
  const site = await getOwnerSite();
  const [dashboard, albums] = await Promise.all([loadDashboard(store, toTimeRange(range), now, segment), loadAlbums(store, site, toTimeRange(range), segment)]);
  const names = { album: (slug: string) => site.albumsBySlug.get(slug)?.title, photo: (itemId: string) => site.itemsById.get(itemId)?.item.title };
  return data(
    {
      range,
      filters: shownFilters(segment, names),
      now,
      csrf,
      retentionDays: config.retentionDays,
      rangeError,
      ...dashboard,
      albums: albums.slice(0, 20),
    },
    init,
  );
}

/** The one write on this page: deleting a date range's events. */
export async function action({ request, context }: ActionFunctionArgs) {
  const { auth, store } = await getAnalytics();
  auth.requireOwnerApi(context.visit.sight?.owner === true);
  const form = await auth.validateForm(request);
  const range = dateRangeSchema.safeParse({ from: form.get("from"), to: form.get("to") });
  if (form.get("intent") !== "delete" || form.get("confirm") !== "yes" || !range.success) throw jsonError("DATE_RANGE_INVALID");
  return { deleted: await store.deleteRange(toTimeRange(range.data)) };
}

export default function AnalyticsDashboard() {
  const { range, filters, now, csrf, retentionDays, rangeError, totals, realtimeVisitors, series, tables, scroll, video, albums } =
    useLoaderData<typeof loader>();
  const result = useActionData<typeof action>();
  const revalidator = useRevalidator();
  // Realtime figures refresh every 30 s while the tab is visible.
  useEffect(() => {
    const timer = setInterval(() => document.visibilityState === "visible" && revalidator.state === "idle" && revalidator.revalidate(), 30_000);
    return () => clearInterval(timer);
  }, [revalidator]);
  const kept = filterParams(filters);
  const search = new URLSearchParams({ from: range.from, to: range.to, ...kept });
  const query = search.toString();
  return (
    <div className="dashboard">
      <DashboardHeader csrf={csrf}>Site analytics</DashboardHeader>
      <DashboardNav range={range} current="/admin/analytics" />
      <RangePicker range={range} now={now} keep={kept} />
      <FilterChips filters={filters} search={search} />
      <RangeNotice error={rangeError} />
      <StatTiles
        tiles={[
          { id: "realtime", label: "Visitors now", value: realtimeVisitors, note: "last 30 minutes", live: true },
          { id: "visitors", label: "Visitors", value: totals.visitors, note: visitorsNote(range) },
          { id: "pageviews", label: "Page views", value: totals.pageViews },
          { id: "events", label: "Events", value: totals.events },
        ]}
      />
      <VisitorsChart points={series.points.map(({ at, visitors, pageViews }) => ({ at, visitors, count: pageViews }))} bucketMs={series.bucketMs} />
      <AlbumTable rows={albums} range={range} exportHref={`/admin/analytics/export/albums?${query}`} filterHref={(slug) => withFilter(search, "album", slug)} />
      <div className="reports">
        {tables.map(({ report, rows }) => (
          <ReportTable
            key={report.id}
            id={report.id}
            title={report.title}
            label={report.label}
            rows={rows}
            exportHref={`/admin/analytics/export/${report.id}?${query}`}
            filterHref={isFilterDimension(report.dimension) ? (value) => withFilter(search, report.dimension as FilterDimension, value) : undefined}
          />
        ))}
        <ScrollReach {...scroll} />
        <VideoFunnel steps={video} />
      </div>
      <DeleteRangeForm csrf={csrf} range={range} retentionDays={retentionDays} deleted={result?.deleted} />
    </div>
  );
}
