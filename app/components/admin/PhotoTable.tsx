import { formatDwell, type PhotoReportRow } from "../../lib/analytics/dashboard/photo-report";
import type { DateRange } from "../../lib/analytics/dashboard/date-range";
import type { PhotoSort } from "../../lib/analytics/store/analytics-store";
import { PhotoThumb } from "./PhotoThumb";

const sortable: { sort: PhotoSort; label: string }[] = [
  { sort: "views", label: "Views" },
  { sort: "visitors", label: "Visitors" },
  { sort: "dwell", label: "Average time" },
  { sort: "shares", label: "Shares" },
  { sort: "downloads", label: "Downloads" },
];

/** Top photos: each photo's thumbnail, title (to its own page) and album, then its figures; a column's heading sorts by it. */
export function PhotoTable({ rows, sort, range, exportHref }: { rows: readonly PhotoReportRow[]; sort: PhotoSort; range: DateRange; exportHref: string }) {
  const query = `from=${range.from}&to=${range.to}`;
  return (
    <section className="report report--wide" aria-labelledby="report-photos" data-report="photos">
      <h2 id="report-photos">Top photos</h2>
      {rows.length === 0 ? (
        <p className="report__empty">No photo was viewed, shared or downloaded in this range.</p>
      ) : (
        <div className="table-scroll">
          <table className="report__table photo-table">
            <thead>
              <tr>
                <th scope="col">
                  <span className="visually-hidden">Picture</span>
                </th>
                <th scope="col">Photo</th>
                <th scope="col">Album</th>
                {sortable.map((column) => (
                  <th key={column.sort} scope="col" className="num" aria-sort={column.sort === sort ? "descending" : undefined}>
                    <a href={`?${query}&sort=${column.sort}`}>{column.label}</a>
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {rows.map((row) => (
                <tr key={row.itemId} data-item={row.itemId}>
                  <td className="photo-table__thumb">
                    <PhotoThumb row={row} />
                  </td>
                  <th scope="row" className="photo-table__title">
                    <a href={`/admin/analytics/photos/${row.itemId}?${query}`}>{row.title || row.itemId}</a>
                    {row.removed && <span className="badge">removed</span>}
                  </th>
                  <td>{row.albumPath ? <a href={row.albumPath}>{row.albumTitle}</a> : row.albumTitle}</td>
                  <td className="num">{row.views}</td>
                  <td className="num">{row.visitors}</td>
                  <td className="num">{formatDwell(row.avgDwellMs)}</td>
                  <td className="num">{row.shares}</td>
                  <td className="num">{row.downloads}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      <a className="report__export" href={exportHref} download>
        Export top photos as CSV
      </a>
    </section>
  );
}
