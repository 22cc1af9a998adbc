import { expect, test, type Page, type Route } from "@playwright/test";

/** Holds every picture request until released: the moment a slow network shows placeholders. */
async function holdPictures(page: Page) {
  const held: Route[] = [];
  let holding = true;
  await page.route("**/img/**", (route) => (holding ? held.push(route) : route.continue()));
  return {
    release: async () => {
      holding = false;
      await Promise.all(held.splice(0).map((route) => route.continue()));
    },
  };
}

const background = (page: Page, selector: string) =>
  page
    .locator(selector)
    .first()
    .evaluate((img) => ({
      image: getComputedStyle(img).backgroundImage,
      color: getComputedStyle(img).backgroundColor,
      loaded: img.classList.contains("is-loaded"),
    }));

test("the blurred ThumbHash shows behind every picture until it is decoded, then goes", async ({ page }) => {
  const pictures = await holdPictures(page);
  // The load event waits for pictures, which are held.
  await page.goto("/albums/landscapes", { waitUntil: "domcontentloaded" });
  const eager = ".grid-item img:not(.lazy)";
  // Server-drawn: the placeholder's average colour, then the blurred image once scripts run.
  await expect.poll(() => background(page, eager).then((b) => b.image)).toMatch(/^url\("data:image\/png;base64,/);
  expect((await background(page, eager)).color).not.toBe("rgba(0, 0, 0, 0)");

  await page.locator(".grid-item").last().scrollIntoViewIfNeeded();
  const lazy = ".grid-item img.lazy:not([data-src])";
  await expect.poll(() => background(page, lazy).then((b) => b.image)).toMatch(/^url\("data:image\/png;base64,/);

  await pictures.release();
  for (const selector of [eager, lazy]) {
    await expect.poll(() => background(page, selector)).toEqual({ image: "none", color: "rgba(0, 0, 0, 0)", loaded: true });
  }
});
