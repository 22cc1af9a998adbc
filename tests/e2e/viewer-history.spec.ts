import { expect, test } from "@playwright/test";
import { gotoHydrated, openAt, recordViewerStates, viewerRoot, viewerStates } from "./helpers";

const viewerChunk = /\/assets\/open-viewer-[^/]*\.js$/;

test("Back while the viewer's code is still loading keeps the viewer shut and the visitor on the album", async ({ page }) => {
  let release = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(viewerChunk, async (route) => {
    await held;
    await route.continue();
  });
  await page.goto("/");
  // Hydrated, so the click itself asks for the viewer's code (before, the hash waits for hydration).
  await gotoHydrated(page, "/albums/landscapes");
  await recordViewerStates(page, "data-viewer");
  const requested = page.waitForRequest(viewerChunk);
  await page.locator('.grid-item[data-index="3"]').click();
  await expect(page).toHaveURL(/#landscapes-3$/);
  await requested;
  await page.goBack();
  await expect(page).toHaveURL(/\/albums\/landscapes$/);
  // The code is held back: the viewer is still on its way.
  await expect(viewerRoot(page)).toHaveAttribute("data-viewer", "loading");
  release();
  // Once the code is in, the hash names no slide: the viewer says closed (the only way out of loading but opening).
  await expect(viewerRoot(page)).toHaveAttribute("data-viewer", "closed");
  expect(await viewerStates(page)).toEqual(["closed", "loading", "closed"]);
  await expect(page.locator(".pswp")).toHaveCount(0);
  await expect(page).toHaveURL(/\/albums\/landscapes$/);
  // The page still works as before: a click opens the viewer, Escape closes it and stays here.
  await page.locator('.grid-item[data-index="2"]').click();
  await expect(viewerRoot(page)).toHaveAttribute("data-viewer", "opened");
  await page.keyboard.press("Escape");
  await expect(viewerRoot(page)).toHaveAttribute("data-viewer", "closed");
  await expect(page).toHaveURL(/\/albums\/landscapes$/);
  await expect(page.locator("h1")).toHaveText("Landscapes");
});

test("arriving by deep link, closing leaves the album page in its place; Back goes where the visitor came from", async ({ page }) => {
  await page.goto("/");
  await openAt(page, "landscapes", 3);
  const entries = await page.evaluate(() => history.length);
  await page.keyboard.press("Escape");
  await expect(viewerRoot(page)).toHaveAttribute("data-viewer", "closed");
  await expect(page).toHaveURL(/\/albums\/landscapes$/);
  await expect(page.locator("h1")).toHaveText("Landscapes");
  expect(await page.evaluate(() => history.length)).toBe(entries);
  await page.goBack();
  await expect(page).toHaveURL(/\/$/);
});

test("a bare #gallery hash opens the gallery at its first item", async ({ page }) => {
  await page.goto("/albums/landscapes#landscapes");
  await expect(viewerRoot(page)).toHaveAttribute("data-viewer", "opened");
  await expect(page.locator(".pswp__live-counter")).toHaveText("1 / 16");
  await expect(page).toHaveURL(/\/albums\/landscapes#landscapes-1$/);
});
