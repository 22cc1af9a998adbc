import { mkdirSync } from "node:fs";
import path from "node:path";
import { setImmediate as nextTurn } from "node:timers/promises";
import type Database from "better-sqlite3";
import { columnOf, dimensionColumn } from "../../dimensions";
import { segmentFilter } from "./segment-filter";
import type { StoredEvent } from "../../stored-event";
import type { AnalyticsStore, BreakdownQuery, PhotoDetailQuery, PhotoQuery, Segment, SeriesPoint, TimeRange, Totals } from "../analytics-store";
import { releaseFreePages, enableIncrementalVacuum } from "./incremental-vacuum";
import { migrations } from "./migrations";
import { createPhotoQueries } from "./photo-queries";
import { publicEventsSql } from "../public-events";
import { shareReceipts } from "./share-receipts";
import { openSqlite } from "../../../core/open-sqlite.server";

const eventFields = [
  "ts",
  "name",
  "visitor",
  "path",
  "share",
  "source",
  "browser",
  "os",
  "device",
  "conversion",
  "linkUrl",
  "linkDomain",
  "fileName",
  "fileExtension",
  "searchTerm",
  "videoProvider",
  "videoTitle",
  "videoPercent",
  "percentScrolled",
  "itemId",
  "gallery",
  "engagementMs",
  "country",
  "utmSource",
  "utmMedium",
  "utmCampaign",
  "utmTerm",
  "utmContent",
  "channel",
  "params",
] as const satisfies ReadonlyArray<keyof StoredEvent>;

/**
 * Events deleted per statement, each with its five index entries: on this project's 2-core machine
 * 1,000 took 17 ms when quiet, a median of 33 ms (the slowest 117 ms) at a load average of 7.
 */
const deleteChunkRows = 1_000;

/** Inserts waiting for the next group commit, each with its caller's answer. */
type PendingInsert = { events: readonly StoredEvent[]; resolve: () => void; reject: (error: unknown) => void };

/**
 * The embedded engine: one SQLite file in WAL mode. `insert` commits before it resolves, so an
 * answered request's events are on disk. synchronous=NORMAL keeps commits safe from a crash of the
 * process (the WAL is written before the commit returns); only a power cut can cost the last ones.
 * Inserts of concurrent requests share one transaction (a group commit, once per turn of the event
 * loop): a crowd costs one commit a turn, not one a request.
 */
export class SqliteStore implements AnalyticsStore {
  private readonly db: Database.Database;
  private readonly file: string;
  private insertStatement?: Database.Statement;
  private pending: PendingInsert[] = [];
  private readonly photos: ReturnType<typeof createPhotoQueries>;

  constructor(file: string) {
    mkdirSync(path.dirname(file), { recursive: true });
    this.file = file;
    this.db = openSqlite(file);
    this.photos = createPhotoQueries(this.db);
  }

  async migrate() {
    enableIncrementalVacuum(this.db, this.file);
    // Immediate, and the version read inside: another process opening the file migrates once, not twice.
    this.db
      .transaction(() => {
        const version = this.db.pragma("user_version", { simple: true }) as number;
        for (const [index, sql] of migrations.entries()) if (index >= version) this.db.exec(sql);
        this.db.pragma(`user_version = ${migrations.length}`);
      })
      .immediate();
  }

  insert(events: readonly StoredEvent[]): Promise<void> {
    if (events.length === 0) return Promise.resolve();
    return new Promise((resolve, reject) => {
      this.pending.push({ events, resolve, reject });
      if (this.pending.length === 1) setImmediate(() => this.commitPending());
    });
  }

  /** One transaction for every insert waiting; should it fail, each insert alone, so one bad batch fails only its own request. */
  private commitPending() {
    const group = this.pending;
    this.pending = [];
    if (group.length === 0) return;
    try {
      this.writeRows(group.flatMap((insert) => insert.events));
      for (const insert of group) insert.resolve();
    } catch (error) {
      if (group.length === 1) return group[0]!.reject(error);
      for (const insert of group) {
        try {
          this.writeRows(insert.events);
          insert.resolve();
        } catch (alone) {
          insert.reject(alone);
        }
      }
    }
  }

  private writeRows(rows: readonly StoredEvent[]) {
    const columns = eventFields.map(columnOf);
    const statement = (this.insertStatement ??= this.db.prepare(
      `INSERT INTO events (${columns.join(", ")}) VALUES (${columns.map((c) => `@${c}`).join(", ")})`,
    ));
    this.db.transaction(() => {
      for (const row of rows) statement.run(Object.fromEntries(eventFields.map((field) => [columnOf(field), bindable(row[field])])));
    })();
  }

  async totals(range: TimeRange, segment: Segment = []): Promise<Totals> {
    const only = segmentFilter(segment);
    const row = this.db
      .prepare(
        `SELECT COUNT(DISTINCT visitor) AS visitors, COALESCE(SUM(name = 'page_view'), 0) AS pageViews, COUNT(*) AS events
         FROM events WHERE ts >= @from AND ts < @to AND ${publicEventsSql}${only.sql}`,
      )
      .get({ ...range, ...only.params }) as Totals;
    return row;
  }

  async timeseries(range: TimeRange, bucketMs: number, segment: Segment = []): Promise<SeriesPoint[]> {
    const only = segmentFilter(segment);
    return this.db
      .prepare(
        `SELECT (ts / CAST(@bucket AS INTEGER)) * CAST(@bucket AS INTEGER) AS at, COUNT(DISTINCT visitor) AS visitors, COALESCE(SUM(name = 'page_view'), 0) AS pageViews
         FROM events WHERE ts >= @from AND ts < @to AND ${publicEventsSql}${only.sql} GROUP BY at ORDER BY at`,
      )
      .all({ ...range, ...only.params, bucket: Math.max(1, Math.floor(bucketMs)) }) as SeriesPoint[];
  }

  async breakdown(query: BreakdownQuery) {
    const column = dimensionColumn(query.dimension);
    const names = query.names ?? [];
    const only = segmentFilter(query.segment ?? []);
    const filters = [
      "ts >= @from AND ts < @to",
      publicEventsSql,
      `${column} IS NOT NULL`,
      ...(names.length ? [`name IN (${names.map((_, i) => `@name${i}`).join(", ")})`] : []),
      ...(query.conversionsOnly ? ["conversion = 1"] : []),
    ];
    const rows = this.db
      .prepare(
        `SELECT CAST(${column} AS TEXT) AS value, COUNT(DISTINCT visitor) AS visitors, COUNT(*) AS events
         FROM events WHERE ${filters.join(" AND ")}${only.sql} GROUP BY ${column} ORDER BY visitors DESC, events DESC, value LIMIT @limit`,
      )
      .all({ ...query.range, ...only.params, limit: query.limit, ...Object.fromEntries(names.map((name, i) => [`name${i}`, name])) });
    return rows as { value: string; visitors: number; events: number }[];
  }

  async topPhotos(query: PhotoQuery) {
    return this.photos.topPhotos(query);
  }

  async photoDetail(query: PhotoDetailQuery) {
    return this.photos.photoDetail(query);
  }

  async galleryStats(range: TimeRange, segment: Segment = []) {
    return this.photos.galleryStats(range, segment);
  }

  async rollUpDays(range: TimeRange) {
    return this.photos.rollUpDays(range);
  }

  async shareReceipts(linkIds: readonly string[]) {
    return shareReceipts(this.db, linkIds);
  }

  /**
   * A chunk of events at a time, the event loop turning between chunks (a year of events is minutes
   * of work, which must not hold up requests), then the rollups of the days touched, then the freed
   * space back to the disk.
   */
  async deleteRange(range: TimeRange) {
    const chunk = this.db.prepare("DELETE FROM events WHERE rowid IN (SELECT rowid FROM events WHERE ts >= @from AND ts < @to LIMIT @rows)");
    let deleted = 0;
    for (;;) {
      const { changes } = chunk.run({ ...range, rows: deleteChunkRows });
      deleted += changes;
      if (changes < deleteChunkRows) break;
      await nextTurn();
    }
    this.photos.forget(range);
    await releaseFreePages(this.db);
    return deleted;
  }

  async count(range?: TimeRange) {
    const within = range ? " WHERE ts >= @from AND ts < @to" : "";
    return (this.db.prepare(`SELECT COUNT(*) AS n FROM events${within}`).get(range ?? {}) as { n: number }).n;
  }

  async close() {
    // What is waiting is written before the file closes: nothing accepted is left out.
    this.commitPending();
    if (this.db.open) this.db.close();
  }
}

function bindable(value: StoredEvent[keyof StoredEvent]) {
  return typeof value === "boolean" ? Number(value) : value;
}
