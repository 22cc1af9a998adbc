/**
 * bench/page-miss: the first render of a page after a rebuild (a cache miss) against the commit
 * before, in one run. Both builds serve the same site (bench/traffic's: the demo and a 10,000-picture
 * album); each request asks for an address neither has seen (`?miss=N`), so this build renders it
 * and keeps it (render, brotli and gzip, hashes), and the build before renders it as it did every
 * request. Requests alternate between the two, one at a time, Chrome's Accept-Encoding. Prints the
 * median and p90 per page and the ratio to the build before.
 *   npm run build && BEFORE_BUILD=/path/to/checkout-of-the-commit-before npx tsx bench/page-miss.ts
 * (the checkout built with npm run build). MISS_REQUESTS=40 per page and build.
 */
import { spawn } from "node:child_process";
import os from "node:os";
import path from "node:path";
import { markdownTable } from "./lib/markdown-table";
import { prepareTrafficSite } from "./lib/traffic-site";

const before = process.env.BEFORE_BUILD;
if (!before) throw new Error("BEFORE_BUILD: a checkout of the commit before, built (see the header)");
const requests = Number(process.env.MISS_REQUESTS ?? 40);
// No raised event budget: the build before knows no such setting, and no events are sent here.
const site = await prepareTrafficSite(path.join(os.tmpdir(), "vitrine-bench-traffic"), { raiseEventBudget: false });

type Server = { name: string; url: string; stop: () => void };

async function start(name: string, serverFile: string, port: number): Promise<Server> {
  const child = spawn(process.execPath, [serverFile], {
    env: { ...process.env, NODE_ENV: "production", HOST: "127.0.0.1", PORT: String(port), CONTENT_DIR: site.content, DATA_DIR: site.dataDir },
    stdio: ["ignore", "pipe", "pipe"],
  });
  let output = "";
  child.stdout.on("data", (chunk) => (output += chunk));
  child.stderr.on("data", (chunk) => (output += chunk));
  for (const started = Date.now(); !output.includes("site ready"); await new Promise((resolve) => setTimeout(resolve, 100))) {
    if (child.exitCode !== null || Date.now() - started > 120_000) throw new Error(`${name} did not start: ${output}`);
  }
  process.once("exit", () => child.kill());
  return { name, url: `http://127.0.0.1:${port}`, stop: () => child.kill() };
}

async function timed(url: string): Promise<number> {
  const started = performance.now();
  const response = await fetch(url, {
    headers: {
      "accept-encoding": "gzip, deflate, br",
      "user-agent": "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36",
    },
  });
  await response.arrayBuffer();
  if (response.status !== 200) throw new Error(`${url}: ${response.status}`);
  return performance.now() - started;
}

const quantile = (values: number[], q: number) => [...values].sort((a, b) => a - b)[Math.min(values.length - 1, Math.floor(q * values.length))]!;

const servers = [
  await start("this build", path.resolve("build/server.js"), 3481),
  await start("the build before", path.join(before, "build", "server.js"), 3482),
];
const pages = ["/", "/albums/landscapes", "/albums/landscapes/3", `/albums/${site.largeSlug}`, "/search?q=sea"];
const rows: string[][] = [];
try {
  for (const page of pages) {
    const times = new Map(servers.map((server) => [server.name, [] as number[]]));
    // Warmed once at another address (the route's code, the album's index), then every request new.
    for (const server of servers) await timed(`${server.url}${page}${page.includes("?") ? "&" : "?"}miss=warm`);
    for (let i = 0; i < requests; i++) {
      for (const server of servers) times.get(server.name)!.push(await timed(`${server.url}${page}${page.includes("?") ? "&" : "?"}miss=${i}`));
    }
    const [now, then] = servers.map((server) => times.get(server.name)!);
    rows.push([
      page,
      `${quantile(now!, 0.5).toFixed(1)} ms`,
      `${quantile(now!, 0.9).toFixed(1)} ms`,
      `${quantile(then!, 0.5).toFixed(1)} ms`,
      `${quantile(then!, 0.9).toFixed(1)} ms`,
      `${(quantile(now!, 0.5) / quantile(then!, 0.5)).toFixed(2)}×`,
    ]);
  }
} finally {
  for (const server of servers) server.stop();
}
console.log(
  `bench/page-miss on ${os.cpus()[0]?.model ?? "?"} x${os.availableParallelism()}, node ${process.version}, load average ${os
    .loadavg()
    .map((n) => n.toFixed(1))
    .join(" ")}; ${requests} new addresses per page and build, alternating`,
);
console.log(markdownTable(["page (a new address each time)", "this build p50", "p90", "build before p50", "p90", "p50 ratio"], rows));
