/**
 * bench/large: what an album page costs as the album grows (issue 13). For albums of 16 (the size of
 * a demo album), 100, 1,000 and 10,000 generated pictures, as a phone (390x844): HTML bytes, server
 * p50/p99 and requests/s, load time, DOM elements after load and at most while scrolling to the end,
 * and a deep link to the slide at 90 % of the album; then the issue's ratios and targets, and the
 * library start-up figures of bench/lib/library-start.ts.
 *   npm run build && npx tsx bench/large.ts
 * LARGE_SIZES=16,100,1000 other sizes; LARGE_LOADS=3 timed loads per figure (median);
 * LARGE_SCROLL_CAP=180 seconds at most scrolling one album; LARGE_LIBRARIES=0 skips the libraries.
 */
import os from "node:os";
import path from "node:path";
import { chromium } from "@playwright/test";
import { chromiumArgs, chromiumPath } from "../tests/harness/chromium";
import { albumLoadSetting, type AlbumLoad } from "./lib/album-load";
import { prepareLargeAlbums } from "./lib/large-albums";
import { libraryTable } from "./lib/library-rows";
import { measureLibraries } from "./lib/library-start";
import { markdownTable } from "./lib/markdown-table";
import { measureAlbum, type AlbumFigures } from "./lib/measure-album";
import { serverRounds } from "./lib/server-rounds";
import { startServer } from "./lib/server";
import { warmDerivatives } from "./lib/warm-derivatives";

const sizes = (process.env.LARGE_SIZES ?? "16,100,1000,10000")
  .split(",")
  .map(Number)
  .sort((a, b) => a - b);
if (!sizes.every((size) => Number.isInteger(size) && size > 0)) throw new Error(`LARGE_SIZES: whole numbers above 0, not ${process.env.LARGE_SIZES}`);
const loads = Number(process.env.LARGE_LOADS ?? 3);
if (!Number.isInteger(loads) || loads < 1) throw new Error(`LARGE_LOADS: a whole number above 0, not ${process.env.LARGE_LOADS}`);
const scrollCap = Number(process.env.LARGE_SCROLL_CAP ?? 180);
const serverRoundCount = 3;
// Kept between runs: the pictures, and DATA_DIR's source index and derivatives.
const root = path.join(os.tmpdir(), "vitrine-bench-large");
const content = path.join(root, "content");
const dataDir = path.join(root, "data");

const albums = await prepareLargeAlbums(content, sizes);
const warmth = await warmDerivatives(content, dataDir);
console.log(
  `DATA_DIR ${dataDir} was ${warmth.warm ? "warm: every derivative there from an earlier run" : `cold: ${warmth.derivedNow} of ${warmth.pictures} distinct pictures derived now`}; ` +
    `all made before timing, as npm run ingest does (${warmth.seconds.toFixed(1)} s)`,
);
const server = await startServer({ PORT: "3330", CONTENT_DIR: content, DATA_DIR: dataDir });
const load = () =>
  os
    .loadavg()
    .map((n) => n.toFixed(1))
    .join(" ");
const measured: AlbumFigures[] = [];
let servers: AlbumLoad[] = [];
try {
  const browser = await chromium.launch({ executablePath: chromiumPath, args: chromiumArgs });
  try {
    console.log(
      `bench/large on ${os.cpus()[0]?.model ?? "?"} x${os.availableParallelism()}, node ${process.version}, Chromium ${browser.version()}, load average ${load()}`,
    );
    for (const album of albums) {
      measured.push(await measureAlbum(browser, server.url, album, { loads, scrollCap }));
      console.log(`album of ${album.size} measured, load average ${load()}`);
    }
  } finally {
    await browser.close();
  }
  // Last, with the browser closed: the load generator leaves the server's memory grown and, until it settles, its CPU busy.
  servers = await serverRounds(
    albums.map((album) => `${server.url}/albums/${album.slug}`),
    serverRoundCount,
  );
  console.log(`server rounds done, load average ${load()}`);
} finally {
  await server.stop();
}
const figures = measured.map((figure, i) => ({ ...figure, server: servers[i]! }));

const size = (n: number) => (n < 1024 * 1024 ? `${(n / 1024).toFixed(1)} KB` : `${(n / 1024 / 1024).toFixed(2)} MB`);
const ms = (n: number) => `${Math.round(n).toLocaleString("en")} ms`;
const count = (n: number) => n.toLocaleString("en");
console.log(
  `\nAlbum pages as a phone (390x844, Pixel 7 user agent, Sec-CH-Viewport-Width: 390). Server: autocannon, ${albumLoadSetting}, gzip; the albums in turn, ${serverRoundCount} rounds, the round with the median p50.`,
);
console.log(
  `Phone load = navigation start to html[data-hydrated]; load event beside it; median of ${loads} fresh phones after one untimed load; both on the page's own clock.`,
);
console.log(
  `Deep link: navigation start to the viewer opened on the slide with its picture loaded (page clock), median of ${loads}; and the same from the page's load event.\n`,
);
console.log(
  markdownTable(
    [
      "album",
      "HTML raw",
      "HTML gzip",
      "server p50",
      "server p99",
      "req/s (answers)",
      "phone load (hydrated)",
      "load event",
      "DOM after load",
      "DOM max scrolling",
      "last tile in DOM",
      "deep link",
      "deep link after load event",
    ],
    figures.map((f) => [
      `${count(f.album.size)} pictures`,
      size(f.raw),
      size(f.gzip),
      f.server.responses ? ms(f.server.p50) : "no answer",
      f.server.responses ? ms(f.server.p99) : "no answer",
      `${f.server.requestsPerSecond.toFixed(1)} (${f.server.responses}${f.server.counted ? ` in ${f.server.seconds.toFixed(0)} s` : ""}${f.server.failed ? `, ${f.server.failed} failed` : ""})`,
      ms(f.phone.hydratedMs),
      ms(f.phone.loadMs),
      count(f.phone.domNodes),
      `${count(f.scroll.maxNodes)}${f.scroll.capped ? ` (capped at ${scrollCap} s, ${f.scroll.steps} steps)` : ` (${f.scroll.steps} steps, ${f.scroll.seconds.toFixed(0)} s)`}`,
      f.scroll.capped ? `${f.scroll.lastInDom ? "yes" : "no"} (not at the end)` : f.scroll.lastInDom ? "yes" : "no",
      `${ms(f.deepLinkMs)} (#${f.album.slug}-${f.slide})`,
      ms(f.deepLinkAfterLoadMs),
    ]),
  ),
);

const smallest = figures[0];
const largest = figures.at(-1);
if (smallest && largest && largest !== smallest) {
  const verdict = (ok: boolean) => (ok ? "met" : "NOT met");
  const name = (f: AlbumFigures) => `${count(f.album.size)}`;
  // No answer within the load test's time leaves no percentile: the ratio is then unknown, not 0.
  const p50Ratio = largest.server.responses && smallest.server.responses ? largest.server.p50 / smallest.server.p50 : Number.NaN;
  const loadRatio = largest.phone.hydratedMs / smallest.phone.hydratedMs;
  const maxNodes = Math.max(...figures.flatMap((f) => [f.phone.domNodes, f.scroll.maxNodes]));
  console.log(`\nTargets of issue 13 (${name(largest)} vs ${name(smallest)} pictures, this run):`);
  console.log(`- server p50 ratio ${p50Ratio.toFixed(2)}x (target <= 1.5x): ${verdict(p50Ratio <= 1.5)}`);
  console.log(
    `- phone load ratio ${loadRatio.toFixed(2)}x (target <= 1.5x; load event ${(largest.phone.loadMs / smallest.phone.loadMs).toFixed(2)}x): ${verdict(loadRatio <= 1.5)}`,
  );
  console.log(`- HTML of the ${name(largest)}-picture album ${size(largest.gzip)} gzip (target <= 60 KB): ${verdict(largest.gzip <= 60 * 1024)}`);
  console.log(`- DOM elements at most ${count(maxNodes)}, any album, after load or scrolling (target <= 4,000): ${verdict(maxNodes <= 4000)}`);
  console.log(
    `- deep link to slide ${largest.slide}: ${ms(largest.deepLinkAfterLoadMs)} after the load event (target <= 1,000 ms): ${verdict(largest.deepLinkAfterLoadMs <= 1000)}; ` +
      `${ms(largest.deepLinkMs)} from navigation start (${smallest.album.size}-picture album: ${ms(smallest.deepLinkMs)})`,
  );
}

if (process.env.LARGE_LIBRARIES !== "0") console.log(`\nLibraries (bench/lib/library-start.ts):\n${libraryTable(await measureLibraries())}`);
