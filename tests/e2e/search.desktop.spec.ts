import { expect, test } from "@playwright/test";
import { resultTitles } from "./search-helpers";

test("the header's search box searches from any page and keeps the query", async ({ page }) => {
  await page.goto("/albums/cityscapes");
  const box = page.getByRole("search", { name: "Site search" }).getByRole("searchbox");
  await expect(box).toBeVisible();
  await box.fill("north");
  await box.press("Enter");
  await expect(page).toHaveURL(/\/search\?q=north$/);
  await expect(page.locator("h1")).toHaveText("Results for “north”");
  // The album named for the word first; Travel's description mentions the north.
  await expect(page.locator(".search-album .search-hit__title")).toHaveText(["Northern Lights", "Travel"]);
  await expect(box).toHaveValue("north");
  // A new search from the page's own box replaces the results.
  const pageBox = page.getByRole("search", { name: "Search", exact: true }).getByRole("searchbox");
  await pageBox.fill("harbour");
  await pageBox.press("Enter");
  await expect(page.locator("h1")).toHaveText("Results for “harbour”");
  await expect(page.locator(".search-results .grid-item")).toHaveCount(2);
  expect((await resultTitles(page)).sort()).toEqual(["Harbour mouth", "Harbour towers"]);
  await expect(box).toHaveValue("harbour");
});
