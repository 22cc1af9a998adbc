import { expect, test, type Page } from "@playwright/test";
import { openAt, pinchPath, swipePoints, touchPath, viewerRoot } from "./helpers";

/** The double-tap window (app/viewer/gestures/double-tap.ts). */
const doubleTapWindow = 500;

/**
 * Two touch taps at one spot, dispatched inside the page and stamped `pause` ms apart with the
 * time the double-tap code reads (event.timeStamp): stamped times hold on a loaded machine, where
 * real sleeps stretch. Between the taps only PhotoSwipe's own zero-delay tap timer runs. A pair
 * starts a second or more after the previous one.
 */
async function twoTaps(page: Page, pause: number, x = 195, y = 420): Promise<void> {
  await page.evaluate(
    async ({ pause, x, y }) => {
      const clock = window as unknown as { __lastTap?: number };
      const target = document.elementFromPoint(x, y)!;
      let pointerId = 100;
      const tap = (time: number) => {
        for (const type of ["pointerdown", "pointerup"]) {
          const event = new PointerEvent(type, { pointerId, pointerType: "touch", isPrimary: true, clientX: x, clientY: y, bubbles: true, cancelable: true, composed: true });
          Object.defineProperty(event, "timeStamp", { value: time });
          target.dispatchEvent(event);
        }
        pointerId++;
      };
      const first = Math.max(performance.now(), (clock.__lastTap ?? -Infinity) + 1000);
      tap(first);
      await new Promise((resolve) => setTimeout(resolve, 0));
      tap(first + pause);
      await new Promise((resolve) => setTimeout(resolve, 0));
      clock.__lastTap = first + pause;
    },
    { pause, x, y },
  );
}

test("two taps 400 ms apart toggle zoom; 600 ms apart they toggle the controls instead", async ({ page }) => {
  await openAt(page, "landscapes", 2);
  const viewer = page.locator(".pswp");
  await expect(viewerRoot(page)).toHaveAttribute("data-slide", "loaded");
  // Let the opening settle: a tap while the slide is still moving only re-centres it.
  await page.waitForTimeout(200);
  await twoTaps(page, 400);
  await expect(viewer).toHaveClass(/pswp--zoomed-in/);
  await twoTaps(page, 400);
  await expect(viewer).not.toHaveClass(/pswp--zoomed-in/);
  await page.waitForTimeout(doubleTapWindow + 200);
  await expect(viewer).toHaveClass(/pswp--ui-visible/);
  // Two single taps: each hides or shows the controls once its window has passed; no zoom.
  await twoTaps(page, 600);
  await page.waitForTimeout(doubleTapWindow + 200);
  await expect(viewer).toHaveClass(/pswp--ui-visible/);
  await expect(viewer).not.toHaveClass(/pswp--zoomed-in/);
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
  // Past half the slide's width, so it moves on however slowly a busy machine delivers the touches.
  await touchPath(page, swipePoints({ x: 360, y: 420 }, { x: 30, y: 424 }, 8));
  await expect(page).toHaveURL(/#cityscapes-4$/);
});

test("pinching zooms in, and a drag then pans the picture instead of changing slides", async ({ page }) => {
  await openAt(page, "cityscapes", 3);
  const viewer = page.locator(".pswp");
  await expect(viewerRoot(page)).toHaveAttribute("data-slide", "loaded");
  await page.waitForTimeout(200);
  await pinchPath(page, [
    [{ x: 160, y: 420 }, { x: 60, y: 420 }],
    [{ x: 230, y: 420 }, { x: 330, y: 420 }],
  ]);
  await expect(viewer).toHaveClass(/pswp--zoomed-in/);
  // The horizontal pan of the slide on screen (its holder sits at the left edge).
  const panX = () =>
    page.evaluate(() => {
      const item = [...document.querySelectorAll(".pswp__item")].find((holder) => Math.abs(holder.getBoundingClientRect().left) < 5)!;
      return new DOMMatrix(getComputedStyle(item.querySelector(".pswp__zoom-wrap")!).transform).m41;
    });
  await page.waitForTimeout(400);
  const before = await panX();
  await touchPath(page, swipePoints({ x: 200, y: 420 }, { x: 120, y: 420 }, 8));
  await page.waitForTimeout(400);
  expect(Math.abs((await panX()) - before)).toBeGreaterThan(30);
  await expect(page).toHaveURL(/#cityscapes-3$/);
  await expect(viewer).toHaveClass(/pswp--zoomed-in/);
});

test("text and error cards keep a margin from the screen's sides, and the next one does not peek in", async ({ page }) => {
  await openAt(page, "travel", 1);
  const card = page.locator(".pswp__item .vt-text__inner", { hasText: "About these journeys" });
  const box = (await card.boundingBox())!;
  expect(box.x).toBeGreaterThanOrEqual(12);
  expect(box.x + box.width).toBeLessThanOrEqual(390 - 12);
  // Nothing of any other card shows on screen.
  const others = await page.locator(".pswp__item .vt-text__inner").evaluateAll((cards) => cards.map((c) => c.getBoundingClientRect()).filter((r) => r.left >= 390 - 60 || r.right <= 60).filter((r) => r.left < 390 && r.right > 0).length);
  expect(others).toBe(0);
  await page.goto("/albums/abstract");
  await page.locator(".grid-item--error").click();
  const error = (await page.locator(".pswp__item .vt-error").filter({ visible: true }).boundingBox())!;
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
  const box = (await card.boundingBox())!;
  expect(box.width).toBeCloseTo(390 - 2 * 16, 0);
  expect(box.y).toBeGreaterThanOrEqual(56 - 1);
  expect(box.y + box.height).toBeLessThanOrEqual(844 - 88 + 1);
});
