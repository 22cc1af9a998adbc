import path from "node:path";
import { gzipSync } from "node:zlib";
import { devices, expect, test, type Browser, type Page } from "@playwright/test";
import { leadSize, pageBounds, pageCount, pageOf } from "../../app/lib/content/album-pages";
import { ensureLargeAlbumSite, largeAlbumSlug } from "../helpers/large-album";
import { spawnServer, type SpawnedServer } from "../harness/spawn-server";
import { afterRendering, layoutShift, recordLayoutShifts, viewerRoot, watchConsole } from "./helpers";
import { freePort } from "../harness/free-ports";

// A generated album of several thousand small pictures, on a server of its own.
const count = 3000;
const port = await freePort();
const origin = `http://127.0.0.1:${port}`;
const albumUrl = `${origin}/albums/${largeAlbumSlug}`;
const cache = path.join(import.meta.dirname, "..", "..", ".cache", "large-album");
let server: SpawnedServer;

// One server for the file: its tests run in order in one worker (the suite is otherwise fully parallel).
test.describe.configure({ mode: "default" });

test.beforeAll(async () => {
  // Made once per clone (a few tens of seconds), then reused with its source index and derivatives.
  test.setTimeout(600_000);
  const content = await ensureLargeAlbumSite(cache, count);
  server = spawnServer({ PORT: String(port), CONTENT_DIR: content, DATA_DIR: path.join(cache, `data-${count}`) });
  await server.listening(300_000);
});

test.afterAll(async () => {
  server?.child.kill("SIGTERM");
  await server?.exited;
});

const phone = { ...devices["Pixel 7"], viewport: { width: 390, height: 844 } };

async function openPhone(browser: Browser, options: { javaScriptEnabled?: boolean } = {}): Promise<Page> {
  const context = await browser.newContext({ ...phone, ...options });
  return context.newPage();
}

const domNodes = (page: Page) => page.evaluate(() => document.getElementsByTagName("*").length);
const tileIndices = (page: Page) => page.locator(".grid a.grid-item").evaluateAll((tiles) => tiles.map((tile) => Number((tile as HTMLElement).dataset.index)));

/** Scrolls one screen down and waits until the window's tiles are drawn with their items: some in view, none pending. */
async function scrollOneScreen(page: Page): Promise<{ atEnd: boolean; nodes: number }> {
  const atEnd = await page.evaluate(() => {
    window.scrollBy(0, window.innerHeight);
    return window.scrollY + window.innerHeight >= document.documentElement.scrollHeight - 1;
  });
  await afterRendering(page);
  const inView = () =>
    page.evaluate(() => {
      const shown = (selector: string) =>
        [...document.querySelectorAll(selector)].filter((tile) => {
          const box = tile.getBoundingClientRect();
          return box.bottom > 0 && box.top < window.innerHeight;
        }).length;
      return { drawn: shown(".grid a.grid-item"), pending: shown(".grid-item--pending"), nodes: document.getElementsByTagName("*").length };
    });
  let state = await inView();
  const ready = () => state.drawn > 0 && state.pending === 0;
  // Until the album's sizes arrive a far scroll shows neither tiles nor pending boxes: wait for the tiles.
  if (!ready()) await expect.poll(async () => ((state = await inView()), ready())).toBe(true);
  return { atEnd, nodes: state.nodes };
}

test("the first page's HTML holds its first screens of tiles and the whole album's height, whatever the album's size", async ({ request }) => {
  const response = await request.get(albumUrl, { headers: { "Sec-CH-Viewport-Width": "390" } });
  const html = await response.text();
  const tiles = [...html.matchAll(/class="grid-item grid-item--image[^"]*" href="\/albums\/many\/(\d+)"/g)].map((match) => Number(match[1]));
  expect(tiles).toEqual(Array.from({ length: leadSize }, (_, i) => i + 1));
  // The bytes of a short album's page: a 3,000-picture album used to be megabytes.
  expect(gzipSync(html).length).toBeLessThan(60_000);
  expect(html).toContain("3,000 photos");
});

test("on a phone, scrolling to the end keeps the document small, draws the last pictures and never shifts", async ({ browser }) => {
  const page = await openPhone(browser);
  const problems = watchConsole(page);
  await recordLayoutShifts(page);
  await page.goto(albumUrl);
  await page.locator("html[data-hydrated]").waitFor({ state: "attached" });
  // Some 400 screens, each waited for: a long walk on a busy machine, not a timing.
  test.setTimeout(300_000);
  let most = await domNodes(page);
  let screens = 0;
  for (let step = await scrollOneScreen(page); ; step = await scrollOneScreen(page)) {
    most = Math.max(most, step.nodes);
    screens++;
    if (step.atEnd) break;
  }
  // Hundreds of screens scrolled, and never more than a few hundred elements in the document.
  expect(screens).toBeGreaterThan(300);
  expect(most).toBeLessThan(1500);
  const last = page.locator(`.grid-item[data-index="${count}"] img`);
  await expect(last).toBeInViewport();
  // On a fresh clone no derivative exists yet: the walk has queued hundreds of on-demand encodes (one a
  // core at a time) ahead of this one, so its arrival is waited for as long as that queue takes.
  await expect.poll(() => last.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0), { timeout: 120_000 }).toBe(true);
  expect((await layoutShift(page)).cls).toBe(0);
  expect(problems).toEqual([]);
});

test("a new column count keeps the tile at the top of the screen where it was, and no tile is counted as shifting", async ({ browser }) => {
  const page = await openPhone(browser);
  await recordLayoutShifts(page);
  await page.goto(albumUrl);
  await page.locator("html[data-hydrated]").waitFor({ state: "attached" });
  await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight / 2));
  await scrollOneScreen(page);
  const topTile = () =>
    page.locator(".grid a.grid-item").evaluateAll((tiles) => {
      const shown = tiles
        .map((tile) => ({ index: Number((tile as HTMLElement).dataset.index), top: tile.getBoundingClientRect().top }))
        .filter((tile) => tile.top >= 0);
      return shown.sort((a, b) => a.top - b.top)[0]!;
    });
  const before = await topTile();
  await page.setViewportSize({ width: 700, height: 844 });
  await expect(page.locator(".grid")).toHaveAttribute("data-columns", "3");
  await expect(page.locator(".grid")).not.toHaveAttribute("data-gliding");
  await afterRendering(page);
  const tile = page.locator(`.grid-item[data-index="${before.index}"]`);
  await expect(tile).toBeInViewport();
  expect(Math.abs((await tile.boundingBox())!.y - before.top)).toBeLessThan(2);
  const { shifts } = await layoutShift(page);
  expect((shifts as { nodes?: string[] }[]).flatMap((shift) => shift.nodes ?? []).filter((node) => node.includes("grid-item"))).toEqual([]);
});

test("a link to a far slide opens it on load with one page of items, and closing it shows its tile", async ({ browser }) => {
  const page = await openPhone(browser);
  const itemPages: string[] = [];
  page.on("request", (request) => {
    if (request.url().includes(`/api/galleries/${largeAlbumSlug}/items`)) itemPages.push(new URL(request.url()).searchParams.get("page")!);
  });
  await page.goto(`${albumUrl}#${largeAlbumSlug}-2900`);
  await expect(viewerRoot(page)).toHaveAttribute("data-viewer", "opened");
  await expect(page.locator(".pswp__live-counter")).toHaveText(`2900 / ${count}`);
  await expect(page.locator(".pswp__caption, .vt-caption").first()).toContainText("Item 2900");
  // Only slide 2900's page is asked for first (page 49); its neighbours at most bring the next one.
  expect(itemPages[0]).toBe(String(pageOf(2899, count)));
  expect(await domNodes(page)).toBeLessThan(1500);
  await page.keyboard.press("Escape");
  await expect(viewerRoot(page)).toHaveAttribute("data-viewer", "closed");
  const tile = page.locator(`.grid-item[data-index="2900"]`);
  await expect(tile).toBeFocused();
  await expect(tile).toBeInViewport();
});

test("Back from another page restores the scroll position and the tiles that were there", async ({ browser }) => {
  const page = await openPhone(browser);
  await page.goto(albumUrl);
  await page.locator("html[data-hydrated]").waitFor({ state: "attached" });
  await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight * 0.4));
  await scrollOneScreen(page);
  const scrollY = await page.evaluate(() => window.scrollY);
  const shown = await tileIndices(page);
  expect(Math.min(...shown)).toBeGreaterThan(pageBounds(2, count).end);
  // The sticky header's home link: following it scrolls nothing first.
  await page.locator("header a.site-title").click();
  await page.waitForURL(`${origin}/`);
  await page.goBack();
  await page.locator("html[data-hydrated]").waitFor({ state: "attached" });
  await expect.poll(() => page.evaluate(() => Math.round(window.scrollY))).toBe(Math.round(scrollY));
  await afterRendering(page);
  await expect.poll(async () => (await tileIndices(page)).filter((index) => shown.includes(index)).length).toBeGreaterThan(shown.length / 2);
});

test("the tile with the focus stays in the document however far the page scrolls, and Tab goes on to the next one", async ({ browser }) => {
  const page = await openPhone(browser);
  await page.goto(albumUrl);
  await page.locator("html[data-hydrated]").waitFor({ state: "attached" });
  const third = page.locator('.grid-item[data-index="3"]');
  await third.focus();
  await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight * 0.5));
  await scrollOneScreen(page);
  // The window is half an album on, and the focused tile is still there, with the focus.
  expect(Math.max(...(await tileIndices(page)))).toBeGreaterThan(count / 3);
  await expect(third).toBeFocused();
  await page.keyboard.press("Tab");
  const fourth = page.locator('.grid-item[data-index="4"]');
  await expect(fourth).toBeFocused();
  await expect(fourth).toBeInViewport();
});

test("without JavaScript, ?page=2 is a plain page of the next 60 tiles, linked to its neighbours, with no blank space below", async ({ browser }) => {
  const page = await openPhone(browser, { javaScriptEnabled: false });
  await page.goto(`${albumUrl}?page=2`);
  const second = pageBounds(2, count);
  expect(await tileIndices(page)).toEqual(Array.from({ length: second.end - second.start }, (_, i) => second.start + i + 1));
  await expect(page.locator('head link[rel="prev"]')).toHaveAttribute("href", albumUrl);
  await expect(page.locator('head link[rel="next"]')).toHaveAttribute("href", `${albumUrl}?page=3`);
  await expect(page.locator('head link[rel="canonical"]')).toHaveAttribute("href", `${albumUrl}?page=2`);
  const pages = page.getByRole("navigation", { name: "Album pages" });
  await expect(pages).toContainText(`Page 2 of ${pageCount(count)}`);
  // The grid ends with its last tile (the page has loaded whole: goto waits for its load event).
  const gap = await page.locator(".grid").evaluate((grid) => {
    const bottom = Math.max(...[...grid.querySelectorAll(".grid-item")].map((tile) => tile.getBoundingClientRect().bottom));
    return grid.getBoundingClientRect().bottom - bottom;
  });
  expect(Math.abs(gap)).toBeLessThan(2);
  await pages.getByRole("link", { name: "Next" }).click();
  await expect(page).toHaveURL(`${albumUrl}?page=3`);
  await page.waitForLoadState("load");
  expect((await tileIndices(page))[0]).toBe(pageBounds(3, count).start + 1);
});

test("the items and layout routes answer with versioned, cacheable JSON", async ({ request }) => {
  const layout = await request.get(`${albumUrl.replace("/albums/", "/api/galleries/")}/layout`);
  const body = (await layout.json()) as { version: string; count: number; width: number[]; height: number[] };
  expect(body.count).toBe(count);
  expect(body.width).toHaveLength(count);
  expect(layout.headers()["cache-control"]).not.toContain("immutable");
  const items = `${origin}/api/galleries/${largeAlbumSlug}/items`;
  const versioned = await request.get(`${items}?page=2&v=${body.version}`);
  expect(versioned.headers()["cache-control"]).toContain("immutable");
  const page2 = (await versioned.json()) as { page: number; items: { index: number }[] };
  const second = pageBounds(2, count);
  expect(page2.items.map((item) => item.index)).toEqual(Array.from({ length: second.end - second.start }, (_, i) => second.start + i + 1));
  const again = await request.get(`${items}?page=2&v=${body.version}`, { headers: { "If-None-Match": versioned.headers().etag! } });
  expect(again.status()).toBe(304);
  // A page past the end is the last page; garbage is the first; an unknown album is the catalogue's 404.
  expect(((await (await request.get(`${items}?page=999999`)).json()) as { page: number }).page).toBe(pageCount(count));
  expect(((await (await request.get(`${items}?page=-3x`)).json()) as { page: number }).page).toBe(1);
  const missing = await request.get(`${origin}/api/galleries/no-such-album/items`);
  expect(missing.status()).toBe(404);
  expect(((await missing.json()) as { error: { code: string } }).error.code).toBe("ALBUM_NOT_FOUND");
});

test("a slide whose page of items cannot be fetched shows the error slide, and the viewer goes on", async ({ browser }) => {
  const page = await openPhone(browser);
  await page.route(`**/api/galleries/${largeAlbumSlug}/items?page=49*`, (route) => route.abort());
  await page.goto(`${albumUrl}#${largeAlbumSlug}-2900`);
  await expect(viewerRoot(page)).toHaveAttribute("data-viewer", "opened");
  await expect(viewerRoot(page)).toHaveAttribute("data-slide", "error");
  await expect(page.locator(".pswp__item:not([inert]) .vt-error")).toContainText("This item could not be shown.");
  await page.unroute(`**/api/galleries/${largeAlbumSlug}/items?page=49*`);
  // The next slide's page (page 49 too) is asked for again, now that the network answers.
  await page.locator(".pswp__item:not([inert]) .vt-error").getByRole("button", { name: "Next item" }).click();
  await expect(page.locator(".pswp__live-counter")).toHaveText(`2901 / ${count}`);
  await expect(viewerRoot(page)).toHaveAttribute("data-slide", "loaded");
});
