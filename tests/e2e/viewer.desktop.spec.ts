import { expect, test, type Page } from "@playwright/test";
import { openAt, viewerRoot } from "./helpers";

/** Wheel events fired back to back in the page: a gesture's burst, well inside 250 ms. */
async function wheelBurst(page: Page, deltaY: number, count: number) {
  await page.locator(".pswp").evaluate(
    (element, { deltaY, count }) => {
      for (let i = 0; i < count; i++) element.dispatchEvent(new WheelEvent("wheel", { deltaY, clientX: 640, clientY: 450, bubbles: true, cancelable: true }));
    },
    { deltaY, count },
  );
}

test("the mouse wheel moves one slide per gesture, at most one every 250 ms", async ({ page }) => {
  await openAt(page, "landscapes", 1);
  await page.mouse.move(640, 450);
  await wheelBurst(page, 120, 5);
  await page.waitForTimeout(150);
  await expect(page).toHaveURL(/#landscapes-2$/);
  await page.waitForTimeout(300);
  await page.mouse.wheel(0, 120);
  await expect(page).toHaveURL(/#landscapes-3$/);
  await page.waitForTimeout(300);
  await page.mouse.wheel(0, -120);
  await expect(page).toHaveURL(/#landscapes-2$/);
});

test("Ctrl + wheel zooms instead of moving", async ({ page }) => {
  await openAt(page, "landscapes", 4);
  await page.mouse.move(640, 450);
  await page.keyboard.down("Control");
  await page.mouse.wheel(0, -400);
  await page.keyboard.up("Control");
  await expect(page.locator(".pswp")).toHaveClass(/pswp--zoomed-in/);
  await expect(page).toHaveURL(/#landscapes-4$/);
});

test("a click zooms in and another zooms out", async ({ page }) => {
  await openAt(page, "cityscapes", 2);
  const viewer = page.locator(".pswp");
  await expect(viewer).not.toHaveClass(/pswp--zoomed-in/);
  await page.mouse.click(640, 450);
  await expect(viewer).toHaveClass(/pswp--zoomed-in/);
  await page.mouse.click(640, 450);
  await expect(viewer).not.toHaveClass(/pswp--zoomed-in/);
});

test("the fullscreen toggle enters and leaves fullscreen", async ({ page }) => {
  await openAt(page, "abstract", 1);
  const toggle = page.getByRole("button", { name: "Toggle fullscreen" });
  await toggle.click();
  await expect.poll(() => page.evaluate(() => document.fullscreenElement?.className)).toBe("viewer-root");
  await expect(toggle).toHaveAttribute("aria-pressed", "true");
  await toggle.click();
  await expect.poll(() => page.evaluate(() => document.fullscreenElement)).toBeNull();
  await expect(viewerRoot(page)).toHaveAttribute("data-viewer", "opened");
});

test("a download button appears where the owner allows originals", async ({ page }) => {
  await openAt(page, "landscapes", 1);
  const download = page.getByRole("link", { name: "Download the original" });
  await expect(download).toBeVisible();
  const [file] = await Promise.all([page.waitForEvent("download"), download.click()]);
  expect(file.suggestedFilename()).toBe("01-valley-at-dawn.jpg");
});

test("copy link puts the slide's deep link on the clipboard", async ({ page, context }) => {
  await context.grantPermissions(["clipboard-read", "clipboard-write"]);
  await openAt(page, "northern-lights", 7);
  await page.getByRole("button", { name: "Share", exact: true }).click();
  const copy = page.locator(".pswp__share-panel .vt-share--copy");
  await expect(copy).toHaveText("Copy link");
  await copy.click();
  await expect(copy).toHaveText("Link copied");
  expect(await page.evaluate(() => navigator.clipboard.readText())).toMatch(/^http:\/\/127\.0\.0\.1:\d+\/albums\/northern-lights#northern-lights-7$/);
});
