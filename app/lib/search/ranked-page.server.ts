import type Database from "better-sqlite3";
import type { WordsPlan } from "./plan-query";
import { tierColumnMatch, tierCount, tierMatch, tierOfRow } from "./rank-tiers";
import type { SearchKind } from "./search-records";
import { rowids } from "./search-schema";

export type RankedRow = { id: number; tier: number };
/** A page of a search whose matches were counted: the count picks the cheaper way to rank them. */
export type PageWindow = { limit: number; offset: number; total: number };

/**
 * Up to this many matches are ranked in one pass (tier and bm25 for each: about 0.6 µs a match);
 * more are ranked a tier at a time, only the tiers the page shows.
 */
const onePassMost = 10_000;

/**
 * Pages of matches ordered by tier, then bm25 with column weights, then rowid. Each record keeps the
 * bm25 it has when every match is ranked at once: one pass ranks the visitor's MATCH itself, and a
 * tier's expression only takes records away from it (rank-tiers.ts).
 */
export function rankedPages(db: Database.Database): (plan: WordsPlan, kind: SearchKind, window: PageWindow) => RankedRow[] {
  const onePass = db.prepare(
    `SELECT rowid AS id, ${tierOfRow} AS tier FROM search WHERE search MATCH @match AND rowid BETWEEN @first AND @last
     ORDER BY tier, rank, rowid LIMIT @limit OFFSET @offset`,
  );
  const columnUsed = db.prepare("SELECT 1 FROM search WHERE search MATCH @column AND rowid BETWEEN @first AND @last LIMIT 1").pluck();
  const tierSize = db.prepare("SELECT count(*) FROM search WHERE search MATCH @tier AND rowid BETWEEN @first AND @last").pluck();
  const tierPage = db
    .prepare("SELECT rowid FROM search WHERE search MATCH @tier AND rowid BETWEEN @first AND @last ORDER BY rank, rowid LIMIT @limit OFFSET @offset")
    .pluck();

  return (plan, kind, { limit, offset, total }) => {
    const range = rowids[kind];
    if (total === 0) return [];
    if (total <= onePassMost) return onePass.all({ match: plan.match, ...range, limit, offset }) as RankedRow[];
    const rows: RankedRow[] = [];
    let skip = offset;
    for (let tier = 0; tier < tierCount && rows.length < limit; tier++) {
      if (columnUsed.get({ column: tierColumnMatch(plan, tier), ...range }) === undefined) continue;
      const query = { tier: tierMatch(plan, tier), ...range };
      const ids = tierPage.all({ ...query, limit: limit - rows.length, offset: skip }) as number[];
      rows.push(...ids.map((id) => ({ id, tier })));
      // A tier that gave nothing was empty or lay wholly before the page, which then starts that much later in the next.
      if (ids.length > 0) skip = 0;
      else if (skip > 0) skip -= tierSize.get(query) as number;
    }
    return rows;
  };
}
