import { searchColumns, type SearchColumn, type SearchKind } from "./search-records";

/** Bump when the tables, the tokenizer, the rowids or the ranking change: an index of another version is rebuilt. */
export const searchSchemaVersion = 2;

/**
 * bm25 weights, used within a tier (the best column a term was found in). bm25 normalises by the
 * length of the whole record and saturates large weights, so weights alone cannot keep every title
 * match above every caption match; the tier does that, and these order records of the same tier.
 */
export const columnWeights: Record<SearchColumn, number> = { title: 1, caption: 0.5, alt: 0.4, tags: 0.3, exif: 0.2, album: 0.1 };

/** ref comes first and is not searched; the text columns follow in ranking order. */
export const ftsColumns = ["ref", ...searchColumns] as const;

/**
 * Each kind numbers its rows in a range of its own (items from 1, albums from 2^40, each in the
 * order added), so a search of one kind is a rowid range, which FTS5 applies inside its scan: a
 * stored kind column had to be read from the table for every match, twice a search.
 */
export const rowids: Record<SearchKind, { first: number; last: number }> = {
  item: { first: 1, last: 2 ** 40 - 1 },
  album: { first: 2 ** 40, last: Number.MAX_SAFE_INTEGER },
};

export const schemaSql = `
  CREATE TABLE documents (id INTEGER PRIMARY KEY, key TEXT NOT NULL UNIQUE, fingerprint TEXT NOT NULL);
  CREATE VIRTUAL TABLE search USING fts5(
    ref UNINDEXED, ${searchColumns.join(", ")},
    tokenize = "unicode61 remove_diacritics 2",
    prefix = '2 3 4'
  );
  INSERT INTO search(search, rank) VALUES ('rank', 'bm25(0, ${searchColumns.map((column) => columnWeights[column]).join(", ")})');
`;

export const dropSql = "DROP TABLE IF EXISTS documents; DROP TABLE IF EXISTS search;";
