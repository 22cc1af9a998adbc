import { writeFile } from "node:fs/promises";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { buildSite } from "../../app/lib/content/build-site.server";
import { SourceIndex } from "../../app/lib/images/source-index.server";
import { makeJpeg, tempDir, writeYaml } from "../helpers/fixtures";
import { addresses } from "../helpers/addresses";

describe("hidden files", () => {
  it("are not published: no macOS ._ resource fork or dot-file becomes a picture or an error tile", async () => {
    const content = await tempDir();
    const walks = path.join(content, "Walks");
    await makeJpeg(path.join(walks, "ridge.jpg"), { width: 300, height: 200 });
    // What a Mac leaves on a shared drive beside ridge.jpg: an AppleDouble file, not an image.
    await writeFile(path.join(walks, "._ridge.jpg"), Buffer.concat([Buffer.from([0x00, 0x05, 0x16, 0x07]), Buffer.alloc(4000)]));
    await makeJpeg(path.join(walks, ".private.jpg"), { width: 300, height: 200 });
    await writeYaml(path.join(walks, ".private.jpg.yml"), { title: "Private" });

    const site = await buildSite(content, await SourceIndex.load(await tempDir()), { addresses });
    const items = site.albumsBySlug.get("walks")!.items;
    expect(items.map((item) => ("fileName" in item ? item.fileName : item.type))).toEqual(["ridge.jpg"]);
    expect(site.problems).toEqual([]);
  });
});
