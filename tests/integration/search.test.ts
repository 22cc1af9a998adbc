import { rm, writeFile } from "node:fs/promises";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import type { ItemManifest } from "../../app/lib/content/manifest";
import { createRuntime, type Runtime } from "../../app/server/runtime.server";
import type { Segment } from "../../app/lib/search/highlight";
import { SearchIndex } from "../../app/lib/search/search-index.server";
import type { SearchOutcome } from "../../app/lib/search/search-outcome";
import { searchRecords } from "../../app/lib/search/search-records";
import { searchSite } from "../../app/lib/search/search-site.server";
import { readSettings } from "../../app/lib/core/settings.server";
import { makeJpeg, tempDir, writeYaml } from "../helpers/fixtures";

let content: string;
let data: string;
let runtime: Runtime;

const longCaption = `A long caption about the attic, ${"boxes and dust and old letters, ".repeat(20)}and nothing else.`;

beforeAll(async () => {
  content = await tempDir();
  data = await tempDir();
  const cameras = path.join(content, "Cameras");
  await writeYaml(path.join(cameras, "album.yml"), { title: "Cameras", description: "Old bodies and lenses" });
  // "nikon" once each in a title, a caption, a tag and the EXIF camera: the order a visitor should see.
  await makeJpeg(path.join(cameras, "a-exif.jpg"), {
    width: 300,
    height: 200,
    camera: { make: "NIKON CORPORATION", model: "NIKON D850" },
    lens: "AF-S 85mm f/1.4G",
    taken: "2019:05:04 12:00:00",
  });
  await makeJpeg(path.join(cameras, "b-tags.jpg"), { width: 300, height: 200 });
  await writeYaml(path.join(cameras, "b-tags.jpg.yml"), { title: "Shelf", tags: ["nikon", "film"] });
  await makeJpeg(path.join(cameras, "c-caption.jpg"), { width: 300, height: 200 });
  await writeYaml(path.join(cameras, "c-caption.jpg.yml"), { title: "Drawer", caption: "Shot on my father's Nikon." });
  // The title match carries a long caption: bm25 alone would let the short caption match outrank it.
  await makeJpeg(path.join(cameras, "d-title.jpg"), { width: 300, height: 200 });
  await writeYaml(path.join(cameras, "d-title.jpg.yml"), { title: "Nikon F in the attic", caption: longCaption });
  const travel = path.join(content, "Travel", "Zürich");
  await makeJpeg(path.join(travel, "cafe.jpg"), { width: 300, height: 200, xmp: { title: "Café Odéon", description: "Morning coffee by the Limmat" } });
  await makeJpeg(path.join(travel, "plain.jpg"), { width: 300, height: 200 });
  await writeYaml(path.join(travel, "plain.jpg.yml"), { title: "Cordoba street", alt: "A narrow lane, whitewashed", tags: ["españa"] });
  runtime = await createRuntime(readSettings({ CONTENT_DIR: content, DATA_DIR: data, NODE_ENV: "test" }), { quiet: true });
});

afterAll(async () => {
  await runtime.destroy();
  await rm(content, { recursive: true, force: true });
  await rm(data, { recursive: true, force: true });
});

async function search(query: string, page = 1): Promise<SearchOutcome> {
  return searchSite(await runtime.site(), runtime.search, { query, page });
}

async function results(query: string) {
  const outcome = await search(query);
  if (outcome.state !== "results") throw new Error(`"${query}" gave the ${outcome.state} page`);
  return outcome;
}

const titles = (items: ItemManifest[]) => items.map((item) => item.title);
const marked = (segments: Segment[] | undefined) => (segments ?? []).filter((segment) => segment.mark).map((segment) => segment.text);

describe("search index", () => {
  it("ranks a title match above a caption, a tag and an EXIF match, in that order", async () => {
    const outcome = await results("nikon");
    expect(titles(outcome.items)).toEqual(["Nikon F in the attic", "Drawer", "Shelf", "A exif"]);
    expect(outcome.items.map((item) => item.index)).toEqual([1, 2, 3, 4]);
    // Each result's own page is its place in its album (what a share from the results names).
    expect(outcome.items.map((item) => item.page)).toEqual(["/albums/cameras/4", "/albums/cameras/3", "/albums/cameras/2", "/albums/cameras/1"]);
    const [title, caption, tags, exif] = outcome.items.map((item) => outcome.highlights[item.id]!);
    expect(marked(title!.title)).toEqual(["Nikon"]);
    expect(title!.detail).toBeUndefined();
    expect(caption!.detail).toMatchObject({ column: "caption" });
    expect(marked(caption!.detail?.segments)).toEqual(["Nikon"]);
    expect(tags!.detail).toMatchObject({ column: "tags" });
    expect(exif!.detail?.column).toBe("exif");
    // The camera as people say it: "NIKON D850", not "NIKON CORPORATION NIKON D850".
    expect(exif!.detail?.segments.map((segment) => segment.text).join("")).toBe("NIKON D850 · AF-S 85mm f/1.4G · 2019");
    expect(marked(exif!.detail?.segments)).toEqual(["NIKON"]);
  });

  it("matches the start of words, every word required", async () => {
    expect(titles((await results("nik")).items)).toHaveLength(4);
    expect(titles((await results("nik d85")).items)).toEqual(["A exif"]);
    expect(titles((await results("att nik")).items)).toEqual(["Nikon F in the attic"]);
    expect((await results("nikon zürich")).total).toBe(0);
  });

  it("finds EXIF lens and year", async () => {
    expect(titles((await results("85mm")).items)).toEqual(["A exif"]);
    const year = await results("2019");
    expect(titles(year.items)).toEqual(["A exif"]);
    expect(marked(year.highlights[year.items[0]!.id]!.detail?.segments)).toEqual(["2019"]);
  });

  it("folds diacritics both ways and ignores case", async () => {
    const cafe = await results("CAFE odeon");
    expect(titles(cafe.items)).toEqual(["Café Odéon"]);
    expect(marked(cafe.highlights[cafe.items[0]!.id]!.title)).toEqual(["Café", "Odéon"]);
    expect(titles((await results("córdoba")).items)).toEqual(["Cordoba street"]);
    expect(titles((await results("espana")).items)).toEqual(["Cordoba street"]);
  });

  it("searches alt text and the album a picture is in, and lists matching albums", async () => {
    expect(titles((await results("whitewashed")).items)).toEqual(["Cordoba street"]);
    const zurich = await results("zurich");
    expect(zurich.albums.map((hit) => hit.album.title)).toEqual(["Zürich"]);
    expect(titles(zurich.items).sort()).toEqual(["Café Odéon", "Cordoba street"]);
    expect(zurich.highlights[zurich.items[0]!.id]!.detail).toMatchObject({ column: "album" });
    expect((await results("bodies")).albums.map((hit) => hit.album.title)).toEqual(["Cameras"]);
  });

  it("answers hostile and odd queries with a friendly state, never an error", async () => {
    const queries = [
      '"',
      '"nikon',
      "nikon*",
      "NEAR(nikon attic)",
      "nikon OR drawer",
      "NOT nikon",
      "title:nikon",
      "{title}: x",
      "^nikon",
      "nikon AND (",
      "'; DROP TABLE search; --",
      "<script>alert(1)</script>",
      "\u0000\u0002nikon\u0003",
      "%E0%A4%A",
      "\ud800",
      "🙂",
      "a".repeat(2048),
    ];
    for (const query of queries) {
      const outcome = await search(query);
      expect(["results", "no-words"]).toContain(outcome.state);
    }
    expect(titles((await results('"nikon')).items)).toHaveLength(4);
    expect(titles((await results("NEAR(nikon attic)")).items)).toEqual([]);
    expect(await search("a".repeat(2049))).toEqual({ state: "too-long", length: 2049, max: 2048 });
    expect(await search(" \t ")).toEqual({ state: "empty" });
    expect(await search("*** ---")).toEqual({ state: "no-words", query: "*** ---" });
    // The index is still there and whole.
    expect(runtime.search.size()).toBe(9);
  });
});

describe("keeping the index current", () => {
  it("follows content changes on rebuild: added, changed and removed pictures", async () => {
    const file = path.join(content, "Cameras", "e-new.jpg");
    await makeJpeg(file, { width: 300, height: 200 });
    await writeYaml(`${file}.yml`, { title: "Rangefinder on a windowsill" });
    await runtime.rebuild();
    expect(titles((await results("rangefinder")).items)).toEqual(["Rangefinder on a windowsill"]);

    await writeYaml(`${file}.yml`, { title: "Leica on a windowsill" });
    await runtime.rebuild();
    expect((await results("rangefinder")).total).toBe(0);
    expect(titles((await results("leica")).items)).toEqual(["Leica on a windowsill"]);

    await rm(file);
    await rm(`${file}.yml`);
    await runtime.rebuild();
    expect((await results("leica")).total).toBe(0);
  });

  it("keeps the index on disk: a restart with nothing changed changes nothing", async () => {
    const index = SearchIndex.open(path.join(data, "search.sqlite"));
    try {
      expect(index.size()).toBe(9);
      expect(index.sync(searchRecords(await runtime.site()))).toMatchObject({ added: 0, updated: 0, removed: 0, total: 9 });
    } finally {
      index.close();
    }
  });

  it("rebuilds a damaged index file instead of failing", async () => {
    const broken = await tempDir();
    await writeFile(path.join(broken, "search.sqlite"), "this is not a database");
    const rebuilt = await createRuntime(readSettings({ CONTENT_DIR: content, DATA_DIR: broken, NODE_ENV: "test" }), { quiet: true });
    try {
      const outcome = searchSite(await rebuilt.site(), rebuilt.search, { query: "nikon", page: 1 });
      expect(outcome.state === "results" && titles(outcome.items)).toEqual(["Nikon F in the attic", "Drawer", "Shelf", "A exif"]);
    } finally {
      await rebuilt.destroy();
      await rm(broken, { recursive: true, force: true });
    }
  });

  it("a failing index update is logged with its code and the site still rebuilds", async () => {
    const other = await createRuntime(readSettings({ CONTENT_DIR: content, DATA_DIR: await tempDir(), NODE_ENV: "test" }), { quiet: true });
    const errors = vi.spyOn(console, "error").mockImplementation(() => undefined);
    try {
      const before = await other.site();
      other.search.close();
      const site = await other.rebuild();
      expect(site).not.toBe(before);
      expect(site.itemsById.size).toBe(6);
      expect(errors.mock.calls.map((call) => String(call[0]))).toEqual([expect.stringMatching(/^\[SEARCH_INDEX_FAILED\] .*search\.sqlite: /)]);
    } finally {
      errors.mockRestore();
      await other.destroy();
      await rm(other.settings.dataDir, { recursive: true, force: true });
    }
  });
});
