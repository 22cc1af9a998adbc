import { expect, test, type Request } from "@playwright/test";
import { defaultCollectorPath } from "../../app/lib/core/analytics-endpoint";
import { openTracked, sentEverything, test as trackedTest } from "./collect";

type SentEvent = { name: string; params: Record<string, unknown> };

/** The view_search_results events in a POST to the collector (none for any other request). */
function searchEvents(request: Request): SentEvent[] {
  if (request.method() !== "POST" || new URL(request.url()).pathname !== defaultCollectorPath) return [];
  try {
    const body = JSON.parse(request.postData() ?? "") as { events?: SentEvent[] };
    return (body.events ?? []).filter((event) => event.name === "view_search_results");
  } catch {
    return [];
  }
}

for (const [param, term] of [
  ["q", "lighthouse"],
  ["keyword", "corona"],
] as const) {
  test(`a search page (?${param}=) reports view_search_results with its search term`, async ({ page }) => {
    const sent = page.waitForRequest((request) => searchEvents(request).some((event) => event.params.search_term === term), { timeout: 15_000 });
    await page.goto(`/search?${param}=${term}`);
    const event = searchEvents(await sent).find((e) => e.params.search_term === term);
    expect(event?.params).toMatchObject({ search_term: term, [`q_${param}`]: term });
  });
}

trackedTest("the results that arrive as the visitor scrolls are the same search: one page view, one view_search_results", async ({ page, collect }) => {
  await page.clock.install();
  await openTracked(page, "/search?q=light", collect);
  const further = page.waitForResponse((response) => new URL(response.url()).pathname === "/api/search");
  await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
  await page.clock.runFor(100);
  await further;
  await expect(page.locator('.search-results .grid-item[data-index="25"]')).toBeAttached();
  await sentEverything(page, collect);
  expect(collect.events("page_view")).toHaveLength(1);
  expect(collect.events("view_search_results").map((event) => event.params)).toEqual([expect.objectContaining({ search_term: "light", q_q: "light" })]);
});
