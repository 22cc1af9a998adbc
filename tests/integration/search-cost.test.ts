import { rm } from "node:fs/promises";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Site } from "../../app/lib/content/site-types";
import { planQuery } from "../../app/lib/search/plan-query";
import { SearchIndex } from "../../app/lib/search/search-index.server";
import { searchRecords } from "../../app/lib/search/search-records";
import { searchSite } from "../../app/lib/search/search-site.server";
import { syntheticSite } from "../../bench/lib/synthetic-site";
import { tempDir } from "../helpers/fixtures";

// Finding 10 of the hardening issue: a search of a dozen one-letter words. None of them can use the
// index's prefix lists (2–8 characters), so each merges every word starting with its letter, in every
// MATCH the search runs. On the bench's site of 20,000 pictures this took a second; the most common
// initials of its words are the costliest dozen.
const dozen = "s t l o a b f w i c r m";

let dir: string;
let site: Site;
let index: SearchIndex;

beforeAll(async () => {
  dir = await tempDir();
  site = syntheticSite(20_000);
  index = SearchIndex.open(path.join(dir, "search.sqlite"));
  index.sync(searchRecords(site));
}, 60_000);

afterAll(async () => {
  index.close();
  await rm(dir, { recursive: true, force: true });
});

const search = (query: string) => searchSite(site, index, { query, page: 1 });

describe("a search of many one-letter words", () => {
  it("is planned into at most 3 of them, and finds what those 3 typed alone find", () => {
    const plan = planQuery(dozen);
    expect(plan.kind === "words" && plan.terms).toEqual(["s", "t", "l"]);
    const attack = search(dozen);
    const sensible = search("s t l");
    expect(attack.state === "results" && attack.total).toBeGreaterThan(1000);
    expect({ ...attack, query: "" }).toEqual({ ...sensible, query: "" });
  });
});
