import type { AnalyticsStore, BreakdownRow, Segment, TimeRange } from "../store/analytics-store";
import { shownValue } from "./country-label";
import { bucketFor } from "./date-range";
import { scrollReach, videoFunnel } from "./engagement";
import { reports, type ReportDefinition } from "./reports";
import { fillSeries } from "./series";

const realtimeWindowMs = 30 * 60_000;

export function loadReport(store: AnalyticsStore, report: ReportDefinition, range: TimeRange, limit: number, segment: Segment = []): Promise<BreakdownRow[]> {
  return store.breakdown({ range, dimension: report.dimension, names: report.names, conversionsOnly: report.conversionsOnly, limit, segment });
}

/** A breakdown row as a table shows it: `label` when the stored value is not what the owner reads. */
export type ShownRow = BreakdownRow & { label?: string };

/** A value is stored (and exported and filtered) as it is; a table shows its label when that differs (a country's name). */
const shown = (report: ReportDefinition, rows: BreakdownRow[]): ShownRow[] =>
  rows.map((row) => {
    const label = shownValue(report.dimension, row.value);
    return label === row.value ? row : { ...row, label };
  });

/** Everything the dashboard shows for one range and its filters, read through the store interface only. */
export async function loadDashboard(store: AnalyticsStore, range: TimeRange, now = Date.now(), segment: Segment = []) {
  const bucketMs = bucketFor(range);
  const [totals, realtime, series, tables, eventsByName, progress] = await Promise.all([
    store.totals(range, segment),
    store.totals({ from: now - realtimeWindowMs, to: now + 1 }, segment),
    store.timeseries(range, bucketMs, segment),
    Promise.all(reports.map(async (report) => ({ report, rows: shown(report, await loadReport(store, report, range, 10, segment)) }))),
    store.breakdown({ range, dimension: "name", limit: 1000, segment }),
    store.breakdown({ range, dimension: "video_percent", names: ["video_progress"], limit: 10, segment }),
  ]);
  return {
    totals,
    realtimeVisitors: realtime.visitors,
    series: { bucketMs, points: fillSeries(series, range, bucketMs, (at) => ({ at, visitors: 0, pageViews: 0 })) },
    tables,
    scroll: scrollReach(eventsByName),
    video: videoFunnel(eventsByName, progress),
  };
}

export type Dashboard = Awaited<ReturnType<typeof loadDashboard>>;
