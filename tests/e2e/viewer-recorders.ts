import type { Page } from "@playwright/test";

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
