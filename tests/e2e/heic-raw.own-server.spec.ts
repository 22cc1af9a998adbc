import { mkdtemp, writeFile } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { devices, expect, test, type Locator } from "@playwright/test";
import sharp from "sharp";
import { makeJpeg, tempDir } from "../helpers/fixtures";
import { makeUltraHdr } from "../helpers/make-ultra-hdr";
import { makeDng } from "../harness/make-dng";
import { makeHeic } from "../harness/make-heic";
import { spawnServer, type SpawnedServer } from "../harness/spawn-server";
import { freePort } from "../harness/free-ports";
import { viewerDetails, watchConsole } from "./helpers";

// A phone's and a camera's folder as they leave it: an iPhone HEIC (HEVC, made by heif-enc), a lone
// DNG shown by its preview (turned by its EXIF), a DNG with its camera JPEG (one item), a file
// called .heic that is no picture, and an Ultra HDR JPEG (made by sharp). The server decodes the
// HEIC with Debian's heif-convert.
const port = await freePort();
const origin = `http://127.0.0.1:${port}`;
let server: SpawnedServer;
test.describe.configure({ mode: "serial" });
test.use({ userAgent: devices["Desktop Chrome"].userAgent, viewport: { width: 1280, height: 900 } });

test.beforeAll(async () => {
  const content = await mkdtemp(path.join(os.tmpdir(), "vitrine-heic-raw-"));
  await writeFile(path.join(content, "vitrine.config.yml"), "title: Phone and camera\n");
  const camera = path.join(content, "Camera");
  await makeHeic(path.join(camera, "a-phone.HEIC"), {
    width: 960,
    height: 720,
    color: "#cc8844",
    camera: { make: "Apple", model: "iPhone 15 Pro" },
    taken: "2024:06:01 09:30:00",
  });
  await makeDng(path.join(camera, "b-raw.DNG"), { width: 900, height: 600, orientation: 6, camera: { make: "Canon", model: "Canon EOS R5" } });
  await makeDng(path.join(camera, "c-pair.DNG"), { width: 900, height: 600 });
  await makeJpeg(path.join(camera, "c-pair.JPG"), { width: 900, height: 600, color: "#447744", camera: { make: "Canon", model: "Canon EOS R5" } });
  await writeFile(path.join(camera, "d-notes.heic"), "a shopping list, not a picture\n");
  await makeUltraHdr(path.join(camera, "e-bright.jpg"), 1200, 800);
  server = spawnServer({ CONTENT_DIR: content, DATA_DIR: await tempDir("vitrine-data-"), PORT: String(port) });
  await server.listening(60_000);
});

test.afterAll(async () => {
  server?.child.kill("SIGTERM");
  await server?.exited;
});

const decoded = (img: Locator) => img.evaluate((image: HTMLImageElement) => image.complete && image.naturalWidth > 0);

test("the grid shows the HEIC and the RAW by their pictures, the RAW+JPEG pair as one tile, and the file that is no picture as an error tile", async ({
  page,
}) => {
  const problems = watchConsole(page);
  await page.goto(`${origin}/albums/camera`);
  const tiles = page.locator(".grid .grid-item");
  await expect(tiles).toHaveCount(5);
  await expect(tiles.locator(".grid-item__caption")).toHaveText(["A phone", "B raw", "C pair", "D notes", "E bright"]);
  for (const index of [1, 2, 3, 5]) {
    const img = tiles.nth(index - 1).locator("img");
    await img.scrollIntoViewIfNeeded();
    await expect.poll(() => decoded(img)).toBe(true);
  }
  // The lone RAW's preview is turned by its EXIF (900 × 600, orientation 6): a portrait tile.
  const raw = await tiles
    .nth(1)
    .locator("img")
    .evaluate((image: HTMLImageElement) => [image.naturalWidth, image.naturalHeight]);
  expect(raw[1]! > raw[0]!).toBe(true);
  await expect(tiles.nth(3)).toContainText("This image could not be displayed.");
  expect(problems).toEqual([]);
});

test("the viewer shows each with its camera's details, the pair naming its RAW", async ({ page }) => {
  const { panel, value } = await viewerDetails(page, `${origin}/albums/camera#camera-1`);
  await expect(value("camera")).toHaveText("Apple iPhone 15 Pro");
  await expect(value("taken")).toHaveText("June 1, 2024, 09:30");
  await expect(value("size")).toHaveText("960 × 720 px");
  await page.keyboard.press("ArrowRight");
  await expect(page).toHaveURL(`${origin}/albums/camera#camera-2`);
  await expect(value("camera")).toHaveText("Canon EOS R5");
  await expect(value("aperture")).toHaveText("f/2.8");
  await expect(value("size")).toHaveText("600 × 900 px");
  await expect(value("raw")).toHaveCount(0);
  await page.keyboard.press("ArrowRight");
  await expect(value("raw")).toHaveText("c-pair.DNG");
  await expect(panel.locator('dt:has(+ dd[data-detail="raw"])')).toHaveText("RAW");
});

test("an Ultra HDR photo's JPEG sizes keep its gain map; its AVIF and WebP are the SDR picture", async ({ page }) => {
  const album = (await (await page.request.get(`${origin}/api/galleries/camera`)).json()) as { items: { title: string; address?: string }[] };
  const bright = album.items.find((item) => item.title === "E bright")!;
  const fetched = async (file: string) => sharp(Buffer.from(await (await page.request.get(`${origin}/img/${bright.address}/${file}`)).body())).metadata();
  const jpeg = await fetched("640.jpg");
  expect([jpeg.format, jpeg.width, jpeg.gainMap === undefined]).toEqual(["jpeg", 640, false]);
  for (const file of ["640.webp", "640.avif"]) expect((await fetched(file)).gainMap).toBeUndefined();
});

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("the photo pages show the HEIC and the RAW large with their details", async ({ page }) => {
    for (const [n, camera] of [
      [1, "Apple iPhone 15 Pro"],
      [2, "Canon EOS R5"],
    ] as const) {
      await page.goto(`${origin}/albums/camera/${n}`);
      const article = page.locator("article.photo-page");
      await expect.poll(() => decoded(article.locator("img"))).toBe(true);
      await expect(article.locator('dd[data-detail="camera"]')).toHaveText(camera);
    }
    await page.goto(`${origin}/albums/camera/3`);
    await expect(page.locator('article.photo-page dd[data-detail="raw"]')).toHaveText("c-pair.DNG");
  });
});

test("without libheif on the PATH the site starts and serves, its HEICs error tiles, and the log says so in one line", async ({ page }) => {
  const content = await mkdtemp(path.join(os.tmpdir(), "vitrine-no-libheif-"));
  const album = path.join(content, "Phone");
  await makeHeic(path.join(album, "one.heic"), { width: 320, height: 240 });
  await makeHeic(path.join(album, "two.heic"), { width: 320, height: 240 });
  await makeJpeg(path.join(album, "three.jpg"), { width: 320, height: 240 });
  const otherPort = await freePort();
  // A PATH with nothing on it: no heif-convert (node itself is started by its full path).
  const bare = spawnServer({
    CONTENT_DIR: content,
    DATA_DIR: await tempDir("vitrine-data-"),
    PORT: String(otherPort),
    PATH: await tempDir("vitrine-empty-path-"),
  });
  try {
    await bare.listening(60_000);
    await page.goto(`http://127.0.0.1:${otherPort}/albums/phone`);
    await expect(page.locator(".grid .grid-item")).toHaveCount(3);
    await expect(page.locator(".grid .grid-item", { hasText: "This image could not be displayed." })).toHaveCount(2);
    const lines = bare
      .output()
      .split("\n")
      .filter((line) => line.includes("HEIF_DECODER_MISSING"));
    expect(lines).toHaveLength(1);
    expect(lines[0]).toContain("HEIC needs libheif: apt-get install libheif-examples");
  } finally {
    bare.child.kill("SIGTERM");
    await bare.exited;
  }
});
