import type { Page } from "@playwright/test";
import { pageTimeout } from "./phone";

/**
 * Opens `url#<slug>-<n>` in a fresh page from newPhonePage and returns the milliseconds from
 * navigation start (the page's own performance.now()) to the first frame in which the viewer is
 * open on slide n with its full picture loaded: data-viewer="opened", data-slide="loaded", the
 * counter reading "n / …", and a decoded non-placeholder img.pswp__img in the visible slide; and
 * the same moment from the page's load event (0 when the slide was there first).
 */
export async function deepLink(page: Page, url: string, slug: string, n: number): Promise<{ fromStart: number; fromLoad: number }> {
  await page.addInitScript(`(() => {
    const check = () => {
      const root = document.querySelector(".viewer-root");
      const counter = document.querySelector(".pswp__live-counter");
      const img = document.querySelector('.pswp__item:not([aria-hidden="true"]) img.pswp__img:not(.pswp__img--placeholder)');
      const open = root?.dataset.viewer === "opened" && root.dataset.slide === "loaded";
      if (open && counter?.textContent?.startsWith("${n} /") && img?.complete && img.naturalWidth > 0) window.__deepLinkAt = performance.now();
      else requestAnimationFrame(check);
    };
    requestAnimationFrame(check);
  })()`);
  await page.goto(`${url}#${slug}-${n}`, { waitUntil: "commit", timeout: pageTimeout });
  // A function, not a string: the page's CSP forbids the eval a string predicate needs.
  const at = await page.waitForFunction(() => (window as unknown as { __deepLinkAt?: number }).__deepLinkAt, undefined, { timeout: pageTimeout, polling: 250 });
  const fromStart = (await at.jsonValue()) as number;
  const loadEvent = () => (performance.getEntriesByType("navigation")[0] as PerformanceNavigationTiming | undefined)?.loadEventStart || undefined;
  const loaded = (await (await page.waitForFunction(loadEvent, undefined, { timeout: pageTimeout, polling: 250 })).jsonValue()) as number;
  return { fromStart, fromLoad: Math.max(0, fromStart - loaded) };
}
