import { expect, test } from "@playwright/test";
import { gotoHydrated, seriousViolations } from "./helpers";

test("home page: no serious or critical accessibility violations", async ({ page }) => {
  await gotoHydrated(page, "/", { waitUntil: "load" });
  expect(await seriousViolations(page)).toEqual([]);
});

test("album page: no serious or critical accessibility violations", async ({ page }) => {
  await gotoHydrated(page, "/albums/travel", { waitUntil: "load" });
  expect(await seriousViolations(page)).toEqual([]);
});

test("a photo page, its viewer open with the details panel shown: no serious or critical accessibility violations", async ({ page }) => {
  await gotoHydrated(page, "/albums/landscapes/3", { waitUntil: "load" });
  await expect(page.locator(".viewer-root")).toHaveAttribute("data-slide", "loaded");
  await page.getByRole("button", { name: "Photo details" }).click();
  await expect(page.getByRole("region", { name: "Photo details" })).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
});

test.describe("in the dark colour scheme", () => {
  test.use({ colorScheme: "dark" });

  test("home and album pages: no serious or critical accessibility violations", async ({ page }) => {
    await gotoHydrated(page, "/", { waitUntil: "load" });
    expect(await seriousViolations(page)).toEqual([]);
    await gotoHydrated(page, "/albums/travel", { waitUntil: "load" });
    expect(await seriousViolations(page)).toEqual([]);
  });
});
