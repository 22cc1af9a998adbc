/**
 * bench/start: how production should run the server. The compiled build/server.js with plain node
 * beside server.ts through tsx: time from spawn to serving the site, and resident memory once two pages
 * have been served, on the demo and on the demo plus a 700-picture album (ten times its pictures).
 * Each start reuses the source index of a first, untimed one, as every start after the first does.
 *   npm run build && npx tsx bench/start.ts      (BENCH_STARTS=5 by default)
 */
import { spawn } from "node:child_process";
import { cp, readFile, rm } from "node:fs/promises";
import { createRequire } from "node:module";
import os from "node:os";
import path from "node:path";
import { pathToFileURL } from "node:url";
import { ensureDemoContent } from "../app/lib/demo/generate-demo.server";
import { writeBigAlbum } from "./lib/content";

const starts = Number(process.env.BENCH_STARTS ?? 5);
const root = path.join(os.tmpdir(), "vitrine-bench-start");
const project = path.join(import.meta.dirname, "..");
const tsx = pathToFileURL(createRequire(import.meta.url).resolve("tsx")).href;
const runners = {
  "node build/server.js": [path.join(project, "build", "server.js")],
  "tsx server.ts": ["--import", tsx, path.join(project, "server.ts")],
};
const port = 3470;

/** One start: milliseconds until the server says it listens and its site is ready, and its RSS (MB) after serving two pages. */
async function startOnce(args: string[], env: Record<string, string>): Promise<{ ms: number; rssMb: number }> {
  const started = performance.now();
  const child = spawn(process.execPath, args, {
    env: { ...process.env, NODE_ENV: "production", HOST: "127.0.0.1", PORT: String(port), ...env },
    stdio: ["ignore", "pipe", "pipe"],
  });
  let output = "";
  child.stderr.on("data", (chunk) => (output += chunk));
  const ms = await new Promise<number>((resolve, reject) => {
    child.stdout.on("data", (chunk) => {
      output += chunk;
      // It listens before its site is built: the start ends when both are done.
      if (output.includes("serving") && output.includes("site ready: ")) resolve(performance.now() - started);
    });
    child.on("exit", () => reject(new Error(`server exited: ${output}`)));
  });
  for (const page of ["/", "/albums/landscapes"]) await (await fetch(`http://127.0.0.1:${port}${page}`)).text();
  const status = await readFile(`/proc/${child.pid}/status`, "utf8");
  const rssMb = Number(/VmRSS:\s+(\d+)/.exec(status)![1]) / 1024;
  const exited = new Promise((resolve) => child.once("exit", resolve));
  child.kill("SIGTERM");
  await exited;
  return { ms, rssMb };
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;

await rm(root, { recursive: true, force: true });
const demo = path.join(root, "demo");
const bigger = path.join(root, "bigger");
await ensureDemoContent(demo);
await cp(demo, bigger, { recursive: true });
await writeBigAlbum(path.join(bigger, "Seven Hundred"), 700, 640);
const sites: [string, string][] = [
  ["demo (70 pictures)", demo],
  ["demo + 700-picture album", bigger],
];

console.log(`| site | runner | start to ready, median of ${starts} (min–max) | RSS after two pages, median |`);
console.log("| --- | --- | --- | --- |");
for (const [site, dir] of sites) {
  const env = { CONTENT_DIR: dir, DATA_DIR: path.join(root, `data-${path.basename(dir)}`) };
  await startOnce(runners["node build/server.js"], env);
  for (const [runner, args] of Object.entries(runners)) {
    const runs = [];
    for (let i = 0; i < starts; i++) runs.push(await startOnce(args, env));
    const times = runs.map((run) => run.ms);
    console.log(
      `| ${site} | ${runner} | ${Math.round(median(times))} ms (${Math.round(Math.min(...times))}–${Math.round(Math.max(...times))}) | ${Math.round(median(runs.map((run) => run.rssMb)))} MB |`,
    );
  }
}
await rm(root, { recursive: true, force: true });
