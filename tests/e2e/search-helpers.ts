import type { Page } from "@playwright/test";

/** The titles of the results in rank order (data-index is the rank on the page). */
export const resultTitles = (page: Page) =>
  page
    .locator(".search-results .grid-item")
    .evaluateAll((items) =>
      items
        .sort((a, b) => Number((a as HTMLElement).dataset.index) - Number((b as HTMLElement).dataset.index))
        .map((item) => item.querySelector(".search-hit__title")?.textContent ?? ""),
    );
