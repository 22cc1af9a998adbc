import { expect, test, type Page } from "@playwright/test";
import { en } from "../../app/lib/i18n/en";
import { openAt, viewerRoot } from "./helpers";

test("closing the viewer while an ajax slide loads cancels its request", async ({ page }) => {
  // The slide's content never arrives: only the viewer can end the request.
  await page.route(/\/api\/slides\//, () => undefined);
  await openAt(page, "travel", 5);
  await expect(viewerRoot(page)).toHaveAttribute("data-slide", "loading");
  // Only closing can end the request: its 10 s count from the Escape, not from the page's load before it.
  const cancelled = page.waitForEvent("requestfailed", { predicate: (request) => request.url().includes("/api/slides/"), timeout: 10_000 });
  await page.keyboard.press("Escape");
  await expect(viewerRoot(page)).toHaveAttribute("data-viewer", "closed");
  expect((await cancelled).failure()?.errorText).toMatch(/ABORTED/);
});

/**
 * Opens the viewer's real module directly in the page on a gallery of the Landscapes album's first
 * two items, at slide `index`, given a slide type the viewer does not know; returns its error slide.
 */
async function openOnUnknownType(page: Page, index: number) {
  // A first open through the page loads the viewer's code; its chunk is then at hand.
  await openAt(page, "landscapes", 1);
  await page.keyboard.press("Escape");
  await expect(viewerRoot(page)).toHaveAttribute("data-viewer", "closed");
  await page.evaluate(
    async ([index, messages]) => {
      const chunk = performance.getEntriesByType("resource").find((entry) => /\/open-viewer-[\w-]+\.js$/.test(entry.name))!.name;
      const { openViewer } = await import(chunk);
      const album = await (await fetch("/api/galleries/landscapes")).json();
      const items = album.items.slice(0, 2);
      items[index] = { ...items[index], type: "hologram" };
      const ignore = () => undefined;
      // The viewer reads its gallery through a source (app/lib/gallery/gallery-source.ts): here, two known items.
      const source = {
        count: 2,
        offset: 0,
        ratios: () => [],
        peek: (i: number) => items[i],
        load: async (i: number) => items[i],
        ensure: ignore,
        subscribe: () => ignore,
        revision: () => 0,
      };
      // The demo's strings: English, which its pages leave to the catalogue in the scripts (page-strings.ts).
      const strings = { language: "en", messages };
      openViewer({
        root: document.querySelector(".viewer-root"),
        source,
        gallery: "two",
        share: [],
        origin: location.origin,
        strings,
        // This server's pictures, as the root loader says for a site without ASSET_BASE_URL.
        assetBase: "",
        index,
        animate: false,
        onChange: ignore,
        onClose: ignore,
        onClosed: ignore,
      });
    },
    [index, en] as const,
  );
  await expect(viewerRoot(page)).toHaveAttribute("data-viewer", "opened");
  await expect(viewerRoot(page)).toHaveAttribute("data-slide", "error");
  const error = page.locator(".pswp__item .vt-error").filter({ visible: true });
  await expect(error).toContainText("This item could not be shown.");
  return error;
}

test("a slide of an unknown type shows the error slide, whose Next item goes on", async ({ page }) => {
  const error = await openOnUnknownType(page, 0);
  await error.getByRole("button", { name: "Next item" }).click();
  await expect(page.locator(".pswp__live-counter")).toHaveText("2 / 2");
  await expect(viewerRoot(page)).toHaveAttribute("data-slide", "loaded");
});

test("on the last slide of a two-item gallery the error slide offers no Next item, only the way back", async ({ page }) => {
  const error = await openOnUnknownType(page, 1);
  await expect(error.getByRole("button")).toHaveText(["Back to the gallery"]);
  await error.getByRole("button", { name: "Back to the gallery" }).click();
  await expect(viewerRoot(page)).toHaveAttribute("data-viewer", "closed");
});
