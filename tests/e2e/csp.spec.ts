import { expect, test, type Page } from "@playwright/test";
import { gotoHydrated, viewerRoot, watchConsole } from "./helpers";

/** Records every Content-Security-Policy violation the page reports, from its first byte. */
async function recordViolations(page: Page): Promise<() => Promise<string[]>> {
  await page.addInitScript(() => {
    const seen: string[] = [];
    (window as unknown as { __violations: string[] }).__violations = seen;
    document.addEventListener("securitypolicyviolation", (event) => seen.push(`${event.violatedDirective} ${event.blockedURI} ${event.sample}`));
  });
  return () => page.evaluate(() => (window as unknown as { __violations: string[] }).__violations);
}

test("no page type breaks its Content-Security-Policy: every inline script runs, nothing is refused", async ({ page }) => {
  // Ten whole pages, each hydrating after its first pictures (encoded on a fresh server's first visit).
  test.slow();
  const violations = await recordViolations(page);
  const problems = watchConsole(page);
  for (const address of [
    "/",
    "/albums/landscapes",
    "/albums/landscapes?page=2",
    "/albums/landscapes/3",
    "/tags",
    "/cameras",
    "/search?q=sea",
    "/search?q=zzzzqx",
    "/no-such-page",
  ]) {
    await gotoHydrated(page, address);
    expect(await violations(), address).toEqual([]);
  }
  // The viewer (its chunk, its slides) and its share panel.
  await gotoHydrated(page, "/albums/landscapes#landscapes-2");
  await expect(viewerRoot(page)).toHaveAttribute("data-viewer", "opened");
  await page.getByRole("button", { name: "Share", exact: true }).click();
  await expect(page.locator(".pswp__share-panel")).toBeVisible();
  expect(await violations()).toEqual([]);
  // A client-side navigation fetches the next page's data: still no violation.
  await page.keyboard.press("Escape");
  await page.keyboard.press("Escape");
  await expect(viewerRoot(page)).toHaveAttribute("data-viewer", "closed");
  await page.locator(".site-footer a", { hasText: /tags/i }).first().click();
  await page.waitForURL("**/tags");
  expect(await violations()).toEqual([]);
  expect(problems.filter((problem) => /Content Security Policy|Refused/.test(problem))).toEqual([]);
});
