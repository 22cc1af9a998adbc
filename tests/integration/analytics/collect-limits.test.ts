import { existsSync } from "node:fs";
import { request } from "node:http";
import path from "node:path";
import Database from "better-sqlite3";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { makeJpeg, tempDir, writeYaml } from "../../helpers/fixtures";
import { freePort } from "../../harness/free-ports";
import { spawnServer, type SpawnedServer } from "../../harness/spawn-server";

// Real server processes (the build of `npm run build`), each on a free port of its own.
const chrome = "Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36";

type Site = { server: SpawnedServer; dataDir: string; origin: string };

async function startSite(config: Record<string, unknown>): Promise<Site> {
  const port = await freePort();
  const content = await tempDir();
  const dataDir = await tempDir();
  await writeYaml(path.join(content, "vitrine.config.yml"), { title: "Limits", ...config });
  await makeJpeg(path.join(content, "Album", "one.jpg"), { width: 400, height: 300 });
  const server = spawnServer({ PORT: String(port), CONTENT_DIR: content, DATA_DIR: dataDir, TRUST_PROXY: "loopback" });
  await server.listening();
  return { server, dataDir, origin: `http://127.0.0.1:${port}` };
}

/** Events committed to the site's database (each request's are before its 204). */
function stored(site: Site): number {
  const db = new Database(path.join(site.dataDir, "analytics.sqlite"), { readonly: true });
  try {
    return (db.prepare("SELECT COUNT(*) AS n FROM events").get() as { n: number }).n;
  } finally {
    db.close();
  }
}

type Answer = { status: number; headers: Record<string, string | string[] | undefined>; body: string };

/** A POST to the site's collector by node:http, which (unlike fetch) sends the Host header it is given. */
function post(site: Site, body: string, headers: Record<string, string>): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const req = request(
      `${site.origin}/api/collect`,
      { method: "POST", headers: { "user-agent": chrome, "content-type": "application/json", ...headers } },
      (res) => {
        let text = "";
        res.setEncoding("utf8");
        res.on("data", (chunk: string) => (text += chunk));
        res.on("end", () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body: text }));
      },
    );
    req.on("error", reject);
    req.end(body);
  });
}

/** A tracker's batch of `count` events on `page`, sent from `address` (TRUST_PROXY believes the loopback peer). */
function send(site: Site, address: string, page: string, count = 20, headers: Record<string, string> = {}): Promise<Answer> {
  const events = Array.from({ length: count }, (_, i) => ({
    name: i === 0 ? "page_view" : "scroll",
    params: { page_location: page, percent_scrolled: 90 },
    ts: Date.now(),
  }));
  return post(site, JSON.stringify({ events }), { "x-forwarded-for": address, ...headers });
}

let open: Site;
let budgeted: Site;

beforeAll(async () => {
  if (!existsSync("build/server/index.js")) throw new Error("build/ is missing: run `npm run build` first (npm test does)");
  [open, budgeted] = await Promise.all([startSite({}), startSite({ baseUrl: "https://photos.example", analytics: { dailyEventBudget: 100 } })]);
}, 90_000);
afterAll(() => {
  for (const site of [open, budgeted]) if (site && site.server.child.exitCode === null) site.server.child.kill("SIGKILL");
});

describe("one address", () => {
  it("sending past its limit is answered 429 ANALYTICS_RATE_LIMITED with Retry-After, nothing of it stored; other addresses go on", async () => {
    const page = `${open.origin}/albums/album`;
    const before = stored(open);
    let accepted = 0;
    let limited: Answer | undefined;
    // A flood: batches of 20 as fast as the server answers them, from one address.
    for (let n = 0; n < 200 && !limited; n++) {
      const response = await send(open, "203.0.113.77", page);
      if (response.status === 429) limited = response;
      else {
        expect(response.status).toBe(204);
        accepted += 20;
      }
    }
    expect(limited?.status).toBe(429);
    expect(Number(limited!.headers["retry-after"])).toBeGreaterThanOrEqual(1);
    expect(JSON.parse(limited!.body)).toEqual({ error: { code: "ANALYTICS_RATE_LIMITED", message: expect.any(String) } });
    // 400 at once, and the few the rate refilled while they were sent.
    expect(accepted).toBeGreaterThanOrEqual(400);
    expect(accepted).toBeLessThan(4_000);
    expect(stored(open) - before).toBe(accepted);
    // Its neighbours in the same /24 are the same client; another network is not held back.
    expect((await send(open, "203.0.113.78", page)).status).toBe(429);
    expect((await send(open, "198.51.100.5", page)).status).toBe(204);
  });
});

describe("the site's own pages", () => {
  it("without baseUrl: events of the host the request was sent to are kept, another host's dropped (204)", async () => {
    const before = stored(open);
    expect((await send(open, "192.0.2.1", `${open.origin}/albums/album`, 1)).status).toBe(204);
    expect((await send(open, "192.0.2.2", "https://evil.example/albums/album", 5)).status).toBe(204);
    // Another allowed name of this server.
    expect((await send(open, "192.0.2.3", `http://localhost:3721/`, 1, { host: "localhost:3721" })).status).toBe(204);
    // A host not allowed gives no public origin: the host the request names is the site's for it.
    expect((await send(open, "192.0.2.4", "https://photos.example/", 1, { host: "photos.example" })).status).toBe(204);
    expect((await send(open, "192.0.2.5", "https://evil.example/", 1, { host: "photos.example" })).status).toBe(204);
    expect(stored(open) - before).toBe(3);
  });

  it("with baseUrl: only its host's events are kept, even the server's own address is another host", async () => {
    const before = stored(budgeted);
    expect((await send(budgeted, "192.0.2.1", "https://photos.example/albums/album", 1)).status).toBe(204);
    expect((await send(budgeted, "192.0.2.2", `${budgeted.origin}/albums/album`, 1)).status).toBe(204);
    expect((await send(budgeted, "192.0.2.3", "https://photos.example.evil.example/", 1, { "x-forwarded-host": "photos.example.evil.example" })).status).toBe(
      204,
    );
    expect(stored(budgeted) - before).toBe(1);
  });

  it("percent_scrolled 1e21 is dropped (204), the rest of its batch kept", async () => {
    const before = stored(open);
    const events = [
      { name: "scroll", params: { page_location: `${open.origin}/`, percent_scrolled: 1e21 } },
      { name: "page_view", params: { page_location: `${open.origin}/` } },
    ];
    expect((await post(open, JSON.stringify({ events }), { "x-forwarded-for": "192.0.2.9" })).status).toBe(204);
    expect(stored(open) - before).toBe(1);
  });
});

describe("the site-wide daily budget", () => {
  it("stores no more than analytics.dailyEventBudget a day from any number of addresses, dropping the rest (204), and says so once in the log", async () => {
    const page = "https://photos.example/albums/album";
    // Eight visitors of twenty events each, against what is left of a budget of 100.
    const statuses = await Promise.all(Array.from({ length: 8 }, (_, n) => send(budgeted, `10.${n}.0.1`, page).then((answer) => answer.status)));
    expect(statuses).toEqual(Array(8).fill(204));
    expect(stored(budgeted)).toBe(100);
    expect((await send(budgeted, "10.9.0.1", page)).status).toBe(204);
    expect(stored(budgeted)).toBe(100);
    // console.warn reaches the process's output at once; the line is there once, however many requests were cut.
    await expect.poll(() => budgeted.server.output()).toContain("[ANALYTICS_BUDGET_REACHED]");
    expect(budgeted.server.output().match(/\[ANALYTICS_BUDGET_REACHED\] analytics: 100 events stored on \d{4}-\d\d-\d\d \(UTC\)/g)).toHaveLength(1);
  });
});
