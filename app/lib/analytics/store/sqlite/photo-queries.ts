import type Database from "better-sqlite3";
import type { GalleryRow, PhotoDetail, PhotoDetailQuery, PhotoQuery, PhotoRow, PhotoSort, TimeRange } from "../analytics-store";
import { topPerGallery, type AlbumItemViews } from "../gallery-tops";
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
      const source = days.source("photo", query.range, now());
      const rows = db
        .prepare(`${photoFigures} FROM (${source.sql}) GROUP BY item_id ORDER BY ${sortColumns[query.sort]} DESC, views DESC, itemId LIMIT @limit`)
        .all({ ...source.params, limit: query.limit }) as Figures[];
      return withFacts(rows);
    },

    rollUpDays: (range: TimeRange) => days.rollUpDays(range, now()),

    /** After a deletion: the rollups of the days it touched are made again from what is left. */
    forget: days.invalidate,

    photoDetail(query: PhotoDetailQuery): PhotoDetail {
      const within = { ...query.range, itemId: query.itemId };
      const source = days.source("photo", query.range, now(), query.itemId);
      const figures = db.prepare(`${photoFigures} FROM (${source.sql}) GROUP BY item_id`).all(source.params) as Figures[];
      const series = db
        .prepare(
          `SELECT (ts / CAST(@bucket AS INTEGER)) * CAST(@bucket AS INTEGER) AS at, COUNT(*) AS views, COUNT(DISTINCT visitor) AS visitors
           FROM events WHERE item_id = @itemId AND name = 'photo_view' AND ts >= @from AND ts < @to GROUP BY at ORDER BY at`,
        )
        .all({ ...within, bucket: Math.max(1, Math.floor(query.bucketMs)) }) as PhotoDetail["series"];
      const sources = db
        .prepare(
          `SELECT source AS value, COUNT(DISTINCT visitor) AS visitors, COUNT(*) AS events FROM events INDEXED BY events_arrivals
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
      const galleries = days.source("gallery", range, now());
      const rows = db
        .prepare(
          `SELECT gallery, SUM(viewer_opens) AS viewerOpens, SUM(photo_views) AS photoViews, SUM(viewers) AS viewers
           FROM (${galleries.sql}) GROUP BY gallery ORDER BY photoViews DESC, gallery`,
        )
        .all(galleries.params) as Omit<GalleryRow, "topPhoto">[];
      const photos = days.source("photo", range, now());
      const tops = topPerGallery(
        db.prepare(`SELECT album AS gallery, item_id AS itemId, SUM(views) AS views FROM (${photos.sql}) WHERE album IS NOT NULL GROUP BY album, item_id`).all(photos.params) as AlbumItemViews[],
      );
      const facts = factsOf([...tops.values()].map((top) => top.itemId));
      return rows.map((row) => {
        const top = tops.get(row.gallery);
        return { ...row, topPhoto: top && { ...top, title: facts.get(top.itemId)?.title ?? "" } };
      });
    },
  };
}
