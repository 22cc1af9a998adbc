import { dimensionColumn } from "../../dimensions";
import type { Segment, TimeRange } from "../analytics-store";
import { stringLiteral } from "./sql-literal";

/**
 * The visitors a segment selects (store interface), as SQL to follow a WHERE of the same range:
 * values as literals, compared as text as breakdowns show them.
 */
export function segmentFilter(table: string, within: (range: TimeRange) => string, range: TimeRange, segment: Segment): string {
  return segment
    .map(({ dimension, value }) => {
      const column = dimensionColumn(dimension);
      return ` AND visitor IN (SELECT visitor FROM ${table} WHERE ${within(range)} AND isNotNull(${column}) AND toString(assumeNotNull(${column})) = ${stringLiteral(value)})`;
    })
    .join("");
}
