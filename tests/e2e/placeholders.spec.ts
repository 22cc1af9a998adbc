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

test("while the first pictures are on their way they show their colour and the scripts wait; then the blurred ThumbHash shows until each is decoded", async ({
  page,
}) => {
  const pictures = await holdPictures(page);
  const scripts: string[] = [];
  page.on("request", (request) => void (new URL(request.url()).pathname.endsWith(".js") && scripts.push(request.url())));
  // The load event waits for pictures, which are held.
  await page.goto("/albums/landscapes", { waitUntil: "domcontentloaded" });
  const eager = ".grid-item img:not(.lazy)";
  // Server-drawn: the placeholder's average colour. The page's scripts wait for the first screen's pictures.
  await expect.poll(() => background(page, eager).then((b) => b.color)).not.toBe("rgba(0, 0, 0, 0)");
  expect((await background(page, eager)).image).toBe("none");
  expect(scripts).toEqual([]);

  // A visitor who scrolls starts them at once: the lazy loader brings the pictures near, blurred until they come.
  await page.locator(".grid-item").last().scrollIntoViewIfNeeded();
  await page.locator("html[data-hydrated]").waitFor({ state: "attached" });
  const lazy = ".grid-item img.lazy:not([data-src])";
  for (const selector of [eager, lazy]) await expect.poll(() => background(page, selector).then((b) => b.image)).toMatch(/^url\("data:image\/png;base64,/);

  await pictures.release();
  for (const selector of [eager, lazy]) {
    await expect.poll(() => background(page, selector)).toEqual({ image: "none", color: "rgba(0, 0, 0, 0)", loaded: true });
  }
});
