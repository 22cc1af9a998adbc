import { rm } from "node:fs/promises";
import path from "node:path";
import type { LoaderFunctionArgs } from "@remix-run/node";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import type { Site } from "../../app/lib/content/site-types";
import { SearchIndex } from "../../app/lib/search/search-index.server";
import type { ResultPage } from "../../app/lib/search/search-outcome";
import { searchRecords } from "../../app/lib/search/search-records";
import { resultsPerPage } from "../../app/lib/search/result-pages";
import { syntheticSite } from "../../bench/lib/synthetic-site";
import { tempDir } from "../helpers/fixtures";

// The search page's first page is bounded (issue 38: `?q=a` rendered and hydrated every result);
// the rest come from /api/search a page at a time, or as `?page=N` without JavaScript.

const served = vi.hoisted(() => ({ site: undefined as Site | undefined, index: undefined as SearchIndex | undefined }));
vi.mock("../../app/server/runtime.server", () => ({ getSite: async () => served.site, getSearchIndex: async () => served.index }));

const { loader: pageLoader } = await import("../../app/routes/search");
const { loader: apiLoader } = await import("../../app/routes/api.search");

let dir: string;
beforeAll(async () => {
  dir = await tempDir();
  served.site = syntheticSite(600);
  served.index = SearchIndex.open(path.join(dir, "search.sqlite"));
  served.index.sync(searchRecords(served.site));
}, 60_000);
afterAll(async () => {
  served.index?.close();
  await rm(dir, { recursive: true, force: true });
});

const args = (url: string) =>
  ({ request: new Request(`https://photos.example${url}`), params: {}, context: { origin: "https://photos.example" } }) as unknown as LoaderFunctionArgs;

async function resultsPage(url: string) {
  const { outcome } = await pageLoader(args(url));
  if (outcome.state !== "results") throw new Error(`${url}: the ${outcome.state} page`);
  return outcome;
}

async function apiPage(url: string): Promise<ResultPage> {
  const response = await apiLoader(args(url));
  expect(response.status, url).toBe(200);
  return (await response.json()) as ResultPage;
}

describe("a search's pages", () => {
  it("the first page holds a first screen's worth of results and says how many there are in all", async () => {
    const first = await resultsPage("/search?q=canon");
    expect(first.total).toBeGreaterThan(2 * resultsPerPage);
    expect(first.items).toHaveLength(resultsPerPage);
    expect(first.pages).toBe(Math.ceil(first.total / resultsPerPage));
    expect(first.items.map((item) => item.index)).toEqual(Array.from({ length: resultsPerPage }, (_, i) => i + 1));
    expect(Object.keys(first.highlights).sort()).toEqual(first.items.map((item) => item.id).sort());
  });

  it("/api/search gives the pages after it, ranked on from where it stopped, until every result is there once", async () => {
    const first = await resultsPage("/search?q=canon");
    const seen = [...first.items];
    for (let page = 2; page <= first.pages; page++) {
      const answer = await apiPage(`/api/search?q=canon&page=${page}&v=${first.version}`);
      expect(answer).toMatchObject({ version: first.version, total: first.total, page, pages: first.pages });
      expect(answer.items[0]!.index).toBe((page - 1) * resultsPerPage + 1);
      for (const item of answer.items) expect(answer.highlights[item.id]?.title.length).toBeGreaterThan(0);
      seen.push(...answer.items);
    }
    expect(seen.map((item) => item.index)).toEqual(Array.from({ length: first.total }, (_, i) => i + 1));
    expect(new Set(seen.map((item) => item.id)).size).toBe(first.total);
    // The same ranking as the pages without JavaScript.
    expect((await resultsPage("/search?q=canon&page=2")).items).toEqual((await apiPage("/api/search?q=canon&page=2")).items);
  });

  it("a page that is no number reads as the first, one past the end as the last", async () => {
    const { pages } = await resultsPage("/search?q=canon");
    for (const [asked, page] of [
      ["abc", 1],
      ["-3", 1],
      ["0", 1],
      ["2.5", 1],
      ["1e400", 1],
      ["99999999999999999999", 1],
      ["", 1],
      [String(pages + 1), pages],
      ["999999", pages],
    ] as const) {
      expect((await resultsPage(`/search?q=canon&page=${asked}`)).page, asked).toBe(page);
      expect((await apiPage(`/api/search?q=canon&page=${encodeURIComponent(asked)}`)).page, asked).toBe(page);
    }
  });

  it("/api/search without words to look for is a 400 with its code, not a page of nothing", async () => {
    for (const query of ["", "q=", "q=%20%20", `q=${encodeURIComponent("*** ---")}`, `q=${"a".repeat(2049)}`]) {
      const response = await apiLoader(args(`/api/search?${query}`));
      expect(response.status, query).toBe(400);
      expect(((await response.json()) as { error: { code: string } }).error.code).toBe("SEARCH_QUERY_INVALID");
    }
  });
});
