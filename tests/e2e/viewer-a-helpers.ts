import type { Page } from "@playwright/test";

/*
 * Controlled time and page states for the viewer's specs (viewer*.spec.ts), beside helpers.ts.
 */

/** The instant the page's clock starts at: fixed, so that pausing it needs no read of the page's time. */
const clockStart = new Date("2026-03-02T09:00:00Z").getTime();

/** Installs Playwright's clock (before page.goto): time then flows as usual until pauseClock. */
export async function installClock(page: Page): Promise<void> {
  await page.clock.install({ time: clockStart });
}

/**
 * Stops the page's time: from here on timers fire only within page.clock.runFor. The clock jumps to a
 * minute after its start first (timers due by then fire once): later than any test can have reached,
 * as a test ends after 30 s (playwright.config.ts), so the jump never goes back in time.
 */
export async function pauseClock(page: Page): Promise<void> {
  await page.clock.pauseAt(clockStart + 60_000);
}

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
 * Resolves once the page's main thread has nothing left to do: an idle callback runs only when no other
 * task is waiting, React's pending renders and effects included (its scheduler posts them as tasks).
 * Not for pages with an installed clock, which fakes requestIdleCallback.
 */
export async function untilPageIdle(page: Page): Promise<void> {
  await page.evaluate(() => new Promise<void>((resolve) => requestIdleCallback(() => resolve())));
}

/**
 * A barrier for "no such request went out": the page fetches a marker address and the test waits for
 * that request. Requests are reported in the order the page starts them, so any request the page had
 * started before is reported before the marker.
 */
export async function requestBarrier(page: Page): Promise<void> {
  const marker = `/api/galleries?barrier=${Math.random().toString(36).slice(2)}`;
  const seen = page.waitForRequest((request) => request.url().endsWith(marker));
  await page.evaluate((url) => void fetch(url).catch(() => undefined), marker);
  await seen;
}
