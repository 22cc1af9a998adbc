import { rm, writeFile } from "node:fs/promises";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { browseListing, browsePage, browsePaths } from "../../app/lib/browse/browse-page.server";
import { albumManifest } from "../../app/lib/content/manifest";
import type { Site } from "../../app/lib/content/site-types";
import { readSettings } from "../../app/lib/core/settings.server";
import { renderFeed } from "../../app/lib/feeds/site-feeds.server";
import { searchSite } from "../../app/lib/search/search-site.server";
import { createRuntime, type Runtime } from "../../app/server/runtime.server";
import { makeJpeg, tempDir } from "../helpers/fixtures";
import { ownerXmp } from "../helpers/owner-xmp";

// Two photos of a trip, their keywords written by Lightroom (in the file) and darktable (a sidecar),
// and one with none; the same folder served with people off (the default) and on.
let content: string;
const runtimes: Runtime[] = [];
const small = { width: 300, height: 200 };

async function serve(config: string): Promise<Runtime> {
  await writeFile(path.join(content, "vitrine.config.yml"), config);
  const runtime = await createRuntime(readSettings({ CONTENT_DIR: content, DATA_DIR: await tempDir(), NODE_ENV: "test" }), { quiet: true });
  runtimes.push(runtime);
  return runtime;
}

beforeAll(async () => {
  content = await tempDir();
  const trips = path.join(content, "Trips");
  await makeJpeg(path.join(trips, "a-zurich.jpg"), {
    ...small,
    taken: "2024:05:01 10:00:00",
    xmp: ownerXmp({
      title: "Lake morning",
      subject: ["lake"],
      hierarchical: ["Places|Europe|Zürich"],
      rating: 5,
      label: "Red",
      rawFileName: "DSC_0042.NEF",
      faces: ["Ada Lovelace"],
    }),
  });
  await makeJpeg(path.join(trips, "b-geneva.jpg"), { ...small, taken: "2023:05:01 10:00:00", xmp: { title: "Fountain" } });
  await writeFile(
    path.join(trips, "b-geneva.jpg.xmp"),
    ownerXmp({ hierarchical: ["Places|Europe|Genève"], subject: ["<script>alert(1)</script>"], personInImage: ["Grace Hopper"] }),
  );
  await makeJpeg(path.join(trips, "c-plain.jpg"), small);
});

afterAll(async () => {
  for (const runtime of runtimes) await runtime.destroy();
  await rm(content, { recursive: true, force: true });
});

const titles = (page: { items: { title: string }[] } | undefined) => page?.items.map((item) => item.title);
const search = async (runtime: Runtime, query: string) => {
  const outcome = await searchSite(await runtime.site(), runtime.search, { query, page: 1 });
  return outcome.state === "results" ? outcome.items.map((item) => item.title) : [];
};
const jsonFeed = async (runtime: Runtime, site: Site) =>
  JSON.parse(await renderFeed(site, runtime.store, "https://photos.example", "json")) as { items: { title: string; tags: string[] }[] };

describe("keywords and ratings the owner wrote, on the site", () => {
  it("browse: a tag per keyword and leaf, a page per level of a hierarchy with its trail and narrower levels", async () => {
    const site = await (await serve("title: Trips\n")).site();
    expect(
      browseListing(site, "tags", 1)
        .cards.map((card) => [card.title, card.count, card.path])
        .sort(),
    ).toEqual(
      [
        ["<script>alert(1)</script>", 1, "/tags/script-alert-1-script"],
        ["Genève", 1, "/tags/geneve"],
        ["Places", 2, "/tags/places"],
        ["Zürich", 1, "/tags/zurich"],
        ["lake", 1, "/tags/lake"],
      ].sort(),
    );
    const places = browsePage(site, "tags", "places", 1)!;
    expect([titles(places), places.trail, places.narrower]).toEqual([
      ["Lake morning", "Fountain"],
      [],
      [{ label: "Europe", path: "/tags/places/europe", count: 2 }],
    ]);
    const zurich = browsePage(site, "tags", "places/europe/zurich", 1)!;
    expect([zurich.label, titles(zurich), zurich.path, zurich.narrower]).toEqual(["Zürich", ["Lake morning"], "/tags/places/europe/zurich", []]);
    expect(zurich.trail).toEqual([
      { title: "Places", path: "/tags/places" },
      { title: "Europe", path: "/tags/places/europe" },
    ]);
    expect(browsePaths(site)).toEqual(expect.arrayContaining(["/tags", "/tags/places/europe", "/tags/places/europe/geneve"]));
  });

  it("details: rating, label, tags as their hierarchies, the original file name; search finds them", async () => {
    const runtime = runtimes[0]!;
    const site = await runtime.site();
    const [zurich] = albumManifest(site, site.albumsBySlug.get("trips")!).items;
    expect(zurich).toMatchObject({
      tags: ["lake", "Zürich"],
      tagPaths: [["Places", "Europe", "Zürich"]],
      details: { rating: 5, label: "Red", originalName: "DSC_0042.NEF" },
    });
    expect((await search(runtime, "europe")).sort()).toEqual(["Fountain", "Lake morning"]);
    expect(await search(runtime, "DSC_0042")).toEqual(["Lake morning"]);
    expect(await search(runtime, "red")).toEqual(["Lake morning"]);
    expect((await jsonFeed(runtime, site)).items.find((item) => item.title === "Lake morning")?.tags).toEqual(["Trips", "lake", "Zürich"]);
  });

  it("people off (the default): no name in any page's data, search, feed or browse page, and /people is none", async () => {
    const runtime = runtimes[0]!;
    const site = await runtime.site();
    const everything = JSON.stringify([albumManifest(site, site.albumsBySlug.get("trips")!), await jsonFeed(runtime, site), browsePaths(site)]);
    expect(everything).not.toMatch(/Ada|Lovelace|Grace|Hopper/);
    expect(await renderFeed(site, runtime.store, undefined, "atom")).not.toMatch(/Ada|Grace/);
    expect(await search(runtime, "ada")).toEqual([]);
    expect(await search(runtime, "hopper")).toEqual([]);
    expect(browseListing(site, "people", 1).total).toBe(0);
  });

  it("people on: a People facet, names in details, search and feeds", async () => {
    const runtime = await serve("title: Trips\npeople: { enabled: true }\n");
    const site = await runtime.site();
    expect(browseListing(site, "people", 1).cards.map((card) => card.path)).toEqual(["/people/ada-lovelace", "/people/grace-hopper"]);
    expect(titles(browsePage(site, "people", "grace-hopper", 1))).toEqual(["Fountain"]);
    expect(albumManifest(site, site.albumsBySlug.get("trips")!).items[0]).toMatchObject({ people: ["Ada Lovelace"] });
    expect(await search(runtime, "lovelace")).toEqual(["Lake morning"]);
    expect((await jsonFeed(runtime, site)).items.find((item) => item.title === "Fountain")?.tags).toEqual([
      "Trips",
      "<script>alert(1)</script>",
      "Genève",
      "Grace Hopper",
    ]);
    expect(browsePaths(site)).toEqual(expect.arrayContaining(["/people", "/people/ada-lovelace"]));
  });
});
