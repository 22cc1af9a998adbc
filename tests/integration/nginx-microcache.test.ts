import { spawn, type ChildProcess } from "node:child_process";
import { existsSync } from "node:fs";
import { chmod, mkdir, readdir, readFile, writeFile } from "node:fs/promises";
import path from "node:path";
import { afterAll, beforeAll, expect, it } from "vitest";
import { makeJpeg, tempDir, writeYaml } from "../helpers/fixtures";
import { ownerCookie } from "../helpers/owner-session";
import { spawnServer, type SpawnedServer } from "../harness/spawn-server";
import { freePorts } from "../harness/free-ports";

// docs/nginx-microcache.conf, the deploy recipe itself, run by Debian's nginx in front of a real Vitrine.
const [vitrinePort, nginxPort] = (await freePorts(2)) as [number, number];
const front = `http://127.0.0.1:${nginxPort}`;
const password = "microcache-owner-password";
/** What public pages tell a shared cache (Cache-Control: s-maxage), in seconds. */
const sharedMaxAge = 10;
let vitrine: SpawnedServer;
let nginx: ChildProcess;
let nginxLog = "";
let content: string;
let cacheDir: string;

async function startNginx(): Promise<void> {
  const prefix = await tempDir("vitrine-nginx-");
  const cache = (cacheDir = path.join(prefix, "cache"));
  await mkdir(cache);
  // nginx's workers drop root for an unprivileged user, who must write the cache.
  await chmod(prefix, 0o777);
  await chmod(cache, 0o777);
  const recipe = (await readFile("docs/nginx-microcache.conf", "utf8"))
    .replace("/var/cache/nginx/vitrine", cache)
    .replace("127.0.0.1:3000", `127.0.0.1:${vitrinePort}`)
    .replace("listen 80;", `listen 127.0.0.1:${nginxPort};`);
  await writeFile(path.join(prefix, "vitrine.conf"), recipe);
  await writeFile(
    path.join(prefix, "nginx.conf"),
    `worker_processes 1;\npid ${prefix}/nginx.pid;\nerror_log ${prefix}/error.log warn;\nevents { worker_connections 256; }\nhttp {\n  access_log off;\n` +
      ["client_body", "proxy", "fastcgi", "uwsgi", "scgi"].map((kind) => `  ${kind}_temp_path ${prefix}/${kind}-temp;\n`).join("") +
      `  include ${prefix}/vitrine.conf;\n}\n`,
  );
  nginx = spawn("/usr/sbin/nginx", ["-p", prefix, "-c", path.join(prefix, "nginx.conf"), "-g", "daemon off;"], { stdio: ["ignore", "pipe", "pipe"] });
  nginx.stderr!.on("data", (chunk) => (nginxLog += chunk));
  // Up once it answers through to Vitrine (a state, waited for; nginx gone means the config failed).
  for (let answer; !answer?.ok;) {
    if (nginx.exitCode !== null) throw new Error(`nginx stopped: ${nginxLog}`);
    answer = await fetch(`${front}/robots.txt`).catch(() => undefined);
    if (!answer?.ok) await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

beforeAll(async () => {
  if (!existsSync("/usr/sbin/nginx")) throw new Error("nginx is missing: npm test installs Debian's nginx (tests/system-deps.mjs)");
  if (!existsSync("build/server.js")) throw new Error("build/ is missing: run `npm run build` first (npm test does)");
  content = await tempDir();
  await writeYaml(path.join(content, "vitrine.config.yml"), { title: "Behind nginx" });
  await makeJpeg(path.join(content, "Harbour", "boat.jpg"), { width: 60, height: 40 });
  await makeJpeg(path.join(content, "Garden", "rose.jpg"), { width: 60, height: 40, color: "#9d0208" });
  await writeYaml(path.join(content, "Garden", "album.yml"), { downloads: { originals: true } });
  vitrine = spawnServer({
    PORT: String(vitrinePort),
    CONTENT_DIR: content,
    DATA_DIR: await tempDir(),
    TRUST_PROXY: "loopback",
    VITRINE_ADMIN_PASSWORD: password,
  });
  await vitrine.listening(60_000);
  await startNginx();
}, 120_000);
afterAll(async () => {
  nginx?.kill("SIGTERM");
  vitrine?.child.kill("SIGTERM");
  await vitrine?.exited;
});

const status = async (address: string, headers: Record<string, string> = {}) => (await fetch(`${front}${address}`, { headers })).headers.get("x-cache-status");

it("a page is fetched from Vitrine once, then answered by nginx: a crowd on a new page waits for one request", async () => {
  const answers = await Promise.all(Array.from({ length: 20 }, () => fetch(`${front}/albums/harbour`)));
  expect(answers.every((answer) => answer.status === 200)).toBe(true);
  const statuses = answers.map((answer) => answer.headers.get("x-cache-status"));
  // One request went to Vitrine (MISS); the others waited for it behind the cache lock and got its copy.
  expect(statuses.filter((status) => status === "MISS")).toHaveLength(1);
  expect(await status("/albums/harbour")).toBe("HIT");
  expect(nginxLog).not.toMatch(/\[(emerg|alert|crit)\]/);
});

it("a change in the content folder is public through nginx within s-maxage of Vitrine showing it", { timeout: 90_000 }, async () => {
  expect(await status("/albums/harbour")).toBe("HIT");
  await writeYaml(path.join(content, "Harbour", "album.yml"), { title: "The harbour at dawn" });
  // Vitrine itself shows it once its rebuild is done (a state, waited for).
  await expect
    .poll(async () => await (await fetch(`http://127.0.0.1:${vitrinePort}/albums/harbour`)).text(), { timeout: 30_000 })
    .toContain("The harbour at dawn");
  const shownByVitrine = Date.now();
  // nginx's copy is at most s-maxage old by then: once expired, one request refreshes it in the background.
  await expect
    .poll(async () => await (await fetch(`${front}/albums/harbour`)).text(), { timeout: (sharedMaxAge + 15) * 1000, interval: 250 })
    .toContain("The harbour at dawn");
  const seconds = (Date.now() - shownByVitrine) / 1000;
  // The background refresh itself renders a page: a busy machine is given a few seconds for it.
  expect(seconds).toBeLessThanOrEqual(sharedMaxAge + 8);
});

it("no owner page is ever cached, and the owner's session is never answered from the cache", async () => {
  const cookie = await ownerCookie(front, password);
  for (let i = 0; i < 3; i++) {
    const dashboard = await fetch(`${front}/admin/analytics`, { headers: { cookie } });
    expect(dashboard.status).toBe(200);
    expect(dashboard.headers.get("x-cache-status")).not.toBe("HIT");
    expect(dashboard.headers.get("cache-control")).toBe("private, no-store");
    expect(await status("/admin/login")).not.toBe("HIT");
  }
  // A public page that nginx holds: the owner still gets Vitrine's own answer, and leaves nothing behind.
  expect(await status("/albums/harbour")).toBe("HIT");
  expect(await status("/albums/harbour", { cookie })).toBe("BYPASS");
  // A share link's holder too: a private album's page must not be answered by a cached public 404.
  expect(await status("/albums/harbour", { cookie: "vitrine_grant=any" })).toBe("BYPASS");
  const anonymousAfter = await fetch(`${front}/albums/harbour`);
  expect(anonymousAfter.headers.get("x-cache-status")).toBe("HIT");
  expect(anonymousAfter.headers.get("cache-control")).toMatch(/^public, /);
});

/**
 * A picture's address on the album's page, and an original's in its manifest (the page's data leaves
 * it for the browser to make: gallery-item.ts), as a browser would ask for them.
 */
async function addressesOf(headers: Record<string, string> = {}) {
  const html = await (await fetch(`${front}/albums/garden`, { headers })).text();
  const manifest = await (await fetch(`${front}/api/galleries/garden`, { headers })).text();
  return { picture: html.match(/\/img\/[0-9a-f]{24}\/[0-9]+\.jpg/)![0], original: manifest.match(/\/original\/[0-9a-f]{12}\/[0-9a-f]{24}/)![0] };
}

/** Every key nginx has stored an answer under (each cache file starts with "KEY: <key>"). */
async function storedKeys(): Promise<string[]> {
  const files = (await readdir(cacheDir, { recursive: true, withFileTypes: true })).filter((entry) => entry.isFile());
  const heads = await Promise.all(files.map((file) => readFile(path.join(file.parentPath, file.name), "latin1")));
  return heads.map((head) => /\nKEY: ([^\n]*)\n/.exec(head)?.[1] ?? "");
}

it(
  "an album made private takes its pictures and originals back from nginx: the old addresses answer 404 to everyone, the new ones are never stored",
  { timeout: 120_000 },
  async () => {
    const public_ = await addressesOf();
    for (const address of [public_.picture, public_.original]) {
      expect((await fetch(`${front}${address}`)).status, address).toBe(200);
      const kept = await fetch(`${front}${address}`);
      expect([kept.status, kept.headers.get("x-cache-status")], address).toEqual([200, "HIT"]);
      // Kept by nginx no longer than a page (then asked again), by browsers longer.
      expect(kept.headers.get("cache-control"), address).toMatch(/^public, max-age=\d+, s-maxage=10\b/);
    }

    await writeYaml(path.join(content, "Garden", "album.yml"), { access: "private", downloads: { originals: true } });
    // Vitrine's rebuild is done (a state, waited for) when its page is gone.
    await expect.poll(async () => (await fetch(`http://127.0.0.1:${vitrinePort}/albums/garden`)).status, { timeout: 30_000 }).toBe(404);
    for (const address of [public_.picture, public_.original]) {
      expect((await fetch(`http://127.0.0.1:${vitrinePort}${address}`)).status, address).toBe(404);
      // nginx answers its copy until s-maxage has passed, then one stale answer while it asks again in the
      // background: polled, a bounded count of tries (s-maxage and a busy machine's margin, every 250 ms).
      let tries = 0;
      while ((await fetch(`${front}${address}`)).status === 200) {
        expect(++tries, address).toBeLessThan(((sharedMaxAge + 15) * 1000) / 250);
        await new Promise((resolve) => setTimeout(resolve, 250));
      }
      // The 404 took the copy's place: answered from nginx's cache, to a cookieless client, every time.
      for (let i = 0; i < 3; i++) {
        const gone = await fetch(`${front}${address}`);
        expect([gone.status, gone.headers.get("x-cache-status")], address).toEqual([404, "HIT"]);
      }
    }

    // The owner (as a share link's holder) sees the album under new addresses, which nginx never stores.
    const cookie = await ownerCookie(front, password);
    expect((await fetch(`${front}/albums/garden`, { headers: { cookie } })).status).toBe(200);
    const private_ = await addressesOf({ cookie });
    expect(private_.picture).not.toBe(public_.picture);
    expect(private_.original).not.toBe(public_.original);
    for (const address of [private_.picture, private_.original]) {
      const own = await fetch(`${front}${address}`, { headers: { cookie } });
      expect([own.status, own.headers.get("x-cache-status"), own.headers.get("cache-control")], address).toEqual([200, "BYPASS", "private, no-store"]);
    }
    const stored = await storedKeys();
    expect(stored.some((key) => key.endsWith(public_.picture))).toBe(true);
    expect(stored.filter((key) => key.endsWith(private_.picture) || key.endsWith(private_.original))).toEqual([]);
    for (const address of [private_.picture, private_.original]) expect((await fetch(`${front}${address}`)).status, address).toBe(404);
  },
);
