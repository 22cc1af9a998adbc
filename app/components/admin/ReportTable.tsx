import type { CSSProperties } from "react";
import type { BreakdownRow } from "../../lib/analytics/store/analytics-store";

/** One breakdown: a bar behind each row shows its share of the top row's visitors; CSV link below (when it has one). */
export function ReportTable({ id, title, label, rows, exportHref }: { id: string; title: string; label: string; rows: readonly BreakdownRow[]; exportHref?: string }) {
  const top = Math.max(1, ...rows.map((row) => row.visitors));
  return (
    <section className="report" aria-labelledby={`report-${id}`} data-report={id}>
      <h2 id={`report-${id}`}>{title}</h2>
      {rows.length === 0 ? (
        <p className="report__empty">Nothing in this range.</p>
      ) : (
        <table className="report__table">
          <thead>
            <tr>
              <th scope="col">{label}</th>
              <th scope="col" className="num">
                Visitors
              </th>
              <th scope="col" className="num">
                Events
              </th>
            </tr>
          </thead>
          <tbody>
            {rows.map((row) => (
              <tr key={row.value} style={{ "--share": `${(row.visitors / top) * 100}%` } as CSSProperties}>
                <th scope="row" className="report__value">
                  <span>{row.value}</span>
                </th>
                <td className="num">{row.visitors}</td>
                <td className="num">{row.events}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
      {exportHref && (
        <a className="report__export" href={exportHref} download>
          Export {title.toLowerCase()} as CSV
        </a>
      )}
    </section>
  );
}
