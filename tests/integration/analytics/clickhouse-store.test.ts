import { afterAll, beforeAll, expect, it } from "vitest";
import { ClickHouseStore } from "../../../app/lib/analytics/store/clickhouse/clickhouse-store.server";
import { startClickHouse, type ClickHouseServer } from "../../helpers/clickhouse";
import { analyticsStoreContract, storedEvent } from "./store-contract";

let server: ClickHouseServer;
let database = "";
let databases = 0;

beforeAll(async () => {
  server = await startClickHouse(18_323);
}, 60_000);
afterAll(async () => server?.stop());

const open = (name: string, site = "contract.example") => new ClickHouseStore({ url: server.url, database: name, site, flushIntervalMs: 200 });

analyticsStoreContract("clickhouse", {
  open: async () => open((database = `contract_${++databases}`)),
  reopen: async () => open(database),
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
  expect(await upgraded.topPhotos({ range: { from: 0, to: Date.UTC(2030, 0, 1) }, sort: "views", limit: 5 })).toMatchObject([{ itemId: "aaaaaaaaaaaa", title: "Pier", views: 1 }]);
  await upgraded.close();
});
