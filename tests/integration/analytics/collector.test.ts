import { readFile } from "node:fs/promises";
import path from "node:path";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { createCollector } from "../../../app/lib/analytics/collector.server";
import { eventSteps } from "../../../app/lib/analytics/pipeline.server";
import { requestSteps, type CollectRequest } from "../../../app/lib/analytics/request-steps.server";
import { loadCountryTable } from "../../../app/lib/analytics/geo/country-table.server";
import { SqliteStore } from "../../../app/lib/analytics/store/sqlite/sqlite-store.server";
import { visitorId } from "../../../app/lib/analytics/visitor-id.server";
import { tempDir } from "../../helpers/fixtures";
import { chrome, post, received } from "./collect-request";

const iphone = "Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1";
const secret = "contract-test-secret-of-at-least-32-chars";
const monday = Date.UTC(2026, 10, 23, 10);

let file: string;
let store: SqliteStore;
let clock: number;
const budget = { dailyEventBudget: 1_000_000, storedToday: 0 };
/** A collector without a country table: the country steps' own test gives it the real one. */
const noCountries = () => null;
const collectorWith = (respectDoNotTrack = false) =>
  createCollector(store, { secret, site: "example.org", respectDoNotTrack, countryOf: noCountries }, budget, () => clock);

const pageView = (extra: Record<string, string | number | boolean> = {}) => ({
  name: "page_view",
  params: { page_location: "https://example.org/albums/coastlines?x=1", page_referrer: "https://www.google.com/", ...extra },
  ts: clock - 500,
});

const get = (url: string, headers: Record<string, string> = {}) => received("GET", url, undefined, headers);

/** The first line of one of the country table's CSV files, as the installed package has it. */
async function firstRow(name: string): Promise<string> {
  const text = await readFile(path.join("node_modules", "@ip-location-db", "geo-whois-asn-country", name), "utf8");
  return text.slice(0, text.indexOf("\n")).trim();
}

async function rows() {
  const reader = new SqliteStore(file);
  const all = await reader.breakdown({ range: { from: 0, to: Number.MAX_SAFE_INTEGER }, dimension: "name", limit: 100 });
  await reader.close();
  return all;
}

beforeEach(async () => {
  file = path.join(await tempDir(), "analytics.sqlite");
  store = new SqliteStore(file);
  await store.migrate();
  clock = monday;
});
afterEach(async () => store.close());

describe("the collector's stages", () => {
  it("are named steps: the request's around the pipeline, and repeats then the day's budget as the last event steps", () => {
    expect(requestSteps.map((step) => step.name)).toEqual(["rate_limit", "parse_batch", "pipeline", "store"]);
    expect(eventSteps.slice(-2).map((step) => step.name)).toEqual(["deduplicate", "daily_budget"]);
  });
});

describe("accepting a batch", () => {
  it("stores each event with path, source, browser, OS, device and a visitor id, and answers 204", async () => {
    const collector = collectorWith();
    const response = await collector.collect(
      await post({ events: [pageView(), { name: "scroll", params: { page_location: "https://example.org/", percent_scrolled: 90 } }] }),
      "198.51.100.23",
    );
    expect(response.status).toBe(204);
    expect(await store.count()).toBe(2);
    const range = { from: 0, to: monday + 1 };
    expect(await store.breakdown({ range, dimension: "page", names: ["page_view"], limit: 5 })).toEqual([
      { value: "/albums/coastlines", visitors: 1, events: 1 },
    ]);
    expect(await store.breakdown({ range, dimension: "source", limit: 5 })).toEqual([{ value: "Google", visitors: 1, events: 1 }]);
    for (const [dimension, value] of [
      ["browser", "Chrome"],
      ["os", "Linux"],
      ["device", "desktop"],
    ] as const) {
      expect((await store.breakdown({ range, dimension, limit: 5 }))[0]?.value).toBe(value);
    }
    expect(collector.stats.accepted).toBe(2);
  });

  it("takes the tracker's GET fallback, and the sendBeacon text/plain body", async () => {
    const collector = collectorWith();
    const query = encodeURIComponent(JSON.stringify({ events: [pageView()] }));
    expect((await collector.collect(await get(`/api/collect?events=${query}`, { "user-agent": chrome }), "198.51.100.23")).status).toBe(204);
    expect((await collector.collect(await post({ events: [pageView()] }, { "content-type": "text/plain;charset=UTF-8" }), "198.51.100.23")).status).toBe(204);
    expect(await store.count()).toBe(2);
  });

  it("marks purchase as a conversion, and only purchase", async () => {
    const purchase = { name: "purchase", params: { page_location: "https://example.org/shop", value: 12.5, currency: "EUR" } };
    const signup = { name: "signup", params: { page_location: "https://example.org/" } };
    await collectorWith().collect(await post({ events: [purchase, signup] }), "198.51.100.23");
    expect(await store.breakdown({ range: { from: 0, to: monday + 1 }, dimension: "name", conversionsOnly: true, limit: 5 })).toEqual([
      { value: "purchase", visitors: 1, events: 1 },
    ]);
  });

  it("a move within the site is no acquisition source; no referrer is Direct", async () => {
    await collectorWith().collect(
      await post({ events: [pageView({ page_referrer: "https://example.org/" }), pageView({ page_referrer: "" })] }),
      "198.51.100.23",
    );
    expect(await store.breakdown({ range: { from: 0, to: monday + 1 }, dimension: "source", limit: 5 })).toEqual([{ value: "Direct", visitors: 1, events: 1 }]);
  });

  it("files photo events by item, gallery and engaged time; a forged item id or time is not taken as one", async () => {
    const photo = (params: Record<string, string | number>) => ({
      name: "photo_view",
      params: { page_location: "https://example.org/albums/coastlines", item_title: "Pier", ...params },
    });
    await collectorWith().collect(
      await post({
        events: [
          photo({ item_id: "0123456789ab", gallery: "coastlines", engagement_time_msec: 2400 }),
          photo({ item_id: "0123456789ab", gallery: "coastlines", engagement_time_msec: 9e12 }),
          photo({ item_id: "../../etc/passwd", gallery: "coastlines", engagement_time_msec: -5 }),
        ],
      }),
      "198.51.100.23",
    );
    expect(await store.count()).toBe(3);
    const [row, ...others] = await store.topPhotos({ range: { from: 0, to: monday + 1 }, sort: "views", limit: 5 });
    expect(others).toEqual([]);
    // 2,400 ms and a forged 9e12 cut to one day: (2,400 + 86,400,000) / 2.
    expect(row).toEqual({
      itemId: "0123456789ab",
      title: "Pier",
      gallery: "coastlines",
      views: 2,
      visitors: 1,
      avgDwellMs: 43_201_200,
      shares: 0,
      downloads: 0,
    });
  });

  it("an event stamped far from the server's clock gets the time it arrived", async () => {
    await collectorWith().collect(await post({ events: [{ ...pageView(), ts: 1 }] }), "198.51.100.23");
    expect(await store.totals({ from: monday, to: monday + 1 })).toMatchObject({ events: 1 });
  });
});

describe("events sent more than once", () => {
  it("an event sent twice with its id (a fetch answered as the page left, then its beacon) is stored once", async () => {
    const collector = collectorWith();
    const view = { ...pageView(), id: "abc123def456" };
    expect((await collector.collect(await post({ events: [view] }), "198.51.100.23")).status).toBe(204);
    expect((await collector.collect(await post({ events: [view, { ...pageView(), id: "other0000001" }] }), "198.51.100.23")).status).toBe(204);
    expect(await store.count()).toBe(2);
    expect(collector.stats.dropped).toEqual({ duplicate: 1 });
  });

  it("an event whose insert failed is no repeat: the tracker's retry is stored", async () => {
    let failures = 1;
    const flaky = Object.assign(Object.create(store) as SqliteStore, {
      insert: (rows: Parameters<SqliteStore["insert"]>[0]) => (failures-- > 0 ? Promise.reject(new Error("disk full")) : store.insert(rows)),
    });
    const collector = createCollector(flaky, { secret, site: "example.org", respectDoNotTrack: false, countryOf: noCountries }, budget, () => clock);
    const logged = vi.spyOn(console, "error").mockImplementation(() => undefined);
    const batch = { events: [{ ...pageView(), id: "retried00001" }] };
    expect((await collector.collect(await post(batch), "198.51.100.23")).status).toBe(503);
    expect((await collector.collect(await post(batch), "198.51.100.23")).status).toBe(204);
    expect(await store.count()).toBe(1);
    logged.mockRestore();
  });
});

describe("dropping events, each step with its reason", () => {
  const cases: Array<[string, Record<string, string>, string, boolean?]> = [
    ["a crawler's user agent", { "user-agent": "Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)" }, "bot"],
    [
      "headless Chrome",
      { "user-agent": "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) HeadlessChrome/131.0.0.0 Safari/537.36" },
      "bot",
    ],
    ["no user agent", { "user-agent": "" }, "bot"],
    ["a prefetch", { "sec-purpose": "prefetch" }, "prefetch"],
    ["Do Not Track, when the owner honours it", { dnt: "1" }, "do_not_track", true],
    ["Global Privacy Control, when the owner honours it", { "sec-gpc": "1" }, "do_not_track", true],
  ];
  for (const [what, headers, reason, honour] of cases) {
    it(`${what} → dropped as ${reason}, 204, nothing stored`, async () => {
      const collector = collectorWith(honour ?? false);
      const response = await collector.collect(await post({ events: [pageView()] }, headers), "198.51.100.23");
      expect(response.status).toBe(204);
      expect(await store.count()).toBe(0);
      expect(collector.stats.dropped).toEqual({ [reason]: 1 });
    });
  }

  it("a page view referred by a referrer-spam site is dropped as referrer_spam; a real referrer's is kept", async () => {
    const collector = collectorWith();
    const spam = pageView({ page_referrer: "http://www.semalt.com/crawler.php?u=example.org" });
    await collector.collect(await post({ events: [spam, pageView()] }), "198.51.100.23");
    expect(await store.count()).toBe(1);
    expect(collector.stats.dropped).toEqual({ referrer_spam: 1 });
  });

  it("Do Not Track is stored as usual when the owner does not honour it", async () => {
    await collectorWith(false).collect(await post({ events: [pageView()] }, { dnt: "1", "sec-gpc": "1" }), "198.51.100.23");
    expect(await store.count()).toBe(1);
  });

  it("an event without an http(s) page_location is dropped; the rest of its batch is kept", async () => {
    const collector = collectorWith();
    const bad = { name: "page_view", params: { page_location: "javascript:alert(1)" } };
    await collector.collect(await post({ events: [bad, pageView()] }), "198.51.100.23");
    expect(await store.count()).toBe(1);
    expect(collector.stats.dropped).toEqual({ invalid_page_location: 1 });
  });
});

describe("events of another host's pages", () => {
  it("are dropped as foreign_host; the site's own host is kept whatever its port or scheme", async () => {
    const collector = collectorWith();
    const on = (page_location: string) => ({ name: "page_view", params: { page_location } });
    const own = ["https://example.org/a", "http://example.org:8080/b", "https://EXAMPLE.org/c"];
    const foreign = ["https://evil.example/", "https://example.org.evil.example/", "https://www.example.org/", "https://evil.example/?u=https://example.org/"];
    expect((await collector.collect(await post({ events: [...own, ...foreign].map(on) }), "198.51.100.23")).status).toBe(204);
    expect(await store.count()).toBe(own.length);
    expect(collector.stats.dropped).toEqual({ foreign_host: foreign.length });
  });

  it("are all there is to a request that names no host", async () => {
    const collector = collectorWith();
    const request = { ...(await post({ events: [pageView()] })), pageHost: undefined };
    expect((await collector.collect(request, "198.51.100.23")).status).toBe(204);
    expect(await store.count()).toBe(0);
    expect(collector.stats.dropped).toEqual({ foreign_host: 1 });
  });
});

describe("numbers out of range", () => {
  const cases: Array<[string, Record<string, string | number>]> = [
    ["scroll", { percent_scrolled: 1e21 }],
    ["scroll", { percent_scrolled: -1 }],
    ["scroll", { percent_scrolled: 100.5 }],
    ["video_progress", { video_percent: 150 }],
    ["video_start", { video_current_time: -3 }],
    ["video_start", { video_duration: 1e21 }],
    ["photo_view", { item_index: 0 }],
    ["viewer_close", { slides_seen: -1 }],
    ["purchase", { value: -5, currency: "EUR" }],
    ["purchase", { value: 1e15, currency: "EUR" }],
    ["purchase", { price: 1e21 }],
    ["purchase", { tax: -1 }],
    ["purchase", { shipping: 2e7 }],
  ];
  for (const [name, params] of cases) {
    it(`${name} with ${JSON.stringify(params)} is dropped as out_of_range`, async () => {
      const collector = collectorWith();
      await collector.collect(await post({ events: [{ name, params: { page_location: "https://example.org/", ...params } }, pageView()] }), "198.51.100.23");
      expect(await store.count()).toBe(1);
      expect(collector.stats.dropped).toEqual({ out_of_range: 1 });
    });
  }

  it("the ends of each range are kept, and engaged time is cut to a day as before", async () => {
    const collector = collectorWith();
    const kept = [
      { name: "scroll", params: { page_location: "https://example.org/", percent_scrolled: 0 } },
      { name: "scroll", params: { page_location: "https://example.org/", percent_scrolled: 100 } },
      { name: "video_complete", params: { page_location: "https://example.org/", video_percent: 100, video_current_time: 0 } },
      { name: "photo_view", params: { page_location: "https://example.org/", item_index: 1, engagement_time_msec: 1e21 } },
      { name: "purchase", params: { page_location: "https://example.org/", value: 0, price: 10_000_000, currency: "JPY" } },
      // A text where a number is expected is no number out of range: it stays in the parameters, no column.
      { name: "scroll", params: { page_location: "https://example.org/", percent_scrolled: "1e21" } },
    ];
    await collector.collect(await post({ events: kept }), "198.51.100.23");
    expect(await store.count()).toBe(kept.length);
    expect(collector.stats.dropped).toEqual({});
  });
});

describe("limits", () => {
  const batch = (n: number) => ({ events: Array.from({ length: 20 }, (_, i) => ({ ...pageView(), id: `b${n}e${i}xx` })) });

  it("one address past 400 events at once gets 429 with the seconds to wait, nothing of it stored; another address is let in", async () => {
    const collector = collectorWith();
    for (let n = 0; n < 20; n++) expect((await collector.collect(await post(batch(n)), "198.51.100.23")).status).toBe(204);
    // The same /24 is the same client: the address is anonymised before it is counted.
    expect(await collector.collect(await post(batch(20)), "198.51.100.99")).toEqual({ status: 429, code: "ANALYTICS_RATE_LIMITED", retryAfter: 1 });
    expect(await store.count()).toBe(400);
    expect((await collector.collect(await post(batch(21)), "198.51.101.23")).status).toBe(204);
    // A second refills 20 events: a batch a second goes on being taken.
    clock += 1_000;
    expect((await collector.collect(await post(batch(22)), "198.51.100.23")).status).toBe(204);
    expect(await store.count()).toBe(440);
    expect(collector.stats.rejected).toEqual({ ANALYTICS_RATE_LIMITED: 1 });
  });

  it("a request refused as malformed counts too: a flood of garbage is limited like one of events", async () => {
    const collector = collectorWith();
    for (let n = 0; n < 400; n++) expect((await collector.collect(await post("{not json"), "203.0.113.9")).status).toBe(400);
    expect((await collector.collect(await post({ events: [pageView()] }), "203.0.113.9")).status).toBe(429);
  });

  it("a crowd of 2,000 addresses, each sending what a visitor does, is never limited", async () => {
    const collector = collectorWith();
    for (let n = 0; n < 2_000; n++) {
      const address = `10.${n & 255}.${n >> 8}.1`;
      expect((await collector.collect(await post(batch(n)), address)).status).toBe(204);
    }
    expect(await store.count()).toBe(40_000);
  });

  it("past the day's budget events are dropped as over_budget (204: nothing to retry), said once in the log; the next UTC day starts over", async () => {
    const warned = vi.spyOn(console, "warn").mockImplementation(() => undefined);
    const collector = createCollector(
      store,
      { secret, site: "example.org", respectDoNotTrack: false, countryOf: noCountries },
      { dailyEventBudget: 50, storedToday: 10 },
      () => clock,
    );
    for (let n = 0; n < 4; n++) expect((await collector.collect(await post(batch(n)), `10.0.${n}.1`)).status).toBe(204);
    expect(await store.count()).toBe(40);
    expect(collector.stats.dropped).toEqual({ over_budget: 40 });
    expect(warned.mock.calls).toEqual([[expect.stringMatching(/^\[ANALYTICS_BUDGET_REACHED\] analytics: 50 events stored on 2026-11-23 \(UTC\)/)]]);
    clock = Date.UTC(2026, 10, 24, 0, 0, 1);
    expect((await collector.collect(await post(batch(9)), "10.0.9.1")).status).toBe(204);
    expect(await store.count()).toBe(60);
    expect(warned).toHaveBeenCalledTimes(1);
    warned.mockRestore();
  });
});

describe("rejecting payloads, nothing stored", () => {
  const big = "x".repeat(900);
  const cases: Array<[string, () => Promise<CollectRequest>, number, string]> = [
    ["a body over 16384 bytes", () => post({ events: Array.from({ length: 19 }, () => pageView({ note: big })) }), 413, "EVENT_TOO_LARGE"],
    ["21 events", () => post({ events: Array.from({ length: 21 }, () => pageView()) }), 413, "EVENT_TOO_LARGE"],
    ["a GET fallback over 2048 characters", () => get(`/api/collect?events=${"x".repeat(2100)}`), 413, "EVENT_TOO_LARGE"],
    ["not JSON", () => post("{events: nope"), 400, "MALFORMED_PAYLOAD"],
    ["an empty body", () => post(""), 400, "MALFORMED_PAYLOAD"],
    ["no events", () => post({ events: [] }), 400, "MALFORMED_PAYLOAD"],
    ["an event name with capitals and spaces", () => post({ events: [{ name: "Page View", params: {} }] }), 400, "MALFORMED_PAYLOAD"],
    ["a nested parameter value", () => post({ events: [{ name: "x", params: { a: { b: 1 } } }] }), 400, "MALFORMED_PAYLOAD"],
    [
      "26 parameters",
      () => post({ events: [{ name: "x", params: Object.fromEntries(Array.from({ length: 26 }, (_, i) => [`p${i}`, i])) }] }),
      400,
      "MALFORMED_PAYLOAD",
    ],
    ["an unknown top-level field", () => post({ events: [pageView()], extra: 1 }), 400, "MALFORMED_PAYLOAD"],
    ["a GET without events", () => get("/api/collect"), 400, "MALFORMED_PAYLOAD"],
  ];
  for (const [what, request, status, code] of cases) {
    it(`${what} → ${status} ${code}`, async () => {
      const answer = await collectorWith().collect(await request(), "198.51.100.23");
      expect(answer).toEqual({ status, code });
      expect(await store.count()).toBe(0);
    });
  }

  it("a store that cannot write answers 503 (the tracker retries), never 500, and logs it with its code", async () => {
    const collector = collectorWith();
    await store.close();
    const logged = vi.spyOn(console, "error").mockImplementation(() => undefined);
    const response = await collector.collect(await post({ events: [pageView()] }), "198.51.100.23");
    expect(response).toEqual({ status: 503, code: "ANALYTICS_UNAVAILABLE" });
    expect(logged).toHaveBeenCalledWith(expect.stringMatching(/^\[ANALYTICS_UNAVAILABLE\] analytics: could not store 1 events: /));
    logged.mockRestore();
  });
});

describe("privacy", () => {
  it("the visitor id is the same across requests on one day, and different the next day", async () => {
    const collector = collectorWith();
    await collector.collect(await post({ events: [pageView()] }), "198.51.100.23");
    clock = monday + 3 * 3600_000;
    // Same /24 network: the anonymised address, and so the visitor, is the same.
    await collector.collect(await post({ events: [{ ...pageView(), ts: clock }] }), "198.51.100.99");
    clock = monday + 86_400_000;
    await collector.collect(await post({ events: [{ ...pageView(), ts: clock }] }), "198.51.100.23");
    expect((await store.totals({ from: monday, to: monday + 86_400_000 })).visitors).toBe(1);
    expect((await store.totals({ from: monday, to: monday + 2 * 86_400_000 })).visitors).toBe(2);
    // A different browser on the same network is a different visitor.
    await collector.collect(await post({ events: [{ ...pageView(), ts: clock }] }, { "user-agent": iphone }), "198.51.100.23");
    expect((await store.totals({ from: monday + 86_400_000, to: monday + 2 * 86_400_000 })).visitors).toBe(2);
  });

  it("the visitor id is derived from the anonymised address, and the full address is nowhere in the database", async () => {
    const collector = collectorWith();
    for (const ip of ["203.0.113.77", "2001:db8:85a3:1234:5678:8a2e:370:7334", "::ffff:192.0.2.201"]) {
      await collector.collect(await post({ events: [pageView()] }), ip);
    }
    const expected = visitorId({ secret, at: monday, site: "example.org", anonymisedIp: "203.0.113.0", userAgent: chrome });
    const visitors = await store.breakdown({ range: { from: 0, to: monday + 1 }, dimension: "name", limit: 5 });
    expect(visitors[0]).toMatchObject({ visitors: 3 });
    await store.close();
    const bytes = Buffer.concat(await Promise.all(["", "-wal"].map((suffix) => readFile(file + suffix).catch(() => Buffer.alloc(0))))).toString("latin1");
    for (const full of ["203.0.113.77", "2001:db8:85a3:1234", "5678:8a2e", "192.0.2.201"]) expect(bytes).not.toContain(full);
    expect(bytes).toContain(expected);
  });
});

describe("countries", () => {
  it("a page view is stored with its sender's country, read from the whole address before it is anonymised; nothing else of the address", async () => {
    const countries = await loadCountryTable();
    // A public address from the table itself, whatever its next release says: the first IPv4 range's start, in dotted form.
    const [start, , code] = (await firstRow("geo-whois-asn-country-ipv4-num.csv")).split(",");
    const n = Number(start) + 77;
    const address = [n >>> 24, (n >>> 16) & 255, (n >>> 8) & 255, n & 255].join(".");
    expect(countries.countryOf(address)).toBe(code);
    const collector = createCollector(
      store,
      { secret, site: "example.org", respectDoNotTrack: false, countryOf: (ip) => countries.countryOf(ip) },
      budget,
      () => clock,
    );
    await collector.collect(await post({ events: [pageView()] }), address);
    await collector.collect(await post({ events: [pageView()] }), "10.1.2.3");
    expect(await store.breakdown({ range: { from: 0, to: monday + 1 }, dimension: "country", names: ["page_view"], limit: 5 })).toEqual([
      { value: code, visitors: 1, events: 1 },
    ]);
    await store.close();
    const bytes = (await readFile(file)).toString("latin1") + (await readFile(`${file}-wal`).catch(() => Buffer.alloc(0))).toString("latin1");
    expect(bytes).not.toContain(address);
  });
});

describe("campaigns", () => {
  it("an arrival's utm parameters and channel are stored with its page view; a move within the site carries none", async () => {
    const collector = collectorWith();
    const arrival = pageView({
      page_location: "https://example.org/albums/coastlines?utm_source=newsletter&utm_medium=email&utm_campaign=spring-prints",
      page_referrer: "",
    });
    const move = pageView({
      page_location: "https://example.org/albums/other?utm_campaign=spring-prints",
      page_referrer: "https://example.org/albums/coastlines",
    });
    expect(await collector.collect(await post({ events: [arrival, move] }), "198.51.100.7")).toEqual({ status: 204 });
    const range = { from: 0, to: monday + 1 };
    expect(await store.breakdown({ range, dimension: "utm_campaign", names: ["page_view"], limit: 5 })).toEqual([
      { value: "spring-prints", visitors: 1, events: 1 },
    ]);
    expect(await store.breakdown({ range, dimension: "channel", names: ["page_view"], limit: 5 })).toEqual([{ value: "email", visitors: 1, events: 1 }]);
    expect(await store.breakdown({ range, dimension: "utm_source", names: ["page_view"], limit: 5 })).toEqual([
      { value: "newsletter", visitors: 1, events: 1 },
    ]);
  });
});

describe("share links", () => {
  const wedding = "Wd-link_0001";
  const grant = new Map([["wedding", wedding]]);
  const onWedding = (name: string, ts: number, params: Record<string, string | number> = {}) => ({
    name,
    params: { page_location: "https://example.org/albums/wedding", gallery: "wedding", item_id: "aaaaaaaaaaaa", ...params },
    ts,
  });

  it("a shared album's events carry the link's id from the server's map: counted in its receipt, not in the site's reports", async () => {
    const collector = collectorWith();
    const events = [
      pageView({ page_location: "https://example.org/albums/wedding/3", page_referrer: "" }),
      onWedding("photo_view", clock - 400, { engagement_time_msec: 1_500 }),
      onWedding("file_download", clock - 300, { file_name: "/original/aaaaaaaaaaaa" }),
      pageView({ page_location: "https://example.org/", page_referrer: "" }),
    ];
    expect(await collector.collect(await post({ events }, {}, grant), "198.51.100.23")).toEqual({ status: 204 });
    // Without the grant the same album's events are the site's, whatever they claim: a visitor cannot fill a receipt.
    const forged = pageView({ page_location: "https://example.org/albums/wedding", page_referrer: "", share: wedding });
    expect(await collector.collect(await post({ events: [forged] }), "203.0.113.9")).toEqual({ status: 204 });
    expect(await store.count()).toBe(5);
    const range = { from: 0, to: monday + 1 };
    expect(await store.breakdown({ range, dimension: "page", limit: 5 })).toEqual([
      { value: "/", visitors: 1, events: 1 },
      { value: "/albums/wedding", visitors: 1, events: 1 },
    ]);
    expect(await store.shareReceipts([wedding])).toEqual(
      new Map([[wedding, { firstOpenedAt: clock - 500, lastOpenedAt: clock - 300, visitors: 1, photosViewed: 1, downloads: 1 }]]),
    );
  });
});

describe("durability", () => {
  it("a request's events are committed before it is answered: another connection sees them at once", async () => {
    await collectorWith().collect(await post({ events: [pageView()] }), "198.51.100.23");
    expect(await rows()).toEqual([{ value: "page_view", visitors: 1, events: 1 }]);
  });
});
