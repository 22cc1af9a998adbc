/**
 * bench/photos: the photo reports (Top photos, one photo's page, the albums table) on SQLite and on
 * ClickHouse, over 1 and 10 million stored events of a realistic mix (90 days; 45 % photo views over
 * 5,000 photos in 50 albums, a few photos far more viewed than the rest). The daily rollups of the
 * 90 days are made first, timed, as the background job makes them; then each query: its first run,
 * then five runs; best and median.
 *                                         npx tsx bench/photos.ts [--sizes=1000000,10000000]
 */
import { mkdtemp, rm, stat } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import type { AnalyticsStore, TimeRange } from "../app/lib/analytics/store/analytics-store";
import { ClickHouseStore } from "../app/lib/analytics/store/clickhouse/clickhouse-store.server";
import { SqliteStore } from "../app/lib/analytics/store/sqlite/sqlite-store.server";
import { startClickHouse } from "../tests/helpers/clickhouse";
import { markdownTable } from "./lib/markdown-table";
import { photoEventDays as days, photoEventsEnd as end, photoEvents } from "./lib/photo-events";

const sizes = (process.argv.find((arg) => arg.startsWith("--sizes="))?.slice(8) ?? "1000000,10000000").split(",").map(Number);
const day = 86_400_000;
const chunk = 50_000;

type Row = { store: string; events: number; query: string; first: number; best: number; median: number };

/** The first run, then the best and median of five more. */
async function time(run: () => Promise<unknown>): Promise<{ first: number; best: number; median: number }> {
  const firstStarted = performance.now();
  await run();
  const first = performance.now() - firstStarted;
  const runs: number[] = [];
  for (let i = 0; i < 5; i++) {
    const started = performance.now();
    await run();
    runs.push(performance.now() - started);
  }
  runs.sort((a, b) => a - b);
  return { first, best: runs[0]!, median: runs[2]! };
}

async function measure(name: string, store: AnalyticsStore, count: number, flush: () => Promise<unknown>, note: () => Promise<string>): Promise<Row[]> {
  await store.migrate();
  const started = performance.now();
  for (const batch of photoEvents(count)) {
    await store.insert(batch);
    await flush();
  }
  console.log(`${name}, ${count.toLocaleString("en")} events: loaded in ${((performance.now() - started) / 1000).toFixed(0)} s${await note()}`);
  const last90: TimeRange = { from: end - days * day, to: end };
  const last30: TimeRange = { from: end - 30 * day, to: end };
  const rollupStarted = performance.now();
  const made = await store.rollUpDays(last90);
  console.log(`${name}, ${count.toLocaleString("en")} events: ${made} days rolled up ahead (the background job's work) in ${((performance.now() - rollupStarted) / 1000).toFixed(1)} s`);
  let mostViewed = "";
  const queries: [string, () => Promise<unknown>][] = [
    ["Top photos, 30 days, by views (50)", () => store.topPhotos({ range: last30, sort: "views", limit: 50 })],
    ["Top photos, 90 days, by views (50)", () => store.topPhotos({ range: last90, sort: "views", limit: 50 })],
    ["Top photos, 90 days, by time (50)", () => store.topPhotos({ range: last90, sort: "dwell", limit: 50 })],
    ["the most viewed photo's page, 90 days", () => store.photoDetail({ range: last90, itemId: mostViewed, bucketMs: day })],
    ["albums table (viewer figures), 90 days", () => store.galleryStats(last90)],
  ];
  const rows: Row[] = [];
  for (const [query, run] of queries) {
    if (!mostViewed && query.startsWith("the most viewed")) mostViewed = (await store.topPhotos({ range: last90, sort: "views", limit: 1 }))[0]!.itemId;
    rows.push({ store: name, events: count, query, ...(await time(run)) });
  }
  await store.close();
  return rows;
}

const root = await mkdtemp(path.join(os.tmpdir(), "vitrine-bench-photos-"));
const clickhouse = await startClickHouse(18_823);
const rows: Row[] = [];
try {
  for (const count of sizes) {
    const file = path.join(root, `analytics-${count}.sqlite`);
    const sqlite = new SqliteStore(file);
    rows.push(...(await measure("SQLite", sqlite, count, async () => undefined, async () => `, file ${((await stat(file)).size / 1024 ** 2).toFixed(0)} MB`)));
    await rm(file, { force: true });
    const ch = new ClickHouseStore({ url: clickhouse.url, database: `photos_${count}`, site: "bench", maxBufferedRows: chunk * 2, flushIntervalMs: 600_000 });
    // A read flushes the write buffer: one cheap read after each chunk keeps it bounded.
    rows.push(...(await measure("ClickHouse", ch, count, () => ch.totals({ from: 0, to: 1 }), async () => "")));
  }
} finally {
  await clickhouse.stop();
  await rm(root, { recursive: true, force: true });
}

console.log(`machine: ${os.cpus().length} × ${os.cpus()[0]?.model}, Node ${process.version}; ClickHouse 18.16 on the same machine`);
console.log(
  markdownTable(
    ["store", "events", "query", "first ms", "best ms", "median ms"],
    rows.map((row) => [row.store, row.events.toLocaleString("en"), row.query, row.first.toFixed(0), row.best.toFixed(0), row.median.toFixed(0)]),
  ),
);
