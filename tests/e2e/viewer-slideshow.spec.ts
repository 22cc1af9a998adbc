import { expect, test, type Page } from "@playwright/test";
import { openAt, viewerRoot } from "./helpers";

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

async function play(page: Page) {
  await page.getByRole("button", { name: "Play slideshow" }).click();
  await expect(viewerRoot(page)).toHaveAttribute("data-slideshow", "active");
}

test("the slideshow waits while the tab is hidden and goes on when it shows again", async ({ page }) => {
  await openAt(page, "landscapes", 2);
  await play(page);
  await setTabHidden(page, true);
  await page.waitForTimeout(3500);
  await expect(page).toHaveURL(/#landscapes-2$/);
  await expect(viewerRoot(page)).toHaveAttribute("data-slideshow", "active");
  await expect(page.locator(".pswp__slideshow-progress")).not.toHaveClass(/is-running/);
  await setTabHidden(page, false);
  await expect(page).toHaveURL(/#landscapes-3$/, { timeout: 6000 });
});

test.describe("desktop", () => {
  test.skip(({ isMobile }) => isMobile, "mouse clicks and presses");

  test("the slideshow holds while the slide is zoomed in, and goes on once it is back to fit", async ({ page }) => {
    await openAt(page, "landscapes", 2);
    const viewer = page.locator(".pswp");
    await play(page);
    await page.mouse.click(640, 450);
    await expect(viewer).toHaveClass(/pswp--zoomed-in/);
    await page.waitForTimeout(3500);
    await expect(page).toHaveURL(/#landscapes-2$/);
    await expect(viewer).toHaveClass(/pswp--zoomed-in/);
    await expect(viewerRoot(page)).toHaveAttribute("data-slideshow", "active");
    await page.mouse.click(640, 450);
    await expect(viewer).not.toHaveClass(/pswp--zoomed-in/);
    await expect(page).toHaveURL(/#landscapes-3$/, { timeout: 6000 });
  });

  test("the slideshow holds while a pointer is held down", async ({ page }) => {
    await openAt(page, "landscapes", 2);
    await play(page);
    await page.mouse.move(640, 450);
    await page.mouse.down();
    await page.waitForTimeout(3500);
    await expect(page).toHaveURL(/#landscapes-2$/);
    await page.mouse.up();
  });
});
