import path from "node:path";
import { describe, expect, it } from "vitest";
import { buildSite } from "../../app/lib/content/build-site.server";
import { SourceIndex } from "../../app/lib/images/source-index.server";
import { makeJpeg, tempDir, writeYaml } from "../helpers/fixtures";
import { addresses } from "../helpers/addresses";

async function buildWithItems(items: unknown[]) {
  const content = await tempDir();
  await makeJpeg(path.join(content, "Reel", "still.jpg"), { width: 300, height: 200 });
  await writeYaml(path.join(content, "Reel", "items.yml"), { items });
  const site = await buildSite(content, await SourceIndex.load(await tempDir()), { addresses });
  return { site, album: site.albumsBySlug.get("reel")!, itemsFile: path.join(content, "Reel", "items.yml") };
}

describe("items.yml", () => {
  it("names the entry and key of a missing file in the problem's field", async () => {
    const { site, itemsFile } = await buildWithItems([
      { type: "video", title: "Gone film", file: "gone.mp4" },
      { type: "youtube", title: "Poster gone", url: "https://www.youtube.com/watch?v=aqz-KE-bpKQ", poster: "nope.jpg" },
      { type: "ajax", title: "Notes", file: "absent.html" },
    ]);
    const missing = site.problems.filter((problem) => problem.code === "ITEM_FILE_MISSING");
    expect(missing.map(({ path, field }) => ({ path, field }))).toEqual([
      { path: itemsFile, field: "items.0.file" },
      { path: itemsFile, field: "items.1.poster" },
      { path: itemsFile, field: "items.2.file" },
    ]);
  });

  it("reports a repeated entry by its field and keeps only the first, so every item has its own id", async () => {
    const url = "https://www.youtube.com/watch?v=aqz-KE-bpKQ";
    const { site, album, itemsFile } = await buildWithItems([
      { type: "youtube", title: "Bunny", url },
      { type: "inline", title: "About", html: "<p>First</p>" },
      { type: "youtube", title: "Bunny again", url },
      { type: "inline", title: "About", html: "<p>Second</p>" },
    ]);
    expect(site.problems).toEqual([
      { code: "ITEMS_INVALID", path: itemsFile, field: "items.2", message: "same youtube URL as items.0: only the first is kept" },
      { code: "ITEMS_INVALID", path: itemsFile, field: "items.3", message: "same inline title as items.1: only the first is kept" },
    ]);
    expect(album.items.map((item) => item.title)).toEqual(["Still", "Bunny", "About"]);
    expect(new Set(album.items.map((item) => item.id)).size).toBe(album.items.length);
    expect(site.itemsById.get(album.items[2]!.id)?.item).toMatchObject({ html: "<p>First</p>" });
  });
});
