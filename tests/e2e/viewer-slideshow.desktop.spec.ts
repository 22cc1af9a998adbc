import { expect, test } from "@playwright/test";
import { openAt, playSlideshow, viewerRoot } from "./helpers";
import { recordIntervalStarts, sinceIntervalStart } from "./viewer-recorders";
import { flowingClock } from "./clock";

// Mouse clicks and presses: the phone's touch gestures are tested in viewer.phone.spec.ts.
// Time stands still once the viewer is open (stopClock) and moves only by page.clock.runFor, so an
// interval starts at a known instant. The live counter follows the slide in the same task as the change:
// read at once after runFor, it tells whether the slideshow's timer fired.

test("the slideshow holds while the slide is zoomed in, and goes on once it is back to fit", async ({ page }) => {
  const stopClock = await flowingClock(page);
  await openAt(page, "landscapes", 2);
  const viewer = page.locator(".pswp");
  const counter = page.locator(".pswp__live-counter");
  await stopClock();
  await playSlideshow(page);
  await recordIntervalStarts(page);
  // PhotoSwipe's zoom is a 333 ms CSS transition whose end it learns by a timer (at 863 ms at the latest):
  // within that first second of the interval the zoom is in, and it holds the slideshow from its end on.
  await page.mouse.click(640, 450);
  await page.clock.runFor(1000);
  await expect(viewer).toHaveClass(/pswp--zoomed-in/);
  await page.clock.runFor(10_000);
  expect(await counter.textContent()).toBe("2 / 16");
  await expect(page).toHaveURL(/#landscapes-2$/);
  await expect(viewer).toHaveClass(/pswp--zoomed-in/);
  await expect(viewerRoot(page)).toHaveAttribute("data-slideshow", "active");
  // Back to fit: again the transition's end (within a second) starts a full interval, when the progress bar restarts.
  await page.mouse.click(640, 450);
  await page.clock.runFor(1000);
  await expect(viewer).not.toHaveClass(/pswp--zoomed-in/);
  await page.clock.runFor(2999 - (await sinceIntervalStart(page)));
  expect(await counter.textContent()).toBe("2 / 16");
  await page.clock.runFor(1);
  expect(await counter.textContent()).toBe("3 / 16");
  await expect(page).toHaveURL(/#landscapes-3$/);
});

test("the slideshow holds while a pointer is held down", async ({ page }) => {
  const stopClock = await flowingClock(page);
  await openAt(page, "landscapes", 2);
  const counter = page.locator(".pswp__live-counter");
  await stopClock();
  await playSlideshow(page);
  await page.mouse.move(640, 450);
  await page.mouse.down();
  await page.clock.runFor(10_000);
  expect(await counter.textContent()).toBe("2 / 16");
  await expect(page).toHaveURL(/#landscapes-2$/);
  await expect(viewerRoot(page)).toHaveAttribute("data-slideshow", "active");
  await expect(page.locator(".pswp__slideshow-progress")).not.toHaveClass(/is-running/);
  // Released after a 40 px nudge: a click would zoom in (which holds too), a drag this short changes no slide.
  await page.mouse.move(600, 450, { steps: 4 });
  await page.mouse.up();
  await expect(page.locator(".pswp")).not.toHaveClass(/pswp--zoomed-in/);
  // A full interval from the release, to the millisecond.
  await page.clock.runFor(2999);
  expect(await counter.textContent()).toBe("2 / 16");
  await page.clock.runFor(1);
  expect(await counter.textContent()).toBe("3 / 16");
  await expect(page).toHaveURL(/#landscapes-3$/);
});
