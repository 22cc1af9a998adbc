import type { Params } from "./types";

import { maxParams, maxValueLength, namePattern } from "../lib/core/analytics-protocol";

/**
 * Keeps what the collector accepts, so one bad event cannot get a whole batch refused: valid keys,
 * strings (cut to 500 characters), finite numbers and booleans, the first 25 keys in order.
 */
export function cleanParams(params: Record<string, unknown>): Params {
  const clean: Params = {};
  let count = 0;
  for (const [key, value] of Object.entries(params)) {
    if (count === maxParams) break;
    if (!namePattern.test(key)) continue;
    if (typeof value === "string") clean[key] = value.slice(0, maxValueLength);
    else if (typeof value === "boolean" || (typeof value === "number" && Number.isFinite(value))) clean[key] = value;
    else continue;
    count++;
  }
  return clean;
}
