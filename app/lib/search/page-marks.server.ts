import type Database from "better-sqlite3";
import { markEnd, markStart } from "./highlight";
import type { WordsPlan } from "./plan-query";
import { searchColumns, type SearchColumn } from "./search-records";
import { prefixLengths } from "./search-schema";

export type MarkedRecord = { ref: string; marked: Record<SearchColumn, string> };

const snippetTokens = 14;
/** Up to this many matches, one scan of them all costs less than a page of rows matched one by one (about 1 ms at 200,000 pictures). */
const scanMost = 20_000;
/** A term of letters and digits only is one token of as many characters, so its length says if a prefix list serves it. */
const listedPrefix = new RegExp(`^[\\p{L}\\p{N}]{${Math.min(...prefixLengths)},${Math.max(...prefixLengths)}}$`, "u");

/**
 * The marked columns of a page's records, in one MATCH over all the matches, the page's ids a
 * filter on it. When the matches are many, each row is matched alone instead, which is cheap only
 * if the index keeps a prefix list for every term (it seeks to the row): any other prefix is
 * merged from the lists of all the words it starts, anew by each MATCH (60 times a page, a second
 * for one-letter words: the hardening issue).
 */
export function pageMarks(db: Database.Database): (plan: WordsPlan, ids: number[], total: number) => Map<number, MarkedRecord> {
  const marked = searchColumns.map((column, i) => `${markFunction(column, i + 1)} AS ${column}`).join(", ");
  const oneRow = db.prepare(`SELECT rowid AS id, ref, ${marked} FROM search WHERE search MATCH @match AND rowid = @id`);
  // The + keeps the ids a filter on one scan: as a rowid constraint SQLite would run the MATCH once per id.
  const scan = db.prepare(
    `SELECT rowid AS id, ref, ${marked} FROM search
     WHERE search MATCH @match AND rowid BETWEEN @first AND @last AND +rowid IN (SELECT value FROM json_each(@ids))`,
  );

  return (plan, ids, total) => {
    const query = { match: plan.match, start: markStart, end: markEnd };
    const rows = (
      total > scanMost && plan.terms.every((term) => listedPrefix.test(term))
        ? ids.flatMap((id) => oneRow.all({ ...query, id: BigInt(id) }))
        : scan.all({ ...query, first: BigInt(Math.min(...ids)), last: BigInt(Math.max(...ids)), ids: JSON.stringify(ids) })
    ) as (Record<SearchColumn, string> & { id: number; ref: string })[];
    return new Map(rows.map(({ id, ref, ...columns }) => [id, { ref, marked: columns }]));
  };
}

/** Short columns are marked whole; captions and alt text give a window around the first match. */
function markFunction(column: SearchColumn, index: number): string {
  return column === "caption" || column === "alt"
    ? `snippet(search, ${index}, @start, @end, '…', ${snippetTokens})`
    : `highlight(search, ${index}, @start, @end)`;
}
