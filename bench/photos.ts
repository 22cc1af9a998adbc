/**
 * bench/photos: the photo reports (Top photos, one photo's page, the albums table) on SQLite and on
 * ClickHouse, over 1 and 10 million stored events of a realistic mix (90 days; 45 % photo views over
 * 5,000 photos in 50 albums, a few photos far more viewed than the rest). The daily rollups of the
 * 90 days are made first, timed, as the background job makes them; then each query: its first run,
 * then five runs; best and median.
 * With --before=<a checkout of an earlier commit>, that commit's stores (node_modules linked) time
 * the photo's page and the albums table too, on the same data, alternating with this one: the ratio is this one's median
 * over theirs.
 *                     npx tsx bench/photos.ts [--sizes=1000000,10000000] [--before=/tmp/before-photos]
 */
import { mkdtemp, rm, stat } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import type { AnalyticsStore, TimeRange } from "../app/lib/analytics/store/analytics-store";
import { ClickHouseStore } from "../app/lib/analytics/store/clickhouse/clickhouse-store.server";
import { SqliteStore } from "../app/lib/analytics/store/sqlite/sqlite-store.server";
import { startClickHouse } from "../tests/harness/clickhouse";
import { markdownTable } from "./lib/markdown-table";
import { photoEventDays as days, photoEventsEnd as end, photoEvents } from "./lib/photo-events";

const option = (name: string) => process.argv.find((arg) => arg.startsWith(`--${name}=`))?.slice(name.length + 3);
const sizes = (option("sizes") ?? "1000000,10000000").split(",").map(Number);
const before = option("before");
type Stores = { SqliteStore: typeof SqliteStore; ClickHouseStore: typeof ClickHouseStore };
const beforeStores = async (): Promise<Stores> => ({
  ...(await import(path.join(before!, "app/lib/analytics/store/sqlite/sqlite-store.server.ts"))),
  ...(await import(path.join(before!, "app/lib/analytics/store/clickhouse/clickhouse-store.server.ts"))),
});
const day = 86_400_000;
const chunk = 50_000;

type Row = { store: string; events: number; query: string; first: number; best: number; median: number; ratio?: number };

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

/** Two runs timed in turns (first runs, then five rounds), so that the machine's moods hurt both alike. */
async function timeInTurns(run: () => Promise<unknown>, other: () => Promise<unknown>) {
  const times: [number[], number[]] = [[], []];
  for (let round = 0; round < 6; round++) {
    for (const [i, go] of [run, other].entries()) {
      const started = performance.now();
      await go();
      times[i]!.push(performance.now() - started);
    }
  }
  return times.map(([first, ...runs]) => {
    runs.sort((a, b) => a - b);
    return { first: first!, best: runs[0]!, median: runs[2]! };
  }) as [Awaited<ReturnType<typeof time>>, Awaited<ReturnType<typeof time>>];
}

/** `earlier`: the commit before's store on the same data, for the photo's page and the albums table. */
async function measure(
  name: string,
  store: AnalyticsStore,
  count: number,
  flush: () => Promise<unknown>,
  note: () => Promise<string>,
  earlier?: () => Promise<AnalyticsStore>,
): Promise<Row[]> {
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
  console.log(
    `${name}, ${count.toLocaleString("en")} events: ${made} days rolled up ahead (the background job's work) in ${((performance.now() - rollupStarted) / 1000).toFixed(1)} s`,
  );
  let mostViewed = "";
  const queries: [string, () => Promise<unknown>][] = [
    ["Top photos, 30 days, by views (50)", () => store.topPhotos({ range: last30, sort: "views", limit: 50 })],
    ["Top photos, 90 days, by views (50)", () => store.topPhotos({ range: last90, sort: "views", limit: 50 })],
    ["Top photos, 90 days, by time (50)", () => store.topPhotos({ range: last90, sort: "dwell", limit: 50 })],
    ["the most viewed photo's page, 90 days", () => store.photoDetail({ range: last90, itemId: mostViewed, bucketMs: day })],
    ["albums table (viewer figures), 90 days", () => store.galleryStats(last90)],
    ["albums table of one album's viewers (a filter: from the events), 90 days", () => store.galleryStats(last90, [{ dimension: "album", value: "album-1" }])],
  ];
  const rows: Row[] = [];
  for (const [query, run] of queries) {
    if (!mostViewed && query.startsWith("the most viewed")) mostViewed = (await store.topPhotos({ range: last90, sort: "views", limit: 1 }))[0]!.itemId;
    rows.push({ store: name, events: count, query, ...(await time(run)) });
  }
  if (earlier) {
    const old = await earlier();
    const compared: [string, (of: AnalyticsStore) => () => Promise<unknown>][] = [
      ["the photo's page", (of) => () => of.photoDetail({ range: last90, itemId: mostViewed, bucketMs: day })],
      ["the albums table", (of) => () => of.galleryStats(last90)],
    ];
    for (const [query, run] of compared) {
      const [now, then] = await timeInTurns(run(store), run(old));
      rows.push({ store: name, events: count, query: `${query}, in turns with the commit before`, ...now, ratio: now.median / then.median });
      rows.push({ store: name, events: count, query: `${query}, the commit before`, ...then });
    }
    await old.close();
  }
  await store.close();
  return rows;
}

const root = await mkdtemp(path.join(os.tmpdir(), "vitrine-bench-photos-"));
const clickhouse = await startClickHouse();
const rows: Row[] = [];
try {
  for (const count of sizes) {
    const file = path.join(root, `analytics-${count}.sqlite`);
    const sqlite = new SqliteStore(file);
    const stores = before ? await beforeStores() : undefined;
    rows.push(
      ...(await measure(
        "SQLite",
        sqlite,
        count,
        async () => undefined,
        async () => `, file ${((await stat(file)).size / 1024 ** 2).toFixed(0)} MB`,
        stores && (async () => new stores.SqliteStore(file)),
      )),
    );
    await rm(file, { force: true });
    const ch = new ClickHouseStore({ url: clickhouse.url, database: `photos_${count}`, site: "bench", maxBufferedRows: chunk * 2, flushIntervalMs: 600_000 });
    // A read flushes the write buffer: one cheap read after each chunk keeps it bounded.
    // Its rollups made, then merged with this one's rows (the same rows: read FINAL, unmerged copies would slow this one).
    const earlierClickHouse = async () => {
      const old = new stores!.ClickHouseStore({ url: clickhouse.url, database: `photos_${count}`, site: "bench" });
      await old.migrate();
      await old.rollUpDays({ from: end - days * day, to: end });
      for (const table of ["photo_days", "gallery_days"])
        await fetch(clickhouse.url, { method: "POST", body: `OPTIMIZE TABLE photos_${count}.${table} FINAL` });
      return old;
    };
    rows.push(
      ...(await measure(
        "ClickHouse",
        ch,
        count,
        () => ch.totals({ from: 0, to: 1 }),
        async () => "",
        stores && earlierClickHouse,
      )),
    );
  }
} finally {
  await clickhouse.stop();
  await rm(root, { recursive: true, force: true });
}

console.log(`machine: ${os.cpus().length} × ${os.cpus()[0]?.model}, Node ${process.version}; ClickHouse 18.16 on the same machine`);
console.log(
  markdownTable(
    ["store", "events", "query", "first ms", "best ms", "median ms", "median against the commit before"],
    rows.map((row) => [
      row.store,
      row.events.toLocaleString("en"),
      row.query,
      row.first.toFixed(0),
      row.best.toFixed(0),
      row.median.toFixed(0),
      row.ratio === undefined ? "" : `${row.ratio.toFixed(2)}×`,
    ]),
  ),
);
