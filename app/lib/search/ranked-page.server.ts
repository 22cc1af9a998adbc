import type Database from "better-sqlite3";
import type { WordsPlan } from "./plan-query";
import { tierCount, tierMatch } from "./rank-tiers";
import type { SearchKind } from "./search-records";
import { rowids } from "./search-schema";

export type RankedRow = { id: number; tier: number };
export type PageWindow = { limit: number; offset: number };

/**
 * Pages of matches ordered by tier, then bm25 with column weights, then rowid. bm25 costs about half
 * a microsecond a record and a two-letter prefix matches a quarter of a large library, so only the
 * tiers a page shows are ranked: each tier's records come from a query of their own (tierMatch),
 * and the ranking is that of the visitor's expression itself, with the tier as a filter, so every
 * record keeps the bm25 it had when the whole set was ranked at once.
 */
export function rankedPages(db: Database.Database): (plan: WordsPlan, kind: SearchKind, window: PageWindow) => RankedRow[] {
  const tierSize = db.prepare("SELECT count(*) FROM search WHERE search MATCH @tier AND rowid BETWEEN @first AND @last").pluck();
  // The + keeps the tier a filter on the visitor's MATCH: as a rowid constraint SQLite would run that MATCH once per row.
  const tierPage = db
    .prepare(
      `SELECT rowid FROM search WHERE search MATCH @match AND rowid BETWEEN @first AND @last
         AND +rowid IN (SELECT rowid FROM search WHERE search MATCH @tier AND rowid BETWEEN @first AND @last)
       ORDER BY rank, rowid LIMIT @limit OFFSET @offset`,
    )
    .pluck();

  return (plan, kind, { limit, offset }) => {
    const rows: RankedRow[] = [];
    let skip = offset;
    for (let tier = 0; tier < tierCount && rows.length < limit; tier++) {
      const query = { tier: tierMatch(plan, tier), ...rowids[kind] };
      // Counting a tier is one FTS query, far cheaper than ranking it: tiers before the page, and empty ones, are only counted.
      const size = tierSize.get(query) as number;
      if (size <= skip) {
        skip -= size;
        continue;
      }
      const ids = tierPage.all({ ...query, match: plan.match, limit: limit - rows.length, offset: skip }) as number[];
      rows.push(...ids.map((id) => ({ id, tier })));
      skip = 0;
    }
    return rows;
  };
}
