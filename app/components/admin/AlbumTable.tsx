import type { AlbumReportRow } from "../../lib/analytics/dashboard/photo-report";
import type { DateRange } from "../../lib/analytics/dashboard/date-range";

type AlbumTableProps = {
  rows: readonly AlbumReportRow[];
  range: DateRange;
  exportHref: string;
  /** Where an album's name leads: the dashboard filtered to the visitors who saw it. */
  filterHref: (slug: string) => string;
};

/** Albums: their page's views, viewer opens, photos viewed per visit and the most viewed photo; an album's name filters the dashboard, its arrow opens it. */
export function AlbumTable({ rows, range, exportHref, filterHref }: AlbumTableProps) {
  const query = `from=${range.from}&to=${range.to}`;
  return (
    <section className="report report--wide" aria-labelledby="report-albums" data-report="albums">
      <h2 id="report-albums">Albums</h2>
      {rows.length === 0 ? (
        <p className="report__empty">Nothing in this range.</p>
      ) : (
        <div className="table-scroll">
          <table className="report__table">
            <thead>
              <tr>
                <th scope="col">Album</th>
                <th scope="col" className="num">
                  Page views
                </th>
                <th scope="col" className="num">
                  Viewer opens
                </th>
                <th scope="col" className="num">
                  Photos per visit
                </th>
                <th scope="col">Most viewed photo</th>
              </tr>
            </thead>
            <tbody>
              {rows.map((row) => (
                <tr key={row.slug} data-album={row.slug}>
                  <th scope="row" className="report__value">
                    <span className="report__album">
                      <a href={filterHref(row.slug)} title={`Filter the dashboard to the visitors who viewed its photos`}>
                        {row.title}
                      </a>
                      {row.path && <a className="report__open" href={row.path} aria-label={`Open the album ${row.title}`} />}
                    </span>
                  </th>
                  <td className="num">{row.pageViews}</td>
                  <td className="num">{row.viewerOpens}</td>
                  <td className="num">{row.photosPerVisit.toFixed(1)}</td>
                  <td>
                    {row.topPhoto ? (
                      <a href={`/admin/analytics/photos/${row.topPhoto.itemId}?${query}`}>
                        {row.topPhoto.title || row.topPhoto.itemId} ({row.topPhoto.views} {row.topPhoto.views === 1 ? "view" : "views"})
                      </a>
                    ) : (
                      "—"
                    )}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      <a className="report__export" href={exportHref} download>
        Export albums as CSV
      </a>
    </section>
  );
}
