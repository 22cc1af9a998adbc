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

test.describe("in the dark colour scheme", () => {
  test.use({ colorScheme: "dark" });

  test("home and album pages: no serious or critical accessibility violations", async ({ page }) => {
    await gotoHydrated(page, "/", { waitUntil: "load" });
    expect(await seriousViolations(page)).toEqual([]);
    await gotoHydrated(page, "/albums/travel", { waitUntil: "load" });
    expect(await seriousViolations(page)).toEqual([]);
  });
});
