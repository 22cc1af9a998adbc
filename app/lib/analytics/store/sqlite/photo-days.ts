import type Database from "better-sqlite3";
import type { TimeRange } from "../analytics-store";
import { nonAlbumGalleriesSql } from "../non-album-galleries";
import { photoNamesSql } from "../photo-event-names";
import { publicEventsSql } from "../public-events";
import { dayMs, daysTouched, missingRuns, planRange, type DaySpan } from "../sealed-days";
import type { SqlPart } from "./segment-filter";

/**
 * Each rollup: its table, its columns, and the same rows straight from the public events for the
 * given WHERE, of one item when `item` is an SQL condition (visitor ids last a day: a day's
 * visitors are exact, and add up over days).
 */
const rollups = {
  photo: {
    table: "photo_days",
    columns: "item_id, album, views, visitors, dwell_sum, dwell_n, shares, downloads",
    fromEvents: (where: string, item: string) => `SELECT ts / ${dayMs} AS day, item_id,
        MAX(CASE WHEN gallery NOT IN (${nonAlbumGalleriesSql}) THEN gallery END) AS album,
        SUM(name = 'photo_view') AS views,
        COUNT(DISTINCT CASE WHEN name = 'photo_view' THEN visitor END) AS visitors,
        COALESCE(SUM(CASE WHEN name = 'photo_view' THEN engagement_ms END), 0) AS dwell_sum,
        COUNT(CASE WHEN name = 'photo_view' THEN engagement_ms END) AS dwell_n,
        SUM(name = 'share') AS shares,
        SUM(name = 'file_download') AS downloads
      FROM events INDEXED BY events_item WHERE item_id IS NOT NULL AND name IN (${photoNamesSql}) AND ${publicEventsSql} AND ${where}${item} GROUP BY day, item_id`,
  },
  gallery: {
    table: "gallery_days",
    columns: "gallery, viewer_opens, photo_views, viewers",
    fromEvents: (where: string) => `SELECT ts / ${dayMs} AS day, gallery,
        SUM(name = 'viewer_close') AS viewer_opens,
        SUM(name = 'photo_view') AS photo_views,
        COUNT(DISTINCT CASE WHEN name = 'photo_view' THEN visitor END) AS viewers
      FROM events INDEXED BY events_gallery WHERE gallery IS NOT NULL AND name IN ('photo_view', 'viewer_close') AND ${publicEventsSql} AND ${where} GROUP BY day, gallery`,
  },
  /** How a photo's slides were reached (a view's open_via) and shared (a share's method). */
  params: {
    table: "photo_params_days",
    columns: "item_id, param, value, visitors, events",
    fromEvents: (where: string, item: string) => `SELECT ts / ${dayMs} AS day, item_id,
        CASE WHEN name = 'share' THEN 'method' ELSE 'open_via' END AS param,
        CAST(json_extract(params, CASE WHEN name = 'share' THEN '$.method' ELSE '$.open_via' END) AS TEXT) AS value,
        COUNT(DISTINCT visitor) AS visitors, COUNT(*) AS events
      FROM events INDEXED BY events_item WHERE item_id IS NOT NULL AND name IN ('photo_view', 'share') AND ${publicEventsSql} AND ${where}${item} AND value != ''
      GROUP BY day, item_id, param, value`,
  },
  /** Where a photo's viewers came from: the sources of their arrivals on the day they viewed it. */
  sources: {
    table: "photo_sources_days",
    columns: "item_id, source, visitors, events",
    fromEvents: (where: string, item: string) => `SELECT arrival.day AS day, viewer.item_id AS item_id, arrival.source AS source,
        COUNT(DISTINCT arrival.visitor) AS visitors, SUM(arrival.n) AS events
      FROM (SELECT ts / ${dayMs} AS day, visitor, source, COUNT(*) AS n FROM events INDEXED BY events_name_ts
          WHERE name = 'page_view' AND source IS NOT NULL AND ${publicEventsSql} AND ${where} GROUP BY day, visitor, source) AS arrival
        JOIN (SELECT DISTINCT ts / ${dayMs} AS day, visitor, item_id FROM events INDEXED BY events_item
          WHERE item_id IS NOT NULL AND name = 'photo_view' AND ${publicEventsSql} AND ${where}${item}) AS viewer
        ON viewer.day = arrival.day AND viewer.visitor = arrival.visitor
      GROUP BY arrival.day, viewer.item_id, arrival.source`,
  },
} as const;

export type Rollup = keyof typeof rollups;

/**
 * The daily rollups of the photo reports: each sealed day's figures per item and per gallery, made
 * ahead by the background job (rollups.server.ts) or else the first time a report reads the day,
 * from then on read instead of its events (docs/benchmarks.md,
 * "Photo reports"). Days a deletion touched are made again from what is left.
 */
export function createPhotoDays(db: Database.Database) {
  const rollUp = (span: DaySpan) => {
    const done = new Set((db.prepare("SELECT day FROM photo_days_done WHERE day >= @from AND day < @to").all(span) as { day: number }[]).map((row) => row.day));
    const runs = missingRuns(span, done);
    if (runs.length === 0) return 0;
    const inserts = Object.values(rollups).map(({ table, columns, fromEvents }) =>
      db.prepare(`INSERT OR REPLACE INTO ${table} (day, ${columns}) SELECT day, ${columns} FROM (${fromEvents("ts >= @from AND ts < @to", "")})`),
    );
    const mark = db.prepare("INSERT OR IGNORE INTO photo_days_done (day) VALUES (?)");
    db.transaction(() => {
      for (const run of runs) {
        for (const insert of inserts) insert.run({ from: run.from * dayMs, to: run.to * dayMs });
        for (let day = run.from; day < run.to; day++) mark.run(day);
      }
    }).immediate();
    return runs.reduce((days, run) => days + run.to - run.from, 0);
  };

  return {
    /** Makes the rollups of the range's sealed days not made yet; how many days it made. */
    rollUpDays(range: TimeRange, now: number): number {
      const { days } = planRange(range, now);
      return days ? rollUp(days) : 0;
    },

    /**
     * A rollup's per-day rows over a range (day and its columns) as an SQL source and its parameters:
     * the rollup's rows for whole sealed days, the events for the rest; with `key`, of that item only
     * (the gallery rollup has no item). With `visitors` (a segment's filter, which no rollup holds),
     * all of it from the events.
     */
    source(kind: Rollup, range: TimeRange, now: number, { key, visitors }: { key?: string; visitors?: SqlPart } = {}): SqlPart {
      const { table, columns, fromEvents } = rollups[kind];
      const only = key === undefined ? "" : " AND item_id = @key";
      const params: Record<string, string | number> = key === undefined ? {} : { key };
      if (visitors?.sql) {
        return {
          sql: `SELECT day, ${columns} FROM (${fromEvents(`ts >= @from AND ts < @to${visitors.sql}`, only)})`,
          params: { ...params, ...visitors.params, ...range },
        };
      }
      const plan = planRange(range, now);
      const parts: string[] = [];
      if (plan.days) {
        rollUp(plan.days);
        parts.push(`SELECT day, ${columns} FROM ${table} WHERE day >= @dayFrom AND day < @dayTo${only}`);
        Object.assign(params, { dayFrom: plan.days.from, dayTo: plan.days.to });
      }
      plan.rest.forEach((part, i) => {
        parts.push(`SELECT day, ${columns} FROM (${fromEvents(`ts >= @from${i} AND ts < @to${i}`, only)})`);
        Object.assign(params, { [`from${i}`]: part.from, [`to${i}`]: part.to });
      });
      return { sql: parts.join(" UNION ALL "), params };
    },

    /** Forgets the rollups of every day the range touches (after its events were deleted). */
    invalidate(range: TimeRange) {
      const span = daysTouched(range);
      db.transaction(() => {
        for (const table of [...Object.values(rollups).map((rollup) => rollup.table), "photo_days_done"]) {
          db.prepare(`DELETE FROM ${table} WHERE day >= @from AND day < @to`).run(span);
        }
      })();
    },
  };
}
