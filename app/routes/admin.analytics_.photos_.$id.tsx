import { data, type LinksFunction, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { openAdminPage } from "../server/admin-page.server";
import { RangeNotice } from "../components/admin/RangeNotice";
import { StatTiles } from "../components/admin/StatTiles";
import { DashboardHeader } from "../components/admin/DashboardHeader";
import { DashboardNav } from "../components/admin/DashboardNav";
import { PhotoThumb } from "../components/admin/PhotoThumb";
import { RangePicker } from "../components/admin/RangePicker";
import { ReportTable } from "../components/admin/ReportTable";
import { VisitorsChart } from "../components/admin/VisitorsChart";
import { toTimeRange } from "../lib/analytics/dashboard/date-range";
import { visitorsNote } from "../lib/analytics/dashboard/visitors-note";
import { loadPhoto } from "../lib/analytics/dashboard/load-photos.server";
import { formatDwell, openViaLabels } from "../lib/analytics/dashboard/photo-report";
import { jsonError } from "../lib/http/responses.server";
import { itemParams } from "../lib/http/route-params.server";
import { routeOwnHeaders } from "../lib/http/route-headers";
import { getOwnerSite } from "../server/runtime.server";
import adminStyles from "../styles/admin.css?url";

export const handle = { admin: true };
export const headers = routeOwnHeaders;
export const links: LinksFunction = () => [{ rel: "stylesheet", href: adminStyles }];
export const meta: MetaFunction<typeof loader> = ({ data }) => [
  { title: `${data?.title ?? "Photo"} · Analytics · Vitrine` },
  { name: "robots", content: "noindex" },
];

/** One photo's page: its figures, views over time, its viewers' sources, shares by network, ways in. */
export async function loader({ request, params, context }: LoaderFunctionArgs) {
  const { store, now, range, csrf, rangeError, init } = await openAdminPage(request, context);
  const id = itemParams.safeParse(params);
  if (!id.success) throw jsonError("PHOTO_ID_INVALID");
  const photo = await loadPhoto(store, await getOwnerSite(), toTimeRange(range), id.data.id);
  const title = photo.live?.title || photo.photo?.title || id.data.id;
  return data({ ...photo, itemId: id.data.id, title, range, now, csrf, rangeError }, init);
}

export default function PhotoPage() {
  const { itemId, title, live, slideHref, photo, series, sources, shares, openVia, range, now, csrf, rangeError } = useLoaderData<typeof loader>();
  const removed = !live;
  return (
    <div className="dashboard">
      <DashboardHeader csrf={csrf}>
        {title}
        {removed && <span className="badge">removed</span>}
      </DashboardHeader>
      <DashboardNav range={range} current="" />
      <RangePicker range={range} now={now} />
      <RangeNotice error={rangeError} />
      <div className="photo-head">
        <PhotoThumb row={{ picture: live?.picture, removed }} />
        <p>
          {live ? (
            <>
              In <a href={live.album.path}>{live.album.title}</a>
              {slideHref && (
                <>
                  {" · "}
                  <a href={slideHref}>Open it in the gallery</a>
                </>
              )}
            </>
          ) : (
            <>No longer in the content folder{photo?.gallery ? `; last seen in ${photo.gallery}` : ""}. Its statistics are kept.</>
          )}
        </p>
      </div>
      <p>
        <a href={`/admin/analytics?${new URLSearchParams({ from: range.from, to: range.to, photo: itemId })}`}>Site analytics of the visitors who saw it</a>
      </p>
      <StatTiles
        tiles={[
          { id: "views", label: "Views", value: photo?.views ?? 0 },
          { id: "visitors", label: "Visitors", value: photo?.visitors ?? 0, note: visitorsNote(range) },
          { id: "dwell", label: "Average time", value: formatDwell(photo?.avgDwellMs ?? 0) },
          { id: "shares", label: "Shares", value: photo?.shares ?? 0 },
          { id: "downloads", label: "Downloads", value: photo?.downloads ?? 0 },
        ]}
      />
      <VisitorsChart points={series.points.map(({ at, visitors, views }) => ({ at, visitors, count: views }))} bucketMs={series.bucketMs} countLabel="Views" />
      <div className="reports">
        <ReportTable id="photo-sources" title="Sources of its viewers" label="Source" rows={sources} />
        <ReportTable id="photo-shares" title="Shares by network" label="Network" rows={shares} />
        <ReportTable
          id="photo-open-via"
          title="How visitors reached it"
          label="Way in"
          rows={openVia.map((row) => ({ ...row, value: openViaLabels[row.value] ?? row.value }))}
        />
      </div>
    </div>
  );
}
