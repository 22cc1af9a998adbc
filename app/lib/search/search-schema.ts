import { searchColumns, type SearchColumn, type SearchKind } from "./search-records";

/** Bump when the tables, the tokenizer, the prefix lists, the rowids or the ranking change: an index of another version is rebuilt. */
export const searchSchemaVersion = 2;

/**
 * bm25 weights, used within a tier (the best column a term was found in). bm25 normalises by the
 * length of the whole record and saturates large weights, so weights alone cannot keep every title
 * match above every caption match; the tier does that, and these order records of the same tier.
 */
export const columnWeights: Record<SearchColumn, number> = { title: 1, caption: 0.5, alt: 0.4, tags: 0.3, exif: 0.2, album: 0.1 };

/**
 * The lengths, in characters, of the prefixes the index keeps lists of their own. Any other prefix
 * is merged from the lists of all the words it starts, anew by every MATCH, and a search runs
 * several: 2–8 serves most words people type (every word of the bench's vocabulary up to
 * "vineyard"), for a file 15 % larger than with 2–4 (docs/benchmarks.md).
 */
export const prefixLengths = [2, 3, 4, 5, 6, 7, 8];

/** ref comes first and is not searched; the text columns follow in ranking order. */
export const ftsColumns = ["ref", ...searchColumns] as const;

/**
 * Each kind numbers its rows in a range of its own (items from 1, albums from 2^40, each in the
 * order added), so a search of one kind is a rowid range, which FTS5 applies inside its scan: a
 * stored kind column had to be read from the table for every match, twice a search. Bigints, as
 * FTS5 seeks only to integer bounds (a JavaScript number is bound as a real, which it ignores).
 */
export const rowids: Record<SearchKind, { first: bigint; last: bigint }> = {
  item: { first: 1n, last: 2n ** 40n - 1n },
  album: { first: 2n ** 40n, last: 2n ** 53n },
};

export const schemaSql = `
  CREATE TABLE documents (id INTEGER PRIMARY KEY, key TEXT NOT NULL UNIQUE, fingerprint TEXT NOT NULL);
  CREATE VIRTUAL TABLE search USING fts5(
    ref UNINDEXED, ${searchColumns.join(", ")},
    tokenize = "unicode61 remove_diacritics 2",
    prefix = '${prefixLengths.join(" ")}'
  );
  INSERT INTO search(search, rank) VALUES ('rank', 'bm25(0, ${searchColumns.map((column) => columnWeights[column]).join(", ")})');
`;

export const dropSql = "DROP TABLE IF EXISTS documents; DROP TABLE IF EXISTS search;";
