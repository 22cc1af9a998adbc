import { devices, type Page } from "@playwright/test";
import { chromiumArgs, chromiumPath } from "../harness/chromium";
import { expect } from "./collect";
import { test, type RecordingProxy } from "./recording-proxy";
import { flowingClock } from "./clock";

// A visitor looks at a photo in the viewer, then leaves the site however people leave: the view and
// the viewer's close must reach the server all the same (by beacon, as the page goes).

/** Another site: nothing answers for it here (the browser resolves no other host), and the page is left all the same. */
const elsewhere = "http://elsewhere.example/";

/** Opens the viewer at slide 2 of Landscapes (animations on a flowing clock), then stops the clock and looks 1.5 s. */
async function lookAtSlideTwo(page: Page, origin: string): Promise<void> {
  const stopClock = await flowingClock(page);
  await page.goto(`${origin}/albums/landscapes#landscapes-2`);
  await page.locator(`.viewer-root[data-viewer="opened"]`).waitFor({ state: "attached" });
  await page.locator(".pswp__live-counter", { hasText: "2 /" }).waitFor();
  await stopClock();
  await page.clock.runFor(1500);
}

const ways: [string, (page: Page, proxy: RecordingProxy) => Promise<unknown>][] = [
  ["following a link to another site", (page) => page.evaluate((href) => Object.assign(document.createElement("a"), { href }).click(), elsewhere)],
  ["typing another address", (page) => page.goto("about:blank")],
  ["going Back to the site before", (page) => page.goBack()],
  ["closing the tab", (page) => page.close({ runBeforeUnload: true })],
];

for (const [way, leave] of ways) {
  for (const viewerOpen of [true, false]) {
    test(`${way} ${viewerOpen ? "with the viewer open" : "0.4 s after closing the viewer"}: the photo's view and the viewer's close arrive`, async ({
      page,
      recordingProxy: proxy,
    }) => {
      // The site the visitor came from: Back leads there.
      await page.goto("data:text/html,<title>Before</title>");
      await lookAtSlideTwo(page, proxy.origin);
      if (!viewerOpen) {
        await page.keyboard.press("Escape");
        await expect(page.locator(".viewer-root")).not.toHaveAttribute("data-viewer", "opened");
        await page.clock.runFor(400);
      }
      await leave(page, proxy);
      // The page's last beacon goes as it unloads: in a fresh clone's suite with one core kept busy
      // (2 workers on 2 cores) it once came after 5 s. A bound on waiting, not a wait.
      await expect.poll(() => proxy.events("viewer_close").length, { timeout: 15_000 }).toBe(1);
      const views = proxy.events("photo_view");
      expect(views.map((event) => event.params.item_index)).toEqual([2]);
      expect(Number(views[0]!.params.engagement_time_msec)).toBeGreaterThanOrEqual(1500);
      expect(proxy.problems).toEqual([]);
    });
  }
}

test("leaving into the back-forward cache sends the view; back from it, the viewer counts again", async ({ playwright, recordingProxy: proxy }) => {
  // Playwright turns the cache off in the browsers it starts: this one keeps it.
  const agent = devices["Desktop Chrome"].userAgent;
  const browser = await playwright.chromium.launch({
    executablePath: chromiumPath,
    args: [...chromiumArgs, `--user-agent=${agent}`],
    ignoreDefaultArgs: ["--disable-back-forward-cache"],
  });
  try {
    const page = await (await browser.newContext({ viewport: { width: 1280, height: 900 } })).newPage();
    await page.addInitScript(() => addEventListener("pageshow", (event) => (document.documentElement.dataset.restored = String(event.persisted))));
    await lookAtSlideTwo(page, proxy.origin);
    await page.goto(`${proxy.origin}/robots.txt`);
    await expect.poll(() => proxy.events("viewer_close").length).toBe(1);
    expect(proxy.events("photo_view").map((event) => event.params.item_index)).toEqual([2]);

    // A page restored from the cache fires no load event: what it waits for is the navigation's commit.
    await page.goBack({ waitUntil: "commit" });
    await expect(page.locator("html")).toHaveAttribute("data-restored", "true");
    await expect(page.locator(".viewer-root")).toHaveAttribute("data-viewer", "opened");
    // Restored as it was left: the same slide, looked at again, then the next one.
    await page.clock.runFor(1200);
    await page.keyboard.press("ArrowRight");
    await page.locator(".pswp__live-counter", { hasText: "3 /" }).waitFor();
    await page.close({ runBeforeUnload: true });
    await expect.poll(() => proxy.events("viewer_close").length).toBe(2);
    // The first stay began before the clock stopped (the stop jumps it ahead); the second on the restored page.
    const [first, second, ...more] = proxy.events("photo_view");
    expect(Number(first!.params.engagement_time_msec)).toBeGreaterThanOrEqual(1500);
    expect([second!.params.item_index, second!.params.engagement_time_msec, more]).toEqual([2, 1200, []]);
  } finally {
    await browser.close();
  }
});
