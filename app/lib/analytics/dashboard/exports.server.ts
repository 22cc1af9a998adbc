import type { Site } from "../../content/site-types";
import type { AnalyticsStore, TimeRange } from "../store/analytics-store";
import { toCsv } from "../../core/csv";
import { loadReport } from "./load-dashboard.server";
import { loadAlbums, loadTopPhotos } from "./load-photos.server";
import { parsePhotoSort, photoCells, photoColumns } from "./photo-report";
import { parseFilters } from "./filters";
import { findReport } from "./reports";

const maxRows = 10_000;

/**
 * A dashboard table as CSV, by its export name: a breakdown of the report catalogue, `photos` (in the
 * order asked for by `sort`) or `albums`. Undefined for a name that is none of these.
 */
export async function exportCsv(
  name: string,
  store: AnalyticsStore,
  site: () => Promise<Site>,
  range: TimeRange,
  search: URLSearchParams,
): Promise<string | undefined> {
  if (name === "photos") {
    const rows = await loadTopPhotos(store, await site(), range, parsePhotoSort(search.get("sort")), maxRows);
    return toCsv(
      ["Item id", ...photoColumns],
      rows.map((row) => [row.itemId, ...photoCells(row)]),
    );
  }
  if (name === "albums") {
    const rows = await loadAlbums(store, await site(), range, parseFilters(search));
    return toCsv(
      ["Album", "Page views", "Viewer opens", "Photos per visit", "Most viewed photo", "Its views"],
      rows.map((row) => [row.title, row.pageViews, row.viewerOpens, row.photosPerVisit.toFixed(1), row.topPhoto?.title ?? "", row.topPhoto?.views ?? 0]),
    );
  }
  const report = findReport(name);
  if (!report) return undefined;
  const rows = await loadReport(store, report, range, maxRows, parseFilters(search));
  return toCsv(
    [report.label, "Visitors", "Events"],
    rows.map((row) => [row.value, row.visitors, row.events]),
  );
}
