/**
 * bench/tracker: the analytics tracker's size (minified and gzip: the part every page loads, and
 * the chunks it fetches only when needed) against the 3 KB budget, and its main-thread cost per
 * event in headless Chromium: track() calls, and clicks on an outbound link (classified, tracked).
 *   npm run build && npx tsx bench/tracker.ts
 */
import { mkdir, rm, writeFile } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { gzipSync } from "node:zlib";
import { chromium } from "@playwright/test";
import { build, type Metafile } from "esbuild";
import sharp from "sharp";
import { chromiumArgs, chromiumPath } from "../tests/harness/chromium";
import { startServer } from "./lib/server";

const budget = 3 * 1024;
const gzip = (bytes: Uint8Array) => gzipSync(bytes, { level: 9 }).length;

// Size: esbuild bundles the tracker's entry as Vite does (minified, ES2022, lazy chunks split off).
const bundle = await build({
  entryPoints: ["app/tracker/index.ts"],
  bundle: true,
  minify: true,
  splitting: true,
  format: "esm",
  target: "es2022",
  outdir: "/bench-tracker-out",
  write: false,
  metafile: true,
});
const files = new Map(bundle.outputFiles.map((file) => [path.relative("/bench-tracker-out", file.path), file.contents]));
const outputs = Object.fromEntries(
  Object.entries(bundle.metafile.outputs).map(([name, output]) => [path.relative("/bench-tracker-out", path.resolve(name)), output]),
);

/** A chunk and everything it imports statically (what loads with it). */
function withStaticImports(name: string, outputsByName: Record<string, Metafile["outputs"][string]>, seen = new Set<string>()): Set<string> {
  seen.add(name);
  for (const imported of outputsByName[name]!.imports) {
    const target = path.relative("/bench-tracker-out", path.resolve(imported.path));
    if (imported.kind === "import-statement" && !seen.has(target)) withStaticImports(target, outputsByName, seen);
  }
  return seen;
}
const entry = Object.keys(outputs).find((name) => outputs[name]!.entryPoint)!;
const core = withStaticImports(entry, outputs);
const measure = (names: Iterable<string>) => {
  const parts = [...names].map((name) => files.get(name)!);
  const joined = Buffer.concat(parts);
  return { min: joined.length, gzip: gzip(joined) };
};
const show = (label: string, size: { min: number; gzip: number }) =>
  console.log(`${label.padEnd(44)} ${String(size.min).padStart(6)} B min ${String(size.gzip).padStart(6)} B min+gzip`);

console.log(`bench/tracker on ${os.cpus()[0]?.model ?? "?"} x${os.availableParallelism()}, node ${process.version}`);
const coreSize = measure(core);
show("core (every page): index + static chunks", coreSize);
for (const name of Object.keys(outputs).filter((output) => !core.has(output))) {
  const modules = Object.keys(outputs[name]!.inputs).length;
  show(`fetched when needed: ${name.replace(/-\w+\.js$/, "")} chunk (${modules} modules)`, measure([name]));
}
show("everything, as one file", measure(files.keys()));
console.log(`budget 3 KB min+gzip for what every page loads: ${coreSize.gzip} B, ${coreSize.gzip <= budget ? "within budget" : "OVER BUDGET"}`);

// Cost: a small site (one album, one outbound menu link) served by the built app.
const root = path.join(os.tmpdir(), "vitrine-bench-tracker");
await rm(root, { recursive: true, force: true });
const content = path.join(root, "content");
await mkdir(path.join(content, "Bench"), { recursive: true });
await writeFile(path.join(content, "vitrine.config.yml"), "title: Bench\nmenu:\n  links:\n    - { label: Elsewhere, url: 'https://example.org/' }\n");
for (let i = 0; i < 6; i++)
  await sharp({ create: { width: 800, height: 600, channels: 3, background: { r: 40 * i, g: 90, b: 140 } } })
    .jpeg()
    .toFile(path.join(content, "Bench", `${i}.jpg`));
const server = await startServer({ PORT: "3403", CONTENT_DIR: content, DATA_DIR: path.join(root, "data") });
const browser = await chromium.launch({ executablePath: chromiumPath, args: chromiumArgs });
console.log(`Chromium ${browser.version()}`);

// Plain JavaScript: the bench runs under tsx, whose name helpers do not exist in the page.
// Each round times 1000 events; the first round on a fresh page also pays for compiling the code.
const measureInPage = `(() => {
  const n = 1000;
  const time = (fn) => { const start = performance.now(); for (let i = 0; i < n; i++) fn(i); return ((performance.now() - start) * 1000) / n; };
  const link = Object.assign(document.createElement("a"), { href: "https://example.org/page", textContent: "Example", className: "ext" });
  const plain = document.createElement("span");
  link.addEventListener("click", (event) => event.preventDefault());
  document.body.append(link, plain);
  const round = () => ({
    track: time((i) => window.vitrine.track("bench_event", { n: i, label: "a short label", flag: true })),
    click: time(() => link.click()),
    plainClick: time(() => plain.click()),
  });
  return [round(), round(), round()];
})()`;

type Round = { track: number; click: number; plainClick: number };
const cold: Round[] = [];
const warm: Round[] = [];
for (let run = 0; run < 7; run++) {
  const page = await browser.newPage({ viewport: { width: 1280, height: 900 } });
  await page.goto(`${server.url}/albums/bench`, { waitUntil: "networkidle" });
  await page.waitForFunction("window.vitrine && window.vitrine.track");
  const [first, , third] = (await page.evaluate(measureInPage)) as Round[];
  cold.push(first!);
  warm.push(third!);
  await page.close();
}
const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;
const us = (rounds: Round[], key: keyof Round) =>
  `${median(rounds.map((round) => round[key]))
    .toFixed(1)
    .padStart(5)} µs`;
console.log(`main thread per event, median of ${cold.length} pages; first 1000 events on a fresh page | 1000 more, warm:`);
console.log(`  track(): sanitise, serialise, queue, a POST every 20     ${us(cold, "track")} | ${us(warm, "track")}`);
console.log(`  outbound link click: classify + track, with dispatch     ${us(cold, "click")} | ${us(warm, "click")}`);
console.log(`  click on a plain element: dispatch alone, for scale      ${us(cold, "plainClick")} | ${us(warm, "plainClick")}`);
await browser.close();
await server.stop();
await rm(root, { recursive: true, force: true });
