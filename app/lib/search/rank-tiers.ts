import { prefixString, type WordsPlan } from "./plan-query";
import { searchColumns } from "./search-records";

/** One tier per column: a record's tier is the first column holding one of the terms. */
export const tierCount = searchColumns.length;

/**
 * The FTS5 expression of one tier: every term somewhere, one of them in this tier's column and none
 * in an earlier one (the last tier: in no other column). A tier is a query of its own, so a page
 * ranks only the records of the tiers it shows.
 */
export function tierMatch(plan: WordsPlan, tier: number): string {
  const anyTerm = `(${plan.terms.map(prefixString).join(" OR ")})`;
  const earlier = searchColumns.slice(0, tier);
  const found = tier < tierCount - 1 ? `(${plan.match}) AND {${searchColumns[tier]}} : ${anyTerm}` : `(${plan.match})`;
  return earlier.length === 0 ? found : `(${found}) NOT {${earlier.join(" ")}} : ${anyTerm}`;
}
