/**
 * bench/collect: how many analytics events the collector accepts per second and at what p99 (batches
 * of page views, scrolls and the viewer's photo views), on
 * SQLite (one node) and ClickHouse (one node, then two nodes behind no balancer: one load generator
 * per node), and whether every accepted event was stored.
 *                                             npm run build && npx tsx bench/collect.ts
 */
import { mkdir, mkdtemp } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import autocannon from "autocannon";
import Database from "better-sqlite3";
import sharp from "sharp";
import { ClickHouseStore } from "../app/lib/analytics/store/clickhouse/clickhouse-store.server";
import { startClickHouse } from "../tests/harness/clickhouse";
import { nextForwardedAddress } from "./lib/forwarded-address";
import { startServer } from "./lib/server";
import { defaultCollectorPath } from "../app/lib/core/analytics-endpoint";

const root = await mkdtemp(path.join(os.tmpdir(), "vitrine-bench-collect-"));
const content = path.join(root, "content");
await mkdir(path.join(content, "Album"), { recursive: true });
await sharp({ create: { width: 64, height: 48, channels: 3, background: "#888" } })
  .jpeg()
  .toFile(path.join(content, "Album", "one.jpg"));

const userAgent = "Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36";
const page = { page_location: "http://127.0.0.1/albums/album", page_referrer: "https://www.google.com/" };
/** A page view, then photo views as the viewer sends them (item, gallery, time on it), every fourth a scroll. */
const event = (i: number) =>
  i === 0
    ? { name: "page_view", params: page }
    : i % 4 === 0
      ? { name: "scroll", params: { ...page, percent_scrolled: 90 } }
      : {
          name: "photo_view",
          params: {
            ...page,
            gallery: "album",
            item_id: (0xabc000 + i).toString(16).padStart(12, "0"),
            item_index: i,
            item_title: `Photo ${i}`,
            item_type: "image",
            open_via: "swipe",
            engagement_time_msec: 1200 + i * 37,
          },
        };
const batch = (size: number) => JSON.stringify({ events: Array.from({ length: size }, (_, i) => ({ ...event(i), ts: Date.now() })) });

type Load = { eventsPerRequest: number; connections: number; requests: number };
type Figures = Load & { accepted: number; failed: number; eventsPerSecond: number; p50: number; p99: number };

// A fixed number of requests (split over the nodes), not a duration: every request sent is answered.
async function drive(ports: number[], load: Load): Promise<Figures> {
  const started = performance.now();
  const results = await Promise.all(
    ports.map((port) =>
      autocannon({
        url: `http://127.0.0.1:${port}${defaultCollectorPath}`,
        method: "POST",
        headers: { "content-type": "text/plain;charset=UTF-8", "user-agent": userAgent },
        body: batch(load.eventsPerRequest),
        // A crowd: each request from a visitor of its own (TRUST_PROXY=loopback), as no one address may send this much.
        requests: [
          { setupRequest: (request: autocannon.Request) => ({ ...request, headers: { ...request.headers, "x-forwarded-for": nextForwardedAddress() } }) },
        ],
        connections: Math.ceil(load.connections / ports.length),
        amount: Math.ceil(load.requests / ports.length),
      }),
    ),
  );
  const seconds = (performance.now() - started) / 1000;
  const accepted = results.reduce((sum, result) => sum + result["2xx"] * load.eventsPerRequest, 0);
  return {
    ...load,
    accepted,
    failed: results.reduce((sum, result) => sum + result.non2xx + result.errors, 0),
    eventsPerSecond: accepted / seconds,
    p50: Math.max(...results.map((result) => result.latency.p50)),
    p99: Math.max(...results.map((result) => result.latency.p99)),
  };
}

const loads: Load[] = [
  { eventsPerRequest: 1, connections: 10, requests: 6_000 },
  { eventsPerRequest: 20, connections: 50, requests: 3_000 },
];

async function scenario(name: string, env: Record<string, string>, nodes: number, countStored: () => Promise<number>) {
  const ports = Array.from({ length: nodes }, (_, i) => 3401 + i);
  const servers = await Promise.all(
    ports.map((port) =>
      startServer({ PORT: String(port), CONTENT_DIR: content, VITRINE_SECRET: "bench-secret-shared-by-all-nodes-0123456789", TRUST_PROXY: "loopback", ...env }),
    ),
  );
  const warmUp = await drive(ports, { eventsPerRequest: 1, connections: 10, requests: 2_000 });
  const figures: Figures[] = [];
  for (const load of loads) figures.push(await drive(ports, load));
  await Promise.all(servers.map((server) => server.stop()));
  const accepted = [warmUp, ...figures].reduce((sum, run) => sum + run.accepted, 0);
  return { name, figures, accepted, stored: await countStored() };
}

const sqliteData = path.join(root, "sqlite-data");
const sqlite = await scenario("SQLite, 1 node", { DATA_DIR: sqliteData }, 1, async () => {
  const db = new Database(path.join(sqliteData, "analytics.sqlite"), { readonly: true });
  const n = (db.prepare("SELECT COUNT(*) AS n FROM events").get() as { n: number }).n;
  db.close();
  return n;
});

const clickhouse = await startClickHouse();
const onClickHouse = (database: string, nodes: number) =>
  scenario(
    `ClickHouse, ${nodes} node${nodes > 1 ? "s" : ""}`,
    { DATA_DIR: path.join(root, `ch-${database}`), ANALYTICS_STORE: "clickhouse", CLICKHOUSE_URL: clickhouse.url, CLICKHOUSE_DATABASE: database },
    nodes,
    async () => {
      const store = new ClickHouseStore({ url: clickhouse.url, database, site: "vitrine" });
      const n = await store.count();
      await store.close();
      return n;
    },
  );
const results = [sqlite, await onClickHouse("bench_one", 1), await onClickHouse("bench_two", 2)];
await clickhouse.stop();

console.log(`machine: ${os.cpus().length} × ${os.cpus()[0]?.model}, Node ${process.version}; ClickHouse 18.16 on the same machine`);
console.log("store, nodes          events/request  connections  requests  failed  events/s  p50 ms  p99 ms");
for (const result of results) {
  for (const run of result.figures) {
    console.log(
      `${result.name.padEnd(20)}  ${String(run.eventsPerRequest).padStart(14)}  ${String(run.connections).padStart(11)}  ${String(run.requests).padStart(8)}  ${String(run.failed).padStart(6)}  ${run.eventsPerSecond.toFixed(0).padStart(8)}  ${String(run.p50).padStart(6)}  ${String(run.p99).padStart(6)}`,
    );
  }
}
for (const result of results) {
  console.log(`${result.name}: accepted ${result.accepted}, stored ${result.stored}: ${result.stored === result.accepted ? "nothing lost" : "MISMATCH"}`);
  if (result.stored !== result.accepted) process.exitCode = 1;
}
