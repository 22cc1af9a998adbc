import type { SeriesPoint, TimeRange } from "../store/analytics-store";

/** Every bucket of the range, with zeros where nothing happened, so a chart's gaps read as quiet times. */
export function fillSeries(points: readonly SeriesPoint[], range: TimeRange, bucketMs: number): SeriesPoint[] {
  const byBucket = new Map(points.map((point) => [point.at, point]));
  const filled: SeriesPoint[] = [];
  for (let at = Math.floor(range.from / bucketMs) * bucketMs; at < range.to; at += bucketMs) {
    filled.push(byBucket.get(at) ?? { at, visitors: 0, pageViews: 0 });
  }
  return filled;
}
