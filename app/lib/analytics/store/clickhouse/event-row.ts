import { columnOf } from "../../dimensions";
import type { StoredEvent } from "../../stored-event";

type Range = readonly [min: number, max: number];
const int32: Range = [-(2 ** 31), 2 ** 31 - 1];
const uint32: Range = [0, 2 ** 32 - 1];

/** The Nullable integer columns (schema.ts) and their types' ranges. */
const integerColumns: Partial<Record<keyof StoredEvent, Range>> = { videoPercent: int32, percentScrolled: int32, engagementMs: uint32 };

/** A whole number its column can hold, else NULL: never one JSON writes with an exponent, never one ClickHouse would wrap. */
function integerWithin(value: unknown, [min, max]: Range): number | null {
  return typeof value === "number" && Number.isInteger(value) && value >= min && value <= max ? value : null;
}

/** ClickHouse refuses the escape of a lone surrogate (JSON.stringify writes one as \ud800): it becomes U+FFFD. */
const wellFormed = (text: string) => text.replace(/\p{Cs}/gu, "\ufffd");

/**
 * One event as a JSONEachRow row ClickHouse takes. A number from 1e21 up is written by JSON with an
 * exponent, which ClickHouse refuses as input (one such row once refused every batch it was in);
 * an integer past its column's range is wrapped without a word (3e9 into Int32 reads -1294967296).
 * So integer columns get a whole number their type holds, or NULL.
 */
export function eventRow(site: string, event: StoredEvent): Record<string, unknown> {
  const row: Record<string, unknown> = { site, date: new Date(event.ts).toISOString().slice(0, 10) };
  for (const [field, value] of Object.entries(event) as [keyof StoredEvent, unknown][]) {
    const range = integerColumns[field];
    row[columnOf(field)] = range
      ? integerWithin(value, range)
      : typeof value === "boolean"
        ? Number(value)
        : typeof value === "string"
          ? wellFormed(value)
          : value;
  }
  return row;
}
