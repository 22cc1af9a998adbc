import type Database from "better-sqlite3";
import type { TimeRange } from "../analytics-store";
import { photoNamesSql } from "../photo-event-names";
import { dayMs, daysTouched, missingRuns, planRange, type DaySpan } from "../sealed-days";

/** One item's figures per day, straight from the events (visitor ids last a day: a day's visitors are exact, and add up). */
const perDay = (where: string) => `SELECT ts / ${dayMs} AS day, item_id,
    SUM(name = 'photo_view') AS views,
    COUNT(DISTINCT CASE WHEN name = 'photo_view' THEN visitor END) AS visitors,
    COALESCE(SUM(CASE WHEN name = 'photo_view' THEN engagement_ms END), 0) AS dwell_sum,
    COUNT(CASE WHEN name = 'photo_view' THEN engagement_ms END) AS dwell_n,
    SUM(name = 'share') AS shares,
    SUM(name = 'file_download') AS downloads
  FROM events INDEXED BY events_item WHERE item_id IS NOT NULL AND name IN (${photoNamesSql}) AND ${where} GROUP BY day, item_id`;

const figures = "item_id, views, visitors, dwell_sum, dwell_n, shares, downloads";

/**
 * The daily photo rollup: each sealed day's figures per item, made the first time a report reads
 * the day, from then on read instead of its events (a 90-day Top photos over 1 million events reads
 * a few hundred thousand rollup rows' worth less: docs/benchmarks.md). Days a deletion touched are made again.
 */
export function createPhotoDays(db: Database.Database) {
  const rollUp = (span: DaySpan) => {
    const done = new Set(
      (db.prepare("SELECT day FROM photo_days_done WHERE day >= @from AND day < @to").all(span) as { day: number }[]).map((row) => row.day),
    );
    const runs = missingRuns(span, done);
    if (runs.length === 0) return;
    const insert = db.prepare(`INSERT OR REPLACE INTO photo_days (day, ${figures}) SELECT day, ${figures} FROM (${perDay("ts >= @from AND ts < @to")})`);
    const mark = db.prepare("INSERT OR IGNORE INTO photo_days_done (day) VALUES (?)");
    db.transaction(() => {
      for (const run of runs) {
        insert.run({ from: run.from * dayMs, to: run.to * dayMs });
        for (let day = run.from; day < run.to; day++) mark.run(day);
      }
    }).immediate();
  };

  return {
    /**
     * The per-day rows of a range (columns item_id, views, visitors, dwell_sum, dwell_n, shares,
     * downloads) as an SQL source and its parameters; with `itemId`, of that item only.
     */
    source(range: TimeRange, now: number, itemId?: string): { sql: string; params: Record<string, string | number> } {
      const plan = planRange(range, now);
      const item = itemId === undefined ? "" : " AND item_id = @itemId";
      const parts: string[] = [];
      const params: Record<string, string | number> = itemId === undefined ? {} : { itemId };
      if (plan.days) {
        rollUp(plan.days);
        parts.push(`SELECT ${figures} FROM photo_days WHERE day >= @dayFrom AND day < @dayTo${item}`);
        Object.assign(params, { dayFrom: plan.days.from, dayTo: plan.days.to });
      }
      plan.rest.forEach((part, i) => {
        parts.push(`SELECT ${figures} FROM (${perDay(`ts >= @from${i} AND ts < @to${i}${item}`)})`);
        Object.assign(params, { [`from${i}`]: part.from, [`to${i}`]: part.to });
      });
      return { sql: parts.join(" UNION ALL "), params };
    },

    /** Forgets the rollups of every day the range touches (after its events were deleted). */
    invalidate(range: TimeRange) {
      const span = daysTouched(range);
      db.transaction(() => {
        db.prepare("DELETE FROM photo_days WHERE day >= @from AND day < @to").run(span);
        db.prepare("DELETE FROM photo_days_done WHERE day >= @from AND day < @to").run(span);
      })();
    },
  };
}
