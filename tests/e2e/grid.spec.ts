import { expect, test, type Page } from "@playwright/test";
import { afterRendering, gotoHydrated, layoutShift, recordLayoutShifts, visibleColumns, watchConsole } from "./helpers";
import { flowingClock } from "./clock";

test("the grid has the spec's classes and the viewport's column count from the first paint", async ({ page }, testInfo) => {
  const expected = testInfo.project.name === "phone" ? 2 : 4;
  const problems = watchConsole(page);
  // The page carries every plan and its CSS shows the one for this screen: the first paint is final.
  // The grid says its column count once hydrated, after the first screen's pictures (they may be encoded on this first visit).
  await gotoHydrated(page, "/albums/landscapes");
  await expect(page.locator(".grid")).toHaveAttribute("data-columns", String(expected));
  await expect(page.locator(".grid > .grid-sizer")).toHaveCount(1);
  await expect(page.locator(".grid .grid-item")).toHaveCount(16);
  expect(await visibleColumns(page)).toBe(expected);
  const sizer = await page.locator(".grid-sizer").evaluate((el) => el.getBoundingClientRect().width / el.parentElement!.getBoundingClientRect().width);
  expect(sizer).toBeCloseTo(1 / expected, 2);
  expect(problems).toEqual([]);
});

test("items fill the shortest column first", async ({ page }) => {
  await page.goto("/albums/cityscapes", { waitUntil: "networkidle" });
  const placement = await page.locator(".grid").evaluate((grid) => {
    const items = [...grid.querySelectorAll<HTMLElement>(".grid-item")].sort((a, b) => Number(a.dataset.index) - Number(b.dataset.index));
    const lefts = [...new Set(items.map((item) => Math.round(item.getBoundingClientRect().left)))].sort((a, b) => a - b);
    // The vertical gap between two items of one column.
    const byColumn = lefts.map((left) => items.filter((item) => Math.round(item.getBoundingClientRect().left) === left));
    const column = byColumn.find((members) => members.length > 1)!;
    const gap = column[1]!.getBoundingClientRect().top - column[0]!.getBoundingClientRect().bottom;
    return {
      lefts,
      gap,
      items: items.map((item) => ({ column: lefts.indexOf(Math.round(item.getBoundingClientRect().left)), height: item.getBoundingClientRect().height })),
    };
  });
  expect(placement.gap).toBeGreaterThan(0);
  // Replaying the items in order: each went to a column that was (within a pixel) the shortest so far.
  const heights = placement.lefts.map(() => 0);
  const misplaced: number[] = [];
  placement.items.forEach((item, index) => {
    if (heights[item.column]! > Math.min(...heights) + 1) misplaced.push(index + 1);
    heights[item.column]! += item.height + placement.gap;
  });
  expect(misplaced).toEqual([]);
  // And so the columns end within one item of each other (shortest-first guarantees it).
  const tallest = Math.max(...placement.items.map((item) => item.height));
  expect(Math.max(...heights) - Math.min(...heights)).toBeLessThanOrEqual(tallest + placement.gap + 1);
});

test("no layout shift through load, a late hydration and scrolling to the end", async ({ page }) => {
  await recordLayoutShifts(page);
  // A slow phone's path: the page is painted and scrolled before the app's code has run at all.
  let release = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(/\/assets\/.*\.js$/, async (route) => {
    await held;
    await route.continue();
  });
  await page.goto("/albums/landscapes", { waitUntil: "commit" });
  await expect(page.locator(".site-footer")).toBeVisible();
  await scrollThroughPage(page);
  expect(await page.locator("html[data-hydrated]").count()).toBe(0);
  release();
  await page.locator("html[data-hydrated]").waitFor({ state: "attached" });
  // Hydrated at the end of the page; then up and down again, while every picture comes in.
  await page.evaluate(() => window.scrollTo(0, 0));
  await scrollThroughPage(page);
  await expect.poll(() => page.locator(".grid img.lazy:not(.is-loaded)").count()).toBe(0);
  await afterRendering(page);
  const { cls, shifts } = await layoutShift(page);
  expect(shifts).toEqual([]);
  expect(cls).toBe(0);
});

/** Scrolls to the end in steps of 300 px, each step rendered (and its lazy pictures asked for) before the next. */
async function scrollThroughPage(page: Page) {
  const end = await page.evaluate(() => document.documentElement.scrollHeight - innerHeight);
  for (let y = 300; y < end + 300; y += 300) {
    await page.evaluate((top) => window.scrollTo(0, top), Math.min(y, end));
    await afterRendering(page);
  }
}

test("a resize re-lays the grid after 100 ms of quiet, each tile gliding from where it was: nothing jumps, however late", async ({ page }, testInfo) => {
  const phone = testInfo.project.name === "phone";
  const stopClock = await flowingClock(page);
  await gotoHydrated(page, "/albums/landscapes");
  // At the end of the page, where the footer shows too: the worst place for a re-layout.
  await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
  await stopClock();
  const grid = page.locator(".grid");
  const before = await grid.getAttribute("data-columns");
  // Tiles where the visitor sees them (transforms included) at the instant the grid's columns change.
  await page.evaluate(() => {
    const grid = document.querySelector<HTMLElement>(".grid")!;
    const w = window as unknown as { __atRelayout?: Record<string, { x: number; y: number }>; __gridResized: number };
    w.__gridResized = 0;
    new ResizeObserver(() => w.__gridResized++).observe(grid);
    new MutationObserver(() => {
      w.__atRelayout = Object.fromEntries(
        [...grid.querySelectorAll<HTMLElement>(".grid-item")].map((item) => [item.dataset.id!, item.getBoundingClientRect()]),
      );
    }).observe(grid, { attributeFilter: ["data-columns"] });
  });
  const resized = () => page.evaluate(() => (window as unknown as { __gridResized: number }).__gridResized);
  const seen = await resized();
  await page.setViewportSize({ width: phone ? 700 : 800, height: page.viewportSize()!.height });
  // The grid has seen its new width: the app's 100 ms wait has begun, on the paused clock.
  await expect.poll(resized).toBeGreaterThan(seen);
  const squeezed = await tileRects(page);
  await page.clock.runFor(99);
  await afterRendering(page);
  await expect(grid).toHaveAttribute("data-columns", before!);
  await page.clock.runFor(1);
  await expect(grid).toHaveAttribute("data-columns", "3");
  const atRelayout = await page.evaluate(() => (window as unknown as { __atRelayout: Record<string, { x: number; y: number }> }).__atRelayout);
  const jumped = Object.entries(squeezed).filter(([id, was]) => Math.abs(atRelayout[id]!.x - was.x) > 1 || Math.abs(atRelayout[id]!.y - was.y) > 1);
  expect(jumped).toEqual([]);
  // And they do move: to the places of the three-column plan.
  await expect.poll(async () => visibleColumns(page)).toBe(3);
});

/** Every tile's visible position (transforms included), by id. */
const tileRects = (page: Page) =>
  page.locator(".grid-item").evaluateAll((items) => Object.fromEntries(items.map((item) => [(item as HTMLElement).dataset.id!, item.getBoundingClientRect()])));

test("an image far below the fold is not requested until it comes within 500 px", async ({ page }) => {
  await page.setViewportSize({ width: page.viewportSize()!.width, height: 500 });
  const requested: string[] = [];
  page.on("request", (request) => requested.push(new URL(request.url()).pathname));
  await page.goto("/albums/landscapes", { waitUntil: "networkidle" });
  const farthest = await page.locator(".grid-item").evaluateAll((items) => {
    const sorted = [...items].sort((a, b) => b.getBoundingClientRect().top - a.getBoundingClientRect().top);
    return sorted[0]!.getAttribute("data-id");
  });
  const target = page.locator(`.grid-item[data-id="${farthest}"] img`).first();
  const top = await target.evaluate((img) => img.getBoundingClientRect().top);
  expect(top).toBeGreaterThan(500 + 500 + 50);
  const src = (await target.getAttribute("data-src"))!;
  const hash = src.split("/")[2]!;
  expect(requested.some((path) => path.includes(hash))).toBe(false);
  await expect(target).toHaveClass(/lazy/);
  await expect(target).not.toHaveClass(/is-loaded/);
  // Nothing more than 500 px below the viewport came in: every such image is still a placeholder.
  const farImages = await page
    .locator(".grid-item img.lazy")
    .evaluateAll((imgs) =>
      imgs
        .filter((img) => img.getBoundingClientRect().top > innerHeight + 550)
        .map((img) => ({ loaded: img.classList.contains("is-loaded"), hash: img.getAttribute("data-src")!.split("/")[2]! })),
    );
  expect(farImages.length).toBeGreaterThan(0);
  expect(farImages.filter((img) => img.loaded || requested.some((path) => path.includes(img.hash)))).toEqual([]);
  // Scroll until it is just over 500 px below the viewport's bottom: still not requested.
  await page.evaluate((y) => window.scrollTo(0, y), top - 500 - 500 - 40);
  // The frame after the scroll has been rendered and the lazy loader told what is near.
  await afterRendering(page);
  await expect(target).toHaveAttribute("data-src", src);
  expect(requested.some((path) => path.includes(hash))).toBe(false);
  // Within 500 px: it comes in.
  await page.evaluate((y) => window.scrollTo(0, y), top - 500 - 400);
  await expect.poll(() => requested.some((path) => path.includes(hash))).toBe(true);
  await expect(target).toHaveClass(/is-loaded/);
  expect(await target.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(1);
});

test("the first row is eager: its images load without scrolling", async ({ page }) => {
  await page.goto("/albums/landscapes", { waitUntil: "load" });
  // One page for every screen: the widest plan's first row (5), which holds the first row of any narrower one.
  const eager = page.locator(".grid-item img:not(.lazy)");
  expect(await eager.count()).toBe(5);
  expect(await eager.evaluateAll((images) => images.map((img) => img.closest<HTMLElement>(".grid-item")!.dataset.index))).toEqual(["1", "2", "3", "4", "5"]);
  for (const img of await eager.all()) expect(await img.evaluate((el: HTMLImageElement) => el.complete && el.naturalWidth > 1)).toBe(true);
});

test("the header sticks to the top and says so with is-sticky", async ({ page }) => {
  await page.goto("/albums/landscapes", { waitUntil: "networkidle" });
  const wrapper = page.locator(".sticky-wrapper");
  await expect(wrapper).not.toHaveClass(/is-sticky/);
  await page.mouse.move(400, 500);
  await page.mouse.wheel(0, 800);
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(100);
  await expect(wrapper).toHaveClass(/is-sticky/);
  expect(await wrapper.evaluate((el) => el.getBoundingClientRect().top)).toBe(0);
  await page.evaluate(() => window.scrollTo(0, 0));
  await expect(wrapper).not.toHaveClass(/is-sticky/);
});

/** Per row of `.eqh` elements (same top): their rendered heights, and their natural heights (min-height lifted for a moment). */
const eqhRows = (page: import("@playwright/test").Page) =>
  page.locator(".eqh").evaluateAll((elements: HTMLElement[]) => {
    const rows = new Map<number, { height: number; natural: number }[]>();
    for (const element of elements) {
      const top = Math.round(element.getBoundingClientRect().top + scrollY);
      const height = element.getBoundingClientRect().height;
      const minHeight = element.style.minHeight;
      element.style.minHeight = "";
      const natural = element.getBoundingClientRect().height;
      element.style.minHeight = minHeight;
      rows.set(top, [...(rows.get(top) ?? []), { height, natural }]);
    }
    return [...rows.values()];
  });

/** Every element of a row is exactly as tall as the row's naturally tallest (no taller: nothing stale). */
const allRowsEqual = (rows: { height: number; natural: number }[][]) =>
  rows.every((row) => row.every((cell) => Math.abs(cell.height - Math.max(...row.map((other) => other.natural))) < 0.5));
const someRowDiffersNaturally = (rows: { natural: number }[][]) => rows.some((row) => row.some((cell) => Math.abs(cell.natural - row[0]!.natural) >= 1));

test("album cards in one row get equal heights, at this width and after a resize regroups the rows", async ({ page }, testInfo) => {
  const phone = testInfo.project.name === "phone";
  const stopClock = await flowingClock(page);
  await gotoHydrated(page, "/", { waitUntil: "load" });
  await expect.poll(async () => allRowsEqual(await eqhRows(page))).toBe(true);
  const before = await eqhRows(page);
  expect(before.map((row) => row.length)).toEqual(phone ? [2, 2] : [4]);
  // Their natural heights differ (descriptions of different lengths): the equalising is real.
  expect(someRowDiffersNaturally(before)).toBe(true);

  // A resize that regroups the rows: 2 + 2 on the phone become one row of 4, and the other way round.
  // The rows are evened 100 ms after resizing stops: the clock is held, then moved on by exactly that.
  await stopClock();
  await page.setViewportSize(phone ? { width: 1280, height: 900 } : { width: 390, height: 844 });
  await expect.poll(async () => (await eqhRows(page)).map((row) => row.length)).toEqual(phone ? [4] : [2, 2]);
  await afterRendering(page);
  await page.clock.runFor(100);
  const after = await eqhRows(page);
  expect(allRowsEqual(after)).toBe(true);
  expect(someRowDiffersNaturally(after)).toBe(true);
});

test("album cards are even from the first paint: the home page never shifts", async ({ page }) => {
  await recordLayoutShifts(page);
  await page.goto("/", { waitUntil: "networkidle" });
  await expect.poll(async () => allRowsEqual(await eqhRows(page))).toBe(true);
  await afterRendering(page);
  const { cls, shifts } = await layoutShift(page);
  expect(shifts).toEqual([]);
  expect(cls).toBe(0);
});

test("pages carry title, description, canonical and share cards; sitemap and robots exist", async ({ page, request }) => {
  await page.goto("/albums/coastlines");
  await expect(page).toHaveTitle("Coastlines · Vitrine");
  expect(await page.locator('link[rel="canonical"]').getAttribute("href")).toMatch(/^http:\/\/127\.0\.0\.1:\d+\/albums\/coastlines$/);
  expect(await page.locator('meta[property="og:image"]').getAttribute("content")).toMatch(/^http:\/\/.+\/img\/[a-f0-9]{24}\/\d+\.jpg$/);
  expect(await page.locator('meta[name="twitter:card"]').getAttribute("content")).toBe("summary_large_image");
  expect(await page.locator('meta[name="description"]').getAttribute("content")).toBe("Cliffs, lighthouses and the sea at every hour.");
  const sitemap = await (await request.get("/sitemap.xml")).text();
  for (const slug of ["landscapes", "northern-lights", "abstract"]) expect(sitemap).toContain(`/albums/${slug}</loc>`);
  expect(await (await request.get("/robots.txt")).text()).toContain("Sitemap: ");
});
