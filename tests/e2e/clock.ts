import type { Page } from "@playwright/test";

/**
 * The page's clock, the one way specs control time. Both kinds start at the real time, so the
 * events a page sends carry stamps the collector takes as they are.
 *
 * A stopped clock moves only with page.clock.runFor: the tracker's timers (history grouping, the
 * flush's short wait) fire to the millisecond. Loading and hydrating a page need no timer, but
 * requestAnimationFrame waits too: not for tests that need the viewer's animations.
 *
 * A flowing clock runs as usual (animations, the viewer's transitions) until its stop function,
 * then moves only with runFor. Stopping reads the page's time and stops a second after it (the
 * read takes a moment, and the clock cannot go back): timers due within that second fire once, and
 * however long the test ran before, the page's time stays the real time. On a loaded machine the
 * read and the stop can be more than a second apart; then it reads again.
 */

const stopMarginMs = 1_000;

/** Installs the page's clock stopped, before the first page loads. */
export async function stoppedClock(page: Page): Promise<void> {
  const now = Date.now();
  // Installed a minute back, so that stopping at the real time is ahead of the blank page's clock
  // however long the two calls take; each document loaded later starts where the clock stopped.
  await page.clock.install({ time: now - 60_000 });
  await page.clock.pauseAt(now);
}

/** Installs the page's clock flowing, before the first page loads; resolves with the function that stops it. */
export async function flowingClock(page: Page): Promise<() => Promise<void>> {
  await page.clock.install({ time: Date.now() });
  return async function stop(): Promise<void> {
    try {
      await page.clock.pauseAt((await page.evaluate(() => Date.now())) + stopMarginMs);
    } catch (error) {
      if (!String(error).includes("Cannot fast-forward to the past")) throw error;
      await stop();
    }
  };
}
