import { expect, test, type Page } from "@playwright/test";
import { gotoHydrated, openAt, pinchPath, swipePoints, touchPath, viewerRoot } from "./helpers";
import { lifts, recordLifts, settledBox } from "./viewer-recorders";
import { flowingClock } from "./clock";

/** The double-tap window (app/viewer/gestures/double-tap.ts). */
const doubleTapWindow = 500;

/**
 * One touch tap at a spot, dispatched inside the page and stamped with the page's clock (paused by the
 * test: the double-tap code reads event.timeStamp, its single-tap timer runs on that clock). PhotoSwipe
 * hands a tap on through a zero-delay timer: runFor(0) runs it.
 */
async function tap(page: Page, x = 195, y = 420): Promise<void> {
  await page.evaluate(
    ({ x, y }) => {
      const w = window as unknown as { __pointerId?: number };
      const pointerId = (w.__pointerId = (w.__pointerId ?? 100) + 1);
      const target = document.elementFromPoint(x, y)!;
      for (const type of ["pointerdown", "pointerup"]) {
        const event = new PointerEvent(type, {
          pointerId,
          pointerType: "touch",
          isPrimary: true,
          clientX: x,
          clientY: y,
          bubbles: true,
          cancelable: true,
          composed: true,
        });
        Object.defineProperty(event, "timeStamp", { value: performance.now() });
        target.dispatchEvent(event);
      }
    },
    { x, y },
  );
  await page.clock.runFor(0);
}

test("two taps 400 ms apart toggle zoom; 600 ms apart they toggle the controls instead", async ({ page }) => {
  const stopClock = await flowingClock(page);
  await openAt(page, "landscapes", 2);
  const viewer = page.locator(".pswp");
  await expect(viewerRoot(page)).toHaveAttribute("data-slide", "loaded");
  // From here the page's time moves only with the test. A second of it lets the opening settle: a tap
  // while the slide is still moving only re-centres it.
  await stopClock();
  await page.clock.runFor(1000);
  await expect(viewer).toHaveClass(/pswp--ui-visible/);
  // Each pair: the zoom animation (and any timer of the taps) has run its course a second on.
  await tap(page);
  await page.clock.runFor(400);
  await tap(page);
  await page.clock.runFor(1000);
  await expect(viewer).toHaveClass(/pswp--zoomed-in/);
  await expect(viewer).toHaveClass(/pswp--ui-visible/);
  await tap(page);
  await page.clock.runFor(400);
  await tap(page);
  await page.clock.runFor(1000);
  await expect(viewer).not.toHaveClass(/pswp--zoomed-in/);
  await expect(viewer).toHaveClass(/pswp--ui-visible/);
  // Two single taps: each hides or shows the controls once its window has passed; no zoom.
  await tap(page);
  await page.clock.runFor(doubleTapWindow - 1);
  await expect(viewer).toHaveClass(/pswp--ui-visible/);
  await page.clock.runFor(1);
  await expect(viewer).not.toHaveClass(/pswp--ui-visible/);
  await page.clock.runFor(600 - doubleTapWindow);
  await tap(page);
  await page.clock.runFor(doubleTapWindow - 1);
  await expect(viewer).not.toHaveClass(/pswp--ui-visible/);
  await page.clock.runFor(1);
  await expect(viewer).toHaveClass(/pswp--ui-visible/);
  await expect(viewer).not.toHaveClass(/pswp--zoomed-in/);
});

test("a vertical swipe of 60 px closes the viewer; one of 30 px does not", async ({ page }) => {
  await openAt(page, "cityscapes", 3);
  await recordLifts(page);
  await touchPath(page, swipePoints({ x: 195, y: 400 }, { x: 196, y: 430 }));
  // The swipe's end has been handled, and the viewer was still open after it (a close begins right there).
  await expect.poll(() => lifts(page)).toEqual(["opened"]);
  await expect(viewerRoot(page)).toHaveAttribute("data-viewer", "opened");
  await expect(page).toHaveURL(/#cityscapes-3$/);
  await touchPath(page, swipePoints({ x: 195, y: 400 }, { x: 196, y: 460 }));
  await expect(viewerRoot(page)).toHaveAttribute("data-viewer", "closed");
  await expect(page).toHaveURL(/\/albums\/cityscapes$/);
});

test("a horizontal swipe moves to the next slide", async ({ page }) => {
  await openAt(page, "cityscapes", 3);
  // Past half the slide's width, so it moves on however slowly a busy machine delivers the touches.
  await touchPath(page, swipePoints({ x: 360, y: 420 }, { x: 30, y: 424 }, 8));
  await expect(page).toHaveURL(/#cityscapes-4$/);
});

test("pinching zooms in, and a drag then pans the picture instead of changing slides", async ({ page }) => {
  // The page's time flows as the fingers move; the test runs it a second ahead (runFor) to let an animation end.
  await flowingClock(page);
  await openAt(page, "cityscapes", 3);
  const viewer = page.locator(".pswp");
  await expect(viewerRoot(page)).toHaveAttribute("data-slide", "loaded");
  await page.clock.runFor(1000);
  await recordLifts(page);
  await pinchPath(page, [
    [
      { x: 160, y: 420 },
      { x: 60, y: 420 },
    ],
    [
      { x: 230, y: 420 },
      { x: 330, y: 420 },
    ],
  ]);
  await expect(viewer).toHaveClass(/pswp--zoomed-in/);
  // The horizontal pan of the slide on screen (its holder sits at the left edge).
  const panX = () =>
    page.evaluate(() => {
      const item = [...document.querySelectorAll(".pswp__item")].find((holder) => Math.abs(holder.getBoundingClientRect().left) < 5)!;
      return new DOMMatrix(getComputedStyle(item.querySelector(".pswp__zoom-wrap")!).transform).m41;
    });
  // Both fingers' lifts handled, the spring that settles zoom and pan after a pinch runs to its end.
  await expect.poll(async () => (await lifts(page)).length).toBe(2);
  await page.clock.runFor(1000);
  const before = await panX();
  await touchPath(page, swipePoints({ x: 200, y: 420 }, { x: 120, y: 420 }, 8));
  // Likewise the drag's glide after its lift.
  await expect.poll(async () => (await lifts(page)).length).toBe(3);
  await page.clock.runFor(1000);
  expect(Math.abs((await panX()) - before)).toBeGreaterThan(30);
  // A slide change would have ended within that second too, and the counter follows it at once.
  await expect(page.locator(".pswp__live-counter")).toHaveText(/^3 \//);
  await expect(page).toHaveURL(/#cityscapes-3$/);
  await expect(viewer).toHaveClass(/pswp--zoomed-in/);
});

test("text and error cards keep a margin from the screen's sides, and the next one does not peek in", async ({ page }) => {
  await openAt(page, "travel", 1);
  const card = page.locator(".pswp__item .vt-text__inner", { hasText: "About these journeys" });
  await expect(card).toBeVisible();
  const box = await settledBox(card);
  expect(box.x).toBeGreaterThanOrEqual(12);
  expect(box.x + box.width).toBeLessThanOrEqual(390 - 12);
  // Nothing of any other card shows on screen.
  const others = await page.locator(".pswp__item .vt-text__inner").evaluateAll(
    (cards) =>
      cards
        .map((c) => c.getBoundingClientRect())
        .filter((r) => r.left >= 390 - 60 || r.right <= 60)
        .filter((r) => r.left < 390 && r.right > 0).length,
  );
  expect(others).toBe(0);
  await gotoHydrated(page, "/albums/abstract");
  await page.locator(".grid-item--error").click();
  await expect(viewerRoot(page)).toHaveAttribute("data-viewer", "opened");
  // The current slide's error card, measured once it is shown and in place (not while the slide opens).
  const errorCard = page.locator('.pswp__item[aria-hidden="false"] .vt-error');
  await expect(errorCard).toBeVisible();
  const error = await settledBox(errorCard);
  expect(error.x).toBeGreaterThanOrEqual(12);
  expect(error.x + error.width).toBeLessThanOrEqual(390 - 12);
});

test("a text slide takes the screen's height, not its tile's shape: the field notes show whole, without scrolling", async ({ page }) => {
  await openAt(page, "travel", 5);
  const card = page.locator(".pswp__item .vt-text__inner", { hasText: "Field notes" });
  await expect(card).toBeVisible();
  await expect(viewerRoot(page)).toHaveAttribute("data-slide", "loaded");
  const { height, scrollHeight } = await card.evaluate((element) => ({ height: element.clientHeight, scrollHeight: element.scrollHeight }));
  expect(scrollHeight).toBeLessThanOrEqual(height + 1);
  // The screen's width but for a 16 px margin each side; under the 56 px bar, above the 88 px caption band.
  const box = await settledBox(card);
  expect(box.width).toBeCloseTo(390 - 2 * 16, 0);
  expect(box.y).toBeGreaterThanOrEqual(56 - 1);
  expect(box.y + box.height).toBeLessThanOrEqual(844 - 88 + 1);
});
