import type Database from "better-sqlite3";
import type { GalleryRow, PhotoDetail, PhotoDetailQuery, PhotoQuery, PhotoRow, PhotoSort, TimeRange } from "../analytics-store";
import { itemFacts, type ItemFactsRow } from "../item-facts";

/** Top photos' sort → its column in the query below (a fixed list: nothing from the request reaches SQL). */
const sortColumns: Record<PhotoSort, string> = { views: "views", visitors: "visitors", dwell: "avgDwellMs", shares: "shares", downloads: "downloads" };

/** The events the reports count, each carrying the item's title. */
const photoNames = "'photo_view', 'share', 'file_download'";

type Figures = Omit<PhotoRow, "title" | "gallery">;

const photoFigures = `SELECT item_id AS itemId,
    SUM(name = 'photo_view') AS views,
    COUNT(DISTINCT CASE WHEN name = 'photo_view' THEN visitor END) AS visitors,
    COALESCE(ROUND(AVG(CASE WHEN name = 'photo_view' THEN engagement_ms END)), 0) AS avgDwellMs,
    SUM(name = 'share') AS shares,
    SUM(name = 'file_download') AS downloads
  FROM events`;

/** The gallery reports on SQLite: numbers in one grouped query each, titles and albums after, for the rows shown only. */
export function createPhotoQueries(db: Database.Database) {
  // SQLite takes a bare column (params) from the row where MAX(ts) was found: each item's latest event per gallery.
  const factsOf = (itemIds: readonly string[]) =>
    itemFacts(
      itemIds.length === 0
        ? []
        : (db
            .prepare(`SELECT item_id AS itemId, gallery, MAX(ts) AS ts, params FROM events WHERE name IN (${photoNames}) AND item_id IN (SELECT value FROM json_each(@ids)) GROUP BY item_id, gallery`)
            .all({ ids: JSON.stringify(itemIds) }) as ItemFactsRow[]),
    );
  const withFacts = (rows: Figures[]): PhotoRow[] => {
    const facts = factsOf(rows.map((row) => row.itemId));
    return rows.map((row) => ({ ...row, title: facts.get(row.itemId)?.title ?? "", gallery: facts.get(row.itemId)?.gallery ?? "" }));
  };

  const paramBreakdown = (query: PhotoDetailQuery, name: string, key: string) =>
    db
      .prepare(
        `SELECT CAST(json_extract(params, '$.' || @key) AS TEXT) AS value, COUNT(DISTINCT visitor) AS visitors, COUNT(*) AS events
         FROM events WHERE item_id = @itemId AND name = @name AND ts >= @from AND ts < @to AND value IS NOT NULL
         GROUP BY value ORDER BY visitors DESC, events DESC, value LIMIT 20`,
      )
      .all({ ...query.range, itemId: query.itemId, name, key }) as PhotoDetail["shares"];

  return {
    topPhotos(query: PhotoQuery): PhotoRow[] {
      const rows = db
        .prepare(
          `${photoFigures} WHERE item_id IS NOT NULL AND name IN (${photoNames}) AND ts >= @from AND ts < @to
           GROUP BY item_id ORDER BY ${sortColumns[query.sort]} DESC, views DESC, itemId LIMIT @limit`,
        )
        .all({ ...query.range, limit: query.limit }) as Figures[];
      return withFacts(rows);
    },

    photoDetail(query: PhotoDetailQuery): PhotoDetail {
      const within = { ...query.range, itemId: query.itemId };
      const figures = db
        .prepare(`${photoFigures} WHERE item_id = @itemId AND name IN (${photoNames}) AND ts >= @from AND ts < @to GROUP BY item_id`)
        .all(within) as Figures[];
      const series = db
        .prepare(
          `SELECT (ts / CAST(@bucket AS INTEGER)) * CAST(@bucket AS INTEGER) AS at, COUNT(*) AS views, COUNT(DISTINCT visitor) AS visitors
           FROM events WHERE item_id = @itemId AND name = 'photo_view' AND ts >= @from AND ts < @to GROUP BY at ORDER BY at`,
        )
        .all({ ...within, bucket: Math.max(1, Math.floor(query.bucketMs)) }) as PhotoDetail["series"];
      const sources = db
        .prepare(
          `SELECT source AS value, COUNT(DISTINCT visitor) AS visitors, COUNT(*) AS events FROM events
           WHERE name = 'page_view' AND source IS NOT NULL AND ts >= @from AND ts < @to
             AND visitor IN (SELECT visitor FROM events WHERE item_id = @itemId AND name = 'photo_view' AND ts >= @from AND ts < @to)
           GROUP BY source ORDER BY visitors DESC, events DESC, value LIMIT 20`,
        )
        .all(within) as PhotoDetail["sources"];
      return {
        photo: withFacts(figures)[0],
        series,
        sources,
        shares: paramBreakdown(query, "share", "method"),
        openVia: paramBreakdown(query, "photo_view", "open_via"),
      };
    },

    galleryStats(range: TimeRange): GalleryRow[] {
      const rows = db
        .prepare(
          `WITH scoped AS (
             SELECT gallery, item_id, name, visitor FROM events
             WHERE name IN ('photo_view', 'viewer_close') AND gallery IS NOT NULL AND ts >= @from AND ts < @to
           ), ranked AS (
             SELECT gallery, item_id, COUNT(*) AS views, ROW_NUMBER() OVER (PARTITION BY gallery ORDER BY COUNT(*) DESC, item_id) AS place
             FROM scoped WHERE name = 'photo_view' AND item_id IS NOT NULL GROUP BY gallery, item_id
           )
           SELECT scoped.gallery AS gallery, SUM(scoped.name = 'viewer_close') AS viewerOpens, SUM(scoped.name = 'photo_view') AS photoViews,
             COUNT(DISTINCT CASE WHEN scoped.name = 'photo_view' THEN scoped.visitor END) AS viewers, top.item_id AS topItemId, top.views AS topViews
           FROM scoped LEFT JOIN ranked AS top ON top.gallery = scoped.gallery AND top.place = 1
           GROUP BY scoped.gallery ORDER BY photoViews DESC, scoped.gallery`,
        )
        .all(range) as (Omit<GalleryRow, "topPhoto"> & { topItemId: string | null; topViews: number | null })[];
      const facts = factsOf(rows.flatMap((row) => (row.topItemId ? [row.topItemId] : [])));
      return rows.map(({ topItemId, topViews, ...row }) => ({
        ...row,
        topPhoto: topItemId ? { itemId: topItemId, title: facts.get(topItemId)?.title ?? "", views: topViews ?? 0 } : undefined,
      }));
    },
  };
}
