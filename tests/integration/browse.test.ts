import path from "node:path";
import { describe, expect, it } from "vitest";
import { browseListing, browsePage } from "../../app/lib/browse/browse-page.server";
import { buildSite } from "../../app/lib/content/build-site.server";
import { SourceIndex } from "../../app/lib/images/source-index.server";
import { makeJpeg, tempDir, writeYaml } from "../helpers/fixtures";
import { addresses } from "../helpers/addresses";

const titles = (page: { items: { title: string }[] } | undefined) => page?.items.map((item) => item.title);

describe("browse pages", () => {
  it("hold exactly the photos under a tag, a camera, a lens or a year, newest taken first, across albums", async () => {
    const content = await tempDir();
    const photo = async (
      album: string,
      name: string,
      options: { taken?: string; camera?: { make: string; model: string }; lens?: string; tags?: string[] },
    ) => {
      const file = path.join(content, album, `${name}.jpg`);
      await makeJpeg(file, { width: 300, height: 200, ...options });
      await writeYaml(`${file}.yml`, { title: name, tags: options.tags ?? [] });
    };
    const fuji = { make: "FUJIFILM", model: "X-T5" };
    const nikon = { make: "NIKON CORPORATION", model: "NIKON Z 6" };
    await photo("Harbour", "Boats", { taken: "2023:08:14 19:02:11", camera: fuji, lens: "XF23mmF1.4 R", tags: ["sea", "Zürich"] });
    await photo("Harbour", "Cranes", { taken: "2021:03:02 08:00:00", camera: nikon, tags: ["industry"] });
    await photo("Walks", "Lake", { taken: "2023:01:05 10:00:00", camera: fuji, tags: ["zurich", "sea"] });
    await photo("Walks", "Undated", { camera: fuji, tags: ["sea"] });
    const site = await buildSite(content, await SourceIndex.load(await tempDir()), { addresses });

    expect(titles(browsePage(site, "tags", "sea", 1))).toEqual(["Boats", "Lake", "Undated"]);
    // "Zürich" and "zurich" fold to one slug: one page, named as the first photo spells it.
    const zurich = browsePage(site, "tags", "zurich", 1);
    expect(titles(zurich)).toEqual(["Boats", "Lake"]);
    expect(zurich?.label).toBe("Zürich");
    expect(titles(browsePage(site, "cameras", "fujifilm-x-t5", 1))).toEqual(["Boats", "Lake", "Undated"]);
    expect(titles(browsePage(site, "cameras", "nikon-z-6", 1))).toEqual(["Cranes"]);
    expect(titles(browsePage(site, "lenses", "xf23mmf1-4-r", 1))).toEqual(["Boats"]);
    expect(titles(browsePage(site, "years", "2023", 1))).toEqual(["Boats", "Lake"]);
    expect(browsePage(site, "years", "2022", 1)).toBeUndefined();
    expect(browsePage(site, "tags", "industry", 1)?.items[0]?.page).toBe("/albums/harbour/2");

    const years = browseListing(site, "years", 1);
    expect(years.cards.map((card) => [card.title, card.count, card.path])).toEqual([
      ["2023", 2, "/years/2023"],
      ["2021", 1, "/years/2021"],
    ]);
    expect(browseListing(site, "tags", 1).cards.map((card) => card.title)).toEqual(["sea", "Zürich", "industry"]);
  });

  it("page 60 photos at a time; a page past the end shows the last", async () => {
    const content = await tempDir();
    for (let i = 0; i < 130; i++) await makeJpeg(path.join(content, "Many", `p${String(i).padStart(3, "0")}.jpg`), { width: 120, height: 80 });
    const site = await buildSite(content, await SourceIndex.load(await tempDir()), { addresses });
    const first = browsePage(site, "cameras", "testcam-mark-ii", 1);
    expect(first?.count).toBe(130);
    expect([first?.items.length, first?.pages]).toEqual([60, 3]);
    const last = browsePage(site, "cameras", "testcam-mark-ii", 99);
    expect([last?.page, last?.items.length, last?.items[0]?.index]).toEqual([3, 10, 121]);
  });
});
