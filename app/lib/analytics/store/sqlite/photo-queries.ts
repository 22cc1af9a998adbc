import type Database from "better-sqlite3";
import type { BreakdownRow, GalleryRow, PhotoDetail, PhotoDetailQuery, PhotoQuery, PhotoRow, PhotoSort, Segment, TimeRange } from "../analytics-store";
import { topPerGallery, type AlbumItemViews } from "../gallery-tops";
import { itemFacts, type ItemFactsRow } from "../item-facts";
import { nonAlbumGalleriesSql } from "../non-album-galleries";
import { photoNamesSql as photoNames } from "../photo-event-names";
import { publicEventsSql } from "../public-events";
import { createPhotoDays } from "./photo-days";
import { segmentFilter, type SqlPart } from "./segment-filter";
import { dayMs } from "../sealed-days";

/** Top photos' sort → its column in the query below (a fixed list: nothing from the request reaches SQL). */
const sortColumns: Record<PhotoSort, string> = { views: "views", visitors: "visitors", dwell: "avgDwellMs", shares: "shares", downloads: "downloads" };

type Figures = Omit<PhotoRow, "title" | "gallery">;

/** Per-day rows summed per item: visitors are each day's, added up (visitor ids last a day). */
const photoFigures = `SELECT item_id AS itemId, SUM(views) AS views, SUM(visitors) AS visitors,
    COALESCE(ROUND(SUM(dwell_sum) * 1.0 / NULLIF(SUM(dwell_n), 0)), 0) AS avgDwellMs, SUM(shares) AS shares, SUM(downloads) AS downloads`;

/** The gallery reports on SQLite: numbers in one grouped query each, titles and albums after, for the rows shown only. */
export function createPhotoQueries(db: Database.Database, now: () => number = Date.now) {
  const days = createPhotoDays(db);
  // Per item, two walks back through its index entries (public events only, as every report): its latest event, and its latest in an album.
  // (Prepared on first use: the store is made before its tables are.)
  let latest: Database.Statement | undefined;
  let latestInAlbum: Database.Statement | undefined;
  const factsOf = (itemIds: readonly string[]) => {
    const select = `SELECT item_id AS itemId, gallery, ts, params FROM events WHERE item_id = @itemId AND name IN (${photoNames}) AND ${publicEventsSql}`;
    latest ??= db.prepare(`${select} ORDER BY ts DESC LIMIT 1`);
    latestInAlbum ??= db.prepare(`${select} AND gallery NOT IN (${nonAlbumGalleriesSql}) ORDER BY ts DESC LIMIT 1`);
    const rows = itemIds.flatMap((itemId) => [latest!.get({ itemId }), latestInAlbum!.get({ itemId })]);
    return itemFacts(rows.filter((row): row is ItemFactsRow => row !== undefined));
  };
  const withFacts = (rows: Figures[]): PhotoRow[] => {
    const facts = factsOf(rows.map((row) => row.itemId));
    return rows.map((row) => ({ ...row, title: facts.get(row.itemId)?.title ?? "", gallery: facts.get(row.itemId)?.gallery ?? "" }));
  };

  /**
   * A photo's views per bucket: whole days from its per-day rows (each day's visitors added up), hours
   * from its events (a range of two days at most).
   */
  // (better-sqlite3 binds every number as REAL: the bucket is cast for whole-number division.)
  const photoSeries = (query: PhotoDetailQuery, perDay: SqlPart): PhotoDetail["series"] => {
    const bucket = Math.max(1, Math.floor(query.bucketMs));
    if (bucket % dayMs === 0) {
      return db
        .prepare(
          `SELECT (day * ${dayMs} / CAST(@bucket AS INTEGER)) * CAST(@bucket AS INTEGER) AS at, SUM(views) AS views, SUM(visitors) AS visitors FROM (${perDay.sql}) GROUP BY at HAVING SUM(views) > 0 ORDER BY at`,
        )
        .all({ ...perDay.params, bucket }) as PhotoDetail["series"];
    }
    return db
      .prepare(
        `SELECT (ts / CAST(@bucket AS INTEGER)) * CAST(@bucket AS INTEGER) AS at, COUNT(*) AS views, COUNT(DISTINCT visitor) AS visitors
         FROM events WHERE item_id = @itemId AND name = 'photo_view' AND ${publicEventsSql} AND ts >= @from AND ts < @to GROUP BY at ORDER BY at`,
      )
      .all({ ...query.range, itemId: query.itemId, bucket }) as PhotoDetail["series"];
  };

  /** A breakdown of one item's per-day rows (value, visitors, events): each day's visitors added up. */
  const breakdownOf = (source: SqlPart, where = "1") =>
    db
      .prepare(
        `SELECT value, SUM(visitors) AS visitors, SUM(events) AS events FROM (${source.sql}) WHERE ${where} GROUP BY value ORDER BY visitors DESC, events DESC, value LIMIT 20`,
      )
      .all(source.params) as BreakdownRow[];

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

    /** Every part from the daily rollups of the item (its ragged ends from its events); a series of hours from its events. */
    photoDetail(query: PhotoDetailQuery): PhotoDetail {
      const only = { key: query.itemId };
      const photos = days.source("photo", query.range, now(), only);
      const params = days.source("params", query.range, now(), only);
      const sources = days.source("sources", query.range, now(), only);
      const figures = db.prepare(`${photoFigures} FROM (${photos.sql}) GROUP BY item_id`).all(photos.params) as Figures[];
      const byParam = (param: "method" | "open_via") =>
        breakdownOf({ sql: `SELECT value, visitors, events FROM (${params.sql}) WHERE param = @param`, params: { ...params.params, param } });
      return {
        photo: withFacts(figures)[0],
        series: photoSeries(query, photos),
        sources: breakdownOf({ sql: `SELECT source AS value, visitors, events FROM (${sources.sql})`, params: sources.params }),
        shares: byParam("method"),
        openVia: byParam("open_via"),
      };
    },

    galleryStats(range: TimeRange, segment: Segment): GalleryRow[] {
      const visitors = segmentFilter(segment);
      const galleries = days.source("gallery", range, now(), { visitors });
      const rows = db
        .prepare(
          `SELECT gallery, SUM(viewer_opens) AS viewerOpens, SUM(photo_views) AS photoViews, SUM(viewers) AS viewers
           FROM (${galleries.sql}) GROUP BY gallery ORDER BY photoViews DESC, gallery`,
        )
        .all(galleries.params) as Omit<GalleryRow, "topPhoto">[];
      const photos = days.source("photo", range, now(), { visitors });
      const tops = topPerGallery(
        db
          .prepare(`SELECT album AS gallery, item_id AS itemId, SUM(views) AS views FROM (${photos.sql}) WHERE album IS NOT NULL GROUP BY album, item_id`)
          .all(photos.params) as AlbumItemViews[],
      );
      const facts = factsOf([...tops.values()].map((top) => top.itemId));
      return rows.map((row) => {
        const top = tops.get(row.gallery);
        return { ...row, topPhoto: top && { ...top, title: facts.get(top.itemId)?.title ?? "" } };
      });
    },
  };
}
