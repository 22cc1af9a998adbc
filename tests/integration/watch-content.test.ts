import { rm, writeFile } from "node:fs/promises";
import path from "node:path";
import { expect, it } from "vitest";
import { createRuntime } from "../../app/server/runtime.server";
import { readSettings } from "../../app/lib/core/settings.server";
import { makeJpeg, walksSite } from "../helpers/fixtures";

it("rebuilds when the config, an album or a folder made since the start changes", async () => {
  const { content, dataDir } = await walksSite("title: Before\n", ["a.jpg"]);
  const runtime = await createRuntime(readSettings({ CONTENT_DIR: content, DATA_DIR: dataDir, NODE_ENV: "test" }), { watch: true, quiet: true });
  const itemsIn = async (slug: string) => (await runtime.site()).albumsBySlug.get(slug)?.items.length;
  const picture = (...names: string[]) => makeJpeg(path.join(content, "Walks", ...names), { width: 300, height: 200 });
  try {
    await runtime.site();
    await writeFile(path.join(content, "vitrine.config.yml"), "title: After\n");
    await expect.poll(async () => (await runtime.site()).config.title, { timeout: 20_000 }).toBe("After");
    await picture("b.jpg");
    await expect.poll(() => itemsIn("walks"), { timeout: 20_000 }).toBe(2);
    // A new folder and its first picture, written at once: however the rebuilds fall, the picture is seen.
    await picture("Hills", "c.jpg");
    await expect.poll(() => itemsIn("hills"), { timeout: 20_000 }).toBe(1);
    // The new folder is watched in its turn.
    await picture("Hills", "d.jpg");
    await expect.poll(() => itemsIn("hills"), { timeout: 20_000 }).toBe(2);
  } finally {
    await runtime.destroy();
    await rm(content, { recursive: true, force: true });
    await rm(dataDir, { recursive: true, force: true });
  }
});
