import { expect, test } from "@playwright/test";
import { openAt, swipePoints, touchPath, touchscreen, viewerRoot } from "./helpers";

test("two taps within 500 ms toggle zoom; a single tap toggles the controls", async ({ page }) => {
  await openAt(page, "landscapes", 2);
  const viewer = page.locator(".pswp");
  const screen = await touchscreen(page);
  const tap = () => screen.tap(195, 420);
  // Let the opening settle: a tap while the slide is still moving only re-centres it.
  await expect(viewerRoot(page)).toHaveAttribute("data-viewer", "opened");
  await expect(viewerRoot(page)).toHaveAttribute("data-slide", "loaded");
  await page.waitForTimeout(200);
  // 340 ms apart: beyond PhotoSwipe's own 300 ms window, inside the spec's 500 ms (with room for input delay).
  await tap();
  await page.waitForTimeout(340);
  await tap();
  await expect(viewer).toHaveClass(/pswp--zoomed-in/);
  await tap();
  await page.waitForTimeout(340);
  await tap();
  await expect(viewer).not.toHaveClass(/pswp--zoomed-in/);
  // Taps 700 ms apart are two single taps: the controls hide and show again, no zoom.
  await page.waitForTimeout(700);
  await expect(viewer).toHaveClass(/pswp--ui-visible/);
  await tap();
  await expect(viewer).not.toHaveClass(/pswp--ui-visible/);
  await page.waitForTimeout(700);
  await tap();
  await expect(viewer).toHaveClass(/pswp--ui-visible/);
  await expect(viewer).not.toHaveClass(/pswp--zoomed-in/);
  await screen.done();
});

test("a vertical swipe of 60 px closes the viewer; one of 30 px does not", async ({ page }) => {
  await openAt(page, "cityscapes", 3);
  await touchPath(page, swipePoints({ x: 195, y: 400 }, { x: 196, y: 430 }));
  await page.waitForTimeout(700);
  await expect(viewerRoot(page)).toHaveAttribute("data-viewer", "opened");
  await expect(page).toHaveURL(/#cityscapes-3$/);
  await touchPath(page, swipePoints({ x: 195, y: 400 }, { x: 196, y: 460 }));
  await expect(viewerRoot(page)).toHaveAttribute("data-viewer", "closed");
  await expect(page).toHaveURL(/\/albums\/cityscapes$/);
});

test("a horizontal swipe moves to the next slide", async ({ page }) => {
  await openAt(page, "cityscapes", 3);
  await touchPath(page, swipePoints({ x: 300, y: 420 }, { x: 90, y: 424 }, 8));
  await expect(page).toHaveURL(/#cityscapes-4$/);
});
