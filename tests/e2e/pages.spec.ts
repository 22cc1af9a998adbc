import { expect, test } from "@playwright/test";
import { watchConsole } from "./helpers";

test("home page lists the albums with their covers loaded", async ({ page }) => {
  const problems = watchConsole(page);
  await page.goto("/");
  await expect(page).toHaveTitle("Vitrine");
  const cards = page.locator(".album-card");
  await expect(cards).toHaveCount(4);
  await expect(cards.first()).toContainText("Landscapes");
  const cover = cards.first().locator("img");
  await expect(cover).toHaveJSProperty("complete", true);
  expect(await cover.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
  // The browser picked a modern format from the <picture> sources.
  expect(await cover.evaluate((img: HTMLImageElement) => img.currentSrc)).toMatch(/\.avif$/);
  expect(problems).toEqual([]);
});

test("album page shows every item, its captions, and the broken image as an error tile", async ({ page }) => {
  const problems = watchConsole(page);
  await page.goto("/albums/abstract");
  await expect(page.locator("h1")).toHaveText("Abstract");
  await expect(page.locator(".grid-item")).toHaveCount(13);
  await expect(page.locator(".grid-item--error")).toContainText("could not be displayed");
  await expect(page.locator('.grid-item[data-index="1"]')).toContainText("Composition I");
  const first = page.locator('.grid-item[data-index="1"] img').first();
  await expect(first).toHaveJSProperty("complete", true);
  expect(await first.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
  expect(problems).toEqual([]);
});

test("nested albums are reachable from their parent, with breadcrumbs", async ({ page }) => {
  await page.goto("/albums/travel");
  await page.locator(".album-card", { hasText: "Northern Lights" }).click();
  await expect(page).toHaveURL(/\/albums\/northern-lights$/);
  await expect(page.locator(".breadcrumbs li")).toHaveText(["Home", "Travel", "Northern Lights"]);
  await expect(page.locator('.grid-item[data-index="1"]')).toContainText("First curtain");
});

test("an unknown album answers 404 with a friendly page", async ({ page }) => {
  const response = await page.goto("/albums/%3Cscript%3Ealert(1)%3C%2Fscript%3E");
  expect(response?.status()).toBe(404);
  await expect(page.locator("h1")).toHaveText("Page not found");
});

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });
  test("the server-rendered pages work", async ({ page }) => {
    await page.goto("/");
    await page.locator(".album-card", { hasText: "Cityscapes" }).click();
    await expect(page.locator("h1")).toHaveText("Cityscapes");
    await expect(page.locator(".grid-item")).toHaveCount(14);
    // Without the lazy loader, the <noscript> copies stand in: the placeholders are hidden.
    await expect(page.locator("img.lazy").first()).toBeHidden();
    const last = page.locator(".grid-item img:not(.lazy)").last();
    await last.scrollIntoViewIfNeeded();
    await expect.poll(() => last.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(1);
  });

  test("on a phone the menu is compact, not sticky, and every link, nested ones too, is reachable", async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto("/albums/landscapes");
    const wrapper = page.locator(".sticky-wrapper");
    expect(await wrapper.evaluate((el) => getComputedStyle(el).position)).not.toBe("sticky");
    // Scrolled down, the header has gone with the page: it covers none of the screen.
    await page.evaluate(() => window.scrollTo(0, 1200));
    await expect.poll(() => wrapper.evaluate((el) => el.getBoundingClientRect().bottom)).toBeLessThanOrEqual(0);
    await page.evaluate(() => window.scrollTo(0, 0));
    const nav = page.locator("#site-nav");
    for (const name of ["Northern Lights", "Coastlines", "Print price list (PDF)", "Creative Commons"])
      await expect(nav.getByRole("link", { name })).toBeVisible();
    await nav.getByRole("link", { name: "Coastlines" }).click();
    await expect(page).toHaveURL(/\/albums\/coastlines$/);
    await expect(page.locator("h1")).toHaveText("Coastlines");
  });
});
