import type { TimeRange } from "../analytics-store";
import { nonAlbumGalleriesSql } from "../non-album-galleries";
import { photoNamesSql } from "../photo-event-names";
import { dayMs, daysTouched, maxRunDays, missingRuns, planRange, type DaySpan } from "../sealed-days";
import { rollupDaysDone } from "./schema";
import { integerLiteral, stringLiteral } from "./sql-literal";

export type PhotoDaysScope = {
  database: string;
  table: string;
  /** The site as an SQL literal. */
  site: string;
  within: (range: TimeRange) => string;
  rows: (query: string) => Promise<Record<string, unknown>[]>;
  /** Runs a statement once the write buffer is flushed. */
  command: (query: string) => Promise<void>;
};

/**
 * Each rollup: its table, its columns (named apart from the sums read over them: ClickHouse aliases
 * would clash), and the same rows straight from the events for the given WHERE, of one item when
 * `item` is an SQL condition (visitor ids last a day: a day's visitors are exact, and add up over days).
 */
const rollups = {
  photo: {
    table: "photo_days",
    columns: "item, album, views_n, visitors_n, dwell_sum, dwell_n, shares_n, downloads_n",
    fromEvents: (from: string, where: string, item: string) => `SELECT toUInt32(intDiv(ts, ${dayMs})) AS day, assumeNotNull(item_id) AS item,
        maxIf(ifNull(gallery, ''), ifNull(gallery, '') NOT IN (${nonAlbumGalleriesSql})) AS album,
        countIf(name = 'photo_view') AS views_n,
        uniqExactIf(visitor, name = 'photo_view') AS visitors_n,
        sumIf(assumeNotNull(engagement_ms), name = 'photo_view' AND isNotNull(engagement_ms)) AS dwell_sum,
        countIf(name = 'photo_view' AND isNotNull(engagement_ms)) AS dwell_n,
        countIf(name = 'share') AS shares_n,
        countIf(name = 'file_download') AS downloads_n
      FROM ${from} WHERE ${where} AND name IN (${photoNamesSql}) AND isNotNull(item_id)${item} GROUP BY day, item`,
  },
  gallery: {
    table: "gallery_days",
    columns: "gallery_name, viewer_opens_n, photo_views_n, viewers_n",
    fromEvents: (from: string, where: string) => `SELECT toUInt32(intDiv(ts, ${dayMs})) AS day, assumeNotNull(gallery) AS gallery_name,
        countIf(name = 'viewer_close') AS viewer_opens_n,
        countIf(name = 'photo_view') AS photo_views_n,
        uniqExactIf(visitor, name = 'photo_view') AS viewers_n
      FROM ${from} WHERE ${where} AND name IN ('photo_view', 'viewer_close') AND isNotNull(gallery) GROUP BY day, gallery_name`,
  },
  /** How a photo's slides were reached (a view's open_via) and shared (a share's method). */
  params: {
    table: "photo_params_days",
    columns: "item, param, param_value, visitors_n, events_n",
    fromEvents: (from: string, where: string, item: string) => `SELECT day, item, param, param_value, uniqExact(visitor) AS visitors_n, count() AS events_n
      FROM (SELECT toUInt32(intDiv(ts, ${dayMs})) AS day, assumeNotNull(item_id) AS item, visitor, if(name = 'share', 'method', 'open_via') AS param,
          if(name = 'share', visitParamExtractString(params, 'method'), visitParamExtractString(params, 'open_via')) AS param_value
        FROM ${from} WHERE ${where} AND name IN ('photo_view', 'share') AND isNotNull(item_id)${item})
      WHERE param_value != '' GROUP BY day, item, param, param_value`,
  },
  /** Where a photo's viewers came from: the sources of their arrivals on the day they viewed it. */
  sources: {
    table: "photo_sources_days",
    columns: "item, source_value, visitors_n, events_n",
    fromEvents: (from: string, where: string, item: string) => `SELECT day, item, source_value, uniqExact(visitor) AS visitors_n, sum(arrivals) AS events_n
      FROM (SELECT toUInt32(intDiv(ts, ${dayMs})) AS day, visitor, assumeNotNull(source) AS source_value, count() AS arrivals
        FROM ${from} WHERE ${where} AND name = 'page_view' AND isNotNull(source) GROUP BY day, visitor, source_value)
      ALL INNER JOIN (SELECT DISTINCT toUInt32(intDiv(ts, ${dayMs})) AS day, visitor, assumeNotNull(item_id) AS item
        FROM ${from} WHERE ${where} AND name = 'photo_view' AND isNotNull(item_id)${item}) USING (day, visitor)
      GROUP BY day, item, source_value`,
  },
} as const;

export type Rollup = keyof typeof rollups;

/**
 * The daily rollups of the photo reports (ReplacingMergeTree, read FINAL: two nodes rolling up one
 * day at once leave one row): each sealed day's figures per item and per gallery, made ahead by the
 * background job (rollups.server.ts) or else the first time a report reads the day. Days a
 * deletion touched are deleted and made again from what is left.
 */
export function createPhotoDays({ database, table, site, within, rows, command }: PhotoDaysScope) {
  const done = `${database}.${rollupDaysDone}`;
  const tableOf = (kind: Rollup) => `${database}.${rollups[kind].table}`;
  const span = (from: number, to: number) => `site = ${site} AND day >= ${integerLiteral(from)} AND day < ${integerLiteral(to)}`;

  const dayNumbers = (found: Record<string, unknown>[]) => new Set(found.map((row) => Number(row.day)));

  /** Rolls up the days of `wanted` not made yet; days without events are only marked as made. */
  const rollUp = async (wanted: DaySpan) => {
    const made = dayNumbers(await rows(`SELECT day FROM ${done} FINAL WHERE ${span(wanted.from, wanted.to)}`));
    const missing = missingRuns(wanted, made);
    if (missing.length === 0) return 0;
    const whole = { from: wanted.from * dayMs, to: wanted.to * dayMs };
    const withEvents = dayNumbers(await rows(`SELECT DISTINCT toUInt32(date) AS day FROM ${table} WHERE ${within(whole)}`));
    const skipped = new Set(made);
    for (let day = wanted.from; day < wanted.to; day++) if (!withEvents.has(day)) skipped.add(day);
    const now = integerLiteral(Date.now());
    for (const run of missingRuns(wanted, skipped, maxRunDays)) {
      const range = { from: run.from * dayMs, to: run.to * dayMs };
      for (const [kind, { columns, fromEvents }] of Object.entries(rollups)) {
        await command(
          `INSERT INTO ${tableOf(kind as Rollup)} (site, day, ${columns}, rolled_at) SELECT ${site}, day, ${columns}, ${now} FROM (${fromEvents(table, within(range), "")})`,
        );
      }
    }
    for (const run of missing) {
      const marks = Array.from({ length: run.to - run.from }, (_, i) => `(${site}, ${integerLiteral(run.from + i)}, ${now})`);
      await command(`INSERT INTO ${done} (site, day, rolled_at) VALUES ${marks.join(", ")}`);
    }
    return missing.reduce((days, run) => days + run.to - run.from, 0);
  };

  // A photo's page asks for three rollups at once: they share one run over the same days, not three.
  const running = new Map<string, Promise<number>>();
  const rollUpOnce = (wanted: DaySpan) => {
    const key = `${wanted.from}/${wanted.to}`;
    let run = running.get(key);
    if (!run) {
      run = rollUp(wanted).finally(() => running.delete(key));
      running.set(key, run);
    }
    return run;
  };

  return {
    /** Makes the rollups of the range's sealed days not made yet; how many days it made. */
    async rollUpDays(range: TimeRange, now: number): Promise<number> {
      const { days } = planRange(range, now);
      return days ? rollUpOnce(days) : 0;
    },

    /**
     * A rollup's per-day rows over a range (day and its columns) as an SQL source: the rollup's rows
     * for whole sealed days, the events for the rest; with `key`, of that item only (the gallery
     * rollup has no item). With `visitors` (a segment's filter, which no rollup holds), all of it
     * from the events.
     */
    async source(kind: Rollup, range: TimeRange, now: number, { key, visitors }: { key?: string; visitors?: string } = {}): Promise<string> {
      const { columns, fromEvents } = rollups[kind];
      const fromRollup = key === undefined ? "" : ` AND item = ${stringLiteral(key)}`;
      const fromTheEvents = key === undefined ? "" : ` AND item_id = ${stringLiteral(key)}`;
      const select = (part: TimeRange, where = "") => `SELECT day, ${columns} FROM (${fromEvents(table, `${within(part)}${where}`, fromTheEvents)})`;
      if (visitors) return select(range, visitors);
      const plan = planRange(range, now);
      const parts: string[] = [];
      if (plan.days) {
        await rollUpOnce(plan.days);
        parts.push(`SELECT day, ${columns} FROM ${tableOf(kind)} FINAL WHERE ${span(plan.days.from, plan.days.to)}${fromRollup}`);
      }
      for (const part of plan.rest) parts.push(select(part));
      return parts.join(" UNION ALL ");
    },

    /** Deletes the rollups of every day the range touches (mutations; the caller waits for them). */
    async invalidate(range: TimeRange) {
      const touched = daysTouched(range);
      for (const target of [...Object.keys(rollups).map((kind) => tableOf(kind as Rollup)), done])
        await command(`ALTER TABLE ${target} DELETE WHERE ${span(touched.from, touched.to)}`);
    },
  };
}
