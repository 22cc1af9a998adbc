/** A bucket: its start, its visitors and a count that includes them (page views, or a photo's views). */
export type ChartPoint = { at: number; visitors: number; count: number };

const formatBucket = (at: number, hourly: boolean) =>
  new Date(at).toLocaleString(
    "en-GB",
    hourly ? { hour: "2-digit", minute: "2-digit", day: "numeric", month: "short", timeZone: "UTC" } : { day: "numeric", month: "short", timeZone: "UTC" },
  );

/**
 * Visitors (dark) inside page views (light) per hour or day, as plain HTML bars: they stay readable
 * at phone width, where a scaled SVG's labels would shrink. The table beside it is for screen readers.
 * `countLabel` names the light bars ("Page views", or "Views" of one photo).
 */
export function VisitorsChart({ points, bucketMs, countLabel = "Page views" }: { points: readonly ChartPoint[]; bucketMs: number; countLabel?: string }) {
  const hourly = bucketMs < 86_400_000;
  const counted = countLabel.toLowerCase();
  const peak = Math.max(1, ...points.map((point) => point.count), ...points.map((point) => point.visitors));
  const first = points[0];
  const last = points[points.length - 1];
  return (
    <figure className="chart" aria-labelledby="chart-caption">
      <figcaption id="chart-caption">
        Visitors and {counted} per {hourly ? "hour" : "day"} (UTC)
        <span className="chart__legend">
          <span className="chart__key chart__key--visitors">Visitors</span>
          <span className="chart__key chart__key--views">{countLabel}</span>
        </span>
      </figcaption>
      <div className="chart__plot" aria-hidden="true">
        <span className="chart__peak">{peak}</span>
        <div className="chart__bars">
          {points.map((point) => (
            <div className="chart__bucket" key={point.at} title={`${formatBucket(point.at, hourly)}: ${point.visitors} visitors, ${point.count} ${counted}`}>
              <span className="chart__bar chart__bar--views" style={{ height: `${(point.count / peak) * 100}%` }} />
              <span className="chart__bar chart__bar--visitors" style={{ height: `${(point.visitors / peak) * 100}%` }} />
            </div>
          ))}
        </div>
        <div className="chart__axis">
          <span>{first && formatBucket(first.at, hourly)}</span>
          <span>{last && formatBucket(last.at, hourly)}</span>
        </div>
      </div>
      <table className="visually-hidden">
        <caption>
          Visitors and {counted} per {hourly ? "hour" : "day"}
        </caption>
        <thead>
          <tr>
            <th scope="col">{hourly ? "Hour" : "Day"}</th>
            <th scope="col">Visitors</th>
            <th scope="col">{countLabel}</th>
          </tr>
        </thead>
        <tbody>
          {points.map((point) => (
            <tr key={point.at}>
              <th scope="row">{formatBucket(point.at, hourly)}</th>
              <td>{point.visitors}</td>
              <td>{point.count}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </figure>
  );
}
