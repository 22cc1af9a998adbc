import { rm } from "node:fs/promises";
import path from "node:path";
import Database from "better-sqlite3";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { planQuery, prefixString, type WordsPlan } from "../../app/lib/search/plan-query";
import { SearchIndex } from "../../app/lib/search/search-index.server";
import { searchColumns, searchRecords, type SearchKind } from "../../app/lib/search/search-records";
import { rowids } from "../../app/lib/search/search-schema";
import { syntheticSite } from "../../bench/lib/synthetic-site";
import { tempDir } from "../helpers/fixtures";

// A search ranks either in one pass (few matches) or a tier at a time (many); both must give the
// order the ranking is defined by: the first column a term is in (a column-filtered MATCH each),
// then bm25 with column weights, then rowid, as one query over every match.
const queries = ["golden", "ha", "harb", "zurich", "krakow", "misty bridge", "canon 2019", "nikon", "1", "s t l", "behind", "light over", "days", "2019 f"];

let dir: string;
let index: SearchIndex;
let db: Database.Database;

beforeAll(async () => {
  dir = await tempDir();
  const file = path.join(dir, "search.sqlite");
  index = SearchIndex.open(file);
  index.sync(searchRecords(syntheticSite(3000)));
  db = new Database(file, { readonly: true });
}, 60_000);

afterAll(async () => {
  db.close();
  index.close();
  await rm(dir, { recursive: true, force: true });
});

function defined(plan: WordsPlan, kind: SearchKind): string[] {
  const anyTerm = plan.terms.map(prefixString).join(" OR ");
  const tiers = searchColumns.slice(0, -1).map((column) => `(${plan.match}) AND {${column}} : (${anyTerm})`);
  const tier = tiers.map((_, i) => `WHEN rowid IN (SELECT rowid FROM search WHERE search MATCH ?) THEN ${i}`).join(" ");
  return db
    .prepare(`SELECT ref FROM search WHERE search MATCH ? AND rowid BETWEEN ? AND ? ORDER BY CASE ${tier} ELSE ${tiers.length} END, rank, rowid`)
    .pluck()
    .all(plan.match, rowids[kind].first, rowids[kind].last, ...tiers) as string[];
}

describe("ranking", () => {
  it("gives the defined order in one pass and a tier at a time, on every page", () => {
    for (const query of queries) {
      const plan = planQuery(query);
      if (plan.kind !== "words") throw new Error(query);
      for (const kind of ["item", "album"] as const) {
        const expected = defined(plan, kind);
        expect(index.count(plan)[kind]).toBe(expected.length);
        const limit = kind === "item" ? 60 : 12;
        for (const offset of [0, limit, 2 * limit, Math.max(0, expected.length - 7)]) {
          const page = expected.slice(offset, offset + limit);
          // The count only picks how to rank: 1 match is ranked in one pass, a billion a tier at a time.
          for (const total of [1, 1e9]) expect(index.find(plan, kind, { limit, offset, total }).map((hit) => hit.ref)).toEqual(page);
        }
      }
    }
  });

  it("marks a page the same whether its rows are matched one by one (many matches) or the matches are scanned once", () => {
    for (const query of queries) {
      const plan = planQuery(query);
      if (plan.kind !== "words") throw new Error(query);
      const [few, many] = [1, 1e9].map((total) => index.find(plan, "item", { limit: 60, offset: 0, total }));
      expect(many).toEqual(few);
    }
  });
});
