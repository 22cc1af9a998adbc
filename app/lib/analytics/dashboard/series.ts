import type { TimeRange } from "../store/analytics-store";

/**
 * Every bucket of the range, with an empty point (`empty(at)`) where nothing happened, so a chart's
 * gaps read as quiet times.
 */
export function fillSeries<Point extends { at: number }>(points: readonly Point[], range: TimeRange, bucketMs: number, empty: (at: number) => Point): Point[] {
  const byBucket = new Map(points.map((point) => [point.at, point]));
  const filled: Point[] = [];
  for (let at = Math.floor(range.from / bucketMs) * bucketMs; at < range.to; at += bucketMs) {
    filled.push(byBucket.get(at) ?? empty(at));
  }
  return filled;
}
