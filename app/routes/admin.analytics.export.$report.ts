import type { LoaderFunctionArgs } from "@remix-run/node";
import { toCsv } from "../lib/analytics/dashboard/csv";
import { parseDateRange, toTimeRange } from "../lib/analytics/dashboard/date-range";
import { loadReport } from "../lib/analytics/dashboard/load-dashboard.server";
import { findReport } from "../lib/analytics/dashboard/reports";
import { jsonError } from "../lib/http/responses.server";
import { getAnalytics } from "../lib/runtime.server";

/** GET /admin/analytics/export/:report?from&to — one dashboard table as CSV (up to 10,000 rows). */
export async function loader({ request, params }: LoaderFunctionArgs) {
  const { auth, store } = await getAnalytics();
  await auth.requireOwnerApi(request);
  const report = findReport(params.report ?? "");
  if (!report) return jsonError(404, "REPORT_NOT_FOUND");
  const range = parseDateRange(new URL(request.url).searchParams);
  if (!range) return jsonError(400, "DATE_RANGE_INVALID");
  const rows = await loadReport(store, report, toTimeRange(range), 10_000);
  const csv = toCsv([report.label, "Visitors", "Events"], rows.map((row) => [row.value, row.visitors, row.events]));
  return new Response(csv, {
    headers: {
      "Content-Type": "text/csv; charset=utf-8",
      "Content-Disposition": `attachment; filename="vitrine-${report.id}-${range.from}-${range.to}.csv"`,
      "Cache-Control": "private, no-store",
    },
  });
}
