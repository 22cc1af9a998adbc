import { dimensionColumn } from "../../dimensions";
import type { Segment } from "../analytics-store";

export type SqlPart = { sql: string; params: Record<string, string | number> };

/**
 * The visitors a segment selects, as SQL to follow a WHERE of the same range (@from, @to): columns
 * from the dimension table only, values bound, compared as text as breakdowns show them.
 */
export function segmentFilter(segment: Segment): SqlPart {
  const sql = segment.map(
    ({ dimension }, i) =>
      ` AND visitor IN (SELECT visitor FROM events WHERE ts >= @from AND ts < @to AND CAST(${dimensionColumn(dimension)} AS TEXT) = @segment${i})`,
  );
  return { sql: sql.join(""), params: Object.fromEntries(segment.map(({ value }, i) => [`segment${i}`, value])) };
}
