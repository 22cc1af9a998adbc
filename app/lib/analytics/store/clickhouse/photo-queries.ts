import type { BreakdownRow, GalleryRow, PhotoDetail, PhotoDetailQuery, PhotoQuery, PhotoRow, PhotoSort, Segment, TimeRange } from "../analytics-store";
import { topPerGallery } from "../gallery-tops";
import { latestFacts } from "./latest-facts";
import { createPhotoDays, type PhotoDaysScope } from "./photo-days";
import { segmentFilter } from "./segment-filter";
import { dayMs } from "../sealed-days";
import { integerLiteral, stringLiteral } from "./sql-literal";

/** Top photos' sort → its column in the query below (a fixed list: nothing from the request reaches SQL). */
const sortColumns: Record<PhotoSort, string> = { views: "views", visitors: "visitors", dwell: "avgDwellMs", shares: "shares", downloads: "downloads" };

type Figures = Omit<PhotoRow, "title" | "gallery">;

/** Per-day rows summed per item: visitors are each day's, added up (visitor ids last a day). */
const photoFigures = (source: string) => `SELECT item AS itemId, sum(views_n) AS views, sum(visitors_n) AS visitors,
    if(sum(dwell_n) = 0, 0, round(sum(dwell_sum) / sum(dwell_n))) AS avgDwellMs, sum(shares_n) AS shares, sum(downloads_n) AS downloads
  FROM (${source}) GROUP BY itemId`;

const toFigures = (row: Record<string, unknown>): Figures => ({
  itemId: String(row.itemId),
  views: Number(row.views),
  visitors: Number(row.visitors),
  avgDwellMs: Number(row.avgDwellMs),
  shares: Number(row.shares),
  downloads: Number(row.downloads),
});

/**
 * A photo's views per bucket: whole days from its per-day rows (each day's visitors added up), hours
 * from its events (a range of two days at most).
 */
function photoSeries(query: PhotoDetailQuery, perDay: string, table: string, within: (range: TimeRange) => string): string {
  const bucket = integerLiteral(Math.max(1, Math.floor(query.bucketMs)));
  if (query.bucketMs % dayMs === 0) {
    return `SELECT intDiv(day * ${dayMs}, ${bucket}) * ${bucket} AS at, sum(views_n) AS views, sum(visitors_n) AS visitors
      FROM (${perDay}) GROUP BY at HAVING views > 0 ORDER BY at`;
  }
  return `SELECT intDiv(ts, ${bucket}) * ${bucket} AS at, count() AS views, uniqExact(visitor) AS visitors FROM ${table}
    WHERE ${within(query.range)} AND name = 'photo_view' AND item_id = ${stringLiteral(query.itemId)} GROUP BY at ORDER BY at`;
}

const toBreakdown = (row: Record<string, unknown>): BreakdownRow => ({ value: String(row.value), visitors: Number(row.visitors), events: Number(row.events) });

/** The gallery reports on ClickHouse: numbers in one grouped query each, titles and albums after, for the rows shown only. */
export function createPhotoQueries(scope: PhotoDaysScope) {
  const { table, within, rows } = scope;
  const days = createPhotoDays(scope);
  const factsOf = (itemIds: readonly string[]) => latestFacts(scope, itemIds, Date.now());
  const withFacts = async (figures: Figures[]): Promise<PhotoRow[]> => {
    const facts = await factsOf(figures.map((row) => row.itemId));
    return figures.map((row) => ({ ...row, title: facts.get(row.itemId)?.title ?? "", gallery: facts.get(row.itemId)?.gallery ?? "" }));
  };
  /** A breakdown of one item's per-day rows (value, visitors_n, events_n): each day's visitors added up. */
  const breakdownOf = async (source: string, where = "1") =>
    (
      await rows(
        `SELECT value, sum(visitors_n) AS visitors, sum(events_n) AS events FROM (${source}) WHERE ${where}
         GROUP BY value ORDER BY visitors DESC, events DESC, value LIMIT 20`,
      )
    ).map(toBreakdown);

  return {
    async topPhotos(query: PhotoQuery): Promise<PhotoRow[]> {
      const source = await days.source("photo", query.range, Date.now());
      const figures = await rows(`${photoFigures(source)} ORDER BY ${sortColumns[query.sort]} DESC, views DESC, itemId LIMIT ${integerLiteral(query.limit)}`);
      return withFacts(figures.map(toFigures));
    },

    rollUpDays: (range: TimeRange) => days.rollUpDays(range, Date.now()),

    /** After a deletion: the rollups of the days it touched are made again from what is left. */
    forget: days.invalidate,

    /** Every part from the daily rollups of the item (its ragged ends from its events); a series of hours from its events. */
    async photoDetail(query: PhotoDetailQuery): Promise<PhotoDetail> {
      const now = Date.now();
      const only = { key: query.itemId };
      const [photos, params, sources] = await Promise.all([
        days.source("photo", query.range, now, only),
        days.source("params", query.range, now, only),
        days.source("sources", query.range, now, only),
      ]);
      const [figures, series, shares, openVia, sourceRows] = await Promise.all([
        rows(photoFigures(photos)),
        rows(photoSeries(query, photos, table, within)),
        breakdownOf(`SELECT param, param_value AS value, visitors_n, events_n FROM (${params})`, "param = 'method'"),
        breakdownOf(`SELECT param, param_value AS value, visitors_n, events_n FROM (${params})`, "param = 'open_via'"),
        breakdownOf(`SELECT source_value AS value, visitors_n, events_n FROM (${sources})`),
      ]);
      return {
        photo: (await withFacts(figures.map(toFigures)))[0],
        series: series.map((row) => ({ at: Number(row.at), views: Number(row.views), visitors: Number(row.visitors) })),
        sources: sourceRows,
        shares,
        openVia,
      };
    },

    async galleryStats(range: TimeRange, segment: Segment): Promise<GalleryRow[]> {
      const visitors = segmentFilter(table, within, range, segment);
      const [galleries, photos] = await Promise.all([
        days.source("gallery", range, Date.now(), { visitors }),
        days.source("photo", range, Date.now(), { visitors }),
      ]);
      const [totals, perItem] = await Promise.all([
        rows(
          `SELECT gallery_name AS gallery, sum(viewer_opens_n) AS viewerOpens, sum(photo_views_n) AS photoViews, sum(viewers_n) AS viewers
           FROM (${galleries}) GROUP BY gallery ORDER BY photoViews DESC, gallery`,
        ),
        rows(`SELECT album AS gallery, item AS itemId, sum(views_n) AS views FROM (${photos}) WHERE album != '' GROUP BY gallery, itemId`),
      ]);
      const tops = topPerGallery(perItem.map((row) => ({ gallery: String(row.gallery), itemId: String(row.itemId), views: Number(row.views) })));
      const facts = await factsOf([...tops.values()].map((top) => top.itemId));
      return totals.map((row) => {
        const top = tops.get(String(row.gallery));
        return {
          gallery: String(row.gallery),
          viewerOpens: Number(row.viewerOpens),
          photoViews: Number(row.photoViews),
          viewers: Number(row.viewers),
          topPhoto: top && { ...top, title: facts.get(top.itemId)?.title ?? "" },
        };
      });
    },
  };
}
