import { execFileSync } from "node:child_process";
import { constants } from "node:fs";
import { open, rename, rm, writeFile, type FileHandle } from "node:fs/promises";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createRuntime, type Runtime } from "../../app/server/runtime.server";
import { readSettings } from "../../app/lib/core/settings.server";
import { makeJpeg, tempDir } from "../helpers/fixtures";

let content: string;
let data: string;
let runtime: Runtime;

beforeAll(async () => {
  content = await tempDir();
  data = await tempDir();
  await writeFile(path.join(content, "vitrine.config.yml"), "title: First\n");
  await makeJpeg(path.join(content, "Walks", "one.jpg"), { width: 300, height: 200 });
  runtime = await createRuntime(readSettings({ CONTENT_DIR: content, DATA_DIR: data, NODE_ENV: "test" }), { quiet: true });
});

afterAll(async () => {
  await runtime.destroy();
  await rm(content, { recursive: true, force: true });
  await rm(data, { recursive: true, force: true });
});

/** Opens the FIFO's writing end once a reader waits on it (ENXIO until then), without giving it any data yet. */
async function writerOnceRead(fifo: string): Promise<FileHandle> {
  for (;;) {
    try {
      return await open(fifo, constants.O_WRONLY | constants.O_NONBLOCK);
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== "ENXIO") throw error;
      await new Promise((resolve) => setTimeout(resolve, 10));
    }
  }
}

describe("content rebuilds", () => {
  it("run one at a time, so the newest content wins over a slow earlier rebuild", async () => {
    const config = path.join(content, "vitrine.config.yml");
    // The first rebuild reads its config from a FIFO, so it stays in the middle of its build until the test writes.
    await rm(config);
    execFileSync("mkfifo", [config]);
    const slow = runtime.rebuild();
    const writer = await writerOnceRead(config);
    await rename(config, path.join(content, ".held-config"));
    await writeFile(config, "title: Newest\n");
    const second = runtime.rebuild();
    const third = runtime.rebuild();
    // Time enough for a rebuild running alongside the slow one to finish first; a queued one has not started.
    await Promise.race([second, new Promise((resolve) => setTimeout(resolve, 500))]);
    await writer.write("title: Older\n");
    await writer.close();

    const [older, newest, alsoNewest] = await Promise.all([slow, second, third]);
    expect(older.config.title).toBe("Older");
    expect((await runtime.site()).config.title).toBe("Newest");
    // The two calls during the slow rebuild cause exactly one more, which sees the newest files.
    expect(newest.config.title).toBe("Newest");
    expect(alsoNewest).toBe(newest);
  });
});
