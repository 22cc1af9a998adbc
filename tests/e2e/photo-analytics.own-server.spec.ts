import { mkdtemp, rm, writeFile } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { devices, type Locator, type Page } from "@playwright/test";
import { makeJpeg, tempDir } from "../helpers/fixtures";
import { spawnServer, type SpawnedServer } from "../harness/spawn-server";
import { expect, sentEverything, test } from "./collect";
import { seriousViolations } from "./helpers";
import { defaultCollectorPath } from "../../app/lib/core/analytics-endpoint";
import { flowingClock } from "./clock";
import { freePort } from "../harness/free-ports";

// A site of its own, so the dashboard holds exactly what this visit sent.
const port = await freePort();
const base = `http://127.0.0.1:${port}`;
const password = "photo-analytics-owner";
const day = 86_400_000;
// Around today (UTC): events are stamped up to a minute ahead, which may be tomorrow near midnight.
const range = `from=${new Date(Date.now() - day).toISOString().slice(0, 10)}&to=${new Date(Date.now() + day).toISOString().slice(0, 10)}`;
const files = ["harbour-at-dawn.jpg", "market-street.jpg", "lighthouse-in-fog.jpg", "quiet-pier.jpg"];

test.describe.configure({ mode: "serial" });
// Headless Chromium names itself HeadlessChrome, which the collector rightly drops as a bot.
test.use({ userAgent: devices["Desktop Chrome"].userAgent, viewport: { width: 1280, height: 900 } });
let server: SpawnedServer;
let content = "";
test.beforeAll(async () => {
  content = await mkdtemp(path.join(os.tmpdir(), "vitrine-photo-analytics-"));
  await writeFile(path.join(content, "vitrine.config.yml"), "title: Coast photos\ndownloads:\n  originals: true\n");
  for (const [i, file] of files.entries())
    await makeJpeg(path.join(content, "Coast", file), { width: 900 - i * 50, height: 600, color: ["#335577", "#775533", "#557733", "#444444"][i] });
  server = spawnServer({ CONTENT_DIR: content, DATA_DIR: await tempDir("vitrine-data-"), PORT: String(port), VITRINE_ADMIN_PASSWORD: password });
  await server.listening(60_000);
});
test.afterAll(async () => {
  server?.child.kill("SIGTERM");
  await server?.exited;
  await rm(content, { recursive: true, force: true });
});

async function login(page: Page, next: string) {
  await page.goto(`${base}/admin/login?next=${encodeURIComponent(next)}`);
  await page.getByLabel("Owner password").fill(password);
  await page.getByRole("button", { name: "Log in" }).click();
  await page.waitForURL((url) => url.pathname === next.split("?")[0]);
}

/** The table's rows as the owner reads them: every cell's text, the picture's cell left out. */
function tableCells(table: Locator): Promise<string[][]> {
  return table
    .locator("tbody tr")
    .evaluateAll((rows) => rows.map((row) => [...row.querySelectorAll("th, td:not(.photo-table__thumb)")].map((cell) => cell.textContent?.trim() ?? "")));
}

/** RFC 4180 lines of a CSV without quoted commas or line breaks (these titles have none). */
const csvLines = (text: string) =>
  text
    .trim()
    .split("\r\n")
    .map((line) => line.split(",").map((cell) => cell.replace(/^"|"$/g, "")));

test("a visit's photo views, share and download reach Top photos, its CSV, the photo's page and the albums table", async ({ page, browser, collect }) => {
  test.setTimeout(90_000);
  // The visit: a link to slide 1, then two slides for 1.2 s and 1.5 s; slide 3 is shared and downloaded.
  const stopClock = await flowingClock(page);
  await page.goto(`${base}/albums/coast#coast-1`);
  await expect(page.locator(".viewer-root")).toHaveAttribute("data-viewer", "opened");
  await stopClock();
  await page.keyboard.press("ArrowRight");
  await expect(page.locator(".pswp__live-counter")).toHaveText(/^2 \//);
  await page.clock.runFor(1200);
  await page.keyboard.press("ArrowRight");
  await expect(page.locator(".pswp__live-counter")).toHaveText(/^3 \//);
  await page.clock.runFor(1500);
  await page.getByRole("button", { name: "Share" }).click();
  await page.getByRole("button", { name: "Copy link" }).click();
  const download = page.waitForEvent("download");
  await page.getByRole("link", { name: "Download the original" }).click();
  await download;
  await page.keyboard.press("Escape");
  await sentEverything(page, collect);
  expect(collect.events("photo_view")).toHaveLength(3);

  const owner = await (await browser.newContext()).newPage();
  await login(owner, `/admin/analytics/photos?${range}`);
  const table = owner.locator('[data-report="photos"] table');
  // The marker was sent, not yet answered: the last batch may still be on its way in.
  await expect.poll(async () => (await owner.reload(), (await tableCells(table)).map((cells) => cells[2]))).toEqual(["1", "1", "1"]);
  const rows = await tableCells(table);
  // Slides are in file-name order: 2 is the lighthouse, 3 the market street.
  expect(rows).toContainEqual(["Lighthouse in fog", "Coast", "1", "1", "1.2 s", "0", "0"]);
  expect(rows).toContainEqual(["Market street", "Coast", "1", "1", "1.5 s", "1", "1"]);
  // Each row shows the photo's own derivative, loaded.
  const thumbs = table.locator("tbody tr .photo-table__thumb img");
  await expect(thumbs).toHaveCount(3);
  for (const thumb of await thumbs.all()) {
    await thumb.scrollIntoViewIfNeeded();
    await expect
      .poll(() => thumb.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0 && new URL(img.currentSrc).pathname.startsWith("/img/")))
      .toBe(true);
  }
  expect(await seriousViolations(owner)).toEqual([]);

  // The CSV holds what the table shows, row for row.
  const csv = await owner.request.get(`${base}/admin/analytics/export/photos?${range}&sort=views`);
  expect(csv.headers()["content-type"]).toContain("text/csv");
  const [header, ...lines] = csvLines(await csv.text());
  expect(header).toEqual(["Item id", "Photo", "Album", "Views", "Visitors", "Average time", "Shares", "Downloads"]);
  expect(lines.map((line) => line.slice(1))).toEqual(rows);

  // Sorted by downloads, the downloaded photo comes first; its page tells how it was reached and shared.
  await owner.getByRole("link", { name: "Downloads" }).click();
  await expect(owner.locator('th[aria-sort="descending"]')).toHaveText(/Downloads/);
  await expect(table.locator("tbody tr").first()).toContainText("Market street");
  await owner.getByRole("link", { name: "Market street" }).click();
  await expect(owner.getByRole("heading", { level: 1 })).toHaveText("Market street");
  await expect(owner.locator('[data-tile="views"] dd')).toHaveText("1");
  await expect(owner.locator('[data-tile="dwell"] dd')).toHaveText("1.5 s");
  expect(await tableCells(owner.locator('[data-report="photo-open-via"] table'))).toEqual([["Arrow key", "1", "1"]]);
  expect(await tableCells(owner.locator('[data-report="photo-shares"] table'))).toEqual([["copy", "1", "1"]]);
  expect(await tableCells(owner.locator('[data-report="photo-sources"] table'))).toEqual([["Direct", "1", "1"]]);
  expect(await seriousViolations(owner)).toEqual([]);

  // Another visitor, who only saw the home page.
  const other = await browser.newContext();
  expect(
    (
      await other.request.post(`${base}${defaultCollectorPath}`, {
        headers: { "user-agent": `${devices["Desktop Firefox"].userAgent}` },
        data: { events: [{ name: "page_view", params: { page_location: `${base}/` } }] },
      })
    ).status(),
  ).toBe(204);
  await other.close();

  // From the photo's page, the whole dashboard of the visitors who saw it: the visit, not the other visitor.
  await owner.getByRole("link", { name: "Site analytics of the visitors who saw it" }).click();
  await expect(owner.getByText("Photo: Market street")).toBeVisible();
  const visitors = owner.locator('[data-tile="visitors"] dd').first();
  await expect(visitors).toHaveText("1");
  // The overview's albums table: one page view, one viewer opening, three photos in it.
  const albums = owner.locator('[data-report="albums"]');
  const coast = [["Coast", "1", "1", "3.0", expect.stringMatching(/\(1 view\)$/)]];
  expect(await tableCells(albums.locator("table"))).toEqual(coast);
  expect(await seriousViolations(owner)).toEqual([]);
  await owner.getByRole("link", { name: "Remove the filter Photo: Market street" }).click();
  await expect(visitors).toHaveText("2");
  expect(await tableCells(albums.locator("table"))).toEqual(coast);
  // An album's name filters the dashboard to its viewers; its arrow opens the album.
  await expect(albums.getByRole("link", { name: "Open the album Coast" })).toHaveAttribute("href", "/albums/coast");
  await albums.getByRole("link", { name: "Coast", exact: true }).click();
  await expect(owner.getByText("Album: Coast")).toBeVisible();
  await expect(visitors).toHaveText("1");
  expect(await tableCells(albums.locator("table"))).toEqual(coast);
  await owner.context().close();
});

test("a photo removed from the content folder keeps its statistics under its title, marked as removed", async ({ browser }) => {
  await rm(path.join(content, "Coast", "lighthouse-in-fog.jpg"));
  const owner = await (await browser.newContext()).newPage();
  await login(owner, `/admin/analytics/photos?${range}`);
  // The content watcher rebuilds the site; the page says so on a later load.
  const row = owner.locator("tbody tr", { hasText: "Lighthouse in fog" });
  await expect.poll(async () => (await owner.reload(), await row.locator(".badge").count()), { timeout: 20_000 }).toBe(1);
  await expect(row.locator(".badge")).toHaveText("removed");
  await expect(row.locator("img")).toHaveCount(0);
  await expect(row.locator("td").nth(2)).toHaveText("1");
  await row.getByRole("link", { name: "Lighthouse in fog" }).click();
  await expect(owner.getByText("No longer in the content folder")).toBeVisible();
  await owner.context().close();
});
