import { existsSync } from "node:fs";
import path from "node:path";
import { afterAll, beforeAll, expect, it } from "vitest";
import { startClickHouse, type ClickHouseServer } from "../../harness/clickhouse";
import { makeJpeg, tempDir, writeYaml } from "../../helpers/fixtures";
import { ownerCookie } from "../../helpers/owner-session";
import { freePorts } from "../../harness/free-ports";
import { spawnServer, type SpawnedServer } from "../../harness/spawn-server";

// Two real app nodes (the built server, on free ports) sharing one real ClickHouse, a secret and a data folder.
const [portA, portB] = await freePorts(2);
const chrome = "Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36";
const password = "multi-node-owner";
let clickhouse: ClickHouseServer;
const nodes: SpawnedServer[] = [];

beforeAll(async () => {
  if (!existsSync("build/server/index.js")) throw new Error("build/ is missing: run `npm run build` first (npm test does)");
  clickhouse = await startClickHouse();
  const content = await tempDir();
  const dataDir = await tempDir();
  await writeYaml(path.join(content, "vitrine.config.yml"), { title: "Two nodes", baseUrl: "https://photos.example" });
  await makeJpeg(path.join(content, "Album", "one.jpg"), { width: 400, height: 300 });
  const shared = {
    CONTENT_DIR: content,
    DATA_DIR: dataDir,
    ANALYTICS_STORE: "clickhouse",
    CLICKHOUSE_URL: clickhouse.url,
    VITRINE_SECRET: "one-secret-shared-by-every-node-of-this-site",
    VITRINE_ADMIN_PASSWORD: password,
    TRUST_PROXY: "loopback",
  };
  nodes.push(spawnServer({ ...shared, PORT: String(portA) }), spawnServer({ ...shared, PORT: String(portB) }));
  await Promise.all(nodes.map((node) => node.listening(60_000)));
}, 120_000);

afterAll(async () => {
  for (const node of nodes) if (node.child.exitCode === null) node.child.kill("SIGKILL");
  await clickhouse?.stop();
});

/** A round's visitor sends 10 events: one browser, its own network each round (a visitor's worth, within the per-client limit). */
async function send(port: number, batch: number): Promise<number> {
  const events = Array.from({ length: 10 }, (_, i) => ({
    name: i === 0 ? "page_view" : "scroll",
    params: { page_location: `https://photos.example/albums/album?n=${batch}`, percent_scrolled: 90 },
    ts: Date.now(),
  }));
  try {
    const response = await fetch(`http://127.0.0.1:${port}/api/collect`, {
      method: "POST",
      body: JSON.stringify({ events }),
      headers: { "user-agent": chrome, "x-forwarded-for": `198.51.${batch}.42` },
    });
    return response.status === 204 ? events.length : 0;
  } catch {
    return 0; // the stopped node refused the connection: not accepted
  }
}

it("events through two nodes, one stopped mid-stream, all reach the dashboard: totals equal accepted, a visitor the same through either node", async () => {
  const [a] = nodes as [SpawnedServer, SpawnedServer];
  let accepted = 0;
  for (let round = 0; round < 30; round++) {
    const answered = Promise.all([send(portA!, round), send(portB!, round), send(portA!, round), send(portB!, round)]);
    // Stopped while its requests are in flight and its write buffer holds unflushed events.
    if (round === 12) a.child.kill("SIGTERM");
    accepted += (await answered).reduce((sum, n) => sum + n, 0);
  }
  expect(await a.exited).toBe(0);
  expect(accepted).toBeGreaterThanOrEqual(12 * 40 + 18 * 20);

  const cookie = await ownerCookie(`http://127.0.0.1:${portB}`, password);
  const today = new Date().toISOString().slice(0, 10);
  const html = await (await fetch(`http://127.0.0.1:${portB}/admin/analytics?from=${today}&to=${today}`, { headers: { cookie } })).text();
  const tile = (name: string) => Number(new RegExp(`data-tile="${name}"><dt>[^<]+</dt><dd>(\\d+)</dd>`).exec(html)?.[1]);
  expect(tile("events")).toBe(accepted);
  // The same browser on the same network through either node is one visitor: the salt is shared (one a round, not two).
  expect(tile("visitors")).toBe(30);
  const csv = await (await fetch(`http://127.0.0.1:${portB}/admin/analytics/export/events?from=${today}&to=${today}`, { headers: { cookie } })).text();
  const total = csv
    .trim()
    .split("\r\n")
    .slice(1)
    .reduce((sum, line) => sum + Number(line.split(",")[2]), 0);
  expect(total).toBe(accepted);
});
