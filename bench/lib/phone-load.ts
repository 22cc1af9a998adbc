import type { Page } from "@playwright/test";
import { pageTimeout } from "./phone";

export type PhoneLoad = { hydratedMs: number; loadMs: number; domNodes: number };

/**
 * Loads `url` in a page from newPhonePage and reads the page's own clock (performance.now(), zero
 * at navigation start): when html[data-hydrated] appeared, when the load event started, and the
 * number of elements once both have happened.
 */
export async function phoneLoad(page: Page, url: string): Promise<PhoneLoad> {
  await page.goto(url, { waitUntil: "load", timeout: pageTimeout });
  await page.locator("html[data-hydrated]").waitFor({ state: "attached", timeout: pageTimeout });
  return page.evaluate(`(() => ({
    hydratedMs: window.__hydratedAt,
    loadMs: performance.getEntriesByType("navigation")[0].loadEventStart,
    domNodes: document.getElementsByTagName("*").length,
  }))()`);
}
