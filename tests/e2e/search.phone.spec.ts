import { expect, test } from "@playwright/test";
import { gotoHydrated } from "./helpers";

test("the off-canvas menu has a search box; searching closes the menu and shows the results", async ({ page }) => {
  await gotoHydrated(page, "/");
  await expect(page.getByRole("search", { name: "Site search" })).toBeHidden();
  await page.locator("#menu-nav").click();
  const menu = page.locator(".offcanvas");
  await expect(menu).toHaveClass(/is-open/);
  const box = page.getByRole("search", { name: "Menu search" }).getByRole("searchbox");
  await box.fill("harbour");
  await box.press("Enter");
  await expect(page).toHaveURL(/\/search\?q=harbour$/);
  await expect(menu).not.toHaveClass(/is-open/);
  await expect(page.locator("h1")).toHaveText("Results for “harbour”");
  await expect(page.locator(".search-results .grid-item")).toHaveCount(2);
  // The matched word shows on touch screens too, where album captions stay hidden.
  await expect(page.locator(".search-results .search-hit__title mark").first()).toBeVisible();
});
