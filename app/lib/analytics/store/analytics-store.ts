import type { ShareReceipt } from "../../sharing/share-link";
import type { Dimension } from "../dimensions";
import type { StoredEvent } from "../stored-event";

/** A half-open time range [from, to) in milliseconds since the epoch. */
export type TimeRange = { from: number; to: number };

export type Totals = { visitors: number; pageViews: number; events: number };

/**
 * The dashboard's filters: only the visitors who, in the range, have an event with each of these
 * values (a page viewed, an arrival from a source, a country…), and all of their events. A visitor
 * is the day's visitor id, so a filter selects visitor-days, as every count does.
 */
export type Segment = ReadonlyArray<{ dimension: Dimension; value: string }>;

export type SeriesPoint = { at: number; visitors: number; pageViews: number };

export type BreakdownQuery = {
  range: TimeRange;
  dimension: Dimension;
  /** Only events of these names; all events when absent. */
  names?: readonly string[];
  conversionsOnly?: boolean;
  limit: number;
  segment?: Segment;
};

/** Rows whose dimension is empty (null) are left out. Ordered by visitors, then events, descending. */
export type BreakdownRow = { value: string; visitors: number; events: number };

/** How Top photos can be ordered: always most first. */
export const photoSorts = ["views", "visitors", "dwell", "shares", "downloads"] as const;
export type PhotoSort = (typeof photoSorts)[number];

export type PhotoQuery = { range: TimeRange; sort: PhotoSort; limit: number };

/**
 * A gallery item's figures over a range. Views are photo_view events (a slide current for 1 s or
 * more), dwell their average engaged time. Title and gallery are those its latest events carried
 * (the last album it was seen in, search results and facets' pages aside), so a removed photo
 * keeps its name.
 */
export type PhotoRow = {
  itemId: string;
  title: string;
  gallery: string;
  views: number;
  visitors: number;
  avgDwellMs: number;
  shares: number;
  downloads: number;
};

export type PhotoDetailQuery = { range: TimeRange; itemId: string; bucketMs: number };

export type PhotoSeriesPoint = { at: number; views: number; visitors: number };

export type PhotoDetail = {
  /** Undefined when nothing about the item happened in the range. */
  photo: PhotoRow | undefined;
  /** Views per bucket, empty buckets omitted. */
  series: PhotoSeriesPoint[];
  /** The acquisition sources of the visitors who viewed it (their page views' sources in the range). */
  sources: BreakdownRow[];
  /** Its shares by method (facebook, x, pinterest, email, copy). */
  shares: BreakdownRow[];
  /** Its views by how the slide was reached (click, deep_link, swipe, key, wheel, thumbnail, slideshow, arrow). */
  openVia: BreakdownRow[];
};

/** One gallery's viewer figures over a range: an album's slug, "search", or a facet's name (gallery-kind.ts). */
export type GalleryRow = {
  gallery: string;
  /** viewer_close events: every opening ends with one (closing, or leaving the page). */
  viewerOpens: number;
  photoViews: number;
  /** Visitors who viewed at least one photo of it. */
  viewers: number;
  topPhoto: { itemId: string; title: string; views: number } | undefined;
};

/**
 * The one interface every analytics engine implements; chosen once at start-up, and the only thing
 * the collector and the dashboard know of storage. `tests/integration/analytics/store-contract.ts`
 * runs the same expectations against every adapter. Every report (totals to gallery stats, their
 * rollups and segments) counts the public events only (share ""); a shared album's events are
 * counted in its link's receipts.
 */
export interface AnalyticsStore {
  /** Creates or upgrades the schema; safe to run on every start. */
  migrate(): Promise<void>;
  /**
   * Takes the batch. SQLite: committed when the promise resolves (survives a crash of the process).
   * Buffered engines (ClickHouse): written within their flush interval, and on `close()`.
   */
  insert(events: readonly StoredEvent[]): Promise<void>;
  totals(range: TimeRange, segment?: Segment): Promise<Totals>;
  /** Visitors and page views per bucket of `bucketMs`, aligned to the epoch; empty buckets omitted. */
  timeseries(range: TimeRange, bucketMs: number, segment?: Segment): Promise<SeriesPoint[]>;
  breakdown(query: BreakdownQuery): Promise<BreakdownRow[]>;
  /** Items by the chosen figure, most first (then views, then id); only items viewed, shared or downloaded. */
  topPhotos(query: PhotoQuery): Promise<PhotoRow[]>;
  photoDetail(query: PhotoDetailQuery): Promise<PhotoDetail>;
  /** Every gallery whose viewer was used in the range, most photo views first; with a segment, by its visitors only. */
  galleryStats(range: TimeRange, segment?: Segment): Promise<GalleryRow[]>;
  /**
   * Makes the photo reports' daily rollups of the sealed days in the range not made yet, which a
   * report would otherwise make when it first reads them; resolves with how many days it made.
   */
  rollUpDays(range: TimeRange): Promise<number>;
  /**
   * Each link's receipt from every event kept that carries its id (retention deletes older ones, so
   * a receipt covers the retention window); links without such events are absent.
   */
  shareReceipts(linkIds: readonly string[]): Promise<Map<string, ShareReceipt>>;
  /** Deletes every event in the range; resolves with how many went. */
  deleteRange(range: TimeRange): Promise<number>;
  /** Every event stored (public and shared), in the range when given. */
  count(range?: TimeRange): Promise<number>;
  close(): Promise<void>;
}
