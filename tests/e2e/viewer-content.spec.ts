import { expect, test } from "@playwright/test";
import { openAt, viewerRoot } from "./helpers";

test("closing the viewer while an ajax slide loads cancels its request", async ({ page }) => {
  // The slide's content never arrives: only the viewer can end the request.
  await page.route(/\/api\/slides\//, () => undefined);
  const cancelled = page.waitForEvent("requestfailed", { predicate: (request) => request.url().includes("/api/slides/"), timeout: 10_000 });
  await openAt(page, "travel", 5);
  await expect(viewerRoot(page)).toHaveAttribute("data-slide", "loading");
  await page.keyboard.press("Escape");
  await expect(viewerRoot(page)).toHaveAttribute("data-viewer", "closed");
  expect((await cancelled).failure()?.errorText).toMatch(/ABORTED/);
});
