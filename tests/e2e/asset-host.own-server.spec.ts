import { expect, test } from "@playwright/test";
import { spawnServer, type SpawnedServer } from "../harness/spawn-server";
import { watchConsole, e2eDataDir } from "./helpers";
import { freePorts } from "../harness/free-ports";

// Node A serves pages; its pictures come from ASSET_BASE_URL, here node B standing in for a CDN
// (a pull-through CDN asks an app node for /img/… exactly like this).
const [assetPort, pagePort] = (await freePorts(2)) as [number, number];
const assetHost = `http://127.0.0.1:${assetPort}`;
const pageHost = `http://127.0.0.1:${pagePort}`;
let page: SpawnedServer;
let assets: SpawnedServer;
test.beforeAll(async () => {
  assets = spawnServer({ DATA_DIR: e2eDataDir, PORT: String(assetPort) });
  page = spawnServer({ DATA_DIR: e2eDataDir, PORT: String(pagePort), ASSET_BASE_URL: `${assetHost}/` });
  await Promise.all([assets.listening(60_000), page.listening(60_000)]);
});
test.afterAll(async () => {
  for (const server of [page, assets]) server?.child.kill("SIGTERM");
  await Promise.all([page?.exited, assets?.exited]);
});

test("with ASSET_BASE_URL, every picture loads from the asset host and the CSP admits it", async ({ browser }) => {
  const tab = await browser.newPage({ baseURL: pageHost });
  const errors = watchConsole(tab);
  const fromAssetHost: string[] = [];
  const fromPageHost: string[] = [];
  tab.on("requestfinished", (request) => {
    if (request.url().startsWith(`${assetHost}/img/`)) fromAssetHost.push(request.url());
    if (request.url().startsWith(`${pageHost}/img/`)) fromPageHost.push(request.url());
  });
  await tab.goto("/albums/landscapes");
  await tab.waitForLoadState("load");
  const sources = await tab.locator(".grid-item img").evaluateAll((images) => images.map((image) => (image as HTMLImageElement).currentSrc));
  expect(sources.length).toBeGreaterThan(0);
  // Lazy images far below still show their 1-pixel placeholder; every real source is the asset host's.
  for (const source of sources.filter((source) => source && !source.startsWith("data:")))
    expect(source).toMatch(new RegExp(`^${assetHost}/img/[a-f0-9]{24}/\\d+\\.(avif|webp|jpg)$`));
  expect(fromAssetHost.length).toBeGreaterThan(0);
  expect(fromPageHost).toEqual([]);
  const loaded = await tab
    .locator(".grid-item img")
    .first()
    .evaluate((image) => (image as HTMLImageElement).naturalWidth);
  expect(loaded).toBeGreaterThan(0);
  expect(errors).toEqual([]);
  const csp = (await tab.request.get("/albums/landscapes")).headers()["content-security-policy"] ?? "";
  expect(csp).toContain(`img-src 'self' data: blob: ${assetHost}`);
});
