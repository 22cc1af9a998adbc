import type { Page } from "@playwright/test";
import { viewerRoot, watchConsole } from "./helpers";
import { expect, flushDelayMs, historyGroupMs, openTracked, sentEverything, test } from "./collect";
import { stoppedClock } from "./clock";

// The page's clock is installed before each page loads: the tracker's timers run out when a test
// runs the clock (page.clock.runFor), and "nothing more was sent" is proven by a marker event that
// arrives after everything queued before it (sentEverything), never by waiting a while.

/** Lets a route change's page view go: the history grouping runs out, then the short wait. */
const runTrackerTimers = (page: Page) => page.clock.runFor(historyGroupMs + flushDelayMs);

test("the first load sends one page_view: address without the hash, document.referrer, as JSON", async ({ page, collect, baseURL }) => {
  const problems = watchConsole(page);
  // Time flows (the viewer animates); the test runs it on where it waits for the tracker.
  await page.clock.install();
  await openTracked(page, "/albums/landscapes#landscapes-2", collect, { referer: "https://search.example/results" });
  const [view] = collect.events("page_view");
  expect(view!.params).toEqual({ page_location: `${baseURL}/albums/landscapes`, page_referrer: "https://search.example/results" });
  expect(collect.requests[0]).toMatchObject({ method: "POST", contentType: "application/json" });
  // The viewer opened from the hash and moved on: hash changes are not page views.
  await expect(viewerRoot(page)).toHaveAttribute("data-viewer", "opened");
  await page.keyboard.press("ArrowRight");
  await expect(page).toHaveURL(/#landscapes-3$/);
  await expect(page.locator(".pswp__live-counter")).toHaveText("3 / 16");
  await page.keyboard.press("Escape");
  await expect(page).toHaveURL(/\/albums\/landscapes$/);
  await sentEverything(page, collect);
  expect(collect.events("page_view")).toHaveLength(1);
  expect(problems).toEqual([]);
});

test("client navigation, Back and Forward each send a page_view with the previous page as referrer", async ({ page, collect, baseURL }) => {
  await page.clock.install();
  await openTracked(page, "/", collect);
  await page.locator(".album-card", { hasText: "Cityscapes" }).click();
  await expect(page.locator("h1")).toHaveText("Cityscapes");
  await runTrackerTimers(page);
  await expect.poll(() => collect.events("page_view").length).toBe(2);
  await page.goBack();
  await runTrackerTimers(page);
  await expect.poll(() => collect.events("page_view").length).toBe(3);
  await page.goForward();
  await runTrackerTimers(page);
  await expect.poll(() => collect.events("page_view").length).toBe(4);
  await sentEverything(page, collect);
  const home = `${baseURL}/`;
  const album = `${baseURL}/albums/cityscapes`;
  expect(collect.events("page_view").map((event) => [event.params.page_location, event.params.page_referrer])).toEqual([
    [home, ""],
    [album, home],
    [home, album],
    [album, home],
  ]);
});

test("replaceState to the same address sends nothing; changes within 1000 ms make one page_view", async ({ page, collect, baseURL }) => {
  // The clock stands still: the page's time moves only by the test's runFor, to the millisecond.
  await stoppedClock(page);
  await openTracked(page, "/albums/abstract", collect);
  await page.evaluate(() => history.replaceState(history.state, "", location.href));
  await sentEverything(page, collect);
  expect(collect.events("page_view")).toHaveLength(1);
  // Raw history changes up to 999 ms after the first one: one page view, for where they ended.
  await page.evaluate(() => history.pushState(null, "", "/albums/abstract?step=1"));
  await page.clock.runFor(historyGroupMs - 1);
  await page.evaluate(() => {
    history.pushState(null, "", "/albums/abstract?step=2");
    history.replaceState(null, "", "/albums/abstract?step=3");
  });
  // At 1000 ms the group is over: a change then is a page view of its own.
  await page.clock.runFor(1);
  await page.evaluate(() => history.pushState(null, "", "/albums/abstract?step=4"));
  await sentEverything(page, collect);
  expect(collect.events("page_view").map((event) => event.params.page_location)).toEqual([
    `${baseURL}/albums/abstract`,
    `${baseURL}/albums/abstract?step=3`,
    `${baseURL}/albums/abstract?step=4`,
  ]);
});

test("scroll: once at 90 % depth, not before, and again after a route change", async ({ page, collect, baseURL }) => {
  await page.clock.install();
  await openTracked(page, "/albums/northern-lights", collect);
  // Resolves once the scroll event has been dispatched: the tracker's listener, added earlier, has seen it.
  const scrollTo = (fraction: number) =>
    page.evaluate(
      (f) =>
        new Promise<void>((resolve) => {
          const before = scrollY;
          addEventListener("scroll", () => resolve(), { once: true });
          window.scrollTo(0, (document.documentElement.scrollHeight - innerHeight) * f);
          if (scrollY === before) resolve();
        }),
      fraction,
    );
  await scrollTo(0.5);
  await sentEverything(page, collect);
  expect(collect.events("scroll")).toHaveLength(0);
  await scrollTo(1);
  await page.clock.runFor(flushDelayMs);
  await expect.poll(() => collect.events("scroll").length).toBe(1);
  await scrollTo(0);
  await scrollTo(1);
  await sentEverything(page, collect);
  expect(collect.events("scroll")).toEqual([
    expect.objectContaining({ params: { percent_scrolled: 90, page_location: `${baseURL}/albums/northern-lights`, page_referrer: "" } }),
  ]);

  await page.locator(".breadcrumbs a", { hasText: "Travel" }).click();
  await expect(page.locator("h1")).toHaveText("Travel");
  await runTrackerTimers(page);
  await expect.poll(() => collect.events("page_view").length).toBe(2);
  await scrollTo(1);
  await page.clock.runFor(flushDelayMs);
  await expect.poll(() => collect.events("scroll").length).toBe(2);
  expect(collect.events("scroll")[1]!.params.page_location).toBe(`${baseURL}/albums/travel`);
});

test("site search: ?q= and ?keyword= send view_search_results after the page_view", async ({ page, collect }) => {
  await page.clock.install();
  await openTracked(page, "/albums/travel?q=aurora", collect);
  await expect.poll(() => collect.events().length).toBe(2);
  expect(collect.events().map((event) => event.name)).toEqual(["page_view", "view_search_results"]);
  expect(collect.events("view_search_results")[0]!.params).toMatchObject({ search_term: "aurora", q_q: "aurora" });

  await openTracked(page, "/?keyword=lighthouse%20point&q=", collect);
  await expect.poll(() => collect.events("view_search_results").length).toBe(2);
  const { params } = collect.events("view_search_results")[1]!;
  expect(params).toMatchObject({ search_term: "lighthouse point", q_keyword: "lighthouse point", q_q: "" });
  expect(params).not.toHaveProperty("q_s");

  // No term, no search.
  await openTracked(page, "/?s=", collect);
  await sentEverything(page, collect);
  expect(collect.events("view_search_results")).toHaveLength(2);
});

test("the site's own events: window.vitrine.track, and purchase marked as a conversion", async ({ page, collect, baseURL }) => {
  await page.clock.install();
  await openTracked(page, "/albums/abstract", collect);
  await page.evaluate(() => {
    window.vitrine!.track("print_order", { size: "A3", copies: 2, framed: true });
    window.vitrine!.track("purchase", { value: 120, currency: "EUR" });
  });
  await page.clock.runFor(flushDelayMs);
  await expect.poll(() => collect.events().length).toBe(3);
  const [, order, purchase] = collect.events();
  expect(order).toMatchObject({ name: "print_order", params: { size: "A3", copies: 2, framed: true, page_location: `${baseURL}/albums/abstract` } });
  expect(order!.params).not.toHaveProperty("conversion");
  expect(purchase).toMatchObject({ name: "purchase", params: { value: 120, currency: "EUR", conversion: true } });
});
