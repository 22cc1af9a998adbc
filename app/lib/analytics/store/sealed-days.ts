import { MAX_CLOCK_SKEW_MS } from "../limits";
import type { TimeRange } from "./analytics-store";

export const dayMs = 86_400_000;

/**
 * A UTC day is sealed once no event can still be stored for it: the collector takes a sender's
 * time only within MAX_CLOCK_SKEW_MS of its own, and a batch waits seconds at most before it is sent.
 */
export const sealedAfterMs = MAX_CLOCK_SKEW_MS + 10 * 60_000;

/** Day numbers (days since the epoch) from `from` up to, not including, `to`. */
export type DaySpan = { from: number; to: number };

/**
 * How a report over `range` is read: the whole sealed days inside it from the daily rollup, the rest
 * (today, the hours before sealing, a range's ragged ends) from the events themselves.
 */
export function planRange(range: TimeRange, now: number): { days: DaySpan | undefined; rest: TimeRange[] } {
  const firstWhole = Math.ceil(range.from / dayMs);
  const lastSealed = Math.floor((now - sealedAfterMs) / dayMs);
  const afterWhole = Math.min(Math.floor(range.to / dayMs), lastSealed);
  if (afterWhole <= firstWhole) return { days: undefined, rest: [range] };
  const rest = [
    { from: range.from, to: firstWhole * dayMs },
    { from: afterWhole * dayMs, to: range.to },
  ].filter((part) => part.to > part.from);
  return { days: { from: firstWhole, to: afterWhole }, rest };
}

/** The days a deletion of `range` touches: their rollups no longer hold and are made again from what is left. */
export function daysTouched(range: TimeRange): DaySpan {
  return { from: Math.floor(range.from / dayMs), to: Math.ceil(range.to / dayMs) };
}

/** The most days of events one ClickHouse query rolls up: the sources rollup joins a run's arrivals to its photo views in memory. */
export const maxRunDays = 7;

/** The days of a span not in `done`, as runs of consecutive days (each rolled up by one query), at most `maxDays` long. */
export function missingRuns(span: DaySpan, done: ReadonlySet<number>, maxDays = Number.POSITIVE_INFINITY): DaySpan[] {
  const runs: DaySpan[] = [];
  for (let day = span.from; day < span.to; day++) {
    if (done.has(day)) continue;
    const last = runs[runs.length - 1];
    if (last && last.to === day && last.to - last.from < maxDays) last.to = day + 1;
    else runs.push({ from: day, to: day + 1 });
  }
  return runs;
}
