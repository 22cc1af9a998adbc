import type { DateRange } from "./date-range";

/**
 * What a range's visitor count is. A visitor id lasts one UTC day (a daily salt, no cookie: nothing
 * links a person's days), so one day's count is its unique visitors and a longer range's is each
 * day's unique visitors added up: someone who came on three days is three there. Said beside every
 * such figure so it does not read as unique people (docs/analytics.md, "Visitors").
 */
export function visitorsNote(range: DateRange): string {
  return range.from === range.to ? "unique that day, here and in the tables" : "each day's unique visitors added up, here and in the tables";
}
