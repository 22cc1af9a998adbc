/**
 * bench/traffic: how much traffic the production server takes (the throughput issue's acceptance).
 * The built server (NODE_ENV=production, TRUST_PROXY=loopback) on the demo plus a 10,000-picture
 * album, every derivative made before timing. autocannon, 32 connections, TRAFFIC_SECONDS (10) per
 * run, Chrome's headers (Accept-Encoding: gzip, deflate, br) and every request from an address of
 * its own (X-Forwarded-For). Per target: requests/s, p50, p99, errors, answers neither 2xx nor 3xx,
 * and the same against "the limit": a bare node:http process answering the same bytes from memory
 * (runs alternate: real, limit). Targets: album page (16 pictures), home, photo page, a picture,
 * the 10,000-picture album's first page, the collector with 1 and with 20 events (checked stored),
 * the largest script the album page names, all its scripts and styles in turn (both also against
 * the album page's requests a second), visits (a phone's album page, its first 12 pictures, one
 * analytics request) and first visits (the same with every script and style the page names) per second.
 * RSS of the server before and after the load; the issue's targets, met or missed. Exits 0
 * whatever the figures; non-zero only when the bench itself fails.
 *   npm run build && npx tsx bench/traffic.ts
 * TRAFFIC_SECONDS=10 seconds per run; TRAFFIC_BUILD=1 builds first (so does a missing build/server.js);
 * TRAFFIC_PORT=3470 the server's port.
 */
import { execFileSync } from "node:child_process";
import { existsSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import Database from "better-sqlite3";
import { pipelineVersion } from "../app/lib/images/plan";
import { spawnServer } from "../tests/harness/spawn-server";
import { startBareServer, type BareResponse } from "./lib/bare-server";
import { browserHeaders, desktopChrome, phoneChrome, type BrowserProfile } from "./lib/browser-headers";
import { captureResponse } from "./lib/capture-response";
import { collectBatch } from "./lib/collect-batch";
import { nextForwardedAddress } from "./lib/forwarded-address";
import { gridPictures } from "./lib/grid-pictures";
import { markdownTable } from "./lib/markdown-table";
import { pageAssets } from "./lib/page-assets";
import { processRss, restingRss } from "./lib/process-rss";
import { settleServer } from "./lib/settle-server";
import { prepareTrafficSite } from "./lib/traffic-site";
import { trafficLoad, type LoadFigures, type LoadSetting, type TrafficRequest } from "./lib/traffic-load";
import { defaultCollectorPath } from "../app/lib/core/analytics-endpoint";

const seconds = Number(process.env.TRAFFIC_SECONDS ?? 10);
if (!Number.isFinite(seconds) || seconds < 1 || seconds > 600) throw new Error(`TRAFFIC_SECONDS: 1 to 600, not ${process.env.TRAFFIC_SECONDS}`);
const setting: LoadSetting = { connections: 32, seconds };
const warmUp: LoadSetting = { connections: 32, seconds: 1 };
const port = Number(process.env.TRAFFIC_PORT ?? 3470);
if (!Number.isInteger(port) || port < 1 || port > 65_535) throw new Error(`TRAFFIC_PORT: a port number, not ${process.env.TRAFFIC_PORT}`);
const albumSlug = "landscapes";
const visitPictures = 12;
const mb = 1024 * 1024;
const projectRoot = path.join(import.meta.dirname, "..");
const root = path.join(os.tmpdir(), "vitrine-bench-traffic");

// A signal ends the process through exit, whose handlers (here and in bare-server) kill the children.
process.once("SIGINT", () => process.exit(130));
process.once("SIGTERM", () => process.exit(143));

if (!existsSync(path.join(projectRoot, "build", "server.js")) || process.env.TRAFFIC_BUILD === "1") {
  execFileSync("npm", ["run", "build"], { cwd: projectRoot, stdio: "inherit" });
}
const loadAverage = () =>
  os
    .loadavg()
    .map((n) => n.toFixed(2))
    .join(" ");
const loadAtStart = loadAverage();
const benchStarted = performance.now();

const site = await prepareTrafficSite(root);
const { warmth } = site;
console.log(
  `DATA_DIR ${site.dataDir} was ${warmth.warm ? "warm: every derivative there from an earlier run" : `cold: ${warmth.derivedNow} of ${warmth.pictures} distinct pictures derived now`}; ` +
    `all made before timing, as npm run ingest does (${warmth.seconds.toFixed(1)} s)`,
);
const analyticsFile = path.join(site.dataDir, "analytics.sqlite");
const storedEvents = () => {
  if (!existsSync(analyticsFile)) return 0;
  const db = new Database(analyticsFile, { readonly: true });
  try {
    return (db.prepare("SELECT COUNT(*) AS n FROM events").get() as { n: number }).n;
  } finally {
    db.close();
  }
};
const storedBefore = storedEvents();

/**
 * A thing to load: its requests (one, a visit's or a set of files'), the events each carries to the
 * collector, its target against the limit, and against the album page's requests a second (`pageShare`).
 */
type Target = { name: string; requests: TrafficRequest[]; events: number[]; limit?: number; pageShare?: number; visit?: boolean };
type Measured = Target & { real: LoadFigures; bare: LoadFigures };

const get = (pathname: string, headers: Record<string, string>): TrafficRequest => ({ method: "GET", path: pathname, headers });
/**
 * The file a picture's address is sent from: the address is a keyed hash of its content and who may
 * see it, so the content's hash is read from the answer's ETag (`"<pipeline>-<hash>-<width>.<format>"`).
 */
const derivativeFile = async (address: string) => {
  const etag = (await fetch(origin + address, { method: "HEAD" })).headers.get("etag") ?? "";
  const [, hash = "", file = ""] = /^"[^-]+-([a-f0-9]+)-(.+)"$/.exec(etag) ?? [];
  return path.join(site.dataDir, "derivatives", pipelineVersion, hash.slice(0, 2), hash, file);
};

// Started as `npm run serve` starts it: its memory settings are part of what is measured.
const server = spawnServer({ PORT: String(port), CONTENT_DIR: site.content, DATA_DIR: site.dataDir, TRUST_PROXY: "loopback" }, { asServe: true });
const killServer = () => server.child.kill();
process.once("exit", killServer);
const origin = `http://127.0.0.1:${port}`;
const measured: Measured[] = [];
let rssBefore: number;
let rssAfter: number;
let rssRested: number;
let acceptedEvents = 0;
let realRuns = 0;
let addressCheck: { requests: number; distinct: number };
let visitAddresses: string[];
let assetPaths: string[];
try {
  await server.listening(300_000);
  const pid = server.child.pid!;

  // What the pages draw: the desktop's album page for its first picture and the items the events name, the phone's for a visit.
  const pageText = async (pathname: string, browser: BrowserProfile) => {
    const response = await fetch(origin + pathname, { headers: { ...browserHeaders.page(browser), "x-forwarded-for": nextForwardedAddress() } });
    if (!response.ok) throw new Error(`${pathname}: HTTP ${response.status}`);
    return response.text();
  };
  const albumPath = `/albums/${albumSlug}`;
  // Desktop 1280 px: the grid's slot is 25vw (GridItem's gridSizes), 320 CSS px at device pixel ratio 1.
  const desktopTiles = gridPictures(await pageText(albumPath, desktopChrome), 320);
  // The phone (390 px, ratio 1 as bench/lib/phone.ts): two columns, 50vw = 195 CSS px.
  const phoneHtml = await pageText(albumPath, phoneChrome);
  const phoneTiles = gridPictures(phoneHtml, 195).slice(0, visitPictures);
  if (desktopTiles.length !== 16) throw new Error(`${albumPath}: ${desktopTiles.length} picture tiles, not 16`);
  if (phoneTiles.length !== visitPictures) throw new Error(`${albumPath}: ${phoneTiles.length} picture tiles for the phone, not ${visitPictures}`);
  const pictureAddress = desktopTiles[0]!.address;
  visitAddresses = phoneTiles.map((tile) => tile.address);
  for (const address of [pictureAddress, ...visitAddresses]) {
    const file = await derivativeFile(address);
    if (!existsSync(file)) throw new Error(`${address}: no file at ${file}`);
  }

  // What a first visit fetches besides: every script and style the phone's album page names.
  const scriptBytes = new Map<string, number>();
  const assets = await pageAssets(phoneHtml, albumPath, async (pathname) => {
    const response = await fetch(origin + pathname);
    if (!response.ok) throw new Error(`${pathname}: HTTP ${response.status}`);
    const text = await response.text();
    scriptBytes.set(pathname, text.length);
    return text;
  });
  if (assets.scripts.length === 0 || assets.styles.length === 0)
    throw new Error(`${albumPath}: names ${assets.scripts.length} scripts, ${assets.styles.length} stylesheets`);
  assetPaths = [...assets.scripts, ...assets.styles];
  const largestScript = [...scriptBytes].sort((a, b) => b[1] - a[1])[0]![0];
  const assetRequests = (browser: BrowserProfile) => [
    ...assets.scripts.map((script) => get(script, browserHeaders.script(browser))),
    ...assets.styles.map((style) => get(style, browserHeaders.style(browser))),
  ];
  const fileCount = `${assets.scripts.length} scripts, ${assets.styles.length} stylesheet${assets.styles.length === 1 ? "" : "s"}`;

  const items = desktopTiles.map((tile) => ({ id: tile.id, index: tile.index, title: tile.title }));
  const collect = (browser: BrowserProfile, events: number): TrafficRequest => ({
    method: "POST",
    path: defaultCollectorPath,
    headers: browserHeaders.collect(browser, origin),
    body: collectBatch(origin, albumPath, albumSlug, items, events),
  });
  const page = (pathname: string) => get(pathname, browserHeaders.page(desktopChrome));
  const single = (name: string, request: TrafficRequest, limit?: number, events = 0): Target => ({ name, requests: [request], events: [events], limit });
  const targets: Target[] = [
    single("album page (16 pictures)", page(albumPath), 0.25),
    single("home page", page("/"), 0.25),
    single("photo page", page(`${albumPath}/1`), 0.25),
    single(`picture (${pictureAddress.split("/").at(-1)})`, get(pictureAddress, browserHeaders.picture(desktopChrome)), 0.25),
    single(`album of ${site.largeSize.toLocaleString("en")}, first page`, page(`/albums/${site.largeSlug}`)),
    single("analytics, 1 event", collect(desktopChrome, 1), 0.1, 1),
    single("analytics, 20 events", collect(desktopChrome, 20), undefined, 20),
    {
      ...single(`script file (${largestScript.split("/").at(-1)}, the largest the album page names)`, get(largestScript, browserHeaders.script(desktopChrome))),
      pageShare: 0.8,
    },
    {
      name: `the album page's scripts and styles in turn (${fileCount})`,
      requests: assetRequests(desktopChrome),
      events: assetPaths.map(() => 0),
      pageShare: 0.8,
    },
  ];
  const visitOf = (name: string, files: TrafficRequest[]): Target => ({
    name,
    requests: [
      get(albumPath, browserHeaders.page(phoneChrome)),
      ...files,
      ...visitAddresses.map((address) => get(address, browserHeaders.picture(phoneChrome))),
      collect(phoneChrome, 1),
    ],
    events: [0, ...files.map(() => 0), ...visitAddresses.map(() => 0), 1],
    limit: 0.2,
    visit: true,
  });
  const visit = visitOf(`visits (phone: album page + ${visitPictures} pictures + 1 analytics request)`, []);
  const firstVisit = visitOf(
    `first visits (phone: album page + its ${fileCount} + ${visitPictures} pictures + 1 analytics request)`,
    assetRequests(phoneChrome),
  );
  const everything = [...targets, visit, firstVisit];

  // The limit's bytes: each request once, as the load will send it (Accept-Encoding included).
  const captured = new Map<Target, BareResponse[]>();
  for (const target of everything) {
    const responses: BareResponse[] = [];
    for (const request of target.requests) responses.push(await captureResponse(origin, request, nextForwardedAddress()));
    captured.set(target, responses);
    acceptedEvents += target.events.reduce((sum, events) => sum + events, 0);
  }

  const count = (target: Target, figures: LoadFigures) => target.events.reduce((sum, events, i) => sum + events * (figures.statuses[i]!.get(204) ?? 0), 0);
  const runReal = async (target: Target, load: LoadSetting) => {
    const figures = await trafficLoad(origin, target.requests, load);
    acceptedEvents += count(target, figures);
    realRuns++;
    await settleServer(origin);
    return figures;
  };

  // Warm-up: every target for a second, then the memory it settled at.
  for (const target of everything) await runReal(target, warmUp);
  rssBefore = await processRss(pid);

  // Every request from an address of its own: counted by a limit that records what it receives (untimed).
  const checker = await startBareServer(captured.get(visit)!, { countAddresses: true });
  try {
    await trafficLoad(checker.url, visit.requests, { connections: setting.connections, seconds: 2 });
    addressCheck = await checker.addresses();
  } finally {
    await checker.stop();
  }

  for (const target of everything) {
    const real = await runReal(target, setting);
    const bare = await startBareServer(captured.get(target)!);
    try {
      measured.push({ ...target, real, bare: await trafficLoad(bare.url, target.requests, setting) });
    } finally {
      await bare.stop();
    }
    console.log(`measured ${target.name}, load average ${loadAverage()}`);
  }
  rssAfter = await processRss(pid);
  rssRested = await restingRss(pid);
} catch (error) {
  // The server's own words say why, when it is the server that failed.
  const exit = server.child.exitCode ?? server.child.signalCode;
  console.error(
    `the bench failed; the server ${exit === null ? "was still running" : `had exited (${exit})`}; its last output:\n${server.output().slice(-3_000)}`,
  );
  throw error;
} finally {
  process.off("exit", killServer);
  server.child.kill("SIGTERM");
  await server.exited;
}
const storedAfter = storedEvents();
const loadAtEnd = loadAverage();

const whole = (n: number) => Math.round(n).toLocaleString("en");
const ms = (n: number) => `${n < 10 ? n.toFixed(1) : whole(n)} ms`;
const ratio = (m: Measured) => m.real.requestsPerSecond / m.bare.requestsPerSecond;
const isVisit = (m: Measured) => m.visit === true;
const perSecond = (m: Measured, figures: LoadFigures) =>
  isVisit(m)
    ? `${(figures.requestsPerSecond / m.requests.length).toFixed(1)} visits/s (${whole(figures.requestsPerSecond)} req/s)`
    : whole(figures.requestsPerSecond);
const albumPage = measured[0]!;
const pageShare = (m: Measured) => m.real.requestsPerSecond / albumPage.real.requestsPerSecond;
/** The same share between the limits: what the bytes alone allow (a larger file is fewer answers a second, even from memory). */
const limitShare = (m: Measured) => m.bare.requestsPerSecond / albumPage.bare.requestsPerSecond;

const cpus = os.cpus();
console.log(
  `\nmachine: ${cpus[0]?.model ?? "?"} × ${cpus.length} cores (${os.availableParallelism()} available), Node ${process.version}, load average (1, 5, 15 min) at start ${loadAtStart}, at end ${loadAtEnd}; the bench took ${((performance.now() - benchStarted) / 1000).toFixed(0)} s`,
);
console.log(
  `load: autocannon in the bench's process, ${setting.connections} connections, ${setting.seconds} s per run, real then limit per target; desktop Chrome 131 (1280 px) or, for visits, a Pixel 7 (390 px); ` +
    `Accept-Encoding: gzip, deflate, br; X-Forwarded-For unique per request (${whole(addressCheck.distinct)} distinct of ${whole(addressCheck.requests)} requests in a 2 s check)`,
);
console.log(
  `limit: a bare node:http process answering the real server's bytes for each request (same status, Content-Type, Content-Encoding, body) from memory`,
);
console.log(
  `visit pictures: the first ${visitPictures} tiles of /albums/${albumSlug} at 390 px, the AVIF a 195 px slot takes at ratio 1: ${visitAddresses.map((a) => a.split("/").at(-1)).join(", ")}`,
);
console.log(
  `first visits' files: what the album page names (module preloads, script src, stylesheets, its inline module's imports) and their static imports: ${assetPaths.map((a) => a.split("/").at(-1)).join(", ")}\n`,
);
console.log(
  markdownTable(
    ["target", "requests/s", "p50", "p99", "errors", "non-2xx/3xx", "limit requests/s", "limit p50", "limit p99", "ratio to limit"],
    measured.map((m) => [
      m.name,
      perSecond(m, m.real),
      ms(m.real.p50),
      ms(m.real.p99),
      whole(m.real.errors),
      whole(m.real.bad),
      perSecond(m, m.bare),
      ms(m.bare.p50),
      ms(m.bare.p99),
      `${ratio(m).toFixed(3)}×`,
    ]),
  ),
);
const stored = storedAfter - storedBefore;
// A run's end drops answers still on their way: the server may have stored those events without the count seeing them.
const unseen = realRuns * setting.connections * 20;
const storeOk = stored >= acceptedEvents && stored <= acceptedEvents + unseen;
console.log(
  `\nserver RSS (VmRSS): ${(rssBefore / mb).toFixed(1)} MB after start-up and warm-up, ${(rssAfter / mb).toFixed(1)} MB right after all the load, ${(rssRested / mb).toFixed(1)} MB once it rested (5 s in a row under 2 % of a core)`,
);
console.log(
  `analytics: ${whole(acceptedEvents)} events in answers of 204, the store grew by ${whole(stored)} events ` +
    `(${storeOk ? "every one answered is stored; any more are from requests the load's end cut off" : "MISMATCH"})`,
);

const verdict = (ok: boolean) => (ok ? "met" : "missed");
const failures = measured.reduce((sum, m) => sum + m.real.errors + m.real.bad, 0);
console.log(`\nTargets of the issue (this run):`);
for (const m of measured.filter((m) => m.limit !== undefined)) {
  console.log(`- ${m.name}: ${ratio(m).toFixed(3)}× the limit (target ≥ ${m.limit}×): ${verdict(ratio(m) >= m.limit!)}`);
}
for (const m of measured.filter((m) => m.pageShare !== undefined)) {
  console.log(
    `- ${m.name}: ${pageShare(m).toFixed(2)}× the album page's requests a second (target ≥ ${m.pageShare}×; between the limits ${limitShare(m).toFixed(2)}×): ${verdict(pageShare(m) >= m.pageShare!)}`,
  );
}
console.log(`- no errors: ${whole(failures)} errors or answers neither 2xx nor 3xx in the timed runs: ${verdict(failures === 0)}`);
console.log(`- RSS after the load, at rest ${(rssRested / mb).toFixed(1)} MB (target ≤ 200 MB): ${verdict(rssRested <= 200 * mb)}`);
if (!storeOk) process.exitCode = 1;
