import { expect, test, type Page } from "@playwright/test";
import { openAt, playSlideshow, viewerRoot } from "./helpers";

/** Pretends the tab went to the background (or came back), as the browser says it. */
function setTabHidden(page: Page, hidden: boolean) {
  return page.evaluate((hidden) => {
    if (hidden) {
      Object.defineProperty(document, "hidden", { configurable: true, get: () => true });
      Object.defineProperty(document, "visibilityState", { configurable: true, get: () => "hidden" });
    } else {
      // Dropping the overrides brings back the real (visible) getters of Document.prototype.
      delete (document as { hidden?: boolean }).hidden;
      delete (document as { visibilityState?: string }).visibilityState;
    }
    document.dispatchEvent(new Event("visibilitychange"));
  }, hidden);
}

test("the slideshow waits while the tab is hidden and goes on when it shows again", async ({ page }) => {
  await openAt(page, "landscapes", 2);
  await playSlideshow(page);
  await setTabHidden(page, true);
  await page.waitForTimeout(3500);
  await expect(page).toHaveURL(/#landscapes-2$/);
  await expect(viewerRoot(page)).toHaveAttribute("data-slideshow", "active");
  await expect(page.locator(".pswp__slideshow-progress")).not.toHaveClass(/is-running/);
  await setTabHidden(page, false);
  await expect(page).toHaveURL(/#landscapes-3$/, { timeout: 6000 });
});
