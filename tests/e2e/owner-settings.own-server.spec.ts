import path from "node:path";
import { expect, test, type Page } from "@playwright/test";
import { makeJpeg, tempDir, writeYaml } from "../helpers/fixtures";
import { spawnServer, type SpawnedServer } from "../harness/spawn-server";
import { flushDelayMs, historyGroupMs } from "./collect";
import { gotoHydrated } from "./helpers";
import { freePort } from "../harness/free-ports";

// A site of its own, with the owner's analytics settings the shared demo server does not have.
let origin = "";
/** The owner's own collector address (analytics.endpoint): the tracker sends there. */
const endpoint = "/api/owner-chosen";
const password = "settings-owner-password";
let server: SpawnedServer;
// One server for the file: its tests run one after another.
test.describe.configure({ mode: "serial" });

test.beforeAll(async () => {
  const port = await freePort();
  origin = `http://127.0.0.1:${port}`;
  const content = await tempDir();
  await writeYaml(path.join(content, "vitrine.config.yml"), {
    title: "Settings",
    analytics: { respectDoNotTrack: true, ga4MeasurementId: "G-TEST1234", endpoint },
  });
  for (let i = 0; i < 30; i++) await makeJpeg(path.join(content, "Album", `p${i}.jpg`), { width: 400, height: 600 });
  server = spawnServer({ PORT: String(port), CONTENT_DIR: content, DATA_DIR: await tempDir(), VITRINE_ADMIN_PASSWORD: password });
  await server.listening(60_000);
});
test.afterAll(async () => {
  server.child.kill("SIGTERM");
  await server.exited;
});

/** Requests to the collector and to GA4 (unreachable from here: answered by a stand-in 204). */
async function watchSends(page: Page) {
  const collected: string[] = [];
  const ga4: URL[] = [];
  // The GA4 forwarder is a chunk of its own, fetched only when the tracker forwards events.
  const ga4Code: string[] = [];
  page.on("request", (request) => {
    const { pathname } = new URL(request.url());
    if (pathname === endpoint) collected.push(request.postData() ?? request.url());
    if (/\/ga4-[\w-]+\.js$/.test(pathname)) ga4Code.push(pathname);
  });
  await page.route("https://www.google-analytics.com/g/collect**", (route) => {
    ga4.push(new URL(route.request().url()));
    return route.fulfill({ status: 204 });
  });
  return { collected, ga4, ga4Code };
}

/** The dashboard's Events tile, logging in first if the page has no session yet. */
async function dashboardEvents(page: Page) {
  await page.goto(`${origin}/admin/analytics`);
  if (page.url().includes("/admin/login")) {
    await page.getByLabel("Owner password").fill(password);
    await page.getByRole("button", { name: "Log in" }).click();
    await page.waitForURL(/\/admin\/analytics$/);
  }
  return Number(await page.locator('[data-tile="events"] dd').first().textContent());
}

test("a configured GA4 id gets the same events as the owner's own collector address, and the CSP admits only that host", async ({ page }) => {
  const sends = await watchSends(page);
  const response = await page.goto(`${origin}/albums/album`);
  expect(response?.headers()["content-security-policy"]).toMatch(/connect-src 'self' https:\/\/www\.google-analytics\.com/);
  await expect.poll(() => sends.ga4.length).toBeGreaterThan(0);
  const pageView = sends.ga4.find((url) => url.searchParams.get("en") === "page_view");
  expect(pageView?.searchParams.get("tid")).toBe("G-TEST1234");
  expect(pageView?.searchParams.get("dl")).toBe(`${origin}/albums/album`);
  expect(sends.ga4Code).toHaveLength(1);
  await expect.poll(() => sends.collected.length).toBeGreaterThan(0);
});

test("with respectDoNotTrack, a browser sending Global Privacy Control sends nothing, and nothing is stored", async ({ page, browser }) => {
  await page.addInitScript(() => Object.defineProperty(Navigator.prototype, "globalPrivacyControl", { get: () => true }));
  const sends = await watchSends(page);
  const owner = await browser.newPage();
  const before = await dashboardEvents(owner);
  await page.clock.install();
  await gotoHydrated(page, `${origin}/albums/album`);
  await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
  await gotoHydrated(page, `${origin}/search?q=p1`);
  // The viewer's events (photo views, its closing) go through the same idle tracker.
  await gotoHydrated(page, `${origin}/albums/album#album-1`);
  await page.locator('.viewer-root[data-viewer="opened"]').waitFor({ state: "attached" });
  await page.clock.runFor(1500);
  await page.keyboard.press("ArrowRight");
  await page.clock.runFor(1500);
  await page.keyboard.press("Escape");
  // The tracker started as the page hydrated. Had it not stayed idle, it would have asked for its
  // GA4 code then, and its page view would go as its timers run out. A request the page makes after
  // that is the barrier: the page's requests are reported in order, so any before it has been seen.
  await page.clock.runFor(historyGroupMs + flushDelayMs);
  const barrier = page.waitForRequest((request) => request.url().endsWith("/favicon.svg?barrier"));
  await page.evaluate(() => fetch("/favicon.svg?barrier"));
  await barrier;
  expect(sends.collected).toEqual([]);
  expect(sends.ga4).toEqual([]);
  expect(sends.ga4Code).toEqual([]);
  // And a request that says so itself is dropped by the collector too.
  const direct = await page.request.post(`${origin}${endpoint}`, {
    headers: { "sec-gpc": "1", "user-agent": "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36" },
    data: { events: [{ name: "page_view", params: { page_location: `${origin}/` } }] },
  });
  expect(direct.status()).toBe(204);
  expect(await dashboardEvents(owner)).toBe(before);
});

test("the owner deletes a day's events: the dashboard says how many went and shows none left", async ({ page }) => {
  const chrome = "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36";
  const events = Array.from({ length: 3 }, () => ({ name: "page_view", params: { page_location: `${origin}/albums/album` } }));
  expect((await page.request.post(`${origin}${endpoint}`, { headers: { "user-agent": chrome }, data: { events } })).status()).toBe(204);
  const stored = await dashboardEvents(page);
  expect(stored).toBeGreaterThanOrEqual(3);
  const today = new Date().toISOString().slice(0, 10);
  const data = page.getByRole("region", { name: "Data" });
  await data.getByLabel("From").fill(today);
  await data.getByLabel("To").fill(today);
  // Without the tick the browser does not send the form.
  await data.getByRole("button", { name: "Delete" }).click();
  await expect(page.getByRole("status")).toHaveCount(0);
  await data.getByLabel(/Delete every event of these days/).check();
  await data.getByRole("button", { name: "Delete" }).click();
  await expect(page.getByRole("status")).toHaveText(`Deleted ${stored} events.`);
  await expect(page.locator('[data-tile="events"] dd').first()).toHaveText("0");
});
