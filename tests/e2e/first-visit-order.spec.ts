import { expect, test, type Page } from "@playwright/test";
import { afterRendering, layoutShift, recordLayoutShifts, viewerRoot, watchConsole } from "./helpers";

/** A phone's slow link, as Lighthouse's mobile preset has it: 150 ms round trips, 1.6 Mbps down. */
async function throttle(page: Page): Promise<void> {
  const session = await page.context().newCDPSession(page);
  await session.send("Network.enable");
  await session.send("Network.emulateNetworkConditions", { offline: false, latency: 150, downloadThroughput: 200_000, uploadThroughput: 90_000 });
}

type Timings = { pictures: { url: string; end: number }[]; firstScript: number; scripts: number };

/** When the first screen's pictures finished arriving and when the first script was asked for (the page's own clock). */
async function timings(page: Page): Promise<Timings> {
  return page.evaluate(() => {
    const entries = performance.getEntriesByType("resource") as PerformanceResourceTiming[];
    const firstScreen = new Set(Array.from(document.querySelectorAll<HTMLImageElement>('img[fetchpriority="high"]'), (img) => img.currentSrc));
    const scripts = entries.filter((entry) => entry.initiatorType !== "img" && new URL(entry.name).pathname.endsWith(".js"));
    return {
      pictures: entries.filter((entry) => firstScreen.has(entry.name)).map((entry) => ({ url: entry.name, end: entry.responseEnd })),
      firstScript: Math.min(...scripts.map((entry) => entry.startTime)),
      scripts: scripts.length,
    };
  });
}

test("on a slow link, no script is asked for before the first screen's pictures have arrived", async ({ page }) => {
  const problems = watchConsole(page);
  await throttle(page);
  await page.goto("/albums/landscapes");
  await page.locator("html[data-hydrated]").waitFor({ state: "attached" });
  const { pictures, firstScript, scripts } = await timings(page);
  expect(pictures.length).toBeGreaterThan(0);
  expect(scripts).toBeGreaterThan(0);
  for (const picture of pictures) expect(picture.end, picture.url).toBeLessThanOrEqual(firstScript);
  // Held back, not lost: the page hydrated, and nothing broke (CSP admits the module script it put in place).
  expect(problems).toEqual([]);
});

test("a photo page's picture is drawn by the server, before any script runs", async ({ page }) => {
  await page.route(/\/assets\/.*\.js$/, (route) => route.abort());
  await page.goto("/albums/landscapes/3", { waitUntil: "load" });
  const photo = page.locator("article.photo-page img");
  await expect(photo).toBeVisible();
  await expect(photo).toHaveJSProperty("complete", true);
  expect(await photo.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
  await expect(page.locator("article.photo-page h2")).toHaveText("Pass road");
  await expect(page.locator("html[data-hydrated]")).toHaveCount(0);
});

/** Each largest-contentful-paint entry's element, as where it stands: inside the viewer or not. */
async function recordLargestPaints(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const w = window as unknown as { __largest: { viewer: boolean; size: number; url: string }[] };
    w.__largest = [];
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as (PerformanceEntry & { element: Element | null; size: number; url: string })[]) {
        w.__largest.push({ viewer: Boolean(entry.element?.closest(".pswp")), size: entry.size, url: entry.url });
      }
    }).observe({ type: "largest-contentful-paint", buffered: true });
  });
}

test("the viewer takes over a photo page's picture without a shift, at the same slide and address", async ({ page }) => {
  const problems = watchConsole(page);
  await recordLayoutShifts(page);
  await recordLargestPaints(page);
  await throttle(page);
  await page.goto("/albums/landscapes/3");
  await expect(viewerRoot(page)).toHaveAttribute("data-viewer", "opened");
  await expect(page.locator(".pswp__live-counter")).toHaveText("3 / 16");
  await expect(page.locator("article.photo-page")).toBeHidden();
  await expect(page).toHaveURL(/\/albums\/landscapes\/3$/);
  const { pictures, firstScript } = await timings(page);
  for (const picture of pictures) expect(picture.end, picture.url).toBeLessThanOrEqual(firstScript);
  // The slide shows the page's own file (no new request, no placeholder), and no larger: a phone's
  // largest paint stays the server's picture, long before the scripts ran.
  const pagePicture = await page.locator("article.photo-page img").evaluate((img: HTMLImageElement) => img.currentSrc);
  const slidePicture = page.locator(".pswp__item[aria-hidden=false] img.pswp__img:not(.pswp__img--placeholder)");
  await expect(slidePicture).toHaveJSProperty("complete", true);
  expect(await slidePicture.evaluate((img: HTMLImageElement) => img.currentSrc)).toBe(pagePicture);
  await afterRendering(page);
  const { cls, shifts } = await layoutShift(page);
  expect(shifts).toEqual([]);
  expect(cls).toBe(0);
  const largest = await page.evaluate(() => (window as unknown as { __largest: { viewer: boolean }[] }).__largest);
  expect(largest.length).toBeGreaterThan(0);
  expect(largest.filter((entry) => entry.viewer)).toEqual([]);
  expect(problems).toEqual([]);
});
