import { readFile, rm } from "node:fs/promises";
import path from "node:path";
import { expect, it, vi } from "vitest";
import { createRuntime } from "../../app/server/runtime.server";
import { readSettings } from "../../app/lib/core/settings.server";
import { fifoAt } from "../helpers/fifo";
import { walksSite } from "../helpers/fixtures";

it("resolves before its first build ends, counts the probes, and keeps what a stop midway has probed", async () => {
  const { content, dataDir: data } = await walksSite("title: Walks\n", ["a.jpg", "b.jpg", "c.jpg"]);
  const sources = path.join(data, "cache", "sources.json");
  const index = await fifoAt(sources);
  const runtime = await createRuntime(readSettings({ CONTENT_DIR: content, DATA_DIR: data, NODE_ENV: "test" }), { quiet: true });
  // The scan has counted the pictures; the build waits for the source index, which the FIFO holds.
  await expect
    .poll(() => runtime.status(), { timeout: 20_000 })
    .toMatchObject({ state: "preparing", config: { title: "Walks" }, progress: { total: 3, probed: 0 } });

  // The last picture is held too: the first two get probed, the third waits.
  const third = path.join(content, "Walks", "c.jpg");
  const bytes = await readFile(third);
  const picture = await fifoAt(third);
  await index.release("{}");
  await expect.poll(() => runtime.status(), { timeout: 20_000 }).toMatchObject({ state: "preparing", progress: { total: 3, probed: 2 } });

  // Stopped midway, the runtime writes down what it has probed, so the next start need not probe it again.
  const errors = vi.spyOn(console, "error").mockImplementation(() => undefined);
  try {
    await runtime.destroy();
    const saved = JSON.parse(await readFile(sources, "utf8")) as { entries: Record<string, unknown> };
    expect(
      Object.keys(saved.entries)
        .map((file) => path.basename(file))
        .sort(),
    ).toEqual(["a.jpg", "b.jpg"]);
    // Released, the build ends (its search sync finds the index closed) and the status turns ready.
    await picture.release(bytes);
    expect((await runtime.site()).itemsById.size).toBe(3);
    expect(runtime.status()).toMatchObject({ state: "ready", site: { config: { title: "Walks" } } });
  } finally {
    errors.mockRestore();
    await rm(content, { recursive: true, force: true });
    await rm(data, { recursive: true, force: true });
  }
});
