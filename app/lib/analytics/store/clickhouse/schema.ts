/**
 * The events table: MergeTree partitioned by month and ordered for the dashboard, which always
 * filters by site and time and mostly groups by name. SQL that ClickHouse 18.16 and current
 * releases both run (no TTL: retention is a DELETE mutation; see docs/deploy.md).
 */
export function schemaStatements(database: string): string[] {
  return [
    `CREATE DATABASE IF NOT EXISTS ${database}`,
    `CREATE TABLE IF NOT EXISTS ${database}.events (
       site String,
       date Date,
       ts UInt64,
       name String,
       visitor String,
       path String,
       source Nullable(String),
       browser String,
       os String,
       device String,
       conversion UInt8,
       link_url Nullable(String),
       link_domain Nullable(String),
       file_name Nullable(String),
       file_extension Nullable(String),
       search_term Nullable(String),
       video_provider Nullable(String),
       video_title Nullable(String),
       video_percent Nullable(Int32),
       percent_scrolled Nullable(Int32),
       params String,
       item_id Nullable(String),
       gallery Nullable(String),
       engagement_ms Nullable(UInt32),
       country Nullable(String),
       utm_source Nullable(String),
       utm_medium Nullable(String),
       utm_campaign Nullable(String),
       utm_term Nullable(String),
       utm_content Nullable(String),
       channel Nullable(String),
       share String
     ) ENGINE = MergeTree() PARTITION BY toYYYYMM(date) ORDER BY (site, date, name, ts)`,
    // The daily rollups of the photo reports (photo-days.ts): day is days since the epoch.
    `CREATE TABLE IF NOT EXISTS ${database}.photo_days (
       site String, day UInt32, item String, album String, views_n UInt64, visitors_n UInt64, dwell_sum UInt64, dwell_n UInt64,
       shares_n UInt64, downloads_n UInt64, rolled_at UInt64
     ) ENGINE = ReplacingMergeTree(rolled_at) ORDER BY (site, day, item)`,
    `CREATE TABLE IF NOT EXISTS ${database}.gallery_days (
       site String, day UInt32, gallery_name String, viewer_opens_n UInt64, photo_views_n UInt64, viewers_n UInt64, rolled_at UInt64
     ) ENGINE = ReplacingMergeTree(rolled_at) ORDER BY (site, day, gallery_name)`,
    // Read by one item at a time: ordered by item first.
    `CREATE TABLE IF NOT EXISTS ${database}.photo_params_days (
       site String, day UInt32, item String, param String, param_value String, visitors_n UInt64, events_n UInt64, rolled_at UInt64
     ) ENGINE = ReplacingMergeTree(rolled_at) ORDER BY (site, item, day, param, param_value)`,
    `CREATE TABLE IF NOT EXISTS ${database}.photo_sources_days (
       site String, day UInt32, item String, source_value String, visitors_n UInt64, events_n UInt64, rolled_at UInt64
     ) ENGINE = ReplacingMergeTree(rolled_at) ORDER BY (site, item, day, source_value)`,
    `CREATE TABLE IF NOT EXISTS ${database}.${rollupDaysDone} (site String, day UInt32, rolled_at UInt64) ENGINE = ReplacingMergeTree(rolled_at) ORDER BY (site, day)`,
    ...replacedDaysDone.map((name) => `DROP TABLE IF EXISTS ${database}.${name}`),
  ];
}

/**
 * The days whose rollups are all made. Named anew when a rollup is added or made otherwise, so that
 * every day is made again (a new row of a day replaces its old one): photo_days_done before the
 * params and sources rollups, rollup_days_done while a photo's album could be a facet's pages.
 */
export const rollupDaysDone = "rollup_days_done_v2";
/** Its names before, dropped. */
const replacedDaysDone = ["photo_days_done", "rollup_days_done"];

/**
 * Columns added since the first release, for tables made before them. 18.16 has no
 * ADD COLUMN IF NOT EXISTS: migrate() adds those system.columns does not list.
 */
export const addedColumns: ReadonlyArray<readonly [name: string, type: string]> = [
  ["item_id", "Nullable(String)"],
  ["gallery", "Nullable(String)"],
  ["engagement_ms", "Nullable(UInt32)"],
  ["country", "Nullable(String)"],
  ...["utm_source", "utm_medium", "utm_campaign", "utm_term", "utm_content", "channel"].map((name) => [name, "Nullable(String)"] as const),
  // A share link's id, '' for none: rows from before read ''. The photo rollups made so far were of those alone, and stand.
  ["share", "String"],
];
