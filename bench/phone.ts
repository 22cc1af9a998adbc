/**
 * bench/phone: the public pages as a phone sees them on a first visit (issue 38). Lighthouse 12
 * (npm `lighthouse`) drives Debian's Chromium with the harness's flags, headless, a new profile each
 * run, performance category only, under its mobile preset (simulated 150 ms RTT, 1.6 Mbps, CPU ×4)
 * and its desktop preset. Pages: the built server's album, photo page, home, search ?q=a and
 * 10,000-picture album, and a static reference: the album's 16 pictures as one plain HTML page (the
 * same files, widths and `sizes`) served by nginx with gzip, as a static gallery generator's site.
 * Rounds interleave pages and presets, so the machine's drift falls on all alike. Prints medians
 * (score, FCP, LCP, TBT, CLS, bytes, JS bytes, requests), then the LCP's element and phases and the
 * physical limit its bytes allow (bench/lib/physical-limit.ts), as Markdown tables.
 *   npm run build && npx tsx bench/phone.ts [--runs=5,3] [--pages=album,photo,home,search,large,static]
 * --runs=M,D: M mobile and D desktop runs a page (one number: both); --pages (or --url-only): a subset.
 */
import { execFileSync } from "node:child_process";
import { existsSync } from "node:fs";
import { mkdtemp, rm } from "node:fs/promises";
import { createRequire } from "node:module";
import os from "node:os";
import path from "node:path";
import { parseArgs } from "node:util";
import { slugify } from "../app/lib/content/slug";
import { chromiumPath } from "../tests/harness/chromium";
import { freePort } from "../tests/harness/free-ports";
import { spawnServer } from "../tests/harness/spawn-server";
import type { RunFigures } from "./lib/lighthouse-figures";
import { lighthouseRun, presets, type Preset } from "./lib/lighthouse-run";
import { lcpTable, medianTable, type Measured } from "./lib/phone-tables";
import { writeStaticGallery } from "./lib/static-gallery";
import { nginxPath, startStaticNginx } from "./lib/static-nginx";
import { prepareTrafficSite } from "./lib/traffic-site";

const projectRoot = path.join(import.meta.dirname, "..");
const { values } = parseArgs({ options: { runs: { type: "string", default: "5,3" }, pages: { type: "string" }, "url-only": { type: "string" } } });
const [mobileRuns, desktopRuns = mobileRuns] = values.runs.split(",").map(Number);
const runs: Record<Preset, number> = { mobile: mobileRuns!, desktop: desktopRuns! };
if (!Object.values(runs).every((n) => Number.isInteger(n) && n >= 0)) throw new Error(`--runs: M or M,D, whole numbers, not ${values.runs}`);
const album = "/albums/landscapes";
/** Each page by its --pages name: its label in the tables, its path, and who serves it (the large album is bench/traffic's). */
const pages = [
  { name: "album", label: "album (16 pictures)", path: album, nginx: false },
  { name: "photo", label: "photo page", path: `${album}/3`, nginx: false },
  { name: "home", label: "home", path: "/", nginx: false },
  { name: "search", label: "search ?q=a", path: "/search?q=a", nginx: false },
  { name: "large", label: "10,000-picture album", path: `/albums/${slugify("Album 10000")}`, nginx: false },
  { name: "static", label: "static reference (nginx)", path: "/", nginx: true },
];
const names = (values.pages ?? values["url-only"])?.split(",") ?? pages.map((page) => page.name);
const unknown = names.filter((name) => !pages.some((page) => page.name === name));
if (unknown.length > 0) throw new Error(`--pages: ${unknown.join(", ")}? (${pages.map((page) => page.name).join(", ")})`);
const chosen = pages.filter((page) => names.includes(page.name));
const withNginx = chosen.some((page) => page.nginx);
if (withNginx && !existsSync(nginxPath)) {
  console.error("bench/phone serves its static reference with Debian's nginx: run 'apt-get install -y nginx' (as root) and try again.");
  process.exit(1);
}
if (!existsSync(path.join(projectRoot, "build", "server.js"))) {
  console.error("bench/phone starts the built server: run 'npm run build' first.");
  process.exit(1);
}
// A signal ends the process through exit, whose handlers kill the children (server, nginx, Chromium).
process.once("SIGINT", () => process.exit(130));
process.once("SIGTERM", () => process.exit(143));

const site = await prepareTrafficSite(path.join(os.tmpdir(), "vitrine-bench-phone"));
const stops: (() => Promise<void>)[] = [];
try {
  const port = await freePort();
  const server = spawnServer({ PORT: String(port), CONTENT_DIR: site.content, DATA_DIR: site.dataDir });
  const killServer = () => server.child.kill();
  process.once("exit", killServer);
  stops.push(async () => {
    process.off("exit", killServer);
    killServer();
    await server.exited;
  });
  await server.listening(300_000);
  const origin = `http://127.0.0.1:${port}`;
  let nginxOrigin = "";
  if (withNginx) {
    const staticRoot = await mkdtemp(path.join(os.tmpdir(), "vitrine-phone-static-"));
    stops.push(() => rm(staticRoot, { recursive: true, force: true }));
    const written = await writeStaticGallery(origin, album, staticRoot);
    const nginx = await startStaticNginx(staticRoot);
    stops.push(nginx.stop);
    nginxOrigin = nginx.url;
    console.log(`static reference: ${written.pictures} pictures, ${written.files} files, served by nginx at ${nginx.url}`);
  }

  const urls = new Map(chosen.map((page) => [page.label, (page.nginx ? nginxOrigin : origin) + page.path]));
  // Each page rendered once before timing: a first visit finds the browser cold, not the server's page cache.
  for (const url of urls.values()) await (await fetch(url)).arrayBuffer();
  const measured: Measured[] = chosen.flatMap((page) => presets.map((preset) => ({ page: page.label, preset, runs: [] as RunFigures[] })));
  const total = measured.reduce((sum, entry) => sum + runs[entry.preset], 0);
  const loadBefore = os.loadavg()[0]!.toFixed(2);
  for (let round = 0, done = 0; round < Math.max(runs.mobile, runs.desktop); round++) {
    for (const entry of measured) {
      if (round >= runs[entry.preset]) continue;
      const run = await lighthouseRun(urls.get(entry.page)!, entry.preset);
      entry.runs.push(run);
      console.log(
        `[${++done}/${total}] ${entry.preset} ${entry.page}: score ${run.score}, LCP ${(run.lcp / 1000).toFixed(2)} s, TBT ${Math.round(run.tbt)} ms`,
      );
    }
  }

  const results = measured.filter((entry) => entry.runs.length > 0);
  const lighthouseVersion = (createRequire(import.meta.url)("lighthouse/package.json") as { version: string }).version;
  const chromiumVersion = execFileSync(chromiumPath, ["--version"], { stdio: ["ignore", "pipe", "ignore"] })
    .toString()
    .trim();
  const commit = execFileSync("git", ["rev-parse", "--short", "HEAD"], { cwd: projectRoot }).toString().trim();
  const loadAfter = os.loadavg()[0]!.toFixed(2);
  console.log(`\nLighthouse ${lighthouseVersion}, ${chromiumVersion}, Node ${process.version}, commit ${commit}, ${new Date().toISOString().slice(0, 10)}`);
  console.log(`load average ${loadBefore} before the runs, ${loadAfter} after. Medians:\n`);
  console.log(medianTable(results));
  console.log("\nThe LCP (medians), and the physical limit of the document, its render-blocking CSS and the LCP picture on the preset's link:\n");
  console.log(lcpTable(results));
  const warnings = new Map<string, number>();
  for (const run of results.flatMap((entry) => entry.runs)) for (const warning of run.warnings) warnings.set(warning, (warnings.get(warning) ?? 0) + 1);
  for (const [warning, count] of warnings) console.log(`\nLighthouse warned (${count} runs): ${warning}`);
} finally {
  for (const stop of stops.reverse()) await stop();
}
