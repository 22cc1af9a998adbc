import type { Page } from "@playwright/test";
import { expect, flowingClock } from "./collect";
import { test, type RecordingProxy } from "./recording-proxy";

// A visitor looks at a photo in the viewer, then leaves the site however people leave: the view and
// the viewer's close must reach the server all the same (by beacon, as the page goes).

/** Another site: nothing answers for it here (the browser resolves no other host), and the page is left all the same. */
const elsewhere = "http://elsewhere.example/";

const ways: [string, (page: Page, proxy: RecordingProxy) => Promise<unknown>][] = [
  ["following a link to another site", (page) => page.evaluate((href) => Object.assign(document.createElement("a"), { href }).click(), elsewhere)],
  ["typing another address", (page) => page.goto("about:blank")],
  ["going Back to the site before", (page) => page.goBack()],
  ["closing the tab", (page) => page.close({ runBeforeUnload: true })],
];

for (const [way, leave] of ways) {
  for (const viewerOpen of [true, false]) {
    test(`${way} ${viewerOpen ? "with the viewer open" : "0.4 s after closing the viewer"}: the photo's view and the viewer's close arrive`, async ({ page, recordingProxy: proxy }) => {
      // The site the visitor came from: Back leads there.
      await page.goto("data:text/html,<title>Before</title>");
      const pauseClock = await flowingClock(page);
      await page.goto(`${proxy.origin}/albums/landscapes#landscapes-2`);
      await page.locator(`.viewer-root[data-viewer="opened"]`).waitFor({ state: "attached" });
      await page.locator(".pswp__live-counter", { hasText: "2 /" }).waitFor();
      await pauseClock();
      await page.clock.runFor(1500);
      if (!viewerOpen) {
        await page.keyboard.press("Escape");
        await expect(page.locator(".viewer-root")).not.toHaveAttribute("data-viewer", "opened");
        await page.clock.runFor(400);
      }
      await leave(page, proxy);
      await expect.poll(() => proxy.events("viewer_close").length).toBe(1);
      const views = proxy.events("photo_view");
      expect(views.map((event) => event.params.item_index)).toEqual([2]);
      expect(Number(views[0]!.params.engagement_time_msec)).toBeGreaterThanOrEqual(1500);
      expect(proxy.problems).toEqual([]);
    });
  }
}
