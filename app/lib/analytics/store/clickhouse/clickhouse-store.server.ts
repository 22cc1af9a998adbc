import { ClickHouseLogLevel, createClient, type ClickHouseClient } from "@clickhouse/client";
import { dimensionColumn } from "../../dimensions";
import { segmentFilter } from "./segment-filter";
import type { StoredEvent } from "../../stored-event";
import type { AnalyticsStore, BreakdownQuery, BreakdownRow, PhotoDetailQuery, PhotoQuery, Segment, SeriesPoint, TimeRange, Totals } from "../analytics-store";
import { createWriteBuffer, type WriteBuffer } from "../write-buffer";
import { eventRow } from "./event-row";
import { createPhotoQueries } from "./photo-queries";
import { isRefusedRows } from "./refused-rows";
import { publicEventsSql } from "../public-events";
import { shareReceiptsSql } from "./share-receipts";
import { receiptsOf } from "../share-receipts";
import { addedColumns, schemaStatements } from "./schema";
import { identifier, integerLiteral, stringLiteral } from "./sql-literal";

/** ClickHouse's Date ends in 2105; later range ends are clamped to it. */
const lastDay = Date.UTC(2105, 11, 31);

export type ClickHouseOptions = { url: string; database: string; site: string; flushIntervalMs?: number; maxBufferedRows?: number };

/**
 * The distributed engine. Inserts go through a write buffer (ClickHouse wants few large inserts):
 * flushed at 5,000 rows, every second and on close, so a graceful stop loses nothing and a hard
 * crash loses at most the last second. Reads flush first, so a node always sees its own writes.
 * Rows ClickHouse refuses as malformed are split off and dropped (write-buffer.ts), never retried.
 */
export class ClickHouseStore implements AnalyticsStore {
  private readonly client: ClickHouseClient;
  private readonly table: string;
  private readonly site: string;
  private readonly siteName: string;
  private readonly buffer: WriteBuffer<Record<string, unknown>>;
  private readonly photos: ReturnType<typeof createPhotoQueries>;

  constructor(options: ClickHouseOptions) {
    // The client's own log would repeat, in many lines, each failure this store reports in one line with its code.
    this.client = createClient({ url: options.url, request_timeout: 30_000, log: { level: ClickHouseLogLevel.OFF } });
    this.table = `${identifier(options.database)}.events`;
    this.siteName = options.site;
    this.site = stringLiteral(options.site);
    this.buffer = createWriteBuffer({
      write: (values) => this.client.insert({ table: this.table, values, format: "JSONEachRow" }).then(() => undefined),
      isRefused: isRefusedRows,
      maxRows: options.maxBufferedRows ?? 5_000,
      intervalMs: options.flushIntervalMs ?? 1_000,
      capacity: 200_000,
    });
    this.photos = createPhotoQueries({
      database: identifier(options.database),
      table: this.table,
      site: this.site,
      // The photo reports, their rollups and segments, as every report: the public events only.
      within: (range) => this.reported(range),
      rows: (query) => this.rows(query),
      command: async (query) => {
        await this.buffer.flush();
        await this.client.command({ query });
      },
    });
  }

  async migrate() {
    const [database = "", table = ""] = this.table.split(".");
    for (const query of schemaStatements(database)) await this.client.command({ query });
    const missing = async () => {
      const present = await this.rows(`SELECT name FROM system.columns WHERE database = ${stringLiteral(database)} AND table = ${stringLiteral(table)}`);
      return addedColumns.filter(([name]) => !present.some((row) => row.name === name));
    };
    const toAdd = await missing();
    if (toAdd.length === 0) return;
    try {
      await this.client.command({ query: `ALTER TABLE ${this.table} ${toAdd.map(([name, type]) => `ADD COLUMN ${name} ${type}`).join(", ")}` });
    } catch (error) {
      // Nodes starting together race to add the same columns: losing that race is fine.
      if ((await missing()).length) throw error;
    }
  }

  async insert(events: readonly StoredEvent[]) {
    this.buffer.add(events.map((event) => eventRow(this.siteName, event)));
  }

  async totals(range: TimeRange, segment: Segment = []): Promise<Totals> {
    const [row] = await this.rows(
      `SELECT uniqExact(visitor) AS visitors, countIf(name = 'page_view') AS pageViews, count() AS events FROM ${this.table} WHERE ${this.reported(range)}${this.only(range, segment)}`,
    );
    return { visitors: Number(row?.visitors ?? 0), pageViews: Number(row?.pageViews ?? 0), events: Number(row?.events ?? 0) };
  }

  async timeseries(range: TimeRange, bucketMs: number, segment: Segment = []): Promise<SeriesPoint[]> {
    const bucket = integerLiteral(Math.max(1, Math.floor(bucketMs)));
    const rows = await this.rows(
      `SELECT intDiv(ts, ${bucket}) * ${bucket} AS at, uniqExact(visitor) AS visitors, countIf(name = 'page_view') AS pageViews
       FROM ${this.table} WHERE ${this.reported(range)}${this.only(range, segment)} GROUP BY at ORDER BY at`,
    );
    return rows.map((row) => ({ at: Number(row.at), visitors: Number(row.visitors), pageViews: Number(row.pageViews) }));
  }

  async breakdown(query: BreakdownQuery): Promise<BreakdownRow[]> {
    const column = dimensionColumn(query.dimension);
    const filters = [
      this.reported(query.range),
      `isNotNull(${column})`,
      ...(query.names?.length ? [`name IN (${query.names.map(stringLiteral).join(", ")})`] : []),
      ...(query.conversionsOnly ? ["conversion = 1"] : []),
    ];
    const rows = await this.rows(
      `SELECT toString(assumeNotNull(${column})) AS value, uniqExact(visitor) AS visitors, count() AS events
       FROM ${this.table} WHERE ${filters.join(" AND ")}${this.only(query.range, query.segment ?? [])}
       GROUP BY value ORDER BY visitors DESC, events DESC, value LIMIT ${integerLiteral(query.limit)}`,
    );
    return rows.map((row) => ({ value: String(row.value), visitors: Number(row.visitors), events: Number(row.events) }));
  }

  topPhotos(query: PhotoQuery) {
    return this.photos.topPhotos(query);
  }

  photoDetail(query: PhotoDetailQuery) {
    return this.photos.photoDetail(query);
  }

  galleryStats(range: TimeRange, segment: Segment = []) {
    return this.photos.galleryStats(range, segment);
  }

  rollUpDays(range: TimeRange) {
    return this.photos.rollUpDays(range);
  }

  async shareReceipts(linkIds: readonly string[]) {
    return linkIds.length ? receiptsOf(await this.rows(shareReceiptsSql(this.table, this.site, linkIds))) : new Map();
  }

  /**
   * A DELETE mutation, then the photo rollups of the days it touched, each awaited until ClickHouse
   * reports it done (18.16 cannot wait by itself). The rollups go once the events are gone: a rollup
   * made in between, from events about to go, is forgotten with the rest.
   */
  async deleteRange(range: TimeRange) {
    const [row] = await this.rows(`SELECT count() AS n FROM ${this.table} WHERE ${this.within(range)}`);
    const doomed = Number(row?.n ?? 0);
    if (doomed === 0) return 0;
    await this.client.command({ query: `ALTER TABLE ${this.table} DELETE WHERE ${this.within(range)}` });
    await this.mutationsDone();
    await this.photos.forget(range);
    await this.mutationsDone();
    return doomed;
  }

  private async mutationsDone(): Promise<void> {
    const [database] = this.table.split(".");
    for (let waited = 0; ; waited += 50) {
      const [pending] = await this.rows(`SELECT count() AS n FROM system.mutations WHERE database = ${stringLiteral(database ?? "")} AND is_done = 0`);
      if (Number(pending?.n ?? 0) === 0) break;
      if (waited > 60_000) throw new Error("the delete mutation did not finish within 60 s");
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
  }

  async count(range?: TimeRange) {
    const [row] = await this.rows(`SELECT count() AS n FROM ${this.table} WHERE ${range ? this.within(range) : `site = ${this.site}`}`);
    return Number(row?.n ?? 0);
  }

  async close() {
    await this.buffer.close();
    await this.client.close();
  }

  private only(range: TimeRange, segment: Segment): string {
    return segmentFilter(this.table, (part) => this.reported(part), range, segment);
  }

  /** The events a report counts in the range: the public ones (a share link's are its receipts'). */
  private reported(range: TimeRange) {
    return `${this.within(range)} AND ${publicEventsSql}`;
  }

  /** Site and days first, so ClickHouse can skip by the primary key; then the exact milliseconds. */
  private within(range: TimeRange) {
    const day = (at: number) => stringLiteral(new Date(Math.min(Math.max(at, 0), lastDay)).toISOString().slice(0, 10));
    return `site = ${this.site} AND date >= toDate(${day(range.from)}) AND date <= toDate(${day(range.to)}) AND ts >= ${integerLiteral(range.from)} AND ts < ${integerLiteral(range.to)}`;
  }

  private async rows(query: string): Promise<Record<string, unknown>[]> {
    await this.buffer.flush();
    return (await this.client.query({ query, format: "JSONEachRow" })).json<Record<string, unknown>>();
  }
}
