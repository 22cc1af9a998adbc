import { copyFile, mkdir, writeFile } from "node:fs/promises";
import path from "node:path";
import { expect, test } from "@playwright/test";
import { leadSize } from "../../app/lib/content/album-pages";
import { makeJpeg, tempDir } from "../helpers/fixtures";
import { freePort } from "../harness/free-ports";
import { spawnServer, type SpawnedServer } from "../harness/spawn-server";
import { gotoHydrated, watchConsole } from "./helpers";

// Long lists of albums: 70 at the top level, the first of them ("Archive") holding 130. Each list
// shows its first page, continues as the visitor scrolls, and pages as ?page=N without JavaScript.
const topCount = 70;
const wideCount = 130;
const port = await freePort();
const origin = `http://127.0.0.1:${port}`;
let server: SpawnedServer;

test.describe.configure({ mode: "default" });

test.beforeAll(async () => {
  test.setTimeout(300_000);
  const content = await tempDir("vitrine-wide-");
  const picture = path.join(content, "..", `${path.basename(content)}.jpg`);
  await makeJpeg(picture, { width: 60, height: 40, color: "#6a8f5b" });
  const album = async (dir: string, yaml: string) => {
    await mkdir(dir, { recursive: true });
    await writeFile(path.join(dir, "album.yml"), yaml);
    await copyFile(picture, path.join(dir, "picture.jpg"));
  };
  await album(path.join(content, "Archive"), "title: Archive\norder: 0\n");
  for (let i = 1; i < topCount; i++) await album(path.join(content, `Album ${String(i).padStart(3, "0")}`), `order: ${i}\n`);
  for (let i = 1; i <= wideCount; i++) await album(path.join(content, "Archive", `Shoot ${String(i).padStart(3, "0")}`), `order: ${i}\n`);
  server = spawnServer({ CONTENT_DIR: content, DATA_DIR: await tempDir("vitrine-data-"), PORT: String(port) });
  await server.listening(240_000);
});

test.afterAll(async () => {
  server?.child.kill("SIGTERM");
  await server?.exited;
});

test("the home page shows its first cards, and the rest as the visitor scrolls", async ({ page }) => {
  const problems = watchConsole(page);
  await gotoHydrated(page, `${origin}/`);
  const cards = page.locator(".album-grid .album-card");
  await expect(cards).toHaveCount(leadSize);
  await page.locator(".album-list__end").scrollIntoViewIfNeeded();
  await expect(cards).toHaveCount(topCount);
  await expect(cards.last()).toHaveAttribute("href", "/albums/album-069");
  await expect(page.locator(".album-list__end")).toHaveCount(0);
  expect(problems).toEqual([]);
});

test("a long menu level shows its first page and a link to the album that lists them all", async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await gotoHydrated(page, `${origin}/albums/album-001`);
  // The top level too: its first page, then "All 70 albums" (the home page lists them).
  const menu = page.locator(".site-nav .menu");
  await expect(menu.locator(":scope > .menu-item > a")).toHaveCount(leadSize + 1);
  await expect(menu.getByRole("link", { name: `All ${topCount} albums` })).toHaveAttribute("href", "/");
  const archive = menu.locator(".menu-item", { has: page.getByRole("link", { name: "Archive", exact: true }) });
  await archive.hover();
  await expect(archive.locator(".sub-menu__list > li > a")).toHaveCount(leadSize);
  const all = archive.getByRole("link", { name: `All ${wideCount} albums` });
  await expect(all).toHaveAttribute("href", "/albums/archive");
  // Bounded and scrollable: the box stays within the screen, its list scrolls inside it.
  const box = (await archive.locator(".sub-menu").boundingBox())!;
  expect(box.y + box.height).toBeLessThanOrEqual(800);
});

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("?page=N pages walk every list, named and linked to their neighbours, and the sitemap lists them", async ({ page }) => {
    await page.goto(`${origin}/albums/archive`);
    await expect(page.locator(".album-card")).toHaveCount(leadSize);
    await page.locator('.grid-pages a[rel="next"]').click();
    await expect(page).toHaveURL(`${origin}/albums/archive?page=2`);
    await expect(page.locator(".album-card")).toHaveCount(60);
    await expect(page.locator(".album-card").first()).toHaveAttribute("href", `/albums/shoot-${String(leadSize + 1).padStart(3, "0")}`);
    await expect(page.locator('link[rel="prev"]')).toHaveAttribute("href", /\/albums\/archive$/);
    await page.goto(`${origin}/albums/archive?page=3`);
    await expect(page.locator(".album-card")).toHaveCount(wideCount - leadSize - 60);
    await page.goto(`${origin}/?page=2`);
    await expect(page.locator(".album-card")).toHaveCount(topCount - leadSize);
    await expect(page).toHaveTitle(/Page 2 of 2/);

    const sitemap = await (await fetch(`${origin}/sitemap.xml`)).text();
    for (const address of ["/?page=2", "/albums/archive?page=2", "/albums/archive?page=3"]) expect(sitemap).toContain(`<loc>${origin}${address}</loc>`);
  });
});
