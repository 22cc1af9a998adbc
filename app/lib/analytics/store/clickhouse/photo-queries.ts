import type { BreakdownRow, GalleryRow, PhotoDetail, PhotoDetailQuery, PhotoQuery, PhotoRow, PhotoSort, TimeRange } from "../analytics-store";
import { topPerGallery } from "../gallery-tops";
import { latestFacts } from "./latest-facts";
import { createPhotoDays, type PhotoDaysScope } from "./photo-days";
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
  const forItem = (query: PhotoDetailQuery, names: string) => `${within(query.range)} AND name IN (${names}) AND item_id = ${stringLiteral(query.itemId)}`;
  const paramBreakdown = async (query: PhotoDetailQuery, name: string, key: string) =>
    (
      await rows(
        `SELECT visitParamExtractString(params, ${stringLiteral(key)}) AS value, uniqExact(visitor) AS visitors, count() AS events
         FROM ${table} WHERE ${forItem(query, stringLiteral(name))} AND value != ''
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

    async photoDetail(query: PhotoDetailQuery): Promise<PhotoDetail> {
      const bucket = integerLiteral(Math.max(1, Math.floor(query.bucketMs)));
      const [figures, series, sources, shares, openVia] = await Promise.all([
        days.source("photo", query.range, Date.now(), query.itemId).then((source) => rows(photoFigures(source))),
        rows(
          `SELECT intDiv(ts, ${bucket}) * ${bucket} AS at, count() AS views, uniqExact(visitor) AS visitors
           FROM ${table} WHERE ${forItem(query, "'photo_view'")} GROUP BY at ORDER BY at`,
        ),
        rows(
          `SELECT assumeNotNull(source) AS value, uniqExact(visitor) AS visitors, count() AS events FROM ${table}
           WHERE ${within(query.range)} AND name = 'page_view' AND isNotNull(source)
             AND visitor IN (SELECT visitor FROM ${table} WHERE ${forItem(query, "'photo_view'")})
           GROUP BY value ORDER BY visitors DESC, events DESC, value LIMIT 20`,
        ),
        paramBreakdown(query, "share", "method"),
        paramBreakdown(query, "photo_view", "open_via"),
      ]);
      return {
        photo: (await withFacts(figures.map(toFigures)))[0],
        series: series.map((row) => ({ at: Number(row.at), views: Number(row.views), visitors: Number(row.visitors) })),
        sources: sources.map(toBreakdown),
        shares,
        openVia,
      };
    },

    async galleryStats(range: TimeRange): Promise<GalleryRow[]> {
      const [galleries, photos] = await Promise.all([days.source("gallery", range, Date.now()), days.source("photo", range, Date.now())]);
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
