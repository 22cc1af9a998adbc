import { mkdir, rm, writeFile } from "node:fs/promises";
import path from "node:path";
import { afterEach, expect, it, vi } from "vitest";
import { watchFolders } from "../../app/lib/content/watch-folders.server";
import { tempDir } from "../helpers/fixtures";
import { limitedWatch } from "../helpers/limited-watch";

let root = "";
afterEach(async () => {
  vi.restoreAllMocks();
  await rm(root, { recursive: true, force: true });
});

it("past the system's limit of watches, one line per build names it, and watched folders still report changes", async () => {
  root = await tempDir();
  const dirs = await Promise.all(["a", "b", "c", "d"].map(async (name) => (await mkdir(path.join(root, name)), path.join(root, name))));
  const logged = vi.spyOn(console, "error").mockImplementation(() => undefined);
  let changes = 0;
  const folders = watchFolders(() => changes++, limitedWatch(2));
  try {
    for (const dir of dirs) folders.add(dir);
    folders.keepOnly(dirs);
    expect(logged).toHaveBeenCalledTimes(1);
    expect(logged.mock.calls[0]![0]).toMatch(/^\[CONTENT_WATCH_LIMITED\] .*\/c: this and 1 more folders cannot be watched.*fs\.inotify\.max_user_watches/);
    // A rebuild that meets the same limit says nothing new.
    for (const dir of dirs) folders.add(dir);
    folders.keepOnly(dirs);
    expect(logged).toHaveBeenCalledTimes(1);
    await writeFile(path.join(dirs[0]!, "new.jpg"), "x");
    await expect.poll(() => changes, { timeout: 10_000 }).toBeGreaterThan(0);
  } finally {
    folders.close();
  }
});

it("a folder that is gone is no limit: nothing is said", async () => {
  root = await tempDir();
  const logged = vi.spyOn(console, "error").mockImplementation(() => undefined);
  const folders = watchFolders(() => undefined);
  folders.add(path.join(root, "never-made"));
  folders.keepOnly([path.join(root, "never-made")]);
  folders.close();
  expect(logged).not.toHaveBeenCalled();
});
