import path from "node:path";
import { expect, test } from "@playwright/test";
import { makeJpeg, tempDir, writeYaml } from "../helpers/fixtures";
import { spawnServer, type SpawnedServer } from "../harness/spawn-server";
import { gotoHydrated } from "./helpers";
import { freePort } from "../harness/free-ports";

// A site of its own: three levels of albums, and a home album instead of the album cards.
const port = await freePort();
const origin = `http://127.0.0.1:${port}`;
let server: SpawnedServer;
test.describe.configure({ mode: "serial" });

test.beforeAll(async () => {
  const content = await tempDir();
  await writeYaml(path.join(content, "vitrine.config.yml"), { title: "Shapes", homeAlbum: "europe" });
  await writeYaml(path.join(content, "Europe", "album.yml"), { title: "Europe", cover: "lake.jpg" });
  await makeJpeg(path.join(content, "Europe", "lake.jpg"), { width: 600, height: 400 });
  await makeJpeg(path.join(content, "Europe", "hill.jpg"), { width: 400, height: 600 });
  await makeJpeg(path.join(content, "Asia", "temple.jpg"), { width: 500, height: 500 });
  await makeJpeg(path.join(content, "Europe", "Alps", "Glaciers", "ice.jpg"), { width: 400, height: 300 });
  server = spawnServer({ PORT: String(port), CONTENT_DIR: content, DATA_DIR: await tempDir() });
  await server.listening(60_000);
});
test.afterAll(async () => {
  server.child.kill("SIGTERM");
  await server.exited;
});

test("every nested level of the off-canvas menu sits 15 px further in and reaches the panel's right edge", async ({ browser }) => {
  const page = await browser.newPage({ viewport: { width: 390, height: 844 }, hasTouch: true });
  await gotoHydrated(page, `${origin}/albums/asia`);
  await page.locator("#menu-nav").click();
  await page.getByRole("button", { name: "Open Europe" }).click();
  await page.getByRole("button", { name: "Open Alps" }).click();
  const panel = (await page.locator(".offcanvas__panel").boundingBox())!;
  for (const depth of [1, 2]) {
    const level = page.locator(`.offcanvas__level--${depth}`);
    await expect(level.locator(".offcanvas__back")).toHaveText("Back to Main Menu");
    await expect.poll(async () => (await level.boundingBox())!.x - panel.x).toBe(15 * depth);
    const box = (await level.boundingBox())!;
    expect(box.x + box.width).toBeCloseTo(panel.x + panel.width, 0);
  }
  await expect(page.locator(".offcanvas__level--2 ul a")).toHaveText(["Glaciers"]);
  await page.close();
});

test("a configured home album is the home page: its grid, its sub-albums, its cover on share cards", async ({ page }) => {
  await page.goto(`${origin}/`);
  await expect(page.locator("h1")).toHaveText("Europe");
  await expect(page.locator(".album-card h2")).toHaveText(["Alps"]);
  await expect(page.locator(".grid .grid-item")).toHaveCount(2);
  const cover = await page.request.get(`${origin}/api/galleries/europe`).then((response) => response.json());
  const lake = cover.items.find((item: { title: string }) => /lake/i.test(item.title));
  const shared = await page.locator('meta[property="og:image"]').getAttribute("content");
  expect(shared).toContain(new URL(lake.srcset.jpg.split(" ")[0], origin).pathname.split("/")[2]);
  await page.locator(".grid .grid-item").first().click();
  await expect(page.locator(".viewer-root")).toHaveAttribute("data-viewer", "opened");
  expect(new URL(page.url()).hash).toMatch(/^#europe-\d$/);
});
