import { expect, test, type Browser } from "@playwright/test";
import { afterRendering, layoutShift, recordLayoutShifts, visibleColumns, watchConsole } from "./helpers";

const phone = "Mozilla/5.0 (Linux; Android 14; Pixel 7) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Mobile Safari/537.36";
const desktop = "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36";
/** Firefox and Safari send no viewport client hint; Chromium does once asked. */
const firefox = "Mozilla/5.0 (X11; Linux x86_64; rv:133.0) Gecko/20100101 Firefox/133.0";

test("a phone and a desktop get the same bytes and the same ETag for every public page", async ({ request }) => {
  for (const address of ["/", "/albums/landscapes", "/albums/landscapes/3", "/search?q=sea", "/tags"]) {
    const asPhone = await request.get(address, { headers: { "user-agent": phone, "sec-ch-viewport-width": "390", cookie: "vw=390" } });
    const asDesktop = await request.get(address, { headers: { "user-agent": desktop, "sec-ch-viewport-width": "1920" } });
    expect(asPhone.status(), address).toBe(200);
    expect(await asPhone.body(), address).toEqual(await asDesktop.body());
    expect(asPhone.headers().etag, address).toBe(asDesktop.headers().etag);
    expect(asPhone.headers().vary, address).toBe("Accept-Encoding");
  }
});

/** Opens the album at `width`, as a browser with or without the viewport hint, and scrolls it: the columns shown, and every layout shift. */
async function openAlbum(browser: Browser, width: number, hint: boolean) {
  const context = await browser.newContext({ viewport: { width, height: 844 }, userAgent: hint ? desktop : firefox });
  const page = await context.newPage();
  const problems = watchConsole(page);
  await page.route("**/albums/**", (route) =>
    route.request().resourceType() === "document" && hint
      ? route.continue({ headers: { ...route.request().headers(), "sec-ch-viewport-width": String(width) } })
      : route.continue(),
  );
  await recordLayoutShifts(page);
  await page.goto("/albums/landscapes");
  await expect(page.locator("html")).toHaveAttribute("data-hydrated", "");
  await page.evaluate(() => window.scrollTo(0, 1500));
  await afterRendering(page);
  const figures = { columns: await visibleColumns(page), ...(await layoutShift(page)), measured: await page.locator(".grid").getAttribute("data-columns") };
  await context.close();
  return { ...figures, problems };
}

for (const [width, columns] of [
  [390, 2],
  [800, 3],
  [1280, 4],
  [1700, 5],
] as const) {
  for (const hint of [true, false]) {
    test(`at ${width} px ${hint ? "with" : "without"} the viewport hint the first paint shows ${columns} columns and nothing moves`, async ({ browser }) => {
      const seen = await openAlbum(browser, width, hint);
      expect(seen.columns).toBe(columns);
      expect(seen.measured).toBe(String(columns));
      expect(seen.cls, JSON.stringify(seen.shifts)).toBe(0);
      expect(seen.problems).toEqual([]);
    });
  }
}

test("before any script runs (and without JavaScript) the plan that fits the screen is the one shown", async ({ browser }) => {
  for (const [width, columns] of [
    [390, 2],
    [800, 3],
    [1280, 4],
  ] as const) {
    const context = await browser.newContext({ viewport: { width, height: 900 }, javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto("/albums/landscapes");
    await expect(page.locator(".grid-item").first()).toBeVisible();
    expect(await page.locator(".grid").getAttribute("data-columns")).toBeNull();
    expect(await visibleColumns(page), `${width} px`).toBe(columns);
    await context.close();
  }
});
