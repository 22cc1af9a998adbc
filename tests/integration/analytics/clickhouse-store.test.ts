import { afterAll, beforeAll, expect, it, vi } from "vitest";
import { createCollector } from "../../../app/lib/analytics/collector.server";
import { loadCountryTable } from "../../../app/lib/analytics/geo/country-table.server";
import { ClickHouseStore } from "../../../app/lib/analytics/store/clickhouse/clickhouse-store.server";
import { clickHousePorts, startClickHouse, type ClickHouseServer } from "../../harness/clickhouse";
import { post } from "./collect-request";
import { analyticsStoreContract, storedEvent } from "./store-contract";

// The suite's server, and one that starts late: its address is known (free ports taken ahead) before it runs.
const latePorts = await clickHousePorts();
const latePort = latePorts.http;
let server: ClickHouseServer;
let database = "";
let databases = 0;

beforeAll(async () => {
  server = await startClickHouse();
}, 60_000);
afterAll(async () => server?.stop());

const open = (name: string, site = "contract.example") => new ClickHouseStore({ url: server.url, database: name, site, flushIntervalMs: 200 });

analyticsStoreContract("clickhouse", {
  open: async () => open((database = `contract_${++databases}`)),
  reopen: async () => open(database),
});

it("the collector's steps reach ClickHouse: a referrer-spam view dropped, a campaign's arrival kept with its country and channel, no address", async () => {
  const store = open("collected", "example.org");
  await store.migrate();
  const countries = await loadCountryTable();
  const address = "8.8.8.8";
  const now = Date.UTC(2026, 10, 23, 10);
  const collector = createCollector(
    store,
    { secret: "contract-test-secret-of-at-least-32-chars", site: "example.org", respectDoNotTrack: false, countryOf: (ip) => countries.countryOf(ip) },
    { dailyEventBudget: 1_000, storedToday: 0 },
    () => now,
  );
  const view = (page_location: string, page_referrer: string) => ({ name: "page_view", params: { page_location, page_referrer }, ts: now - 500 });
  await collector.collect(
    await post({
      events: [
        view("https://example.org/albums/coast?utm_source=newsletter&utm_medium=email&utm_campaign=spring", ""),
        view("https://example.org/", "http://www.semalt.com/crawler.php?u=example.org"),
      ],
    }),
    address,
  );
  expect(collector.stats.dropped).toEqual({ referrer_spam: 1 });
  const range = { from: 0, to: now + 60_000 };
  expect(await store.count()).toBe(1);
  const one = [{ value: expect.any(String), visitors: 1, events: 1 }];
  expect(await store.breakdown({ range, dimension: "country", limit: 5 })).toEqual([{ value: countries.countryOf(address), visitors: 1, events: 1 }]);
  expect(await store.breakdown({ range, dimension: "utm_campaign", limit: 5 })).toEqual([{ value: "spring", visitors: 1, events: 1 }]);
  expect(await store.breakdown({ range, dimension: "channel", limit: 5 })).toEqual([{ value: "email", visitors: 1, events: 1 }]);
  expect(await store.breakdown({ range, dimension: "page", limit: 5 })).toEqual(one);
  // Nothing of the whole address in any column.
  expect(JSON.stringify(await select("SELECT * FROM collected.events"))).not.toContain(address);
  await store.close();
});

it("hostile strings reach ClickHouse only as escaped literals", async () => {
  const store = open("hostile");
  await store.migrate();
  const hostile = ["x' OR 1=1 --", "\\' ; DROP TABLE hostile.events; --", "\\", "'", "a\0b", "}{{injected:String}}"];
  await store.insert(hostile.map((name, i) => storedEvent({ name: "click", linkUrl: name, visitor: `v${i}` })));
  const range = { from: 0, to: Date.UTC(2030, 0, 1) };
  const rows = await store.breakdown({ range, dimension: "link_url", names: ["click"], limit: 50 });
  expect(rows.map((row) => row.value).sort()).toEqual([...hostile].sort());
  expect(await store.breakdown({ range, dimension: "name", names: hostile, limit: 50 })).toEqual([]);
  expect(await store.count()).toBe(hostile.length);
  await store.close();
});

it("sites sharing one database see only their own events", async () => {
  const first = open("shared", "one.example");
  const second = open("shared", "two.example");
  await first.migrate();
  await first.insert([storedEvent(), storedEvent({ visitor: "b" })]);
  await second.insert([storedEvent()]);
  expect(await first.count()).toBe(2);
  expect(await second.count()).toBe(1);
  await Promise.all([first.close(), second.close()]);
});

it("a graceful close writes what is buffered; nothing is lost", async () => {
  const store = new ClickHouseStore({ url: server.url, database: "buffered", site: "s", flushIntervalMs: 60_000, maxBufferedRows: 1_000_000 });
  await store.migrate();
  await store.insert(Array.from({ length: 2_500 }, (_, i) => storedEvent({ visitor: `v${i % 10}` })));
  await store.close();
  const reader = new ClickHouseStore({ url: server.url, database: "buffered", site: "s" });
  expect(await reader.count()).toBe(2_500);
  await reader.close();
});

it("a table made before the photo columns gets them on migrate, its events kept", async () => {
  const store = open("upgraded");
  await store.migrate();
  await store.insert([storedEvent()]);
  await store.close();
  const drop = ["item_id", "gallery", "engagement_ms"].map((column) => `DROP COLUMN ${column}`).join(", ");
  await fetch(server.url, { method: "POST", body: `ALTER TABLE upgraded.events ${drop}` }).then((response) => expect(response.status).toBe(200));
  const upgraded = open("upgraded");
  await upgraded.migrate();
  await upgraded.insert([storedEvent({ name: "photo_view", itemId: "aaaaaaaaaaaa", visitor: "b", params: JSON.stringify({ item_title: "Pier" }) })]);
  expect(await upgraded.count()).toBe(2);
  expect(await upgraded.topPhotos({ range: { from: 0, to: Date.UTC(2030, 0, 1) }, sort: "views", limit: 5 })).toMatchObject([
    { itemId: "aaaaaaaaaaaa", title: "Pier", views: 1 },
  ]);
  await upgraded.close();
});

it("a table made before share links gets the share column on migrate, its events kept and public", async () => {
  const store = open("before_shares");
  await store.migrate();
  await store.insert([
    storedEvent(),
    storedEvent({ visitor: "b", name: "photo_view", itemId: "aaaaaaaaaaaa", params: JSON.stringify({ item_title: "Pier" }) }),
  ]);
  await store.close();
  await fetch(server.url, { method: "POST", body: "ALTER TABLE before_shares.events DROP COLUMN share" }).then((response) => expect(response.status).toBe(200));
  const upgraded = open("before_shares");
  await upgraded.migrate();
  await upgraded.insert([storedEvent({ visitor: "f", share: "Wd-link_0001" })]);
  const range = { from: 0, to: Date.UTC(2030, 0, 1) };
  expect(await upgraded.count()).toBe(3);
  expect(await upgraded.totals(range)).toEqual({ visitors: 2, pageViews: 1, events: 2 });
  expect(await upgraded.topPhotos({ range, sort: "views", limit: 5 })).toMatchObject([{ itemId: "aaaaaaaaaaaa", views: 1 }]);
  expect([...(await upgraded.shareReceipts(["Wd-link_0001"])).keys()]).toEqual(["Wd-link_0001"]);
  await upgraded.close();
});

it("days rolled up while a photo's album could be a facet's pages are made again on migrate", async () => {
  const day = 86_400_000;
  const start = Date.UTC(2026, 10, 2);
  const store = open("facet_albums");
  await store.migrate();
  const viewOf = (ts: number, visitor: string, gallery: string) =>
    storedEvent({ ts, name: "photo_view", visitor, itemId: "aaaaaaaaaaaa", gallery, params: JSON.stringify({ item_title: "Pier" }) });
  await store.insert([viewOf(start + 1_000, "a", "coast"), viewOf(start + 2_000, "b", "tags")]);
  await store.close();
  // As the release before left it: its table of days made, the day in it, and "tags" (after "coast") the day's album.
  for (const query of [
    "DROP TABLE facet_albums.rollup_days_done_v2",
    "CREATE TABLE facet_albums.rollup_days_done (site String, day UInt32, rolled_at UInt64) ENGINE = ReplacingMergeTree(rolled_at) ORDER BY (site, day)",
    `INSERT INTO facet_albums.rollup_days_done VALUES ('contract.example', ${start / day}, 1)`,
    `INSERT INTO facet_albums.photo_days VALUES ('contract.example', ${start / day}, 'aaaaaaaaaaaa', 'tags', 2, 2, 0, 0, 0, 0, 1)`,
  ]) {
    await fetch(server.url, { method: "POST", body: query }).then((response) => expect(response.status).toBe(200));
  }
  const upgraded = open("facet_albums");
  await upgraded.migrate();
  const stats = await upgraded.galleryStats({ from: start, to: start + day });
  expect(stats.map(({ gallery, topPhoto }) => ({ gallery, topPhoto }))).toEqual([
    { gallery: "coast", topPhoto: { itemId: "aaaaaaaaaaaa", title: "Pier", views: 2 } },
    { gallery: "tags", topPhoto: undefined },
  ]);
  expect(await select("SELECT name FROM system.tables WHERE database = 'facet_albums' AND name LIKE '%done%'")).toEqual([{ name: "rollup_days_done_v2" }]);
  await upgraded.close();
});

/** Rows of a table, by a query sent as ClickHouse's HTTP interface takes it. */
async function select(query: string): Promise<Record<string, unknown>[]> {
  const text = await (await fetch(server.url, { method: "POST", body: `${query} FORMAT JSONEachRow` })).text();
  return text.trim()
    ? text
        .trim()
        .split("\n")
        .map((line) => JSON.parse(line) as Record<string, unknown>)
    : [];
}

it("percent_scrolled 1e21 is written as no exponent ClickHouse refuses: the row is stored, the number left out, and the rows after it go on", async () => {
  const store = open("exponent");
  await store.migrate();
  // JSON writes 1e21 as 1e+21, which ClickHouse refuses; 3e9 it would wrap silently into Int32 (-1294967296).
  await store.insert([
    storedEvent({ name: "scroll", percentScrolled: 1e21 }),
    storedEvent({ name: "video_progress", videoPercent: 3e9, visitor: "b" }),
    storedEvent({ visitor: "c" }),
  ]);
  await store.insert([storedEvent({ visitor: "d", searchTerm: "\ud800 beach" })]);
  expect(await store.count()).toBe(4);
  expect(await select("SELECT name, percent_scrolled, video_percent FROM exponent.events WHERE name != 'page_view' ORDER BY name")).toEqual([
    { name: "scroll", percent_scrolled: null, video_percent: null },
    { name: "video_progress", percent_scrolled: null, video_percent: null },
  ]);
  // A lone surrogate, whose escape ClickHouse refuses too, arrives as U+FFFD.
  expect(await store.breakdown({ range: { from: 0, to: Date.UTC(2030, 0, 1) }, dimension: "search_term", limit: 5 })).toEqual([
    { value: "\ufffd beach", visitors: 1, events: 1 },
  ]);
  await store.close();
});

it("a batch holding a row ClickHouse refuses is halved until that row stands alone: the others are stored, it is dropped with one log line, never retried", async () => {
  const logged = vi.spyOn(console, "error").mockImplementation(() => undefined);
  const store = new ClickHouseStore({ url: server.url, database: "refused", site: "s", flushIntervalMs: 60_000, maxBufferedRows: 1_000_000 });
  await store.migrate();
  // A time before 1970 is a negative UInt64, which ClickHouse refuses (CANNOT_PARSE_NUMBER) in any batch it is in.
  const rows = Array.from({ length: 1_000 }, (_, i) => storedEvent({ visitor: `v${i % 10}`, ts: i === 600 ? -1 : Date.UTC(2026, 10, 2) + i }));
  await store.insert(rows);
  expect(await store.count()).toBe(999);
  expect(logged.mock.calls).toEqual([
    [expect.stringMatching(/^\[ANALYTICS_ROWS_REFUSED\] analytics: 1 of 1000 buffered rows refused by the engine and dropped: Code: 72/)],
  ]);
  await store.insert([storedEvent()]);
  expect(await store.count()).toBe(1_000);
  expect(logged).toHaveBeenCalledTimes(1);
  await store.close();
  logged.mockRestore();
});

it("rows written while ClickHouse is away wait in the buffer and are written once it answers", async () => {
  const store = new ClickHouseStore({ url: `http://127.0.0.1:${latePort}`, database: "late", site: "s", flushIntervalMs: 60_000 });
  await store.insert(Array.from({ length: 10 }, (_, i) => storedEvent({ visitor: `v${i}` })));
  // Every read flushes first: the write fails (nothing listens), and the rows stay.
  await expect(store.count()).rejects.toThrow(/ECONNREFUSED/);
  await expect(store.count()).rejects.toThrow(/ECONNREFUSED/);
  const late = await startClickHouse(latePorts);
  try {
    await store.migrate();
    expect(await store.count()).toBe(10);
    await store.close();
  } finally {
    await late.stop();
  }
}, 60_000);
