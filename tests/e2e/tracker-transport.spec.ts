import type { Page } from "@playwright/test";
import { defaultCollectorPath } from "../../app/lib/core/analytics-endpoint";
import { expect, flushDelayMs, markerName, markerSent, openTracked, sentEverything, trackMarker } from "./collect";
import { gotoHydrated } from "./helpers";
import { test } from "./recording-proxy";
import { stoppedClock } from "./clock";

/** Tracks `count` events named `name` in the page, each with `params`. */
const trackMany = (page: Page, name: string, count: number, params: Record<string, string | number> = {}) =>
  page.evaluate(
    ({ name, count, params }) => {
      for (let i = 0; i < count; i++) window.vitrine!.track(name, { ...params, n: i });
    },
    { name, count, params },
  );

test("21 events make two requests: 20 at once, the last one after the short wait", async ({ page, collect }) => {
  // The clock stands still: the page's time moves only by the test's runFor, to the millisecond.
  await stoppedClock(page);
  await openTracked(page, "/albums/abstract", collect);
  await trackMany(page, "batch_test", 21);
  // Twenty go at once, with no time passed on the page's clock.
  await expect.poll(() => collect.events("batch_test").length).toBe(20);
  // The 21st waits 1000 ms: still queued at 999 ms, so a marker tracked then joins it, and at 1000 ms both go.
  await page.clock.runFor(flushDelayMs - 1);
  const marker = await trackMarker(page);
  await page.clock.runFor(1);
  await markerSent(collect, marker);
  const batches = collect.requests.slice(1).map((request) => request.events.map((event) => (event.name === markerName ? "marker" : event.params.n)));
  expect(batches).toEqual([Array.from({ length: 20 }, (_, i) => i), [20, "marker"]]);
});

test("batches stay within 16384 bytes; one event too large alone is dropped with EVENT_TOO_LARGE, the rest is sent", async ({ page, collect }) => {
  const debug: string[] = [];
  page.on("console", (message) => {
    if (message.type() === "debug") debug.push(message.text());
  });
  await stoppedClock(page);
  await openTracked(page, "/albums/abstract", collect);
  // About 7 KB each: two fit in a batch, the third needs another.
  const text = "x".repeat(500);
  const sevenKb = Object.fromEntries(Array.from({ length: 14 }, (_, i) => [`part_${i}`, text]));
  await trackMany(page, "medium", 3, sevenKb);
  await page.clock.runFor(flushDelayMs);
  await expect.poll(() => collect.events("medium").length).toBe(3);
  expect(collect.requests.slice(1).map((request) => request.events.length)).toEqual([2, 1]);
  expect(collect.requests.every((request) => request.bytes <= 16384)).toBe(true);

  // 25 values of 500 three-byte characters: about 38 KB, more than a batch can carry.
  await page.evaluate(() => {
    const huge = Object.fromEntries(Array.from({ length: 23 }, (_, i) => [`part_${i}`, "漢".repeat(500)]));
    window.vitrine!.track("before_huge");
    window.vitrine!.track("huge", huge);
    window.vitrine!.track("after_huge");
  });
  await sentEverything(page, collect);
  expect(collect.events("before_huge")).toHaveLength(1);
  expect(collect.events("after_huge")).toHaveLength(1);
  expect(collect.events("huge")).toHaveLength(0);
  // The console message was logged before the batch after it went out; its report may trail the request's.
  await expect.poll(() => debug.filter((line) => line.includes("EVENT_TOO_LARGE")).length).toBe(1);
});

test("a send the collector cannot take yet (503) is retried with the same events, in order", async ({ page, collect }) => {
  await page.goto("/albums/abstract");
  await expect.poll(() => collect.events("page_view").length).toBe(1);
  let failures = 0;
  // Refused once (the request reaches no server); later sends pass through to it.
  await page.route(`**${defaultCollectorPath}`, (route) => (failures++ === 0 ? route.fulfill({ status: 503 }) : route.continue()));
  await trackMany(page, "retry_test", 3);
  await expect.poll(() => collect.requests.length).toBe(3);
  const attempts = collect.requests.slice(1).map((request) => request.events.map((event) => event.params.n));
  expect(attempts).toEqual([
    [0, 1, 2],
    [0, 1, 2],
  ]);
  expect(failures).toBe(2);
});

test("a collector a content blocker refuses is tried once: the page sends nothing more, even as it goes, and the console stays quiet", async ({ page }) => {
  const attempts: string[] = [];
  const errors: string[] = [];
  const debug: string[] = [];
  page.on("console", (message) => (message.type() === "error" ? errors : message.type() === "debug" ? debug : []).push(message.text()));
  await page.route(`**${defaultCollectorPath}**`, (route) => {
    attempts.push(route.request().method());
    return route.abort("blockedbyclient");
  });
  await stoppedClock(page);
  await gotoHydrated(page, "/albums/abstract");
  // The first page view goes after the short wait, and is refused.
  await page.clock.runFor(flushDelayMs);
  await expect.poll(() => debug).toContainEqual(expect.stringContaining("vitrine analytics: UNREACHABLE"));
  // A full batch, the short wait, ten minutes of any back-off, and the page being hidden: nothing is tried.
  await trackMany(page, "after_block", 25);
  await page.clock.runFor(10 * 60_000);
  await page.evaluate(() => window.dispatchEvent(new Event("pagehide")));
  const barrier = page.waitForRequest((request) => request.url().endsWith("/favicon.svg?barrier"));
  await page.evaluate(() => fetch("/favicon.svg?barrier"));
  await barrier;
  expect(attempts).toEqual(["POST"]);
  expect(errors.length).toBeLessThanOrEqual(1);
});

test("closing the tab delivers what is queued, with a page view still in its grouping window", async ({ page, recordingProxy: proxy }) => {
  // The clock stands still: neither the grouping window nor the short wait can end before the tab closes.
  await stoppedClock(page);
  await openTracked(page, `${proxy.origin}/albums/abstract`, proxy);
  await page.evaluate(() => {
    history.pushState(null, "", "/albums/abstract?closing=1");
    window.vitrine!.track("last_words", { said: "goodbye" });
  });
  await page.close({ runBeforeUnload: true });
  await expect.poll(() => proxy.events("last_words").length).toBe(1);
  const last = proxy.requests.at(-1)!;
  // A beacon: a POST whose body the browser labels as text.
  expect(last).toMatchObject({ method: "POST", contentType: "text/plain;charset=UTF-8" });
  expect(last.events.map((event) => [event.name, event.params.page_location])).toEqual([
    ["page_view", `${proxy.origin}/albums/abstract?closing=1`],
    ["last_words", `${proxy.origin}/albums/abstract?closing=1`],
  ]);
  expect(proxy.problems).toEqual([]);
});

test("when the beacon is refused, a GET carries a small batch and a keepalive POST a large one", async ({ page, recordingProxy: proxy }) => {
  await page.addInitScript(() => {
    navigator.sendBeacon = () => false;
  });
  // The clock stands still (in every page loaded): the short wait cannot send an event before its page goes.
  await stoppedClock(page);
  await openTracked(page, `${proxy.origin}/albums/abstract`, proxy);
  await page.evaluate(() => {
    window.vitrine!.track("small_one");
    location.assign("/albums/cityscapes");
  });
  await expect.poll(() => proxy.events("small_one").length).toBe(1);
  expect(proxy.requests.find((request) => request.events.some((event) => event.name === "small_one"))!.method).toBe("GET");

  // The next page loaded and hydrated (its tracker started): its page view goes once the clock runs.
  await page.waitForURL(/\/albums\/cityscapes$/);
  await page.locator("html[data-hydrated]").waitFor({ state: "attached" });
  await page.clock.runFor(flushDelayMs);
  await expect.poll(() => proxy.events("page_view").length).toBe(2);
  // Too long for a URL of 2048 characters.
  await page.evaluate(() => {
    window.vitrine!.track("large_one", { text: "y".repeat(500), more: "z".repeat(500), again: "w".repeat(500), last: "v".repeat(500) });
    location.assign("/albums/abstract");
  });
  await expect.poll(() => proxy.events("large_one").length).toBe(1);
  expect(proxy.requests.find((request) => request.events.some((event) => event.name === "large_one"))!.method).toBe("POST");
  // The test ends on a page that has loaded, not halfway through leaving one.
  await page.waitForURL(/\/albums\/abstract$/);
  await page.locator("html[data-hydrated]").waitFor({ state: "attached" });
  expect(proxy.problems).toEqual([]);
});
