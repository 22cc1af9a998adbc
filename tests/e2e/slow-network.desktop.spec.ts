import { expect, test } from "@playwright/test";
import { afterRendering, layoutShift, recordLayoutShifts } from "./helpers";
import { startSlowDocumentProxy } from "./slow-document-proxy";

// Where the pause falls: after the menu's first item (the browser paints the header with that item
// alone), and inside the search box, before its input (the box is painted empty).
const pauses = [
  { splitAfter: "</li>", where: "the rest of the menu and the search box move nothing" },
  { splitAfter: "</label>", where: "the search box's input fills a box already its size" },
];

for (const { splitAfter, where } of pauses) {
  test(`a page arriving in pieces over a slow network paints its header once: ${where}`, async ({ page, baseURL }) => {
    const proxy = await startSlowDocumentProxy(baseURL!, splitAfter, 600);
    try {
      await recordLayoutShifts(page);
      await page.goto(`${proxy.origin}/albums/landscapes`, { waitUntil: "load" });
      await expect(page.locator(".site-search")).toBeVisible();
      await afterRendering(page);
      const { cls, shifts } = await layoutShift(page);
      expect(shifts).toEqual([]);
      expect(cls).toBe(0);
    } finally {
      await proxy.close();
    }
  });
}
