import type Database from "better-sqlite3";
import type { GalleryRow, PhotoDetail, PhotoDetailQuery, PhotoQuery, PhotoRow, PhotoSort, TimeRange } from "../analytics-store";
import { itemFacts, type ItemFactsRow } from "../item-facts";
import { photoNamesSql as photoNames } from "../photo-event-names";
import { createPhotoDays } from "./photo-days";

/** Top photos' sort → its column in the query below (a fixed list: nothing from the request reaches SQL). */
const sortColumns: Record<PhotoSort, string> = { views: "views", visitors: "visitors", dwell: "avgDwellMs", shares: "shares", downloads: "downloads" };

type Figures = Omit<PhotoRow, "title" | "gallery">;

/** Per-day rows summed per item: visitors are each day's, added up (visitor ids last a day). */
const photoFigures = `SELECT item_id AS itemId, SUM(views) AS views, SUM(visitors) AS visitors,
    COALESCE(ROUND(SUM(dwell_sum) * 1.0 / NULLIF(SUM(dwell_n), 0)), 0) AS avgDwellMs, SUM(shares) AS shares, SUM(downloads) AS downloads`;

/** The gallery reports on SQLite: numbers in one grouped query each, titles and albums after, for the rows shown only. */
export function createPhotoQueries(db: Database.Database, now: () => number = Date.now) {
  const days = createPhotoDays(db);
  // Per item, two walks back through its index entries: its latest event, and its latest outside search results.
  // (Prepared on first use: the store is made before its tables are.)
  let latest: Database.Statement | undefined;
  let latestInAlbum: Database.Statement | undefined;
  const factsOf = (itemIds: readonly string[]) => {
    const select = `SELECT item_id AS itemId, gallery, ts, params FROM events WHERE item_id = @itemId AND name IN (${photoNames})`;
    latest ??= db.prepare(`${select} ORDER BY ts DESC LIMIT 1`);
    latestInAlbum ??= db.prepare(`${select} AND gallery != 'search' ORDER BY ts DESC LIMIT 1`);
    const rows = itemIds.flatMap((itemId) => [latest!.get({ itemId }), latestInAlbum!.get({ itemId })]);
    return itemFacts(rows.filter((row): row is ItemFactsRow => row !== undefined));
  };
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
      const source = days.source(query.range, now());
      const rows = db
        .prepare(`${photoFigures} FROM (${source.sql}) GROUP BY item_id ORDER BY ${sortColumns[query.sort]} DESC, views DESC, itemId LIMIT @limit`)
        .all({ ...source.params, limit: query.limit }) as Figures[];
      return withFacts(rows);
    },

    /** After a deletion: the rollups of the days it touched are made again from what is left. */
    forget: days.invalidate,

    photoDetail(query: PhotoDetailQuery): PhotoDetail {
      const within = { ...query.range, itemId: query.itemId };
      const source = days.source(query.range, now(), query.itemId);
      const figures = db.prepare(`${photoFigures} FROM (${source.sql}) GROUP BY item_id`).all(source.params) as Figures[];
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
             SELECT gallery, item_id, name, visitor FROM events INDEXED BY events_gallery
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
