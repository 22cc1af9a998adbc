import { expect, test, type Page } from "@playwright/test";
import { afterRendering, layoutShift, recordLayoutShifts, visibleColumns, watchConsole } from "./helpers";

/** Firefox and Safari send no viewport client hint: the server guesses from the user agent. */
const firefox = "Mozilla/5.0 (X11; Linux x86_64; rv:133.0) Gecko/20100101 Firefox/133.0";

/** Sends documents without the viewport hint, as those browsers do; returns the HTML's planned columns. */
async function withoutHints(page: Page): Promise<string[]> {
  const planned: string[] = [];
  await page.route("**/albums/**", async (route) => {
    if (route.request().resourceType() !== "document") return route.continue();
    const headers = { ...route.request().headers() };
    delete headers["sec-ch-viewport-width"];
    const response = await route.fetch({ headers });
    planned.push(/class="grid" data-columns="(\d)"/.exec(await response.text())?.[1] ?? "none");
    await route.fulfill({ response });
  });
  return planned;
}

test("a browser without client hints, planned for the wrong width, sees the grid drawn once and never moved", async ({ browser }) => {
  // 800 px shows 3 columns; a desktop user agent makes the server guess 1280 px and plan 4.
  const context = await browser.newContext({ viewport: { width: 800, height: 900 }, userAgent: firefox });
  const page = await context.newPage();
  const problems = watchConsole(page);
  const planned = await withoutHints(page);
  await recordLayoutShifts(page);
  await page.goto("/albums/landscapes");
  await expect(page.locator(".grid")).toHaveAttribute("data-columns", "3");
  await expect(page.locator(".grid")).toBeVisible();
  // Shown in place: no item glides in from a column nobody saw.
  const moving = await page.locator(".grid-item").evaluateAll((items) => items.filter((item) => item.getAnimations().length > 0).length);
  expect(moving).toBe(0);
  expect(await visibleColumns(page)).toBe(3);
  expect(planned).toEqual(["4"]);
  await page.evaluate(() => window.scrollTo(0, 1500));
  await afterRendering(page);
  const { cls, shifts } = await layoutShift(page);
  expect(cls, JSON.stringify(shifts)).toBe(0);

  // The page left the width in a cookie: the next page is planned right on the server.
  await page.goto("/albums/cityscapes");
  await expect(page.locator(".grid")).toHaveAttribute("data-columns", "3");
  expect(planned).toEqual(["4", "3"]);
  expect(problems).toEqual([]);
  await context.close();
});

test("without JavaScript the guessed plan is shown as it is, never hidden", async ({ browser }) => {
  const context = await browser.newContext({ viewport: { width: 800, height: 900 }, userAgent: firefox, javaScriptEnabled: false });
  const page = await context.newPage();
  await withoutHints(page);
  await page.goto("/albums/landscapes");
  await expect(page.locator(".grid")).toHaveAttribute("data-columns", "4");
  await expect(page.locator(".grid-item").first()).toBeVisible();
  await context.close();
});
