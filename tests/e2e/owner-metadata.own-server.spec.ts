import { copyFile, mkdtemp, writeFile } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { devices, expect, test } from "@playwright/test";
import { makeJpeg, tempDir, writeYaml } from "../helpers/fixtures";
import { ownerXmp } from "../helpers/owner-xmp";
import { spawnServer, type SpawnedServer } from "../harness/spawn-server";
import { freePort } from "../harness/free-ports";
import { seriousViolations, viewerDetails, watchConsole } from "./helpers";

// An owner's folder as Lightroom and darktable leave it: keywords, a hierarchy, stars, a colour label,
// a face's name and the RAW file's name in one JPEG; a darktable sidecar beside the other, with a
// keyword that is markup. People are off (the default), so no name may show anywhere.
const port = await freePort();
const origin = `http://127.0.0.1:${port}`;
const hostile = "<img src=x onerror=alert(1)>";
let content: string;
let server: SpawnedServer;
test.describe.configure({ mode: "serial" });
test.use({ userAgent: devices["Desktop Chrome"].userAgent, viewport: { width: 1280, height: 900 } });

test.beforeAll(async () => {
  content = await mkdtemp(path.join(os.tmpdir(), "vitrine-owner-metadata-"));
  await writeFile(path.join(content, "vitrine.config.yml"), "title: Owner metadata\n");
  const trips = path.join(content, "Trips");
  await makeJpeg(path.join(trips, "a-lake.jpg"), {
    width: 900,
    height: 600,
    taken: "2024:05:01 10:00:00",
    xmp: ownerXmp({
      title: "Lake morning",
      subject: ["lake"],
      hierarchical: ["Places|Europe|Zürich"],
      rating: 4,
      label: "Red",
      rawFileName: "DSC_0042.NEF",
      faces: ["Ada Lovelace"],
    }),
  });
  await makeJpeg(path.join(trips, "b-fountain.jpg"), { width: 600, height: 900, taken: "2023:05:01 10:00:00", xmp: { title: "Fountain" } });
  await writeFile(
    path.join(trips, "b-fountain.jpg.xmp"),
    ownerXmp({ hierarchical: ["Places|Europe|Genève"], subject: [hostile], personInImage: ["Grace Hopper"], rating: 2 }),
  );
  const best = path.join(content, "Best");
  await writeYaml(path.join(best, "album.yml"), { minRating: 4 });
  await copyFile(path.join(trips, "a-lake.jpg"), path.join(best, "a-lake.jpg"));
  await copyFile(path.join(trips, "b-fountain.jpg"), path.join(best, "b-fountain.jpg"));
  await copyFile(path.join(trips, "b-fountain.jpg.xmp"), path.join(best, "b-fountain.jpg.xmp"));
  server = spawnServer({ CONTENT_DIR: content, DATA_DIR: await tempDir("vitrine-data-"), PORT: String(port) });
  await server.listening(60_000);
});

test.afterAll(async () => {
  server?.child.kill("SIGTERM");
  await server?.exited;
});

test("the viewer's details show stars, label, tags as their hierarchy and the original file; the hierarchy leads to its levels' pages", async ({ page }) => {
  const problems = watchConsole(page);
  const { value } = await viewerDetails(page, `${origin}/albums/trips#trips-1`);
  await expect(value("rating")).toHaveText("4 of 5 stars");
  await expect(value("label")).toHaveText("Red");
  await expect(value("originalName")).toHaveText("DSC_0042.NEF");
  await expect(value("tags")).toHaveText("lake, Places › Europe › Zürich");
  await expect(value("people")).toHaveCount(0);
  await value("tags").getByRole("link", { name: "Places › Europe › Zürich" }).click();
  await expect(page).toHaveURL(`${origin}/tags/places/europe/zurich`);
  await expect(page.locator("h1")).toHaveText("Zürich");
  const crumbs = page.getByRole("navigation", { name: "Breadcrumb" });
  await expect(crumbs.getByRole("listitem")).toHaveText(["Home", "Tags", "Places", "Europe", "Zürich"]);
  await crumbs.getByRole("link", { name: "Europe" }).click();
  await expect(page).toHaveURL(`${origin}/tags/places/europe`);
  // The lake photo is in Best too: three photos, two of them of Zürich.
  await expect(page.locator(".grid .grid-item")).toHaveCount(3);
  const narrower = page.getByRole("navigation", { name: "Tags within Europe" });
  await expect(narrower.getByRole("listitem")).toHaveText(["Zürich 2", "Genève 1"]);
  expect(await seriousViolations(page)).toEqual([]);
  // The tags index lists a hierarchy by its top level, beside the flat tags and leaves.
  await page.goto(`${origin}/tags`);
  await expect(page.locator(".album-card h2, .album-card h3")).toHaveText(["Places", "lake", "Zürich", hostile, "Genève"]);
  expect(problems).toEqual([]);
});

test("a keyword that is markup is shown as text, in pages and the viewer, and runs nothing", async ({ page }) => {
  const dialogs: string[] = [];
  page.on("dialog", (dialog) => {
    dialogs.push(dialog.message());
    void dialog.dismiss();
  });
  await page.goto(`${origin}/tags/img-src-x-onerror-alert-1`);
  await expect(page.locator("h1")).toHaveText(hostile);
  await page.locator('.grid-item[data-index="1"]').click();
  await page.getByRole("button", { name: "Photo details" }).click();
  await expect(page.locator('#vt-details dd[data-detail="tags"]')).toContainText(hostile);
  await expect(page.locator('img[src="x"]')).toHaveCount(0);
  expect(dialogs).toEqual([]);
});

test("with people off, no name reaches a page, a JSON route, search, a feed or the sitemap; /people is none", async ({ page }) => {
  const addresses = [
    "/albums/trips",
    "/albums/trips/1",
    "/albums/trips/2",
    "/albums/trips/1.data",
    "/api/galleries/trips",
    "/tags/places",
    "/feed.json",
    "/feed.xml",
    "/sitemap.xml",
  ];
  for (const address of [...addresses, "/search?q=ada", "/api/search?q=lovelace", "/api/search?q=hopper"]) {
    const body = await (await page.request.get(`${origin}${address}`)).text();
    expect(body, address).not.toMatch(/Lovelace|Hopper/);
  }
  expect((await page.request.get(`${origin}/people`)).status()).toBe(404);
  expect((await page.request.get(`${origin}/people/ada-lovelace`)).status()).toBe(404);
});

test("minRating keeps an album to its best photos", async ({ page }) => {
  const album = (await (await page.request.get(`${origin}/api/galleries/best`)).json()) as { items: { title: string }[] };
  expect(album.items.map((item) => item.title)).toEqual(["Lake morning"]);
});

test("a sidecar rewritten while the site runs is read again", async ({ page }) => {
  await writeFile(path.join(content, "Trips", "b-fountain.jpg.xmp"), ownerXmp({ subject: ["rewritten keyword"], rating: 5 }));
  await expect.poll(async () => (await page.request.get(`${origin}/tags/rewritten-keyword`)).status(), { timeout: 30_000 }).toBe(200);
  await page.goto(`${origin}/tags/rewritten-keyword`);
  await expect(page.locator(".grid-item__caption")).toHaveText(["Fountain"]);
  expect((await page.request.get(`${origin}/tags/places/europe/geneve`)).status()).toBe(404);
});
