import http from "node:http";
import path from "node:path";
import { writeFile } from "node:fs/promises";
import { brotliDecompressSync } from "node:zlib";
import { expect, test } from "@playwright/test";
import { makeJpeg, tempDir, writeYaml } from "../helpers/fixtures";
import { ownerCookie } from "../helpers/owner-session";
import { spawnServer, type SpawnedServer } from "../harness/spawn-server";
import { freePort } from "../harness/free-ports";

// A site of its own, so a content change here touches no other test: an album of 61 pictures (two
// pages), a second album, pictures with a camera and a year.
const port = await freePort();
const origin = `http://127.0.0.1:${port}`;
const password = "page-cache-owner-password";
let server: SpawnedServer;
let content: string;
test.describe.configure({ mode: "serial" });

type Answer = { status: number; headers: http.IncomingHttpHeaders; body: string };

/** A raw GET (Host and every header exactly as given); a brotli body is decoded. */
function get(address: string, headers: Record<string, string> = {}): Promise<Answer> {
  return new Promise((resolve, reject) => {
    http
      .get({ host: "127.0.0.1", port, path: address, headers: { "accept-encoding": "br", ...headers } }, (res) => {
        const chunks: Buffer[] = [];
        res.on("data", (chunk: Buffer) => chunks.push(chunk));
        res.on("end", () => {
          const raw = Buffer.concat(chunks);
          const body = res.headers["content-encoding"] === "br" ? brotliDecompressSync(raw) : raw;
          resolve({ status: res.statusCode ?? 0, headers: res.headers, body: body.toString("utf8") });
        });
      })
      .on("error", reject);
  });
}

test.beforeAll(async () => {
  content = await tempDir();
  await writeYaml(path.join(content, "vitrine.config.yml"), { title: "Cached" });
  await writeYaml(path.join(content, "Walks", "album.yml"), { title: "Walks" });
  for (let i = 1; i <= 61; i++)
    await makeJpeg(path.join(content, "Walks", `walk-${String(i).padStart(2, "0")}.jpg`), {
      width: 40 + (i % 5) * 8,
      height: 30,
      taken: "2024:05:01 10:00:00",
    });
  await makeJpeg(path.join(content, "Harbour", "boat.jpg"), { width: 60, height: 40 });
  server = spawnServer({ PORT: String(port), CONTENT_DIR: content, DATA_DIR: await tempDir(), VITRINE_ADMIN_PASSWORD: password });
  await server.listening(60_000);
});
test.afterAll(async () => {
  server.child.kill("SIGTERM");
  await server.exited;
});

const publicPages: Array<[string, number]> = [
  ["/", 200],
  ["/albums/walks", 200],
  ["/albums/walks?page=2", 200],
  ["/albums/walks/3", 200],
  ["/albums/walks.data", 200],
  ["/cameras", 200],
  ["/years/2024", 200],
  ["/search?q=walk", 200],
  ["/feed.xml", 200],
  ["/feed.json", 200],
  ["/albums/walks/feed.xml", 200],
  ["/sitemap.xml", 200],
  ["/robots.txt", 200],
  ["/api/galleries/walks", 200],
  ["/no-such-page", 404],
];

test("every public page type is rendered once, then served from the cache with a strong ETag; a client holding it gets 304 with the same headers", async () => {
  for (const [address, status] of publicPages) {
    const first = await get(address);
    expect([first.status, first.headers["vitrine-cache"]], address).toEqual([status, "miss"]);
    const etag = first.headers.etag!;
    expect(etag, address).toMatch(/^"[A-Za-z0-9_-]{22}-br"$/);
    expect(first.headers.vary, address).toBe("Accept-Encoding");
    expect(first.headers["cache-control"], address).toMatch(/^public, /);
    const again = await get(address);
    expect([again.status, again.headers["vitrine-cache"], again.headers.etag, again.body], address).toEqual([status, "hit", etag, first.body]);
    if (status !== 200) continue;
    // The same content in another encoding is the same version: any of its tags is fresh.
    const gzipTag = (await get(address, { "accept-encoding": "gzip" })).headers.etag!;
    expect(gzipTag, address).toBe(etag.replace(/-br"$/, '-gz"'));
    for (const held of [etag, gzipTag, `W/${etag}`]) {
      const revalidated = await get(address, { "if-none-match": held });
      expect([revalidated.status, revalidated.body], address).toEqual([304, ""]);
      for (const name of ["content-security-policy", "cache-control", "etag", "vary"])
        expect(revalidated.headers[name], `${address} ${name}`).toBe(first.headers[name]);
    }
  }
});

test("public pages tell a cache in front how long to keep them, and HTML carries its own script hashes", async () => {
  const page = await get("/albums/walks");
  expect(page.headers["cache-control"]).toBe("public, max-age=0, s-maxage=10, stale-while-revalidate=60");
  expect(page.headers["content-security-policy"]).toMatch(/script-src 'self'( 'sha256-[A-Za-z0-9+/=]{44}')+;/);
  expect(page.headers["set-cookie"]).toBeUndefined();
});

test("a change in the content folder shows on the next request once the site is rebuilt; the old page is gone from the cache", async () => {
  const before = await get("/albums/harbour");
  expect(before.body).toContain("<h1>Harbour</h1>");
  await writeYaml(path.join(content, "Harbour", "album.yml"), { title: "The harbour at dawn" });
  // The rebuild follows the change by 300 ms: waited for as a state, never a sleep.
  await expect.poll(async () => (await get("/albums/harbour")).body, { timeout: 30_000 }).toContain("<h1>The harbour at dawn</h1>");
  const after = await get("/albums/harbour");
  expect(after.body).toContain("<h1>The harbour at dawn</h1>");
  expect(after.headers.etag).not.toBe(before.headers.etag);
  // Every page of the old build is gone, the home page's album card included.
  expect((await get("/")).body).toContain("The harbour at dawn");
});

test("a logged-in owner never receives a cached page nor fills the cache", async () => {
  const cookie = await ownerCookie(origin, password);
  const dashboard = await get("/admin/analytics", { cookie });
  expect([dashboard.status, dashboard.headers["cache-control"], dashboard.headers["vitrine-cache"]]).toEqual([200, "private, no-store", "bypass"]);
  expect((await get("/admin/analytics", { cookie })).headers["vitrine-cache"]).toBe("bypass");
  // Public pages asked for with the owner's session are rendered for the owner alone.
  await writeFile(path.join(content, "Harbour", "boat.jpg.yml"), "title: A boat\n");
  await expect.poll(async () => (await get("/albums/harbour", { cookie })).body, { timeout: 30_000 }).toContain("A boat");
  const asOwner = await get("/albums/harbour", { cookie });
  expect([asOwner.headers["vitrine-cache"], asOwner.headers["cache-control"]]).toEqual(["bypass", "private, no-store"]);
  // The owner's renders filled nothing: the first visitor's request renders afresh.
  expect((await get("/albums/harbour")).headers["vitrine-cache"]).toBe("miss");
  expect((await get("/albums/harbour")).headers["vitrine-cache"]).toBe("hit");
});

test("a Host the server does not know never reaches a page: addresses are relative, and the cached page of the real host is untouched", async () => {
  for (const headers of [{ host: "evil.example" }, { host: `127.0.0.1:${port}`, "x-forwarded-host": "evil.example:6666" }] as Record<string, string>[]) {
    for (const address of ["/albums/walks", "/feed.xml", "/sitemap.xml", "/robots.txt"]) {
      const answer = await get(address, headers);
      expect(answer.status, address).toBe(200);
      expect(answer.body, address).not.toContain("evil.example");
    }
  }
  const poisoned = await get("/albums/walks", { host: "evil.example" });
  expect(poisoned.body).toContain('<link rel="canonical" href="/albums/walks"/>');
  const real = await get("/albums/walks");
  expect(real.body).toContain(`<link rel="canonical" href="${origin}/albums/walks"/>`);
});
