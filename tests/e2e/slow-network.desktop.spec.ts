import { expect, test } from "@playwright/test";
import { afterRendering, layoutShift, recordLayoutShifts } from "./helpers";
import { startSlowDocumentProxy } from "./slow-document-proxy";

test("a page arriving in pieces over a slow network paints its header once: the rest of the menu and the search box move nothing", async ({ page, baseURL }) => {
  // The pause falls after the menu's first item: the browser paints the header with that item alone.
  const proxy = await startSlowDocumentProxy(baseURL!, "</li>", 600);
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
