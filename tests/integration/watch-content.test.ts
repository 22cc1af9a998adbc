import { rm, writeFile } from "node:fs/promises";
import path from "node:path";
import { afterAll, beforeAll, expect, it } from "vitest";
import { createRuntime, type Runtime } from "../../app/lib/runtime.server";
import { readSettings } from "../../app/lib/settings.server";
import { makeJpeg, tempDir } from "../helpers/fixtures";

let content: string;
let data: string;
let runtime: Runtime;

beforeAll(async () => {
  content = await tempDir();
  data = await tempDir();
  await writeFile(path.join(content, "vitrine.config.yml"), "title: Before\n");
  await makeJpeg(path.join(content, "Walks", "a.jpg"), { width: 300, height: 200 });
  runtime = await createRuntime(readSettings({ CONTENT_DIR: content, DATA_DIR: data, NODE_ENV: "test" }), { watch: true, quiet: true });
  await runtime.site();
});

afterAll(async () => {
  await runtime.destroy();
  await rm(content, { recursive: true, force: true });
  await rm(data, { recursive: true, force: true });
});

const itemsIn = async (slug: string) => (await runtime.site()).albumsBySlug.get(slug)?.items.length;

it("rebuilds when the config, an album or a folder made since the start changes", async () => {
  await writeFile(path.join(content, "vitrine.config.yml"), "title: After\n");
  await expect.poll(async () => (await runtime.site()).config.title, { timeout: 20_000 }).toBe("After");
  await makeJpeg(path.join(content, "Walks", "b.jpg"), { width: 300, height: 200 });
  await expect.poll(() => itemsIn("walks"), { timeout: 20_000 }).toBe(2);
  // A new folder and its first picture, written at once: however the rebuilds fall, the picture is seen.
  await makeJpeg(path.join(content, "Walks", "Hills", "c.jpg"), { width: 300, height: 200 });
  await expect.poll(() => itemsIn("hills"), { timeout: 20_000 }).toBe(1);
  // The new folder is watched in its turn.
  await makeJpeg(path.join(content, "Walks", "Hills", "d.jpg"), { width: 300, height: 200 });
  await expect.poll(() => itemsIn("hills"), { timeout: 20_000 }).toBe(2);
});
