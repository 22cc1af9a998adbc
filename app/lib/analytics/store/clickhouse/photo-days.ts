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

/** The columns of every per-day source (named apart from the sums read over them: ClickHouse aliases would clash). */
export const dayColumns = "item, views_n, visitors_n, dwell_sum, dwell_n, shares_n, downloads_n";

/** One item's figures per day, straight from the events (visitor ids last a day: a day's visitors are exact, and add up). */
const perDay = (from: string, where: string) => `SELECT toUInt32(intDiv(ts, ${dayMs})) AS day, assumeNotNull(item_id) AS item,
    countIf(name = 'photo_view') AS views_n,
    uniqExactIf(visitor, name = 'photo_view') AS visitors_n,
    sumIf(assumeNotNull(engagement_ms), name = 'photo_view' AND isNotNull(engagement_ms)) AS dwell_sum,
    countIf(name = 'photo_view' AND isNotNull(engagement_ms)) AS dwell_n,
    countIf(name = 'share') AS shares_n,
    countIf(name = 'file_download') AS downloads_n
  FROM ${from} WHERE ${where} AND name IN (${photoNamesSql}) AND isNotNull(item_id) GROUP BY day, item`;

/**
 * The daily photo rollup (ReplacingMergeTree, read FINAL: two nodes rolling up one day at once
 * leave one row): each sealed day's figures per item, made the first time a report reads the day.
 * Days a deletion touched are deleted from it and made again from what is left.
 */
export function createPhotoDays({ database, table, site, within, rows, command }: PhotoDaysScope) {
  const days = `${database}.photo_days`;
  const done = `${database}.photo_days_done`;
  const span = (from: number, to: number) => `site = ${site} AND day >= ${integerLiteral(from)} AND day < ${integerLiteral(to)}`;

  const rollUp = async (wanted: DaySpan) => {
    const made = await rows(`SELECT day FROM ${done} FINAL WHERE ${span(wanted.from, wanted.to)}`);
    const runs = missingRuns(wanted, new Set(made.map((row) => Number(row.day))));
    const now = integerLiteral(Date.now());
    for (const run of runs) {
      const range = { from: run.from * dayMs, to: run.to * dayMs };
      await command(`INSERT INTO ${days} (site, day, ${dayColumns}, rolled_at) SELECT ${site}, day, ${dayColumns}, ${now} FROM (${perDay(table, within(range))})`);
      const marks = Array.from({ length: run.to - run.from }, (_, i) => `(${site}, ${integerLiteral(run.from + i)}, ${now})`);
      await command(`INSERT INTO ${done} (site, day, rolled_at) VALUES ${marks.join(", ")}`);
    }
  };

  return {
    tables: [days, done],

    /** The per-day rows of a range (dayColumns) as an SQL source; with `itemId`, of that item only. */
    async source(range: TimeRange, now: number, itemId?: string): Promise<string> {
      const plan = planRange(range, now);
      const item = itemId === undefined ? "" : ` AND item_id = ${stringLiteral(itemId)}`;
      const parts: string[] = [];
      if (plan.days) {
        await rollUp(plan.days);
        parts.push(`SELECT ${dayColumns} FROM ${days} FINAL WHERE ${span(plan.days.from, plan.days.to)}${item.replace("item_id", "item")}`);
      }
      for (const part of plan.rest) parts.push(`SELECT ${dayColumns} FROM (${perDay(table, `${within(part)}${item}`)})`);
      return parts.join(" UNION ALL ");
    },

    /** Deletes the rollups of every day the range touches (mutations; the caller waits for them). */
    async invalidate(range: TimeRange) {
      const touched = daysTouched(range);
      for (const target of [days, done]) await command(`ALTER TABLE ${target} DELETE WHERE ${span(touched.from, touched.to)}`);
    },
  };
}
