import { expect, test } from "@playwright/test";
import { seriousViolations } from "./helpers";

test("home page: no serious or critical accessibility violations", async ({ page }) => {
  await page.goto("/", { waitUntil: "networkidle" });
  expect(await seriousViolations(page)).toEqual([]);
});

test("album page: no serious or critical accessibility violations", async ({ page }) => {
  await page.goto("/albums/travel", { waitUntil: "networkidle" });
  expect(await seriousViolations(page)).toEqual([]);
});

test.describe("in the dark colour scheme", () => {
  test.use({ colorScheme: "dark" });

  test("home and album pages: no serious or critical accessibility violations", async ({ page }) => {
    await page.goto("/", { waitUntil: "networkidle" });
    expect(await seriousViolations(page)).toEqual([]);
    await page.goto("/albums/travel", { waitUntil: "networkidle" });
    expect(await seriousViolations(page)).toEqual([]);
  });
});
