/**
 * bench/tracker: the analytics tracker's size (minified and gzip: the part every page loads, and
 * the chunks it fetches only when needed) against the 3 KB budget, and its main-thread cost per
 * event in headless Chromium: track() calls, and clicks on an outbound link (classified, tracked).
 *   npm run build && npx tsx bench/tracker.ts
 */
import { mkdir, rm, writeFile } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { chromium } from "@playwright/test";
import sharp from "sharp";
import { budgets, bundleTracker } from "../tests/harness/bundle-sizes";
import { chromiumArgs, chromiumPath } from "../tests/harness/chromium";
import { startServer } from "./lib/server";

const { core, lazy, all } = await bundleTracker();
const show = (label: string, size: { min: number; gzip: number }) =>
  console.log(`${label.padEnd(44)} ${String(size.min).padStart(6)} B min ${String(size.gzip).padStart(6)} B min+gzip`);

console.log(`bench/tracker on ${os.cpus()[0]?.model ?? "?"} x${os.availableParallelism()}, node ${process.version}`);
show("core (every page): index + static chunks", core);
for (const chunk of lazy) show(`fetched when needed: ${chunk.name} chunk (${chunk.modules} modules)`, chunk);
show("everything, as one file", all);
console.log(`budget 3 KB min+gzip for what every page loads: ${core.gzip} B, ${core.gzip <= budgets.tracker ? "within budget" : "OVER BUDGET"}`);

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
