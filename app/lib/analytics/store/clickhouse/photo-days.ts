import type { TimeRange } from "../analytics-store";
import { photoNamesSql } from "../photo-event-names";
import { dayMs, daysTouched, missingRuns, planRange, type DaySpan } from "../sealed-days";
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
 * would clash), its key, and the same rows straight from the events for the given WHERE (visitor
 * ids last a day: a day's visitors are exact, and add up over days).
 */
const rollups = {
  photo: {
    table: "photo_days",
    columns: "item, album, views_n, visitors_n, dwell_sum, dwell_n, shares_n, downloads_n",
    keyColumn: "item",
    fromEvents: (from: string, where: string) => `SELECT toUInt32(intDiv(ts, ${dayMs})) AS day, assumeNotNull(item_id) AS item,
        maxIf(ifNull(gallery, ''), ifNull(gallery, 'search') != 'search') AS album,
        countIf(name = 'photo_view') AS views_n,
        uniqExactIf(visitor, name = 'photo_view') AS visitors_n,
        sumIf(assumeNotNull(engagement_ms), name = 'photo_view' AND isNotNull(engagement_ms)) AS dwell_sum,
        countIf(name = 'photo_view' AND isNotNull(engagement_ms)) AS dwell_n,
        countIf(name = 'share') AS shares_n,
        countIf(name = 'file_download') AS downloads_n
      FROM ${from} WHERE ${where} AND name IN (${photoNamesSql}) AND isNotNull(item_id) GROUP BY day, item`,
  },
  gallery: {
    table: "gallery_days",
    columns: "gallery_name, viewer_opens_n, photo_views_n, viewers_n",
    keyColumn: "gallery_name",
    fromEvents: (from: string, where: string) => `SELECT toUInt32(intDiv(ts, ${dayMs})) AS day, assumeNotNull(gallery) AS gallery_name,
        countIf(name = 'viewer_close') AS viewer_opens_n,
        countIf(name = 'photo_view') AS photo_views_n,
        uniqExactIf(visitor, name = 'photo_view') AS viewers_n
      FROM ${from} WHERE ${where} AND name IN ('photo_view', 'viewer_close') AND isNotNull(gallery) GROUP BY day, gallery_name`,
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
  const done = `${database}.photo_days_done`;
  const tableOf = (kind: Rollup) => `${database}.${rollups[kind].table}`;
  const span = (from: number, to: number) => `site = ${site} AND day >= ${integerLiteral(from)} AND day < ${integerLiteral(to)}`;

  const rollUp = async (wanted: DaySpan) => {
    const made = await rows(`SELECT day FROM ${done} FINAL WHERE ${span(wanted.from, wanted.to)}`);
    const runs = missingRuns(wanted, new Set(made.map((row) => Number(row.day))));
    const now = integerLiteral(Date.now());
    for (const run of runs) {
      const range = { from: run.from * dayMs, to: run.to * dayMs };
      for (const [kind, { columns, fromEvents }] of Object.entries(rollups)) {
        await command(`INSERT INTO ${tableOf(kind as Rollup)} (site, day, ${columns}, rolled_at) SELECT ${site}, day, ${columns}, ${now} FROM (${fromEvents(table, within(range))})`);
      }
      const marks = Array.from({ length: run.to - run.from }, (_, i) => `(${site}, ${integerLiteral(run.from + i)}, ${now})`);
      await command(`INSERT INTO ${done} (site, day, rolled_at) VALUES ${marks.join(", ")}`);
    }
    return runs.reduce((days, run) => days + run.to - run.from, 0);
  };

  return {
    /** Makes the rollups of the range's sealed days not made yet; how many days it made. */
    async rollUpDays(range: TimeRange, now: number): Promise<number> {
      const { days } = planRange(range, now);
      return days ? rollUp(days) : 0;
    },

    /**
     * A rollup's per-day rows over a range (its columns) as an SQL source: the rollup's rows for whole
     * sealed days, the events for the rest; with `key`, of that item only.
     */
    async source(kind: Rollup, range: TimeRange, now: number, key?: string): Promise<string> {
      const { columns, keyColumn, fromEvents } = rollups[kind];
      const plan = planRange(range, now);
      const only = key === undefined ? "" : ` AND ${keyColumn} = ${stringLiteral(key)}`;
      const parts: string[] = [];
      if (plan.days) {
        await rollUp(plan.days);
        parts.push(`SELECT ${columns} FROM ${tableOf(kind)} FINAL WHERE ${span(plan.days.from, plan.days.to)}${only}`);
      }
      for (const part of plan.rest) parts.push(`SELECT ${columns} FROM (${fromEvents(table, within(part))}) WHERE 1${only}`);
      return parts.join(" UNION ALL ");
    },

    /** Deletes the rollups of every day the range touches (mutations; the caller waits for them). */
    async invalidate(range: TimeRange) {
      const touched = daysTouched(range);
      for (const target of [tableOf("photo"), tableOf("gallery"), done]) await command(`ALTER TABLE ${target} DELETE WHERE ${span(touched.from, touched.to)}`);
    },
  };
}
