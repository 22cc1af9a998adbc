import { readFileSync } from "node:fs";
import path from "node:path";
import { FiltersEngine, Request } from "@ghostery/adblocker";
import { defaultCollectorPath, legacyCollectorPath } from "../../app/lib/core/analytics-endpoint";
import { expect, openTracked } from "./collect";
import { test } from "./recording-proxy";
import { stoppedClock } from "./clock";

// The lists most visitors' content blockers use (uBlock Origin's defaults; EasyPrivacy is also
// Brave's, AdGuard's and AdBlock Plus's), as Debian's uBlock Origin package ships them: unpacked into
// .cache/blocklists by tests/system-deps.mjs (docs/analytics.md says how to refresh them).
const assets = ".cache/blocklists/usr/share/chromium/extensions/ublock-origin/assets";
const lists = [
  "thirdparties/easylist/easyprivacy.txt",
  "thirdparties/easylist/easylist.txt",
  "ublock/filters.min.txt",
  "ublock/privacy.min.txt",
  "ublock/quick-fixes.min.txt",
  "ublock/unbreak.min.txt",
];
let engine: FiltersEngine;

test.beforeAll(() => {
  engine = FiltersEngine.parse(lists.map((list) => readFileSync(path.join(assets, list), "utf8")).join("\n"), { loadCosmeticFilters: false, debug: true });
});

/** The engine's type for what Playwright says a request is. */
const engineType = (resourceType: string) => ({ document: "main_frame", fetch: "xmlhttprequest", xhr: "xmlhttprequest" })[resourceType] ?? resourceType;

/** The list line that blocks `url` asked for by the page at `page` as `type`, if any. */
function blockedBy(url: string, page: string, type: string): string | undefined {
  const { match, filter } = engine.match(Request.fromRawDetails({ url, sourceUrl: page, type: type as "xmlhttprequest" }));
  return match ? (filter?.rawLine ?? "a filter") : undefined;
}

test("the lists block the collector's address before (/api/collect), by fetch and by beacon: the check itself works", () => {
  const page = "http://127.0.0.1:3210/albums/abstract";
  for (const type of ["xmlhttprequest", "ping"])
    expect(blockedBy(`http://127.0.0.1:3210${legacyCollectorPath}`, page, type), type).toBe("/api/collect|$ping,xmlhttprequest");
});

test("no request a page makes is blocked, its analytics by fetch and by beacon included", async ({ page, recordingProxy: proxy }) => {
  const requests: { url: string; type: string }[] = [];
  page.on("request", (request) => requests.push({ url: request.url(), type: engineType(request.resourceType()) }));
  await stoppedClock(page);
  const album = `${proxy.origin}/albums/abstract`;
  // A page view by fetch, the viewer's code and pictures, a search; then the page goes, by beacon.
  await openTracked(page, album, proxy);
  await page.locator(".grid-item").first().click();
  await expect(page.locator(".viewer-root")).toHaveAttribute("data-slide", "loaded");
  await page.evaluate(() => window.vitrine!.track("last_words"));
  await page.close({ runBeforeUnload: true });
  await expect.poll(() => proxy.events("last_words").length).toBe(1);

  const analytics = proxy.seen.filter((request) => new URL(request.path, album).pathname === defaultCollectorPath);
  expect(analytics.map((request) => request.contentType)).toEqual(expect.arrayContaining(["application/json", "text/plain;charset=UTF-8"]));
  const checked = [
    ...requests.map(({ url, type }) => ({ url, type })),
    // The collector's, whatever the browser called them (the beacon of a page going is reported by no page).
    ...analytics.flatMap((request) => ["xmlhttprequest", "ping"].map((type) => ({ url: new URL(request.path, album).href, type }))),
  ];
  expect(checked.length).toBeGreaterThan(10);
  expect(checked.flatMap(({ url, type }) => blockedBy(url, album, type) ?? [])).toEqual([]);
});
