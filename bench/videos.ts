/**
 * bench/videos: a folder of BENCH_CLIPS clips (20 by default, 20 times the demo's one video) as
 * phones and cameras leave them: 40 % 10-bit HEVC .mov (an H.264 fallback each; half of them HLG HDR,
 * tone-mapped to SDR for it, as an iPhone records by default), 40 % H.264 with
 * the index at the end (an index-first copy each), 20 % WebM (nothing to make); 720p, 3 s. First the
 * ingest in this process (read: hash, ffprobe, poster; the posters' derivatives; the copies and
 * fallbacks), per item. Then a built server on the same data with the fallbacks deleted: album-page
 * latency (the cached page, and a render: a new query string each time) while it makes them again,
 * then the same server idle. One run.       npm run build && npx tsx bench/videos.ts
 */
import { mkdir, rm, writeFile } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { buildSite } from "../app/lib/content/build-site.server";
import { PictureAddressKey } from "../app/lib/content/picture-address-key.server";
import { videoWork } from "../app/lib/content/video-work";
import { DerivativeStore } from "../app/lib/images/derivative-store.server";
import { SourceIndex } from "../app/lib/images/source-index.server";
import { findFfmpegTools } from "../app/lib/videos/ffmpeg-tools.server";
import { VideoJobs } from "../app/lib/videos/video-jobs.server";
import { deriveSite } from "../app/server/ingest.server";
import { freePort } from "../tests/harness/free-ports";
import { spawnServer } from "../tests/harness/spawn-server";
import { hdrHevcMov, lateMoovH264, phoneHevcMov, vp9Webm } from "../tests/harness/video-clips";
import { markdownTable } from "./lib/markdown-table";
import { median } from "./lib/timed";

const count = Number(process.env.BENCH_CLIPS ?? 20);
const root = path.join(os.tmpdir(), "vitrine-bench-videos");
const content = path.join(root, "content");
const dataDir = path.join(root, "data");
const addresses = new PictureAddressKey("bench secret, long enough for the settings' 32 characters");

await rm(root, { recursive: true, force: true });
await mkdir(content, { recursive: true });
await writeFile(path.join(content, "vitrine.config.yml"), "title: Videos bench\n");
const made = performance.now();
for (let i = 0; i < count; i++) {
  const name = path.join(content, "Clips", `clip-${String(i).padStart(2, "0")}`);
  // Each its own pitch: alike clips would be one content, read and made once.
  const clip = { seconds: 3, width: 1280, height: 720, tone: 300 + 20 * i };
  if (i % 5 === 0) await phoneHevcMov(`${name}.mov`, clip);
  else if (i % 5 === 1) await hdrHevcMov(`${name}.mov`, "hlg", clip);
  else if (i % 5 < 4) await lateMoovH264(`${name}.mp4`, clip);
  else await vp9Webm(`${name}.webm`, { ...clip, width: 640, height: 360 });
}
console.log(`${count} clips made by ffmpeg in ${((performance.now() - made) / 1000).toFixed(1)} s`);

// The ingest, as `npm run ingest` does it, step by step.
const tools = findFfmpegTools();
const index = await SourceIndex.load(dataDir);
let started = performance.now();
const site = await buildSite(content, index, { addresses, videos: { tools, dataDir } });
const readMs = performance.now() - started;
started = performance.now();
await deriveSite(site, index, new DerivativeStore(dataDir));
const posterMs = performance.now() - started;
const took: Record<string, number[]> = { "index-first copy": [], "H.264 fallback": [], "H.264 fallback of HLG HDR, tone-mapped": [] };
const jobs = new VideoJobs(tools, {
  info: (line) => {
    const match = /^videos: made the (index-first copy|H\.264 fallback) of Clips\/clip-(\d+)\.\w+ in ([\d.]+) s$/.exec(line);
    const hdr = match?.[1] === "H.264 fallback" && Number(match[2]) % 5 === 1;
    if (match) took[hdr ? "H.264 fallback of HLG HDR, tone-mapped" : match[1]!]!.push(Number(match[3]) * 1000);
  },
  warn: (line) => console.error(line),
});
const work = videoWork(site.albums, site.contentDir);
started = performance.now();
await jobs.want(work);
await jobs.idle();
const jobsMs = performance.now() - started;
const ms = (value: number) => `${Math.round(value)} ms`;
const sum = (values: number[]) => values.reduce((total, value) => total + value, 0);
console.log(
  markdownTable(
    ["ingest step", "items", "per item", "total"],
    [
      ["read: hash, ffprobe, poster frame", String(count), ms(readMs / count), ms(readMs)],
      ["posters' derivatives (AVIF, WebP, JPEG)", String(count), ms(posterMs / count), ms(posterMs)],
      ...Object.entries(took).map(([kind, times]) => [`${kind} (niced, one at a time)`, String(times.length), ms(median(times)), ms(sum(times))]),
      ["the whole ingest", String(count), ms((readMs + posterMs + jobsMs) / count), ms(readMs + posterMs + jobsMs)],
    ],
  ),
);

// The same data, the fallbacks gone: a server makes them again at start, while pages are asked for.
for (const job of work.filter((each) => each.kind === "fallback")) await rm(job.target, { force: true });
const port = await freePort();
const server = spawnServer({ CONTENT_DIR: content, DATA_DIR: dataDir, PORT: String(port) });
await server.listening(120_000);
const origin = `http://127.0.0.1:${port}`;
let render = 0;
const timeGet = async (address: string) => {
  const begun = performance.now();
  const response = await fetch(`${origin}${address}`);
  await response.arrayBuffer();
  if (response.status !== 200) throw new Error(`${address}: ${response.status}`);
  return performance.now() - begun;
};
const busy = () => !server.output().includes("videos: nothing left to make");
type Sample = { cached: number[]; rendered: number[] };
const sample = async (while_: () => boolean, rounds: number): Promise<Sample> => {
  const result: Sample = { cached: [], rendered: [] };
  for (let i = 0; i < rounds && while_(); i++) {
    result.cached.push(await timeGet("/albums/clips"));
    result.rendered.push(await timeGet(`/albums/clips?bench=${++render}`));
  }
  return result;
};
await timeGet("/albums/clips");
const during = await sample(busy, 1000);
const wasBusy = during.cached.length;
await new Promise<void>((resolve) => {
  const check = () => (busy() ? undefined : (server.child.stdout!.off("data", check), resolve()));
  server.child.stdout!.on("data", check);
  check();
});
const idle = await sample(() => true, Math.min(Math.max(wasBusy, 50), 300));
server.child.kill("SIGTERM");
await server.exited;
const p90 = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length * 0.9)]!;
const row = (label: string, busyTimes: number[], idleTimes: number[]) => [
  label,
  `${median(idleTimes).toFixed(1)} / ${p90(idleTimes).toFixed(1)} ms`,
  `${median(busyTimes).toFixed(1)} / ${p90(busyTimes).toFixed(1)} ms`,
  `${(median(busyTimes) / median(idleTimes)).toFixed(2)}×`,
];
console.log(`\n${wasBusy} rounds while ${work.filter((job) => job.kind === "fallback").length} fallbacks were made again, ${idle.cached.length} idle`);
console.log(
  markdownTable(
    ["album page (20 clips)", "idle: median / p90", "making fallbacks: median / p90", "ratio of medians"],
    [row("cached page", during.cached, idle.cached), row("rendered (a new query string)", during.rendered, idle.rendered)],
  ),
);
console.log(`\n${os.cpus().length} × ${os.cpus()[0]!.model}, load average ${os.loadavg()[0]!.toFixed(1)}, Node ${process.version}`);
