import { expect, test } from "@playwright/test";
import { visibleColumns } from "./helpers";

test("a resize re-lays the grid after a 100 ms pause, items gliding in 0.2 s", async ({ page }) => {
  await page.goto("/albums/landscapes");
  expect(await visibleColumns(page)).toBe(4);
  await page.setViewportSize({ width: 800, height: 900 });
  await expect(page.locator(".grid")).toHaveAttribute("data-columns", "3");
  const transition = await page.locator(".grid-item").first().evaluate((el) => getComputedStyle(el).transitionDuration);
  expect(transition).toBe("0.2s");
  await page.waitForTimeout(400);
  expect(await visibleColumns(page)).toBe(3);
});
