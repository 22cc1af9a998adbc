import { expect, test } from "@playwright/test";
import { layoutShift, recordLayoutShifts, visibleColumns, watchConsole } from "./helpers";

test("the grid has the spec's classes and the viewport's column count from the first paint", async ({ page }, testInfo) => {
  const expected = testInfo.project.name === "phone" ? 2 : 4;
  const problems = watchConsole(page);
  const response = await page.goto("/albums/landscapes");
  // The server already planned for this viewport (client hint), so the HTML has the final layout.
  const html = await response!.text();
  expect(html).toContain(`data-columns="${expected}"`);
  await expect(page.locator(".grid > .grid-sizer")).toHaveCount(1);
  await expect(page.locator(".grid .grid-item")).toHaveCount(16);
  expect(await visibleColumns(page)).toBe(expected);
  const sizer = await page.locator(".grid-sizer").evaluate((el) => el.getBoundingClientRect().width / el.parentElement!.getBoundingClientRect().width);
  expect(sizer).toBeCloseTo(1 / expected, 2);
  expect(problems).toEqual([]);
});

test("items fill the shortest column first", async ({ page }) => {
  await page.goto("/albums/cityscapes");
  const bottoms = await page.locator(".grid-item").evaluateAll((items) => {
    const columns = new Map<number, number>();
    for (const item of items) {
      const rect = item.getBoundingClientRect();
      columns.set(Math.round(rect.left), Math.max(columns.get(Math.round(rect.left)) ?? 0, rect.bottom));
    }
    return [...columns.values()];
  });
  // Balanced columns end within about one item of each other.
  const itemHeight = await page.locator(".grid-item").first().evaluate((el) => el.getBoundingClientRect().height);
  expect(Math.max(...bottoms) - Math.min(...bottoms)).toBeLessThan(itemHeight * 1.6);
});

test("cumulative layout shift stays 0 through load, scrolling and a resize", async ({ page }, testInfo) => {
  await recordLayoutShifts(page);
  await page.goto("/albums/landscapes", { waitUntil: "load" });
  for (let y = 0; y < 4000; y += 300) {
    await page.mouse.wheel(0, 300);
    await page.waitForTimeout(60);
  }
  await page.waitForLoadState("networkidle");
  const size = page.viewportSize()!;
  await page.setViewportSize({ width: testInfo.project.name === "phone" ? 700 : 800, height: size.height });
  await page.waitForTimeout(800);
  await page.setViewportSize(size);
  await page.waitForTimeout(800);
  const { cls, shifts } = await layoutShift(page);
  expect(shifts).toEqual([]);
  expect(cls).toBe(0);
});

test("an image far below the fold is not requested until it comes within 500 px", async ({ page }) => {
  await page.setViewportSize({ width: page.viewportSize()!.width, height: 500 });
  const requested: string[] = [];
  page.on("request", (request) => requested.push(new URL(request.url()).pathname));
  await page.goto("/albums/landscapes", { waitUntil: "networkidle" });
  const lowest = page.locator(".grid-item img.lazy").last();
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
  // Scroll until it is just over 500 px below the viewport's bottom: still not requested.
  await page.evaluate((y) => window.scrollTo(0, y), top - 500 - 500 - 40);
  await page.waitForTimeout(300);
  expect(requested.some((path) => path.includes(hash))).toBe(false);
  // Within 500 px: it comes in.
  await page.evaluate((y) => window.scrollTo(0, y), top - 500 - 400);
  await expect.poll(() => requested.some((path) => path.includes(hash))).toBe(true);
  await expect(target).toHaveClass(/is-loaded/);
  expect(await target.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(1);
  expect(lowest).toBeTruthy();
});

test("the first row is eager: its images load without scrolling", async ({ page }, testInfo) => {
  const columns = testInfo.project.name === "phone" ? 2 : 4;
  await page.goto("/albums/landscapes", { waitUntil: "load" });
  const eager = page.locator(".grid-item img:not(.lazy)");
  expect(await eager.count()).toBe(columns);
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

test("album cards in one row get equal heights", async ({ page }, testInfo) => {
  await page.setViewportSize({ width: testInfo.project.name === "phone" ? 700 : 1280, height: 900 });
  await page.goto("/");
  await page.waitForLoadState("load");
  // Rows of [distinct heights in the row]; hydration may finish after load, so wait for the equalising.
  const distinctHeightsPerRow = () =>
    page.locator(".eqh").evaluateAll((elements) => {
      const byTop = new Map<number, number[]>();
      for (const element of elements) {
        const rect = element.getBoundingClientRect();
        byTop.set(Math.round(rect.top), [...(byTop.get(Math.round(rect.top)) ?? []), Math.round(rect.height)]);
      }
      return [...byTop.values()].filter((row) => row.length > 1).map((row) => new Set(row).size);
    });
  await expect.poll(distinctHeightsPerRow).not.toEqual([]);
  await expect.poll(async () => (await distinctHeightsPerRow()).every((size) => size === 1)).toBe(true);
  // Their natural heights differ (descriptions of different lengths): the equalising is real.
  const natural = await page.locator(".eqh p").evaluateAll((ps) => new Set(ps.map((p) => Math.round(p.getBoundingClientRect().height))).size);
  expect(natural).toBeGreaterThan(1);
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
