import path from "node:path";
import { devices, expect, test, type Browser, type Page } from "@playwright/test";
import { menuBudget } from "../../app/lib/layout/menu";
import { albumLibrary, type AlbumLibrary } from "../harness/album-library";
import { freePorts } from "../harness/free-ports";
import { spawnServer, type SpawnedServer } from "../harness/spawn-server";
import { gotoHydrated, watchConsole } from "./helpers";

// A library of about a thousand albums three levels deep (years, months, shoots of two pictures), and
// one of ten in the same shape: a page's cost must not depend on how many albums there are.
const [bigPort, smallPort] = await freePorts(2);
const big = { origin: `http://127.0.0.1:${bigPort}`, size: 1000 };
const small = { origin: `http://127.0.0.1:${smallPort}`, size: 10 };
const cache = path.join(import.meta.dirname, "..", "..", ".cache", "many-albums");
const servers: SpawnedServer[] = [];
let bigLibrary: AlbumLibrary;
let smallLibrary: AlbumLibrary;

test.describe.configure({ mode: "default" });

test.beforeAll(async () => {
  test.setTimeout(600_000);
  [bigLibrary, smallLibrary] = await Promise.all([albumLibrary(big.size), albumLibrary(small.size)]);
  for (const [{ origin }, library] of [
    [big, bigLibrary],
    [small, smallLibrary],
  ] as const) {
    const server = spawnServer({ PORT: new URL(origin).port, CONTENT_DIR: library.content, DATA_DIR: path.join(cache, `data-${library.albums}`) });
    servers.push(server);
  }
  await Promise.all(servers.map((server) => server.listening(300_000)));
});

test.afterAll(async () => {
  for (const server of servers) server.child.kill("SIGTERM");
  await Promise.all(servers.map((server) => server.exited));
});

const phone = { ...devices["Pixel 7"], viewport: { width: 390, height: 844 } };
const openPhone = async (browser: Browser): Promise<Page> => (await browser.newContext(phone)).newPage();
// Remix drops its boot scripts and module preloads a render after hydration, at no fixed moment:
// they are not what a phone lays out, so the count leaves them out.
const domNodes = (page: Page) => page.evaluate(() => document.querySelectorAll("*:not(script):not(link)").length);
const albumLinks = (html: string) => html.match(/href="\/albums\//g)?.length ?? 0;
const html = async (url: string) => (await fetch(url)).text();

/** Every layout shift from now on, those right after a tap included: a level appearing must move nothing. */
async function recordAllShifts(page: Page) {
  await page.evaluate(() => {
    const w = window as unknown as { __allShifts: number };
    w.__allShifts = 0;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as (PerformanceEntry & { value: number })[]) w.__allShifts += entry.value;
    }).observe({ type: "layout-shift" });
  });
  return () => page.evaluate(() => (window as unknown as { __allShifts: number }).__allShifts);
}

test("a leaf album's page carries a bounded menu: its HTML and its phone DOM within 1.2 × the same page of a 10-album library", async ({ browser }) => {
  expect(bigLibrary.albums).toBeGreaterThanOrEqual(1000);
  const bigHtml = await html(`${big.origin}/albums/${bigLibrary.shoot.slug}`);
  const smallHtml = await html(`${small.origin}/albums/${smallLibrary.shoot.slug}`);
  // The top level (the years) and the breadcrumbs, not the thousand albums below them.
  expect(albumLinks(bigHtml)).toBeLessThanOrEqual(menuBudget);
  expect(bigHtml.length).toBeLessThanOrEqual(1.2 * smallHtml.length);

  const nodes: number[] = [];
  for (const url of [`${big.origin}/albums/${bigLibrary.shoot.slug}`, `${small.origin}/albums/${smallLibrary.shoot.slug}`]) {
    const page = await openPhone(browser);
    await gotoHydrated(page, url);
    nodes.push(await domNodes(page));
    await page.context().close();
  }
  expect(nodes[0]!).toBeLessThanOrEqual(1.2 * nodes[1]!);
});

test("the home page of a thousand albums stays under 1,500 DOM nodes on a phone", async ({ browser }) => {
  const page = await openPhone(browser);
  await gotoHydrated(page, `${big.origin}/`);
  await expect(page.locator(".album-card")).toHaveCount(bigLibrary.shape.years);
  expect(await domNodes(page)).toBeLessThan(1500);
  await page.context().close();
});

test("on a phone the off-canvas menu reaches a shoot level by level, each level fetched as it opens, nothing shifting", async ({ browser }) => {
  const page = await openPhone(browser);
  const problems = watchConsole(page);
  const levels: string[] = [];
  page.on("request", (request) => request.url().includes("/albums?") && levels.push(new URL(request.url()).pathname));
  await gotoHydrated(page, `${big.origin}/`);
  const shifts = await recordAllShifts(page);
  const { year, month, shoot } = bigLibrary;
  const yearTitle = path.basename(year.dir);

  await page.locator("#menu-nav").click();
  await page.getByRole("button", { name: `Open ${yearTitle}`, exact: true }).click();
  const months = page.locator(".offcanvas__level--1");
  await expect(months.locator(".offcanvas__title")).toHaveText(yearTitle);
  await expect(months.locator("ul > li > a")).toHaveCount(bigLibrary.shape.months);
  await expect(months.locator(".offcanvas__back")).toHaveText("Back to Main Menu");

  await months
    .locator("li", { has: page.locator(`a[href="/albums/${month.slug}"]`) })
    .locator(".offcanvas__next")
    .click();
  const shoots = page.locator(".offcanvas__level--2");
  await expect(shoots.locator("ul > li > a")).toHaveCount(bigLibrary.shape.shoots);
  expect(levels).toEqual([`/api/galleries/${year.slug}/albums`, `/api/galleries/${month.slug}/albums`]);
  expect(await shifts()).toBe(0);

  await shoots.locator(`a[href="/albums/${shoot.slug}"]`).click();
  await expect(page).toHaveURL(`${big.origin}/albums/${shoot.slug}`);
  await expect(page.locator(".grid a.grid-item")).toHaveCount(2);
  expect(problems).toEqual([]);
  await page.context().close();
});

test("on a desktop a year's submenu opens with its months, fetched on the way, nothing shifting", async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await gotoHydrated(page, `${big.origin}/albums/${bigLibrary.shoot.slug}`);
  const shifts = await recordAllShifts(page);
  const yearTitle = path.basename(bigLibrary.year.dir);
  const item = page.locator(".site-nav .menu-item", { has: page.getByRole("link", { name: yearTitle, exact: true }) });
  await item.hover();
  const submenu = item.locator(".sub-menu");
  await expect(submenu).toBeVisible();
  await expect(submenu.locator(".sub-menu__list > li > a")).toHaveCount(bigLibrary.shape.months);
  await expect(submenu.locator(`a[href="/albums/${bigLibrary.month.slug}"]`)).toBeVisible();
  expect(await shifts()).toBe(0);
});

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("every album is reachable through the album pages' links, and back through the breadcrumbs", async ({ page }) => {
    const { year, month, shoot } = bigLibrary;
    await page.goto(`${big.origin}/`);
    await page.locator(`.album-card[href="/albums/${year.slug}"]`).click();
    await expect(page.locator(".album-card")).toHaveCount(bigLibrary.shape.months);
    await page.locator(`.album-card[href="/albums/${month.slug}"]`).click();
    await expect(page.locator(".album-card")).toHaveCount(bigLibrary.shape.shoots);
    await page.locator(`.album-card[href="/albums/${shoot.slug}"]`).click();
    await expect(page.locator("h1")).toHaveText(/./);
    await expect(page.locator(".grid a.grid-item")).toHaveCount(2);
    await page.locator(`.breadcrumbs a[href="/albums/${year.slug}"]`).click();
    await expect(page).toHaveURL(`${big.origin}/albums/${year.slug}`);
  });
});

test("a level's JSON route is cached for good at the tree's version, and answers bad addresses safely", async () => {
  const first = await fetch(`${big.origin}/api/galleries/${bigLibrary.year.slug}/albums`);
  const level = (await first.json()) as { version: string; count: number; albums: { slug: string }[] };
  expect(level.count).toBe(bigLibrary.shape.months);
  expect(first.headers.get("cache-control")).not.toContain("immutable");
  const versioned = await fetch(`${big.origin}/api/galleries/${bigLibrary.year.slug}/albums?page=1&v=${level.version}`);
  expect(versioned.headers.get("cache-control")).toContain("immutable");
  expect(((await versioned.json()) as typeof level).albums.map((album) => album.slug)).toEqual(level.albums.map((album) => album.slug));
  for (const bad of ["no-such-album", "..%2F..%2Fetc", "%3Cscript%3E", "a".repeat(2000)]) {
    const response = await fetch(`${big.origin}/api/galleries/${bad}/albums`);
    expect(response.status).toBe(404);
    expect(await response.text()).not.toContain("<script>");
  }
  const garbage = await fetch(`${big.origin}/api/albums?page=-3&v=%3Cx%3E`);
  expect(garbage.status).toBe(200);
  expect(((await garbage.json()) as { page: number }).page).toBe(1);
});
