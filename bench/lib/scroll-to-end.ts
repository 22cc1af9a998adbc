import type { Page } from "@playwright/test";

export type ScrollToEnd = { maxNodes: number; steps: number; lastInDom: boolean; capped: boolean; seconds: number };

/**
 * Scrolls a loaded page from newPhonePage to the end, one viewport at a time. After each step: two
 * animation frames, then any /api/ fetches under way (and two frames more for what they bring), then
 * the element count. It stops at the bottom once the page no longer grows, or after `capSeconds`.
 * `lastInDom`: whether the album's last tile (data-index = count) was in the document at the end.
 */
export function scrollToEnd(page: Page, count: number, capSeconds: number): Promise<ScrollToEnd> {
  // Plain JavaScript in one evaluation: a round trip per step would cost more than the step.
  return page.evaluate(`(async () => {
    const frames = () => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done)));
    const nodes = () => document.getElementsByTagName("*").length;
    const started = performance.now();
    let maxNodes = nodes();
    let steps = 0;
    let capped = false;
    let height = -1;
    for (;;) {
      const fetched = window.__apiStarted;
      window.scrollBy(0, innerHeight);
      steps++;
      await frames();
      while (window.__apiPending > 0) await new Promise((done) => setTimeout(done, 10));
      if (window.__apiStarted !== fetched) await frames();
      maxNodes = Math.max(maxNodes, nodes());
      const { scrollHeight } = document.documentElement;
      if (scrollY + innerHeight >= scrollHeight - 1 && scrollHeight === height) break;
      height = scrollHeight;
      if (performance.now() - started > ${capSeconds * 1000}) {
        capped = true;
        break;
      }
    }
    const lastInDom = document.querySelector('.grid-item[data-index="${count}"]') !== null;
    return { maxNodes, steps, lastInDom, capped, seconds: (performance.now() - started) / 1000 };
  })()`);
}
