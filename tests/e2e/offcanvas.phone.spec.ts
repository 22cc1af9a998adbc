import { expect, test } from "@playwright/test";
import { afterRendering, animationsSettled, gotoHydrated, openAt, seriousViolations, swipePoints, touchPath, viewerRoot } from "./helpers";

test.describe("off-canvas menu", () => {
  test("opens from #menu-nav, slides in from the right, 280 px wide, with the spec's labels", async ({ page }) => {
    await gotoHydrated(page, "/", { waitUntil: "networkidle" });
    await expect(page.locator("#site-nav")).toBeHidden();
    const toggle = page.locator("#menu-nav");
    const panel = page.locator(".offcanvas__panel");
    await panel.waitFor({ state: "attached" });
    // The panel's slide-in, seen at eleven moments of it: the transition is paused as it begins and
    // moved through its duration by the page's own animation clock, so a busy machine that skips
    // frames cannot hide where the panel was (sampling frames as they came once began 11 px in).
    const positions = panel.evaluate(
      (element) =>
        new Promise<number[]>((resolve) => {
          const begun = (event: Event) => {
            if (event.target !== element) return;
            element.removeEventListener("transitionrun", begun);
            const slide = element.getAnimations().find((animation) => (animation as CSSTransition).transitionProperty === "transform")!;
            slide.pause();
            const duration = Number(slide.effect!.getComputedTiming().duration);
            const xs = Array.from({ length: 11 }, (_, step) => {
              slide.currentTime = (duration * step) / 10;
              return element.getBoundingClientRect().x;
            });
            slide.finish();
            resolve(xs);
          };
          element.addEventListener("transitionrun", begun);
        }),
    );
    await toggle.click();
    const xs = await positions;
    await expect(panel).toBeVisible();
    await expect(toggle).toHaveAttribute("aria-expanded", "true");
    // It starts at the right edge and only moves leftwards, through the middle, to 390 − 280.
    expect(xs[0]).toBeCloseTo(390, 0);
    expect(xs.slice(1).every((x, i) => x <= xs[i]! + 0.5)).toBe(true);
    expect(xs.some((x) => x > 390 - 280 + 10 && x < 390 - 10)).toBe(true);
    expect(xs[xs.length - 1]).toBeCloseTo(390 - 280, 0);
    const box = (await panel.boundingBox())!;
    expect(box.width).toBe(280);
    expect(box.x + box.width).toBe(390);
    await expect(page.locator(".offcanvas__close")).toHaveText("MAIN MENU");
    await expect(page.locator(".offcanvas__level--0 > ul > li > a")).toHaveText(["Landscapes", "Cityscapes", "Travel", "Abstract", "Downloads", "Elsewhere"]);
  });

  test("nested levels overlap 15 px apart, each with a back control", async ({ page }) => {
    await gotoHydrated(page, "/");
    await page.locator("#menu-nav").click();
    await page.getByRole("button", { name: "Open Travel" }).click();
    const level = page.locator(".offcanvas__level--1");
    await expect(level).toBeVisible();
    const panelX = (await page.locator(".offcanvas__panel").boundingBox())!.x;
    await expect.poll(async () => (await level.boundingBox())!.x - panelX).toBe(15);
    await expect(level.locator(".offcanvas__back")).toHaveText("Back to Main Menu");
    await expect(level.locator("ul a")).toHaveText(["Northern Lights", "Coastlines"]);
    await expect(page.locator(".offcanvas__level--0")).toHaveAttribute("inert", "");
    await expect(level.locator(".offcanvas__back")).toBeFocused();
    await level.locator(".offcanvas__back").click();
    await expect(level).toHaveCount(0);
    await expect(page.locator(".offcanvas__level--0")).not.toHaveAttribute("inert", "");
    // Back puts the keyboard where it was: on the control that opened the level.
    await expect(page.getByRole("button", { name: "Open Travel" })).toBeFocused();
  });

  test("an entry that is only a heading (a hash-only link) opens its level instead of doing nothing", async ({ page }) => {
    await gotoHydrated(page, "/");
    await page.locator("#menu-nav").click();
    await page.locator(".offcanvas__level--0 > ul > li > a", { hasText: "Downloads" }).click();
    const level = page.locator(".offcanvas__level--1");
    await expect(level.locator(".offcanvas__title")).toHaveText("Downloads");
    await expect(page).toHaveURL(/\/$/);
    await expect(page.locator(".offcanvas")).toHaveClass(/is-open/);
  });

  test("traps focus while open; Escape closes and focus returns to the toggle", async ({ page }) => {
    await gotoHydrated(page, "/");
    await page.locator("#menu-nav").click();
    await expect(page.locator(".offcanvas__close")).toBeFocused();
    for (let i = 0; i < 12; i++) {
      await page.keyboard.press("Tab");
      expect(await page.evaluate(() => !!document.activeElement?.closest(".offcanvas__panel"))).toBe(true);
    }
    await page.keyboard.press("Shift+Tab");
    expect(await page.evaluate(() => !!document.activeElement?.closest(".offcanvas__panel"))).toBe(true);
    await page.keyboard.press("Escape");
    await expect(page.locator(".offcanvas")).not.toHaveClass(/is-open/);
    await expect(page.locator("#menu-nav")).toBeFocused();
  });

  test("the overlay, the close control and choosing a link each close it", async ({ page }) => {
    await gotoHydrated(page, "/");
    const menu = page.locator(".offcanvas");
    await page.locator("#menu-nav").click();
    await page.mouse.click(40, 400);
    await expect(menu).not.toHaveClass(/is-open/);
    await page.locator("#menu-nav").click();
    await page.locator(".offcanvas__close").click();
    await expect(menu).not.toHaveClass(/is-open/);
    await page.locator("#menu-nav").click();
    await page.locator(".offcanvas__level--0 a", { hasText: "Abstract" }).click();
    await expect(page).toHaveURL(/\/albums\/abstract$/);
    await expect(menu).not.toHaveClass(/is-open/);
  });

  test("a swipe of 70 px or more from the right edge opens it; a shorter one does not", async ({ page }) => {
    await gotoHydrated(page, "/");
    // The edge swipe is listened for once the menu is built, which shows its toggle.
    await expect(page.locator("#menu-nav")).toBeVisible();
    const menu = page.locator(".offcanvas");
    await touchPath(page, swipePoints({ x: 385, y: 400 }, { x: 320, y: 402 }));
    // The gesture has been handled and a frame drawn since.
    await afterRendering(page);
    await expect(menu).not.toHaveClass(/is-open/);
    await touchPath(page, swipePoints({ x: 385, y: 400 }, { x: 310, y: 402 }));
    await expect(menu).toHaveClass(/is-open/);
  });

  test("a swipe from the right edge inside the open viewer moves the viewer, never opens the menu under it", async ({ page }) => {
    await openAt(page, "landscapes", 1);
    await expect(viewerRoot(page)).toHaveAttribute("data-slide", "loaded");
    // Past half the screen, so the slide changes however slowly a busy machine delivers the touches.
    await touchPath(page, swipePoints({ x: 385, y: 400 }, { x: 60, y: 402 }));
    await expect(page).toHaveURL(/#landscapes-2$/);
    await afterRendering(page);
    await expect(page.locator(".offcanvas")).not.toHaveClass(/is-open/);
    await expect(page.locator("#menu-nav")).toHaveAttribute("aria-expanded", "false");
  });
});

test("open mobile menu: no serious or critical accessibility violations", async ({ page }) => {
  await gotoHydrated(page, "/", { waitUntil: "networkidle" });
  await page.locator("#menu-nav").click();
  await page.getByRole("button", { name: "Open Travel" }).click();
  await expect(page.locator(".offcanvas__level--1")).toBeVisible();
  await animationsSettled(page.locator(".offcanvas"));
  expect(await seriousViolations(page)).toEqual([]);
});
