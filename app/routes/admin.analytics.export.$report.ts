import type { LoaderFunctionArgs } from "@remix-run/node";
import { parseDateRange, toTimeRange } from "../lib/analytics/dashboard/date-range";
import { exportCsv } from "../lib/analytics/dashboard/exports.server";
import { privateCacheControl } from "../lib/http/cache-control";
import { jsonError } from "../lib/http/responses.server";
import { getAnalytics, getSite } from "../server/runtime.server";

/** GET /admin/analytics/export/:report?from&to — one dashboard table as CSV (up to 10,000 rows). */
export async function loader({ request, params, context }: LoaderFunctionArgs) {
  const { auth, store } = await getAnalytics();
  auth.requireOwnerApi(context.visit.sight?.owner === true);
  const search = new URL(request.url).searchParams;
  const range = parseDateRange(search);
  if (!range) return jsonError("DATE_RANGE_INVALID");
  const report = params.report ?? "";
  const csv = await exportCsv(report, store, getSite, toTimeRange(range), search);
  if (csv === undefined) return jsonError("REPORT_NOT_FOUND");
  return new Response(csv, {
    headers: {
      "Content-Type": "text/csv; charset=utf-8",
      "Content-Disposition": `attachment; filename="vitrine-${report}-${range.from}-${range.to}.csv"`,
      "Cache-Control": privateCacheControl,
    },
  });
}
