import path from "node:path";
import { describe, expect, it } from "vitest";
import { buildSite } from "../../app/lib/content/build-site.server";
import { SourceIndex } from "../../app/lib/images/source-index.server";
import { makeJpeg, tempDir, writeYaml } from "../helpers/fixtures";
import { addresses } from "../helpers/addresses";

async function buildWithHome(homeAlbum: string) {
  const content = await tempDir();
  await makeJpeg(path.join(content, "Walks", "ridge.jpg"), { width: 300, height: 200 });
  await writeYaml(path.join(content, "vitrine.config.yml"), { homeAlbum });
  return { content, site: await buildSite(content, await SourceIndex.load(await tempDir()), { addresses }) };
}

describe("homeAlbum", () => {
  it("that names no album is reported with the config file and field, and the site still builds", async () => {
    const { content, site } = await buildWithHome("walk");
    expect(site.problems).toEqual([
      {
        code: "HOME_ALBUM_NOT_FOUND",
        path: path.join(content, "vitrine.config.yml"),
        field: "homeAlbum",
        message: 'no album has the slug "walk": the home page lists the albums',
      },
    ]);
    expect(site.albumsBySlug.has("walks")).toBe(true);
  });

  it("that names an album's slug is not a problem", async () => {
    expect((await buildWithHome("walks")).site.problems).toEqual([]);
  });
});
