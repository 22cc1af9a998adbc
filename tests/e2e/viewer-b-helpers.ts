import { expect, type Locator, type Page } from "@playwright/test";

/**
 * Stops the page's clock (page.clock.install() before its goto): from here its timers and animation
 * frames run only as the test advances time with runFor. pauseAt cannot go back, and on a busy machine
 * the page's time moves on while the call travels, so it stops a minute ahead: timers due by then
 * fire once on the way (any animation still running ends).
 */
export async function pauseClock(page: Page): Promise<void> {
  const now = await page.evaluate(() => Date.now());
  await page.clock.pauseAt(now + 60_000);
}

/**
 * From now on records, for each finger or button lifted (pointerup, or pointercancel where the browser
 * scrolls instead), the viewer's data-viewer as it stands once the viewer has handled that lift:
 * PhotoSwipe handles both before this listener (bound on window once the viewer opened), and a
 * close starts there at once ("closing"). Call it while the viewer is opened.
 */
export async function recordLifts(page: Page): Promise<void> {
  await page.evaluate(() => {
    const lifts: string[] = ((window as unknown as { __lifts: string[] }).__lifts = []);
    const record = () => lifts.push(document.querySelector<HTMLElement>(".viewer-root")?.dataset.viewer ?? "");
    addEventListener("pointerup", record);
    addEventListener("pointercancel", record);
  });
}

/** The states recorded by recordLifts, one per lift so far. */
export function lifts(page: Page): Promise<string[]> {
  return page.evaluate(() => (window as unknown as { __lifts: string[] }).__lifts);
}

/**
 * An element's box once it is in place: still attached and the same over two animation frames (an
 * opening zoom or a slide moving changes it every frame). Needs the page's own requestAnimationFrame,
 * not a paused page.clock.
 */
export async function settledBox(locator: Locator): Promise<{ x: number; y: number; width: number; height: number }> {
  let settled: { x: number; y: number; width: number; height: number } | null = null;
  await expect
    .poll(
      async () => {
        settled = await locator
          .evaluate(
            (element) =>
              new Promise<{ x: number; y: number; width: number; height: number } | null>((resolve) => {
                const before = element.getBoundingClientRect();
                requestAnimationFrame(() =>
                  requestAnimationFrame(() => {
                    const { x, y, width, height } = element.getBoundingClientRect();
                    const same = x === before.x && y === before.y && width === before.width && height === before.height;
                    resolve(element.isConnected && width > 0 && same ? { x, y, width, height } : null);
                  }),
                );
              }),
            undefined,
            { timeout: 1000 },
          )
          // Not there yet, or built anew as PhotoSwipe lays the slide out: read again.
          .catch(() => null);
        return settled !== null;
      },
      { message: "the element is in place" },
    )
    .toBe(true);
  return settled!;
}
