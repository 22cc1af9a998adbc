import { expect, test } from "@playwright/test";
import { openAt, playSlideshow, viewerRoot } from "./helpers";

// Mouse clicks and presses: the phone's touch gestures are tested in viewer.phone.spec.ts.
test("the slideshow holds while the slide is zoomed in, and goes on once it is back to fit", async ({ page }) => {
  await openAt(page, "landscapes", 2);
  const viewer = page.locator(".pswp");
  await playSlideshow(page);
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
  await playSlideshow(page);
  await page.mouse.move(640, 450);
  await page.mouse.down();
  await page.waitForTimeout(3500);
  await expect(page).toHaveURL(/#landscapes-2$/);
  await page.mouse.up();
});
