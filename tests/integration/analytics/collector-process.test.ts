import { existsSync } from "node:fs";
import { readFile } from "node:fs/promises";
import path from "node:path";
import Database from "better-sqlite3";
import { afterAll, beforeAll, expect, it } from "vitest";
import { makeJpeg, tempDir, writeYaml } from "../../helpers/fixtures";
import { freePort } from "../../harness/free-ports";
import { spawnServer, type SpawnedServer } from "../../harness/spawn-server";

// The real server process, built by `npm run build` (npm test builds before it runs Vitest).
const port = await freePort();
/** The crowd's addresses: a network (/24) of its own for each of 20 visitors. */
const visitorAddress = (visitor: number) => `203.0.${100 + visitor}.77`;
const chrome = "Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36";
let server: SpawnedServer;
let dataDir: string;

beforeAll(async () => {
  if (!existsSync("build/server/index.js")) throw new Error("build/ is missing: run `npm run build` first (npm test does)");
  const content = await tempDir();
  dataDir = await tempDir();
  await writeYaml(path.join(content, "vitrine.config.yml"), { title: "Kill test" });
  await makeJpeg(path.join(content, "Album", "one.jpg"), { width: 400, height: 300 });
  server = spawnServer({ PORT: String(port), CONTENT_DIR: content, DATA_DIR: dataDir, TRUST_PROXY: "loopback" });
  await server.listening();
});
afterAll(() => {
  if (server.child.exitCode === null) server.child.kill("SIGKILL");
});

/** Sends `batches` batches of 20 events at once, one per visitor, as a crowd's trackers would; resolves with how many events were answered 204. */
async function sendTogether(batches: number, round: number): Promise<number> {
  const statuses = await Promise.all(
    Array.from({ length: batches }, async (_, batch) => {
      const events = Array.from({ length: 20 }, (_, i) => ({
        name: i === 0 ? "page_view" : "scroll",
        params: { page_location: `http://127.0.0.1:${port}/albums/album?round=${round}&batch=${batch}`, percent_scrolled: 90 },
        ts: Date.now(),
      }));
      const response = await fetch(`http://127.0.0.1:${port}/api/collect`, {
        method: "POST",
        body: JSON.stringify({ events }),
        headers: { "user-agent": chrome, "x-forwarded-for": visitorAddress(batch), "content-type": "text/plain" },
      });
      return response.status;
    }),
  );
  expect(statuses.every((status) => status === 204)).toBe(true);
  return batches * 20;
}

it("events answered with 204 survive a kill -9 of the server, and no visitor's full address is in any file or log line", async () => {
  // The request log is written a second at a time: the first round's lines are waited for.
  let accepted = await sendTogether(10, 1);
  await expect.poll(() => server.output(), { timeout: 20_000 }).toContain("POST /api/collect 204");
  // Concurrent requests share one commit; each is answered only once its commit is done, so a
  // kill right after the last answer loses none of them.
  accepted += await sendTogether(20, 2);
  server.child.kill("SIGKILL");
  expect(await server.exited).toBeNull();

  const db = new Database(path.join(dataDir, "analytics.sqlite"), { readonly: true });
  expect((db.prepare("SELECT COUNT(*) AS n FROM events").get() as { n: number }).n).toBe(accepted);
  db.close();

  const files = await Promise.all(["analytics.sqlite", "analytics.sqlite-wal"].map((name) => readFile(path.join(dataDir, name)).catch(() => Buffer.alloc(0))));
  const bytes = Buffer.concat(files).toString("latin1");
  for (let visitor = 0; visitor < 20; visitor++) {
    expect(bytes).not.toContain(visitorAddress(visitor));
    expect(server.output()).not.toContain(visitorAddress(visitor));
  }
});
