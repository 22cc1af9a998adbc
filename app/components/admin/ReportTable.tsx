import type { CSSProperties } from "react";
import type { ShownRow } from "../../lib/analytics/dashboard/load-dashboard.server";

type ReportTableProps = {
  id: string;
  title: string;
  label: string;
  rows: readonly ShownRow[];
  exportHref?: string;
  /** Where a value leads when the dashboard can be filtered by it. */
  filterHref?: (value: string) => string;
};

/** One breakdown: a bar behind each row shows its share of the top row's visitors; a value filters the dashboard (when it can); CSV link below (when it has one). */
export function ReportTable({ id, title, label, rows, exportHref, filterHref }: ReportTableProps) {
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
                  {filterHref ? (
                    <a href={filterHref(row.value)} title={`Filter the dashboard by ${row.label ?? row.value}`}>
                      {row.label ?? row.value}
                    </a>
                  ) : (
                    <span>{row.label ?? row.value}</span>
                  )}
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
