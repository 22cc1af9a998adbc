import type { Locator, Page } from "@playwright/test";
import { expect, test } from "./collect";
import { gotoHydrated, loginAsOwner, playDemoVideo } from "./helpers";

/** The rows of one dashboard table as [value, visitors, events]. */
async function tableRows(section: Locator): Promise<Array<[string, number, number]>> {
  return section.locator("tbody tr").evaluateAll((rows) =>
    rows.map((row) => {
      const cells = [...row.querySelectorAll("th, td")].map((cell) => cell.textContent?.trim() ?? "");
      return [cells[0] ?? "", Number(cells[1]), Number(cells[2])] as [string, number, number];
    }),
  );
}
const report = (page: Page, id: string) => page.locator(`[data-report="${id}"]`);
const tile = async (page: Page, name: string) => Number(await page.locator(`[data-tile="${name}"] dd`).first().textContent());

test("a visit in Chromium — pages, scroll, an outbound link, a download, a search, a video — appears on the owner's dashboard", async ({
  page,
  browser,
  collect,
}) => {
  test.setTimeout(90_000);
  const searchTerm = `journey${Date.now().toString(36)}`;
  const today = new Date().toISOString().slice(0, 10);
  const dashboard = `/admin/analytics?from=${today}&to=${today}`;

  const owner = await browser.newPage();
  await loginAsOwner(owner, dashboard);
  const eventsBefore = await tile(owner, "events");

  // The visit: a page, a client-side move to an album, reading it to the end.
  await gotoHydrated(page, "/");
  await page
    .getByRole("link", { name: /Landscapes/ })
    .first()
    .click();
  await expect(page).toHaveURL(/\/albums\/landscapes$/);
  await expect(page.getByRole("heading", { name: "Landscapes", level: 1 })).toBeVisible();
  await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
  await expect.poll(() => collect.events("scroll").length).toBe(1);
  // An outbound link opened in a new tab (middle click), and a download from the menu.
  await page.locator(".site-nav .menu-item", { hasText: "Elsewhere" }).hover();
  await page.locator(".site-nav .sub-menu:visible").getByRole("link", { name: "Photography on Wikipedia" }).click({ button: "middle" });
  await expect.poll(() => collect.events("click").length).toBe(1);
  await page.locator(".site-nav .menu-item", { hasText: "Downloads" }).hover();
  // Chromium shows the PDF itself: the page is left, and the event goes out by beacon as it unloads.
  await page.locator(".site-nav .sub-menu:visible").getByRole("link", { name: "Print price list (PDF)" }).click();
  await page.waitForURL(/\/files\/price-list\.pdf$/);
  // A site search, then a video in the viewer watched to the end.
  await page.goto(`/search?q=${searchTerm}`);
  await expect.poll(() => collect.events("view_search_results").length).toBe(1);
  await playDemoVideo(page, 4);
  await expect.poll(() => collect.events("video_complete").length, { timeout: 15_000 }).toBe(1);
  // At least these (beacons sent as a page unloads are not seen here, but the server gets them).
  const sent = collect.events().length;

  // The owner reloads the dashboard and sees all of it.
  await expect.poll(async () => (await owner.reload(), (await tile(owner, "events")) - eventsBefore), { timeout: 15_000 }).toBeGreaterThanOrEqual(sent);
  expect(await tile(owner, "realtime")).toBeGreaterThanOrEqual(1);
  expect((await tableRows(report(owner, "pages"))).map(([value]) => value)).toEqual(
    expect.arrayContaining(["/", "/albums/landscapes", "/search", "/albums/travel"]),
  );
  // Other tests search today too, and the table shows the top 10: this visit's term is in the export.
  expect((await tableRows(report(owner, "searches"))).length).toBeGreaterThan(0);
  expect((await tableRows(report(owner, "outbound"))).map(([value]) => value)).toContain("https://en.wikipedia.org/wiki/Photography");
  expect((await tableRows(report(owner, "downloads"))).map(([value]) => value)).toContain("/files/price-list.pdf");
  expect((await tableRows(report(owner, "videos"))).map(([value]) => value)).toContain("Northern drift");
  expect((await tableRows(report(owner, "browsers"))).map(([value]) => value)).toContain("Chrome");
  await expect(report(owner, "scroll")).toContainText(/[1-9]\d* of \d+ visitors who viewed a page/);
  await expect(report(owner, "video").locator(".funnel__step", { hasText: "Completed" })).toContainText(/[1-9]\d* visitors/);
  for (const step of ["10 %", "25 %", "50 %", "75 %"]) {
    await expect(report(owner, "video").locator(".funnel__step", { hasText: step })).toContainText(/[1-9]\d* visitors/);
  }

  // And the same table as CSV.
  const csv = await owner.request.get(`/admin/analytics/export/searches?from=${today}&to=${today}`);
  expect(csv.headers()["content-disposition"]).toContain(`vitrine-searches-${today}-${today}.csv`);
  expect(await csv.text()).toContain(`${searchTerm},1,1`);
});
