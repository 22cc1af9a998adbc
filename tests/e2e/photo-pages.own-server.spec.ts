import { mkdtemp, writeFile } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { devices, expect, test, type Page } from "@playwright/test";
import { XMLParser } from "fast-xml-parser";
import { makeJpeg, nikonPhoto, writeYaml, tempDir } from "../helpers/fixtures";
import { spawnServer, type SpawnedServer } from "../harness/spawn-server";
import { freePort } from "../harness/free-ports";

// A site of the owner's: "Trips" sorted by date taken, its second photo told by a Nikon (with GPS in
// the file); "Quiet" with details turned off.
const port = await freePort();
const origin = `http://127.0.0.1:${port}`;
const nikon = { ...nikonPhoto, xmp: { title: "Harbour at noon", description: "Boats <b>resting</b> & gulls" } };
test.describe.configure({ mode: "serial" });
test.use({ userAgent: devices["Desktop Chrome"].userAgent, viewport: { width: 1280, height: 900 } });
let server: SpawnedServer;
test.beforeAll(async () => {
  const content = await mkdtemp(path.join(os.tmpdir(), "vitrine-photo-pages-"));
  await writeFile(path.join(content, "vitrine.config.yml"), "title: Photo pages\n");
  const trips = path.join(content, "Trips");
  await writeYaml(path.join(trips, "album.yml"), { title: "Trips", sort: "taken" });
  await makeJpeg(path.join(trips, "a-late.jpg"), { width: 900, height: 600, taken: "2025:01:02 08:00:00", xmp: { title: "Snow morning" } });
  await makeJpeg(path.join(trips, "b-harbour.jpg"), nikon);
  await makeJpeg(path.join(trips, "c-early.jpg"), { width: 600, height: 900, taken: "2020:07:01 19:00:00", xmp: { title: "First light" } });
  await makeJpeg(path.join(content, "Quiet", "one.jpg"), { ...nikon, xmp: { title: "Quiet one" } });
  await writeYaml(path.join(content, "Quiet", "album.yml"), { viewer: { details: false } });
  server = spawnServer({ CONTENT_DIR: content, DATA_DIR: await tempDir("vitrine-data-"), PORT: String(port) });
  await server.listening(60_000);
});
test.afterAll(async () => {
  server?.child.kill("SIGTERM");
  await server?.exited;
});

const meta = (page: Page, attribute: "property" | "name", key: string) => page.locator(`head meta[${attribute}="${key}"]`).getAttribute("content");

test("a photo page's title, description, canonical address and share card are the photo's own", async ({ page }) => {
  await page.goto(`${origin}/albums/trips/2`);
  await expect(page).toHaveTitle("Harbour at noon · Photo pages");
  expect(await meta(page, "name", "description")).toBe("Boats <b>resting</b> & gulls");
  await expect(page.locator('head link[rel="canonical"]')).toHaveAttribute("href", `${origin}/albums/trips/2`);
  expect(await meta(page, "property", "og:title")).toBe("Harbour at noon");
  expect(await meta(page, "property", "og:url")).toBe(`${origin}/albums/trips/2`);
  expect(await meta(page, "name", "twitter:card")).toBe("summary_large_image");
  const image = (await meta(page, "property", "og:image"))!;
  const album = await (await page.request.get(`${origin}/api/galleries/trips`)).json();
  const harbour = album.items.find((item: { title: string }) => item.title === "Harbour at noon");
  // The photo's own 1280 px JPEG, whose size the card states.
  expect(image).toBe(`${origin}/img/${harbour.address}/1280.jpg`);
  expect([await meta(page, "property", "og:image:width"), await meta(page, "property", "og:image:height")]).toEqual(["1280", "800"]);
  const served = await page.request.get(image);
  expect(served.headers()["content-type"]).toBe("image/jpeg");
});

test("with JavaScript, a photo page is its album with the viewer open at that photo; moving on and closing keep the address true", async ({ page }) => {
  await page.goto(`${origin}/albums/trips/2`);
  await expect(page.locator(".viewer-root")).toHaveAttribute("data-viewer", "opened");
  await expect(page.locator(".pswp__live-counter")).toHaveText("2 / 3");
  await expect(page.locator(".pswp__caption strong")).toHaveText("Harbour at noon");
  // The album's grid is under it; the server's photo, which stood where the slide is until the viewer came, is hidden.
  await expect(page.locator(".grid .grid-item")).toHaveCount(3);
  await expect(page.locator(".photo-page")).toBeHidden();
  await page.keyboard.press("ArrowRight");
  await expect(page.locator(".pswp__live-counter")).toHaveText("3 / 3");
  await expect(page).toHaveURL(`${origin}/albums/trips/3`);
  await page.keyboard.press("Escape");
  await expect(page.locator(".viewer-root")).toHaveAttribute("data-viewer", "closed");
  await expect(page).toHaveURL(`${origin}/albums/trips`);
  await expect(page).toHaveTitle("Trips · Photo pages");
  await expect(page.locator(".photo-page")).toHaveCount(0);
  // The hash deep links work as before on the album page.
  await page.locator('.grid-item[data-index="1"]').click();
  await expect(page).toHaveURL(`${origin}/albums/trips#trips-1`);
  await expect(page.locator(".pswp__caption strong")).toHaveText("First light");
});

test("a share from the viewer carries the photo page's address", async ({ page, context }) => {
  await context.route(/^https:\/\/www\.facebook\.com\//, (route) => route.fulfill({ contentType: "text/html", body: "<title>share</title>" }));
  await page.goto(`${origin}/albums/trips#trips-2`);
  await expect(page.locator(".viewer-root")).toHaveAttribute("data-viewer", "opened");
  await page.getByRole("button", { name: "Share", exact: true }).click();
  const popupPromise = page.waitForEvent("popup");
  await page.locator(".pswp__share-panel").getByRole("button", { name: "Facebook", exact: true }).click();
  const popup = await popupPromise;
  await popup.waitForLoadState();
  expect(new URL(popup.url()).searchParams.get("u")).toBe(`${origin}/albums/trips/2`);
});

test("the details button shows the camera's story, stays open from photo to photo, and is reached by keyboard", async ({ page }) => {
  await page.goto(`${origin}/albums/trips#trips-2`);
  await expect(page.locator(".viewer-root")).toHaveAttribute("data-slide", "loaded");
  const button = page.getByRole("button", { name: "Photo details" });
  const panel = page.getByRole("region", { name: "Photo details" });
  await expect(panel).toBeHidden();
  await button.focus();
  await expect(button).toBeFocused();
  await page.keyboard.press("Enter");
  await expect(button).toHaveAttribute("aria-expanded", "true");
  const value = (key: string) => panel.locator(`dd[data-detail="${key}"]`);
  await expect(value("camera")).toHaveText("NIKON Z 6");
  await expect(value("lens")).toHaveText("NIKKOR Z 50mm f/1.8 S");
  await expect(value("focalLength")).toHaveText("50 mm (75 mm in 35 mm)");
  await expect(value("aperture")).toHaveText("f/2.8");
  await expect(value("exposureTime")).toHaveText("1/250 s");
  await expect(value("iso")).toHaveText("400");
  await expect(value("exposureBias")).toHaveText("\u22120.7 EV");
  await expect(value("taken")).toHaveText("May 1, 2024, 14:03 (UTC+02:00)");
  await expect(value("size")).toHaveText("1600 × 1000 px");
  await page.keyboard.press("ArrowRight");
  await expect(page.locator(".pswp__caption strong")).toHaveText("Snow morning");
  await expect(value("taken")).toHaveText("January 2, 2025, 08:00");
  await expect(value("camera")).toHaveText("TestCam Mark II");
});

test("an album with details turned off shows no details button", async ({ page }) => {
  await page.goto(`${origin}/albums/trips#trips-1`);
  await expect(page.getByRole("button", { name: "Photo details" })).toBeVisible();
  await page.goto(`${origin}/albums/quiet#quiet-1`);
  await expect(page.locator(".viewer-root")).toHaveAttribute("data-slide", "loaded");
  await expect(page.getByRole("button", { name: "Share", exact: true })).toBeVisible();
  await expect(page.getByRole("button", { name: "Photo details" })).toBeHidden();
});

test("no trace of where a photo was taken reaches a page or a manifest", async ({ page }) => {
  for (const address of ["/albums/trips/2", "/albums/trips", "/api/galleries/trips", "/albums/trips/2.data", "/sitemap.xml"]) {
    const body = await (await page.request.get(`${origin}${address}`)).text();
    expect(body, address).not.toMatch(/gps|latitude|longitude/i);
    expect(body, address).not.toContain("51.5");
  }
});

test("the album's order is by date taken when its album.yml says so", async ({ page }) => {
  const album = await (await page.request.get(`${origin}/api/galleries/trips`)).json();
  expect(album.items.map((item: { title: string }) => item.title)).toEqual(["First light", "Harbour at noon", "Snow morning"]);
});

test("a photo page out of range or malformed answers 404 with the site's page", async ({ page }) => {
  for (const address of [
    "/albums/trips/0",
    "/albums/trips/4",
    "/albums/trips/01",
    "/albums/trips/-1",
    "/albums/trips/2x",
    "/albums/nowhere/1",
    "/albums/trips/99999999",
  ]) {
    const response = await page.request.get(`${origin}${address}`);
    expect(response.status(), address).toBe(404);
    expect(await response.text(), address).toContain("Page not found");
  }
});

test("the sitemap lists photo pages with their images", async ({ page }) => {
  const xml = await (await page.request.get(`${origin}/sitemap.xml`)).text();
  const urls: { loc: string; "image:image"?: { "image:loc": string } }[] = new XMLParser().parse(xml).urlset.url;
  const harbour = urls.find((url) => url.loc === `${origin}/albums/trips/2`);
  expect(harbour?.["image:image"]?.["image:loc"]).toMatch(new RegExp(`^${origin}/img/[0-9a-z]{24}/1280\\.jpg$`));
  expect(urls.map((url) => url.loc)).toEqual(
    expect.arrayContaining([`${origin}/albums/trips`, `${origin}/albums/trips/1`, `${origin}/albums/trips/3`, `${origin}/albums/quiet/1`]),
  );
});

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("a photo page shows the photo large, its caption and details, and the way to its neighbours and album", async ({ page }) => {
    await page.goto(`${origin}/albums/trips/2`);
    const article = page.locator("article.photo-page");
    await expect(article.getByRole("heading", { name: "Harbour at noon" })).toBeVisible();
    await expect(article.getByText("Boats <b>resting</b> & gulls")).toBeVisible();
    const photo = article.locator("img");
    await expect(photo).toHaveAttribute("alt", "Boats <b>resting</b> & gulls");
    expect(await photo.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);
    await expect(article.locator('dd[data-detail="aperture"]')).toHaveText("f/2.8");
    await expect(article.locator('dd[data-detail="exposureTime"]')).toHaveText("1/250 s");
    await expect(article.locator('dd[data-detail="iso"]')).toHaveText("400");
    await expect(article.locator('dd[data-detail="taken"]')).toHaveText("May 1, 2024, 14:03 (UTC+02:00)");
    await expect(article.getByRole("link", { name: "Trips (2 of 3)" })).toHaveAttribute("href", "/albums/trips");
    await article.getByRole("link", { name: "Next" }).click();
    await expect(page).toHaveURL(`${origin}/albums/trips/3`);
    await expect(page.locator("article.photo-page h2")).toHaveText("Snow morning");
    await page.locator("article.photo-page").getByRole("link", { name: "Previous" }).click();
    await expect(page).toHaveURL(`${origin}/albums/trips/2`);
    // The album's tiles lead to photo pages too.
    await page.locator('.grid-item[data-index="1"]').click();
    await expect(page.locator("article.photo-page h2")).toHaveText("First light");
  });
});
