import { expect, test } from "@playwright/test";
import { gotoHydrated, viewerRoot } from "./helpers";

test("the album bar is the page's sticky element: stuck under the header with is-sticky, named, and a way into the viewer", async ({ page }) => {
  // Scrolled once the page has hydrated: hydration restores the scroll position of a fresh load.
  await gotoHydrated(page, "/albums/landscapes");
  const bar = page.locator(".album-bar");
  await expect(bar).toContainText("16 photos");
  await expect(bar).not.toHaveClass(/is-sticky/);
  await expect(bar.locator(".album-bar__title")).toHaveCSS("opacity", "0");

  await page.mouse.wheel(0, 1200);
  await expect(bar).toHaveClass(/is-sticky/);
  // Stuck, the bar names the album in place of the count; neither moves.
  await expect(bar.locator(".album-bar__title")).toHaveCSS("opacity", "1");
  await expect(bar.locator(".album-bar__count")).toHaveCSS("opacity", "0");
  // Right under the sticky header, whatever height the header has at this width.
  const headerBottom = await page.locator(".sticky-wrapper").evaluate((el) => el.getBoundingClientRect().bottom);
  const barTop = await bar.evaluate((el) => el.getBoundingClientRect().top);
  expect(Math.abs(barTop - headerBottom)).toBeLessThanOrEqual(1);

  await bar.getByRole("link", { name: "View full screen" }).click();
  await expect(viewerRoot(page)).toHaveAttribute("data-viewer", "opened");
  await expect(page).toHaveURL(/#landscapes-1$/);

  await page.keyboard.press("Escape");
  // Closed, the page shows (and focuses) the tile of the slide last seen; scroll to the top after that.
  await expect(viewerRoot(page)).toHaveAttribute("data-viewer", "closed");
  await expect(page).toHaveURL(/\/albums\/landscapes$/);
  await expect(page.locator('.grid-item[data-index="1"]')).toBeFocused();
  await page.evaluate(() => window.scrollTo(0, 0));
  await expect(bar).not.toHaveClass(/is-sticky/);
});
