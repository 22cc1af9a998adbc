import { expect, type Locator, type Page } from "@playwright/test";

/*
 * Recorders of the viewer's states over time, for the viewer's specs (clock and barriers: helpers.ts).
 */

/**
 * Records, in the page's controlled time, each moment the slideshow's progress bar starts to run: the
 * moment an interval starts (read back with sinceIntervalStart). A MutationObserver's callback runs in
 * the same task as the change, before the paused clock can move on.
 */
export async function recordIntervalStarts(page: Page): Promise<void> {
  await page.evaluate(() => {
    const bar = document.querySelector(".pswp__slideshow-progress")!;
    const starts: number[] = [];
    (window as unknown as { __intervalStarts: number[] }).__intervalStarts = starts;
    new MutationObserver(() => bar.classList.contains("is-running") && starts.push(performance.now())).observe(bar, { attributeFilter: ["class"] });
  });
}

/** Milliseconds of the page's controlled time since the latest interval recorded by recordIntervalStarts. */
export function sinceIntervalStart(page: Page): Promise<number> {
  return page.evaluate(() => {
    const starts = (window as unknown as { __intervalStarts: number[] }).__intervalStarts;
    if (!starts.length) throw new Error("no slideshow interval has started");
    return performance.now() - starts.at(-1)!;
  });
}

/**
 * Records every value the viewer root's data-viewer takes from the document's start on (read back with
 * viewerStatesFromStart), so a state set and left again before the test looks is still seen.
 * Call before page.goto; the server-rendered "closed" is not a change, so it is not listed.
 */
export async function recordViewerStatesFromStart(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const states: string[] = [];
    (window as unknown as { __viewerStatesFromStart: string[] }).__viewerStatesFromStart = states;
    new MutationObserver((records) => {
      for (const record of records) states.push((record.target as Element).getAttribute("data-viewer") ?? "");
    }).observe(document, { subtree: true, attributeFilter: ["data-viewer"] });
  });
}

export function viewerStatesFromStart(page: Page): Promise<string[]> {
  return page.evaluate(() => (window as unknown as { __viewerStatesFromStart: string[] }).__viewerStatesFromStart);
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
