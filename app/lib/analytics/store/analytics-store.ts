import type { Dimension } from "../dimensions";
import type { StoredEvent } from "../stored-event";

/** A half-open time range [from, to) in milliseconds since the epoch. */
export type TimeRange = { from: number; to: number };

export type Totals = { visitors: number; pageViews: number; events: number };

export type SeriesPoint = { at: number; visitors: number; pageViews: number };

export type BreakdownQuery = {
  range: TimeRange;
  dimension: Dimension;
  /** Only events of these names; all events when absent. */
  names?: readonly string[];
  conversionsOnly?: boolean;
  limit: number;
};

/** Rows whose dimension is empty (null) are left out. Ordered by visitors, then events, descending. */
export type BreakdownRow = { value: string; visitors: number; events: number };

/**
 * The one interface every analytics engine implements; chosen once at start-up, and the only thing
 * the collector and the dashboard know of storage. `tests/integration/analytics-store.contract.ts`
 * runs the same expectations against every adapter.
 */
export interface AnalyticsStore {
  readonly engine: string;
  /** Creates or upgrades the schema; safe to run on every start. */
  migrate(): Promise<void>;
  /**
   * Takes the batch. SQLite: committed when the promise resolves (survives a crash of the process).
   * Buffered engines (ClickHouse): written within their flush interval, and on `close()`.
   */
  insert(events: readonly StoredEvent[]): Promise<void>;
  totals(range: TimeRange): Promise<Totals>;
  /** Visitors and page views per bucket of `bucketMs`, aligned to the epoch; empty buckets omitted. */
  timeseries(range: TimeRange, bucketMs: number): Promise<SeriesPoint[]>;
  breakdown(query: BreakdownQuery): Promise<BreakdownRow[]>;
  /** Deletes every event in the range; resolves with how many went. */
  deleteRange(range: TimeRange): Promise<number>;
  count(): Promise<number>;
  close(): Promise<void>;
}
