import path from "node:path";
import { describe, expect, it } from "vitest";
import { buildSite } from "../../app/lib/content/build-site.server";
import { SourceIndex } from "../../app/lib/images/source-index.server";
import { makeJpeg, tempDir, writeYaml } from "../helpers/fixtures";

async function buildWithItems(items: unknown[]) {
  const content = await tempDir();
  await makeJpeg(path.join(content, "Reel", "still.jpg"), { width: 300, height: 200 });
  await writeYaml(path.join(content, "Reel", "items.yml"), { items });
  const site = await buildSite(content, await SourceIndex.load(await tempDir()));
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
});
