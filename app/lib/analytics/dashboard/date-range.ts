import { z } from "zod/v4";
import type { TimeRange } from "../store/analytics-store";

const dayMs = 86_400_000;
const isoDay = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}$/)
  .refine((day) => !Number.isNaN(Date.parse(`${day}T00:00:00Z`)) && new Date(`${day}T00:00:00Z`).toISOString().startsWith(day));

export const dateRangeSchema = z
  .object({ from: isoDay, to: isoDay })
  .refine(({ from, to }) => from <= to, "from must not be after to")
  .refine(({ from, to }) => Date.parse(to) - Date.parse(from) <= 3660 * dayMs, "at most ten years");

/** Whole UTC days, both ends included, as the dashboard's forms and links spell them. */
export type DateRange = z.infer<typeof dateRangeSchema>;

export function toDay(at: number): string {
  return new Date(at).toISOString().slice(0, 10);
}

/** The last `days` days up to and including today. */
export function lastDays(days: number, now = Date.now()): DateRange {
  return { from: toDay(now - (days - 1) * dayMs), to: toDay(now) };
}

/** From the query string: a valid range, the default (last 7 days) when none is given, or null when invalid. */
export function parseDateRange(search: URLSearchParams, now = Date.now()): DateRange | null {
  if (!search.has("from") && !search.has("to")) return lastDays(7, now);
  const parsed = dateRangeSchema.safeParse({ from: search.get("from"), to: search.get("to") });
  return parsed.success ? parsed.data : null;
}

export function toTimeRange(range: DateRange): TimeRange {
  return { from: Date.parse(`${range.from}T00:00:00Z`), to: Date.parse(`${range.to}T00:00:00Z`) + dayMs };
}

/** Hourly points for a range of up to two days, daily beyond. */
export function bucketFor(range: TimeRange): number {
  return range.to - range.from <= 2 * dayMs ? 3_600_000 : dayMs;
}
