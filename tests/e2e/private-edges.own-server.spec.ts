import { createServer, type Server } from "node:http";
import path from "node:path";
import { expect, test, type Browser, type BrowserContext } from "@playwright/test";
import { SqliteStore } from "../../app/lib/analytics/store/sqlite/sqlite-store.server";
import { grantCookie } from "../../app/lib/sharing/grant-cookie";
import { SqliteShareStore } from "../../app/lib/sharing/share-store.server";
import { makeJpeg, tempDir, writeYaml } from "../helpers/fixtures";
import { freePorts } from "../harness/free-ports";
import { spawnServer, type SpawnedServer } from "../harness/spawn-server";
import { gotoHydrated } from "./helpers";

// The edges of a private album, in a real browser: a site with a public harbour and a private
// wedding, GA4 set, its pictures from an asset host (a stand-in that records what it is asked, as
// a pull-through CDN would be asked), and a page on another site (localhost is another site than
// 127.0.0.1) that sends a link holder's browser to the collector.
const [port, assetPort, otherPort] = (await freePorts(3)) as [number, number, number];
const origin = `http://127.0.0.1:${port}`;
const assetHost = `http://127.0.0.1:${assetPort}`;
const otherSite = `http://localhost:${otherPort}`;
const measurementId = "G-PRIVATE42";
// A browser's own agent: the collector drops headless ones as bots.
const userAgent = "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36";
let server: SpawnedServer;
let assets: Server;
let other: Server;
let sharing: SqliteShareStore;
let analyticsFile: string;
const askedOfAssetHost: string[] = [];

test.describe.configure({ mode: "serial" });

test.beforeAll(async () => {
  const content = await tempDir("vitrine-edges-");
  const data = await tempDir("vitrine-edges-data-");
  analyticsFile = path.join(data, "analytics.sqlite");
  await writeYaml(path.join(content, "vitrine.config.yml"), { title: "Edges", analytics: { ga4MeasurementId: measurementId } });
  for (let i = 0; i < 3; i++) await makeJpeg(path.join(content, "Harbour", `h${i}.jpg`), { width: 600, height: 400, color: `#2a6f9${i}` });
  for (let i = 0; i < 3; i++) await makeJpeg(path.join(content, "Wedding", `w${i}.jpg`), { width: 600, height: 400, color: `#9d020${i}` });
  await writeYaml(path.join(content, "Wedding", "album.yml"), { title: "Wedding", access: "private" });
  assets = createServer((req, res) => {
    askedOfAssetHost.push(req.url ?? "");
    res.writeHead(404).end();
  }).listen(assetPort, "127.0.0.1");
  // Another site's page: it sends whoever opens it to the collector, with events of the private album.
  other = createServer((req, res) => {
    const events = [{ name: "page_view", params: { page_location: `${origin}/albums/wedding`, page_referrer: "" }, ts: Date.now() }];
    const target = `${origin}/api/v?events=${encodeURIComponent(JSON.stringify({ events }))}`;
    res.setHeader("Content-Type", "text/html");
    res.end(`<!doctype html><title>Elsewhere</title><script>location.href = ${JSON.stringify(target)};</script>`);
  }).listen(otherPort, "127.0.0.1");
  server = spawnServer({ PORT: String(port), CONTENT_DIR: content, DATA_DIR: data, ASSET_BASE_URL: assetHost });
  await server.listening(60_000);
  sharing = SqliteShareStore.open(path.join(data, "sharing.sqlite"));
});

test.afterAll(async () => {
  sharing.close();
  assets.close();
  other.close();
  server.child.kill("SIGTERM");
  await server.exited;
});

/** A browser holding a live grant of a new link to the wedding, as opening the link leaves it; and the link's id. */
async function holderOfWedding(browser: Browser): Promise<{ context: BrowserContext; linkId: string }> {
  const { link } = sharing.create({ album: "path:Wedding", label: "", expiresAt: null, passwordHash: null, downloads: "web" }, Date.now());
  const cookie = await grantCookie([sharing.grant(link.id, Date.now())], false);
  const [name, value] = cookie.split(";")[0]!.split(/=(.*)/s) as [string, string];
  const context = await browser.newContext({ userAgent });
  await context.addCookies([{ name, value, url: origin, httpOnly: true, sameSite: "Lax" }]);
  return { context, linkId: link.id };
}

test("a link holder's pages take every picture from this server, never the asset host, and carry no GA4 id; the public's take them from the asset host", async ({
  browser,
}) => {
  const { context } = await holderOfWedding(browser);
  const holder = await context.newPage();
  const pictureHosts = new Set<string>();
  const toGoogle: string[] = [];
  holder.on("request", (request) => {
    if (new URL(request.url()).pathname.startsWith("/img/")) pictureHosts.add(new URL(request.url()).origin);
    if (/google/.test(new URL(request.url()).hostname)) toGoogle.push(request.url());
  });
  for (const album of ["wedding", "harbour"]) {
    const answer = await gotoHydrated(holder, `${origin}/albums/${album}`);
    const html = (await answer!.text()) ?? "";
    expect(answer!.headers()["cache-control"]).toBe("private, no-store");
    expect(html).not.toContain(assetHost);
    expect(html).not.toContain(measurementId);
    await expect(holder.locator(".grid-item img").first()).toHaveJSProperty("complete", true);
    const shown = await holder.locator(".grid-item img").evaluateAll((images) => images.map((image) => (image as HTMLImageElement).currentSrc));
    for (const source of shown.filter((source) => source && !source.startsWith("data:"))) expect(source.startsWith(`${origin}/img/`)).toBe(true);
    expect(await holder.locator('meta[property="og:image"]').getAttribute("content")).toMatch(new RegExp(`^${origin}/img/`));
  }
  // The viewer's slide too.
  await holder.locator(".grid-item").first().click();
  await expect(holder.locator('.viewer-root[data-viewer="opened"]')).toBeAttached();
  await expect(holder.locator(".pswp__item img.pswp__img").first()).toHaveAttribute("src", new RegExp(`^${origin}/img/`));
  expect([...pictureHosts]).toEqual([origin]);
  expect(askedOfAssetHost).toEqual([]);
  expect(toGoogle).toEqual([]);
  await context.close();

  const visitor = await (await browser.newContext({ userAgent })).newPage();
  const publicPage = await gotoHydrated(visitor, `${origin}/albums/harbour`);
  const publicHtml = await publicPage!.text();
  expect(publicHtml).toContain(`${assetHost}/img/`);
  expect(publicHtml).toContain(measurementId);
  await expect.poll(() => askedOfAssetHost.length).toBeGreaterThan(0);
  await visitor.context().close();
});

test("another site sending a link holder's browser to the collector files nothing under the link; the site's own pages do", async ({ browser }) => {
  const { context, linkId } = await holderOfWedding(browser);
  const page = await context.newPage();
  const receipts = async () => {
    const store = new SqliteStore(analyticsFile);
    try {
      return (await store.shareReceipts([linkId])).get(linkId);
    } finally {
      await store.close();
    }
  };
  const sent = page.waitForResponse((response) => response.url().startsWith(`${origin}/api/v?`));
  await page.goto(otherSite, { waitUntil: "commit" });
  const answer = await sent;
  // The collector answered the navigation (the grant cookie went with it), and stored its event as the site's.
  expect(answer.status()).toBe(204);
  expect(answer.request().headers()["sec-fetch-site"] ?? (await answer.request().allHeaders())["sec-fetch-site"]).toBe("cross-site");
  expect(await receipts()).toBeUndefined();

  // The same browser on the album itself: its page view is the link's.
  await gotoHydrated(page, `${origin}/albums/wedding`);
  const own = await page.evaluate(async (location) => {
    const events = [{ name: "page_view", params: { page_location: location, page_referrer: "" }, ts: Date.now() }];
    return (await fetch("/api/v", { method: "POST", body: JSON.stringify({ events }), headers: { "content-type": "application/json" } })).status;
  }, `${origin}/albums/wedding`);
  expect(own).toBe(204);
  expect(await receipts()).toMatchObject({ visitors: 1 });
  await context.close();
});
