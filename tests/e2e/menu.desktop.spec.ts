import { expect, test } from "@playwright/test";
import { gotoHydrated } from "./helpers";

test.describe("desktop menu", () => {
  test("hovering an item marks it active and shows its first-level submenu; leaving hides both", async ({ page }) => {
    await gotoHydrated(page, "/");
    const travel = page.locator(".menu > .menu-item", { has: page.locator("> a", { hasText: "Travel" }) });
    const submenu = travel.locator(".sub-menu");
    await expect(submenu).toBeHidden();
    await travel.hover();
    await expect(travel).toHaveClass(/active/);
    await expect(submenu).toBeVisible();
    await expect(submenu.getByRole("link")).toHaveText(["Northern Lights", "Coastlines"]);
    await page.mouse.move(10, 600);
    await expect(travel).not.toHaveClass(/active/);
    await expect(submenu).toBeHidden();
  });

  test("works with the keyboard: Enter and Space toggle, Escape closes and keeps focus", async ({ page }) => {
    await gotoHydrated(page, "/");
    const toggle = page.getByRole("button", { name: "Downloads submenu" });
    await toggle.focus();
    await expect(toggle).toHaveAttribute("aria-expanded", "false");
    await page.keyboard.press("Enter");
    await expect(toggle).toHaveAttribute("aria-expanded", "true");
    const submenu = page.locator(`#${await toggle.getAttribute("aria-controls")}`);
    await expect(submenu).toBeVisible();
    await page.keyboard.press("Tab");
    await expect(page.locator(":focus")).toHaveText("Print price list (PDF)");
    await page.keyboard.press("Escape");
    await expect(submenu).toBeHidden();
    await expect(toggle).toBeFocused();
    await page.keyboard.press(" ");
    await expect(submenu).toBeVisible();
    await page.keyboard.press(" ");
    await expect(submenu).toBeHidden();
  });

  test("menu links whose target is only a hash do not navigate", async ({ page }) => {
    await gotoHydrated(page, "/albums/landscapes");
    await page.evaluate(() => window.scrollTo(0, 300));
    await page.locator(".menu-item > a", { hasText: "Downloads" }).click();
    expect(page.url()).toMatch(/\/albums\/landscapes$/);
    expect(await page.evaluate(() => window.scrollY)).toBe(300);
  });

  test("the off-canvas menu is absent at 992 px and wider", async ({ page }) => {
    for (const width of [992, 1280]) {
      await page.setViewportSize({ width, height: 900 });
      await page.goto("/");
      await expect(page.locator("#menu-nav")).toBeHidden();
      await expect(page.locator(".offcanvas")).toHaveCount(0);
      await expect(page.locator("#site-nav .menu")).toBeVisible();
    }
  });
});

test.describe("desktop menu without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("on a desktop a submenu opens on hover and on keyboard focus", async ({ page }) => {
    await page.goto("/");
    const travel = page.locator(".menu > .menu-item", { has: page.locator("> a", { hasText: "Travel" }) });
    const submenu = travel.locator(".sub-menu");
    await expect(submenu).toBeHidden();
    await travel.hover();
    await expect(submenu.getByRole("link", { name: "Coastlines" })).toBeVisible();
    await page.mouse.move(10, 700);
    await expect(submenu).toBeHidden();
    await travel.locator("> a").focus();
    await expect(submenu.getByRole("link", { name: "Northern Lights" })).toBeVisible();
  });
});
