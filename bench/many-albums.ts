/**
 * bench/many-albums: what the number of albums costs, on libraries filed by year, month and shoot
 * (tests/harness/album-library.ts: two small pictures per shoot, every folder an album). Per size:
 * the start (a fresh DATA_DIR, then again with its source index), RSS and inotify watches once a few
 * pages are served; for the home page and a shoot's page: HTML bytes, album links, server p50 of
 * pages rendered afresh (a new address each time) and from the page cache, and on a phone (390x844)
 * the elements once hydrated.
 *   npm run build && npx tsx bench/many-albums.ts [sizes…]      (10 100 1000 5000 by default)
 * MANY_REQUESTS=50 requests per p50.
 */
import { mkdtemp, rm } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { chromium, type Browser } from "@playwright/test";
import { albumLibrary, type AlbumLibrary } from "../tests/harness/album-library";
import { chromiumArgs, chromiumPath } from "../tests/harness/chromium";
import { freePort } from "../tests/harness/free-ports";
import { htmlBytes } from "./lib/html-bytes";
import { inotifyWatches } from "./lib/inotify-watches";
import { markdownTable } from "./lib/markdown-table";
import { newPhonePage, phoneHeaders } from "./lib/phone";
import { phoneLoad } from "./lib/phone-load";
import { processRss } from "./lib/process-rss";
import { requestP50 } from "./lib/request-p50";
import { timedStart, type TimedStart } from "./lib/timed-start";

const sizes = process.argv.slice(2).length > 0 ? process.argv.slice(2).map(Number) : [10, 100, 1000, 5000];
if (!sizes.every((size) => Number.isInteger(size) && size > 0)) throw new Error(`sizes: whole numbers above 0, not ${process.argv.slice(2).join(" ")}`);
const requests = Number(process.env.MANY_REQUESTS ?? 50);
if (!Number.isInteger(requests) || requests < 1) throw new Error(`MANY_REQUESTS: a whole number above 0, not ${process.env.MANY_REQUESTS}`);

/** Chrome's own document request, on the phone the DOM is counted on. */
const headers = { ...phoneHeaders, "accept-encoding": "gzip, deflate, br", accept: "text/html" };
/** Links to albums and their photo pages, as the page's HTML has them (href first or not). */
const albumLink = /<a\s[^>]*\bhref="\/albums\//g;

type StartRow = { library: AlbumLibrary; first: TimedStart; again: TimedStart; rssMb: number; watches: number };
type PageRow = {
  library: AlbumLibrary;
  page: string;
  raw: number;
  gzip: number;
  links: number;
  missP50: number;
  cachedP50: number;
  domNodes: number;
  hydratedMs: number;
};

async function measurePage(browser: Browser, origin: string, library: AlbumLibrary, page: string): Promise<PageRow> {
  const url = `${origin}${page}`;
  const { raw, gzip } = await htmlBytes(url, phoneHeaders);
  const links = (await (await fetch(url, { headers })).text()).match(albumLink)?.length ?? 0;
  // Once at another address first (the route's code loaded), then a new address per request; the cached series asks one address again and again.
  const separator = page.includes("?") ? "&" : "?";
  await requestP50(1, () => `${url}${separator}miss=warm`, headers);
  const missP50 = await requestP50(requests, (i) => `${url}${separator}miss=${i}`, headers);
  const cachedP50 = await requestP50(requests, () => url, headers);
  const phone = await newPhonePage(browser);
  try {
    const load = await phoneLoad(phone, url);
    return { library, page, raw, gzip, links, missP50, cachedP50, domNodes: load.domNodes, hydratedMs: load.hydratedMs };
  } finally {
    await phone.context().close();
  }
}

const startRows: StartRow[] = [];
const pageRows: PageRow[] = [];
const browser = await chromium.launch({ executablePath: chromiumPath, args: chromiumArgs });
try {
  for (const size of sizes) {
    const library = await albumLibrary(size);
    const dataDir = await mkdtemp(path.join(os.tmpdir(), "vitrine-bench-many-albums-"));
    const env = { CONTENT_DIR: library.content, DATA_DIR: dataDir, PORT: String(await freePort()) };
    try {
      // The first start probes every picture; the second finds them in the source index, as every later start does.
      const first = await timedStart(env);
      await first.stop();
      const again = await timedStart(env);
      try {
        for (const album of ["", `/albums/${library.year.slug}`, `/albums/${library.month.slug}`, `/albums/${library.shoot.slug}`]) {
          const response = await fetch(`${again.origin}${album || "/"}`, { headers });
          await response.arrayBuffer();
          if (response.status !== 200) throw new Error(`${album || "/"}: HTTP ${response.status}`);
        }
        const pid = again.server.child.pid!;
        startRows.push({
          library,
          first,
          again,
          rssMb: (await processRss(pid)) / 2 ** 20,
          watches: await inotifyWatches(pid),
        });
        for (const page of ["/", `/albums/${library.shoot.slug}`]) pageRows.push(await measurePage(browser, again.origin, library, page));
      } finally {
        await again.stop();
      }
    } finally {
      await rm(dataDir, { recursive: true, force: true });
    }
  }
} finally {
  await browser.close();
}

const ms = (value: number) => `${Math.round(value).toLocaleString("en")} ms`;
const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;
const albums = (library: AlbumLibrary) => `${library.albums.toLocaleString("en")} (${library.shape.years}×${library.shape.months}×${library.shape.shoots})`;
console.log(
  `bench/many-albums on ${os.cpus()[0]?.model ?? "?"} x${os.availableParallelism()}, node ${process.version}, Chromium ${browser.version()}, load average ${os
    .loadavg()
    .map((n) => n.toFixed(1))
    .join(" ")}; ${requests} requests per p50\n`,
);
console.log(
  markdownTable(
    [
      "albums (years×months×shoots)",
      "pictures",
      "first start: first answer",
      "site ready",
      "slowest answer before",
      "restart: first answer",
      "site ready",
      "slowest answer before",
      "RSS after 4 pages",
      "inotify watches",
    ],
    startRows.map((row) => [
      albums(row.library),
      row.library.pictures.toLocaleString("en"),
      ...[row.first, row.again].flatMap((start) => [ms(start.firstAnswerMs), ms(start.readyMs), ms(start.slowestWhilePreparingMs)]),
      `${Math.round(row.rssMb)} MB`,
      row.watches.toLocaleString("en"),
    ]),
  ),
);
console.log();
console.log(
  markdownTable(
    ["albums", "page", "HTML", "gzip", "album links", "server p50, new address", "server p50, cached", "phone: elements", "phone: hydrated"],
    pageRows.map((row) => [
      row.library.albums.toLocaleString("en"),
      row.page === "/" ? "home" : "shoot (leaf album)",
      kb(row.raw),
      kb(row.gzip),
      row.links.toLocaleString("en"),
      `${row.missP50.toFixed(1)} ms`,
      `${row.cachedP50.toFixed(1)} ms`,
      row.domNodes.toLocaleString("en"),
      ms(row.hydratedMs),
    ]),
  ),
);
