/**
 * bench/viewer: the viewer chunk's size (raw and gzip, JS and CSS), and the time from a click on a
 * grid item to the first picture painted in the viewer and to the full picture, in headless
 * Chromium, for the demo and a 500-item album; first open (the chunk loads) and later opens.
 *   npm run build && npx tsx bench/viewer.ts
 */
import { readdir, readFile, rm } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { gzipSync } from "node:zlib";
import { chromium, type Page } from "@playwright/test";
import { chromiumArgs, chromiumPath } from "../tests/harness/chromium";
import { prepareBenchSite } from "./lib/content";
import { startServer } from "./lib/server";

const kb = (n: number) => `${(n / 1024).toFixed(1)} KB`;
const assets = "build/client/assets";
for (const file of (await readdir(assets)).filter((name) => name.startsWith("open-viewer"))) {
  const bytes = await readFile(path.join(assets, file));
  console.log(`viewer chunk ${file.padEnd(28)} ${kb(bytes.length).padStart(9)} raw, ${kb(gzipSync(bytes).length).padStart(8)} gzip`);
}

const root = path.join(os.tmpdir(), "vitrine-bench-viewer");
const content = await prepareBenchSite(root);
const server = await startServer({ PORT: "3402", CONTENT_DIR: content, DATA_DIR: path.join(root, "data") });
const browser = await chromium.launch({ executablePath: chromiumPath, args: chromiumArgs });

/** Click the item, then watch frames: when does any picture show, and when the full one? */
async function clickToPaint(page: Page, index: number): Promise<{ first: number; full: number }> {
  // Plain JavaScript: the bench runs under tsx, whose name helpers do not exist in the page.
  await page.evaluate(`(() => {
    const marks = (window.__marks = {});
    document.addEventListener("click", () => (marks.click = performance.now()), { capture: true, once: true });
    const watch = () => {
      const shown = [...document.querySelectorAll(".pswp img")].filter((img) => img.complete && img.naturalWidth > 1 && img.getBoundingClientRect().width > 0);
      if (shown.length > 0 && marks.first === undefined) marks.first = performance.now();
      if (shown.some((img) => img.classList.contains("pswp__img") && !img.classList.contains("pswp__img--placeholder"))) marks.full = performance.now();
      if (marks.full === undefined) requestAnimationFrame(watch);
    };
    requestAnimationFrame(watch);
  })()`);
  await page.locator(`.grid-item[data-index="${index}"]`).click();
  await page.waitForFunction(() => (window as unknown as { __marks: { full?: number } }).__marks.full, undefined, { timeout: 20_000 });
  const marks = await page.evaluate(() => (window as unknown as { __marks: { click: number; first: number; full: number } }).__marks);
  await page.keyboard.press("Escape");
  await page.locator('.viewer-root[data-viewer="closed"]').waitFor({ state: "attached" });
  return { first: marks.first - marks.click, full: marks.full - marks.click };
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;
console.log(`bench/viewer on ${os.cpus()[0]?.model ?? "?"} x${os.availableParallelism()}, node ${process.version}, Chromium ${browser.version()}`);
for (const [label, album, index] of [
  ["demo (Landscapes)", "landscapes", 3],
  ["500-item album", "five-hundred", 7],
] as const) {
  const firstOpen: { first: number; full: number }[] = [];
  const laterOpens: { first: number; full: number }[] = [];
  for (let run = 0; run < 5; run++) {
    const page = await browser.newPage({ viewport: { width: 1280, height: 900 } });
    await page.goto(`${server.url}/albums/${album}`, { waitUntil: "networkidle" });
    firstOpen.push(await clickToPaint(page, index));
    laterOpens.push(await clickToPaint(page, index + 1));
    await page.close();
  }
  const show = (runs: { first: number; full: number }[]) =>
    `first picture ${median(runs.map((r) => r.first))
      .toFixed(0)
      .padStart(4)} ms, full picture ${median(runs.map((r) => r.full))
      .toFixed(0)
      .padStart(4)} ms`;
  console.log(`${label.padEnd(18)} | first open (chunk loads): ${show(firstOpen)} | later opens: ${show(laterOpens)} | median of 5`);
}
await browser.close();
await server.stop();
await rm(root, { recursive: true, force: true });
