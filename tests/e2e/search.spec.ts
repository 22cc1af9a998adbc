import { expect, test, type Page } from "@playwright/test";
import { gotoHydrated, seriousViolations, viewerRoot, watchConsole } from "./helpers";
import { resultTitles } from "./search-helpers";

const heading = (page: Page) => page.locator("h1");
const pageBox = (page: Page) => page.getByRole("search", { name: "Search", exact: true }).getByRole("searchbox");

test("each search parameter (q, s, search, query, keyword) gives the results page, with the query in the box", async ({ page }) => {
  for (const name of ["q", "s", "search", "query", "keyword"]) {
    await page.goto(`/search?${name}=corona`);
    await expect(heading(page)).toHaveText("Results for “corona”");
    expect(await resultTitles(page)).toEqual(["Corona"]);
    await expect(pageBox(page)).toHaveValue("corona");
  }
});

test("title matches come first, with the matched words marked", async ({ page }) => {
  const problems = watchConsole(page);
  await gotoHydrated(page, "/search?q=light");
  // Every match counted; the first page's range and page links are for readers without JavaScript.
  await expect(page.locator(".search-summary")).toHaveText("70 pictures and 3 albums", { useInnerText: true });
  await expect(page.locator(".search-pages")).toBeHidden();
  const titles = await resultTitles(page);
  expect(titles.slice(0, 3).sort()).toEqual(["Last light", "Lighthouse point", "Lights on"]);
  // The rest were found by their captions, which the tiles show with the word marked.
  const fourth = page.locator('.search-results .grid-item[data-index="4"]');
  await expect(fourth.locator(".search-hit__title mark")).toHaveCount(0);
  await expect(fourth.locator(".search-hit__detail mark")).toHaveText(["light"]);
  await expect(page.locator('.search-results .grid-item[data-index="1"] .search-hit__title mark')).toHaveText([/^light/i]);
  // Albums lead, the one named for the word first.
  await expect(page.locator(".search-album .search-hit__title").first()).toHaveText("Northern Lights");
  expect(problems).toEqual([]);
});

test("scrolling brings the results past the first page's 24, marked, without leaving the page", async ({ page }) => {
  const problems = watchConsole(page);
  const further: string[] = [];
  page.on("request", (request) => void (new URL(request.url()).pathname === "/api/search" && further.push(request.url())));
  await gotoHydrated(page, "/search?q=light");
  // To the end of the page, as often as it grows: each time a later result is drawn.
  const lastShown = () =>
    page.locator(".search-results .grid-item").evaluateAll((tiles) => Math.max(...tiles.map((tile) => Number((tile as HTMLElement).dataset.index))));
  for (let shown = await lastShown(); shown < 70; shown = await lastShown()) {
    await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
    await expect.poll(lastShown).toBeGreaterThan(shown);
  }
  const last = page.locator('.search-results .grid-item[data-index="70"]');
  await expect(last.locator(".search-hit__title, .search-hit__detail").locator("mark").first()).toBeVisible();
  await expect(page).toHaveURL(/\/search\?q=light$/);
  expect(further.length).toBeGreaterThanOrEqual(2);
  expect(further.every((url) => /[?&]q=light&page=[23]&v=/.test(url))).toBe(true);
  // The viewer knows every result: the last one opens at its place among all 70.
  await last.click();
  await expect(page).toHaveURL(/\/search\?q=light#search-70$/);
  await expect(page.locator(".pswp__live-counter")).toHaveText("70 / 70");
  expect(problems).toEqual([]);
});

test("a later page is its own 24 results, numbered on from the first page's; the viewer goes on past them", async ({ page }) => {
  const problems = watchConsole(page);
  await gotoHydrated(page, "/search?q=light&page=2");
  await expect(page.locator(".search-summary")).toHaveText("70 pictures and 3 albums · showing 25–48", { useInnerText: true });
  await expect(page.locator(".search-results .grid-item")).toHaveCount(24);
  await expect(page.locator(".search-pages")).toContainText("Page 2 of 3");
  const last = page.locator('.search-results .grid-item[data-index="48"]');
  const title = (await last.locator(".search-hit__title").textContent())!;
  await last.click();
  await expect(page).toHaveURL(/\/search\?q=light&page=2#search-48$/);
  await expect(viewerRoot(page)).toHaveAttribute("data-viewer", "opened");
  await expect(page.locator(".pswp__caption")).toContainText(title);
  await expect(page.locator(".pswp__live-counter")).toHaveText("48 / 70");
  // The next result is on the third page: fetched as the viewer moves on.
  await page.keyboard.press("ArrowRight");
  await expect(page.locator(".pswp__live-counter")).toHaveText("49 / 70");
  await expect(viewerRoot(page)).toHaveAttribute("data-slide", "loaded");
  expect(problems).toEqual([]);
});

test("the start of a word is enough, and diacritics and case do not matter", async ({ page }) => {
  await page.goto("/search?q=lighth");
  expect(await resultTitles(page)).toEqual(["Lighthouse point"]);
  await expect(page.locator(".search-results .search-hit__title mark")).toHaveText("Lighthouse");
  await page.goto(`/search?q=${encodeURIComponent("CÓRÖNA")}`);
  expect(await resultTitles(page)).toEqual(["Corona"]);
  await page.goto("/search?q=harb tow");
  expect(await resultTitles(page)).toEqual(["Harbour towers"]);
});

test("a result opens in the viewer at that result; Back closes it and keeps the search", async ({ page }) => {
  const problems = watchConsole(page);
  await gotoHydrated(page, "/search?q=coast");
  const third = page.locator('.search-results .grid-item[data-index="3"]');
  const title = (await third.locator(".search-hit__title").textContent())!;
  await third.click();
  await expect(page).toHaveURL(/\/search\?q=coast#search-3$/);
  await expect(viewerRoot(page)).toHaveAttribute("data-viewer", "opened");
  await expect(viewerRoot(page)).toHaveAttribute("data-slide", "loaded");
  await expect(page.locator(".pswp__caption")).toContainText(title);
  await expect(page.locator(".pswp__live-counter")).toHaveText("3 / 12");
  await page.goBack();
  await expect(viewerRoot(page)).toHaveAttribute("data-viewer", "closed");
  await expect(page).toHaveURL(/\/search\?q=coast$/);
  await expect(heading(page)).toHaveText("Results for “coast”");
  expect(problems).toEqual([]);
});

test("a search address with #search-N opens that result for anyone", async ({ page }) => {
  await page.goto("/search?q=lighthouse#search-1");
  await expect(viewerRoot(page)).toHaveAttribute("data-viewer", "opened");
  await expect(page.locator(".pswp__caption")).toContainText("Lighthouse point");
  await expect(page.locator(".pswp__live-counter")).toHaveText("1 / 1");
});

test("empty, blank, symbol-only, too long and hostile searches give a friendly page, never an error or markup", async ({ page }) => {
  const problems = watchConsole(page);
  page.on("dialog", (dialog) => {
    problems.push(`dialog: ${dialog.message()}`);
    void dialog.dismiss();
  });
  const cases: [string, RegExp][] = [
    ["", /Find pictures and albums by title, caption, tag, camera, lens or year/],
    ["%20%20%09", /Find pictures and albums/],
    [encodeURIComponent('"*^:()'), /There are no words to look for in “"\*\^:\(\)”/],
    ["a".repeat(2049), /That search is too long \(2,049 characters\)\. Try a few words, at most 2,048 characters\./],
    [encodeURIComponent("<script>alert(1)</script>"), /Check the spelling/],
    [encodeURIComponent('"><img src=x onerror=alert(2)>'), /Check the spelling/],
    [encodeURIComponent("'; DROP TABLE search; --"), /Check the spelling/],
    [encodeURIComponent('NEAR("corona" *'), /Check the spelling/],
    // A broken escape decodes to U+FFFD and "A": a search for the letter a.
    ["%E0%A4%A", /Results for “\uFFFD%A”/],
  ];
  for (const [query, text] of cases) {
    const response = await page.goto(`/search?q=${query}`);
    expect(response?.status(), query).toBe(200);
    await expect(page.locator(".search-page"), query).toContainText(text);
    await expect(page.locator("img[src=x], main script")).toHaveCount(0);
  }
  // Markup in a query is shown as the visitor typed it, as text, and only its words are searched.
  await page.goto(`/search?q=${encodeURIComponent("<a>corona</a>")}`);
  await expect(heading(page)).toHaveText("Results for “<a>corona</a>”");
  expect(await resultTitles(page)).toEqual(["Corona"]);
  expect(problems).toEqual([]);
});

test("search pages ask not to be indexed", async ({ page }) => {
  await page.goto("/search?q=light");
  await expect(page.locator('meta[name="robots"]')).toHaveAttribute("content", "noindex, follow");
  await expect(page).toHaveTitle("Search “light” · Vitrine");
});

test("results page: no serious or critical accessibility violations", async ({ page }) => {
  await gotoHydrated(page, "/search?q=coast", { waitUntil: "load" });
  expect(await seriousViolations(page)).toEqual([]);
});

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });
  test("results come 24 to a page; the next page continues the ranking and a page past the end shows the last", async ({ page }) => {
    await page.goto("/search?q=light");
    await expect(page.locator(".search-summary")).toHaveText("70 pictures and 3 albums · showing 1–24");
    await expect(page.locator(".search-results .grid-item")).toHaveCount(24);
    await expect(page.locator(".search-pages")).toContainText("Page 1 of 3");
    await page.getByRole("link", { name: "Next →" }).click();
    await expect(page).toHaveURL(/\/search\?q=light&page=2$/);
    await expect(page.locator(".search-summary")).toHaveText("70 pictures and 3 albums · showing 25–48");
    await expect(page.locator(".search-results .grid-item")).toHaveCount(24);
    await expect(page.locator(".search-results .grid-item").first()).toHaveAttribute("data-index", "25");
    // Albums lead the first page only.
    await expect(page.locator(".search-album")).toHaveCount(0);
    for (const garbage of ["99", "abc", "-1", "1e99"]) {
      await page.goto(`/search?q=light&page=${garbage}`);
      await expect(page.locator(".search-pages"), garbage).toContainText(garbage === "99" ? "Page 3 of 3" : "Page 1 of 3");
    }
    await page.goto("/search?q=light&page=99");
    await expect(page.locator(".search-results .grid-item")).toHaveCount(22);
    await page.getByRole("link", { name: "← Previous" }).click();
    await expect(page.locator(".search-results .grid-item")).toHaveCount(24);
  });

  test("the header's search box works and the results are rendered on the server", async ({ page }) => {
    await page.goto("/albums/landscapes");
    const box = page.getByRole("search", { name: "Site search" }).getByRole("searchbox");
    await box.fill("lighthouse");
    await box.press("Enter");
    await expect(page).toHaveURL(/\/search\?q=lighthouse$/);
    await expect(heading(page)).toHaveText("Results for “lighthouse”");
    await expect(page.locator(".search-results .grid-item")).toHaveCount(1);
    await expect(page.locator(".search-results .search-hit__title")).toHaveText("Lighthouse point");
  });
});
