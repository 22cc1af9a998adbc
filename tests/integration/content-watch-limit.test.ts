import { spawn } from "node:child_process";
import { cp, mkdir, rm, writeFile } from "node:fs/promises";
import path from "node:path";
import { afterEach, expect, it, vi } from "vitest";
import { watchFolders } from "../../app/lib/content/watch-folders.server";
import { albumLibrary } from "../harness/album-library";
import { freePort } from "../harness/free-ports";
import { tempDir } from "../helpers/fixtures";
import { limitedWatch } from "../helpers/limited-watch";

const serverFile = path.join(import.meta.dirname, "..", "..", "build", "server.js");
/**
 * The kernel's limit of watches is counted per user namespace too (/proc/sys/user/max_inotify_watches),
 * so a server started in a namespace of its own meets a real limit without lowering the machine's.
 */

const cleanup: (() => Promise<unknown>)[] = [];
afterEach(async () => {
  vi.restoreAllMocks();
  for (const step of cleanup.splice(0)) await step();
});

it("past the system's real limit of watches, the server says why in one line, serves every album, and sees a new picture in an unwatched one", async () => {
  const library = await albumLibrary(10);
  const content = await tempDir();
  const dataDir = await tempDir();
  cleanup.push(
    () => rm(content, { recursive: true, force: true }),
    () => rm(dataDir, { recursive: true, force: true }),
  );
  await cp(library.content, content, { recursive: true });
  const shoot = path.join(content, path.relative(library.content, library.shoot.dir));
  const port = await freePort();
  // Two watches: the content folder and the year; the months and shoots are past the limit.
  const child = spawn("unshare", ["-U", "-r", "sh", "-c", `echo 2 > /proc/sys/user/max_inotify_watches && exec "${process.execPath}" "${serverFile}"`], {
    env: { ...process.env, NODE_ENV: "production", HOST: "127.0.0.1", PORT: String(port), CONTENT_DIR: content, DATA_DIR: dataDir },
    stdio: ["ignore", "pipe", "pipe"],
  });
  let output = "";
  child.stdout.on("data", (chunk) => (output += chunk));
  child.stderr.on("data", (chunk) => (output += chunk));
  cleanup.push(async () => {
    if (child.exitCode === null) child.kill("SIGTERM");
    await new Promise((resolve) => (child.exitCode === null ? child.once("exit", resolve) : resolve(undefined)));
  });
  // The limit's line goes to stderr, "site ready" to stdout: either may come in first.
  await expect.poll(() => output.includes("site ready: ") && output.includes("CONTENT_WATCH_LIMITED"), { timeout: 30_000 }).toBe(true);
  const limited = output.split("\n").filter((line) => line.includes("CONTENT_WATCH_LIMITED"));
  expect(limited).toHaveLength(1);
  expect(limited[0]).toMatch(/this and 8 more folders cannot be watched \(2 are\): .*sysctl fs\.inotify\.max_user_watches=.*every 10 s instead/);
  const pictures = async () => {
    const response = await fetch(`http://127.0.0.1:${port}/albums/${library.shoot.slug}`);
    return { status: response.status, photoLinks: new Set((await response.text()).match(new RegExp(`/albums/${library.shoot.slug}/\\d+`, "g"))).size };
  };
  expect(await pictures()).toEqual({ status: 200, photoLinks: 2 });
  await cp(path.join(shoot, "DSC_0001.jpg"), path.join(shoot, "DSC_0003.jpg"));
  await expect.poll(pictures, { timeout: 30_000 }).toEqual({ status: 200, photoLinks: 3 });
  expect(child.exitCode).toBeNull();
}, 60_000);

it("folders past the limit are polled: a new file and a folder gone are changes; none are looked for once they are let go of", async () => {
  const root = await tempDir();
  cleanup.push(() => rm(root, { recursive: true, force: true }));
  const [watched, polledA, polledB] = ["a", "b", "c"].map((name) => path.join(root, name));
  for (const dir of [watched!, polledA!, polledB!]) await mkdir(dir);
  vi.spyOn(console, "error").mockImplementation(() => undefined);
  let changes = 0;
  const folders = watchFolders(() => changes++, limitedWatch(1), 50);
  cleanup.push(async () => folders.close());
  for (const dir of [watched!, polledA!, polledB!]) folders.add(dir);
  folders.keepOnly([watched!, polledA!, polledB!]);
  // Nothing changed: polls report nothing.
  await new Promise((resolve) => setTimeout(resolve, 200));
  expect(changes).toBe(0);
  await writeFile(path.join(polledA!, "new.jpg"), "x");
  await expect.poll(() => changes, { timeout: 5_000 }).toBeGreaterThan(0);
  // Reported once, not at every poll after.
  await new Promise((resolve) => setTimeout(resolve, 200));
  const afterNew = changes;
  expect(afterNew).toBe(1);
  await rm(polledB!, { recursive: true });
  await expect.poll(() => changes, { timeout: 5_000 }).toBe(afterNew + 1);
  // The next build found only the watched folder: nothing is polled any more.
  folders.keepOnly([watched!]);
  await writeFile(path.join(polledA!, "another.jpg"), "x");
  await new Promise((resolve) => setTimeout(resolve, 200));
  expect(changes).toBe(afterNew + 1);
});
