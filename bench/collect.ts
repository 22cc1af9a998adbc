/**
 * bench/collect: how many analytics events /api/collect accepts per second, at what p99 latency,
 * and whether every accepted event was stored (the SQLite store commits before it answers).
 *                                             npm run build && npx tsx bench/collect.ts
 */
import { mkdir, mkdtemp } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import autocannon from "autocannon";
import Database from "better-sqlite3";
import sharp from "sharp";
import { startServer } from "./lib/server";

const root = await mkdtemp(path.join(os.tmpdir(), "vitrine-bench-collect-"));
const content = path.join(root, "content");
await mkdir(path.join(content, "Album"), { recursive: true });
await sharp({ create: { width: 64, height: 48, channels: 3, background: "#888" } }).jpeg().toFile(path.join(content, "Album", "one.jpg"));
const dataDir = path.join(root, "data");
const port = "3401";
const server = await startServer({ PORT: port, CONTENT_DIR: content, DATA_DIR: dataDir });

const userAgent = "Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36";
const batch = (size: number) =>
  JSON.stringify({
    events: Array.from({ length: size }, (_, i) => ({
      name: i === 0 ? "page_view" : "scroll",
      params: { page_location: `http://127.0.0.1:${port}/albums/album`, page_referrer: "https://www.google.com/", percent_scrolled: 90 },
      ts: Date.now(),
    })),
  });

// A fixed number of requests, not a duration: every request sent is answered, so accepted is exact.
async function run(eventsPerRequest: number, connections: number, amount: number) {
  const started = performance.now();
  const result = await autocannon({
    url: `http://127.0.0.1:${port}/api/collect`,
    method: "POST",
    headers: { "content-type": "text/plain;charset=UTF-8", "user-agent": userAgent },
    body: batch(eventsPerRequest),
    connections,
    amount,
  });
  const seconds = (performance.now() - started) / 1000;
  const accepted = result["2xx"] * eventsPerRequest;
  return { eventsPerRequest, connections, requests: result.requests.total, non2xx: result.non2xx, errors: result.errors, accepted, eventsPerSecond: accepted / seconds, p50: result.latency.p50, p99: result.latency.p99 };
}

const warmUp = await run(1, 10, 2_000);
const runs = [await run(1, 10, 10_000), await run(10, 10, 6_000), await run(20, 50, 4_000)];
await server.stop();

const db = new Database(path.join(dataDir, "analytics.sqlite"), { readonly: true });
const stored = (db.prepare("SELECT COUNT(*) AS n FROM events").get() as { n: number }).n;
db.close();
const accepted = [warmUp, ...runs].reduce((sum, run) => sum + run.accepted, 0);

console.log(`machine: ${os.cpus().length} × ${os.cpus()[0]?.model}, Node ${process.version}`);
console.log("events/request  connections  requests  non-2xx  events/s accepted  p50 ms  p99 ms");
for (const run of runs) {
  console.log(
    `${String(run.eventsPerRequest).padStart(14)}  ${String(run.connections).padStart(11)}  ${String(run.requests).padStart(8)}  ${String(run.non2xx + run.errors).padStart(7)}  ${run.eventsPerSecond.toFixed(0).padStart(17)}  ${String(run.p50).padStart(6)}  ${String(run.p99).padStart(6)}`,
  );
}
console.log(`accepted ${accepted} events, stored ${stored}: ${stored === accepted ? "nothing lost" : `MISMATCH (${stored - accepted})`}`);
if (stored !== accepted) process.exitCode = 1;
