import { mkdir, mkdtemp, writeFile } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { expect, test } from "@playwright/test";
import { spawnServer, type SpawnedServer } from "../harness/spawn-server";
import { makeJpeg, tempDir } from "../helpers/fixtures";
import { freePort } from "../harness/free-ports";

// A site of the owner's own: originals not offered, and an album holding one YouTube video only.
const port = await freePort();
test.describe.configure({ mode: "serial" });
let server: SpawnedServer;
test.beforeAll(async () => {
  const content = await mkdtemp(path.join(os.tmpdir(), "vitrine-owner-choices-"));
  await writeFile(path.join(content, "vitrine.config.yml"), "title: Choices\ndownloads:\n  originals: false\n");
  await makeJpeg(path.join(content, "Prints", "one.jpg"), { width: 900, height: 600 });
  await makeJpeg(path.join(content, "Prints", "two.jpg"), { width: 600, height: 900 });
  await mkdir(path.join(content, "Film"));
  await writeFile(
    path.join(content, "Film", "items.yml"),
    'items:\n  - { type: youtube, title: "Only film", url: "https://www.youtube.com/watch?v=aqz-KE-bpKQ" }\n',
  );
  server = spawnServer({ CONTENT_DIR: content, DATA_DIR: await tempDir("vitrine-data-"), PORT: String(port) });
  await server.listening(60_000);
});
test.afterAll(async () => {
  server?.child.kill("SIGTERM");
  await server?.exited;
});

test("without originals on offer the viewer shows no download button, and /original answers 404", async ({ page }) => {
  await page.goto(`http://127.0.0.1:${port}/albums/prints#prints-1`);
  await expect(page.locator(".viewer-root")).toHaveAttribute("data-slide", "loaded");
  await expect(page.getByRole("button", { name: "Share" })).toBeVisible();
  await expect(page.getByRole("link", { name: "Download the original" })).toHaveCount(0);
  const album = await (await page.request.get(`http://127.0.0.1:${port}/api/galleries/prints`)).json();
  expect(album.items[0].original).toBeUndefined();
  expect((await page.request.get(`http://127.0.0.1:${port}/original/${album.items[0].id}/${album.items[0].address}`)).status()).toBe(404);
});

test("a video alone in its gallery plays in its frame, without the provider's player script", async ({ page }) => {
  const scripts: string[] = [];
  page.on("request", (request) => {
    if (request.resourceType() === "script") scripts.push(request.url());
  });
  // The provider cannot be reached from here: its frame is answered locally, scripts are only recorded.
  await page.route(/youtube(-nocookie)?\.com/, (route) => route.fulfill({ status: 200, contentType: "text/html", body: "<p>player</p>" }));
  await page.goto(`http://127.0.0.1:${port}/albums/film#film-1`);
  await expect(page.locator(".viewer-root")).toHaveAttribute("data-slide", "loaded");
  await expect(page.locator(".pswp__item iframe[src*='youtube-nocookie.com/embed/aqz-KE-bpKQ']").first()).toBeAttached();
  // The viewer would add the player's script in the very task that puts the frame in (custom-content.ts).
  await expect(page.locator("script[src*='youtube.com'], script[src*='vimeo.com']")).toHaveCount(0);
  // And nothing else asked for one: a marker script added now is requested after any script asked for before it.
  const marker = `http://127.0.0.1:${port}/e2e-marker.js`;
  await page.route(marker, (route) => route.fulfill({ status: 200, contentType: "text/javascript", body: "" }));
  await Promise.all([
    page.waitForRequest(marker),
    page.evaluate((src) => document.head.append(Object.assign(document.createElement("script"), { src })), marker),
  ]);
  expect(scripts.filter((url) => /youtube\.com|vimeo\.com/.test(url))).toEqual([]);
});
