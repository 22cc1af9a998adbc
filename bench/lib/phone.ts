import { devices, type Browser, type BrowserContextOptions, type Page } from "@playwright/test";
import { defaultCollectorPath } from "../../app/lib/core/analytics-endpoint";

/** The phone every large-album figure is taken as: a Pixel 7's user agent at 390x844, device pixel ratio 1 as in bench/pages. */
export const phoneAgent = devices["Pixel 7"].userAgent;

/** What a phone's document request carries: the server plans the grid's columns from the hint. */
export const phoneHeaders = { "user-agent": phoneAgent, "sec-ch-viewport-width": "390" };

const phoneContext: BrowserContextOptions = { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true, userAgent: phoneAgent };

/**
 * Plain JavaScript run before the page's own: when html[data-hydrated] appears (performance.now(),
 * so from navigation start), and how many /api/ fetches are under way (the tracker's posts to the
 * collector apart: they carry analytics, not content), so a scroll step can wait for them.
 */
const pageRecorders = `(() => {
  window.__apiPending = 0;
  window.__apiStarted = 0;
  const fetch = window.fetch.bind(window);
  window.fetch = (input, init) => {
    const url = String(input instanceof Request ? input.url : input);
    if (!url.includes("/api/") || new URL(url, location.href).pathname === ${JSON.stringify(defaultCollectorPath)}) return fetch(input, init);
    window.__apiPending++;
    window.__apiStarted++;
    return fetch(input, init).finally(() => window.__apiPending--);
  };
  // The document, not <html>: this runs before the parser has made <html>.
  new MutationObserver((_, observer) => {
    if (!document.documentElement?.hasAttribute("data-hydrated")) return;
    window.__hydratedAt = performance.now();
    observer.disconnect();
  }).observe(document, { subtree: true, attributes: true, attributeFilter: ["data-hydrated"] });
})()`;

/** A fresh phone (empty cache, no cookies) with the recorders in place; close its context when done. */
export async function newPhonePage(browser: Browser): Promise<Page> {
  const context = await browser.newContext(phoneContext);
  await context.addInitScript(pageRecorders);
  return context.newPage();
}

/** How long a page may take: today's 10,000-picture album hydrates in about 20 s, and took over 5 minutes at load average 20. */
export const pageTimeout = 600_000;
