import { dimensionColumn, type Dimension } from "../../dimensions";
import type { Segment } from "../analytics-store";
import { publicEventsSql } from "../public-events";

export type SqlPart = { sql: string; params: Record<string, string | number> };

/**
 * Dimensions stored as numbers, compared as text as breakdowns show them. The rest are text and
 * compared as they are, so that their indexes serve (an album's, a photo's).
 */
const numberDimensions: ReadonlySet<Dimension> = new Set(["video_percent"]);

/**
 * The visitors a segment selects, as SQL to follow a WHERE of the same range (@from, @to): columns
 * from the dimension table only, values bound; by their public events, as the reports show them.
 */
export function segmentFilter(segment: Segment): SqlPart {
  const sql = segment.map(({ dimension }, i) => {
    const column = numberDimensions.has(dimension) ? `CAST(${dimensionColumn(dimension)} AS TEXT)` : dimensionColumn(dimension);
    return ` AND visitor IN (SELECT visitor FROM events WHERE ts >= @from AND ts < @to AND ${publicEventsSql} AND ${column} = @segment${i})`;
  });
  return { sql: sql.join(""), params: Object.fromEntries(segment.map(({ value }, i) => [`segment${i}`, value])) };
}
