/**
 * bench/images: derivative throughput of Vitrine's pipeline beside raw sharp doing the same
 * resizes, for the demo set and for generated 12 MP JPEGs, and the no-op rebuild time.
 *   npx tsx bench/images.ts                     (BENCH_COUNT=500 by default; BENCH_KEEP=1 keeps the files)
 *   BENCH_NOOP_ONLY=1 npx tsx bench/images.ts   (the no-op rebuild alone, on BENCH_COUNT small pictures)
 */
import { mkdir, readFile, rename, rm } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import sharp from "sharp";
import { defaultConcurrency, mapWithConcurrency } from "../app/lib/core/concurrency";
import { buildSite } from "../app/lib/content/build-site.server";
import { PictureAddressKey } from "../app/lib/content/picture-address-key.server";
import { ensureDemoContent } from "../app/lib/demo/generate-demo.server";
import { sceneSvg } from "../app/lib/demo/art";
import { seededRandom } from "../app/lib/demo/random";
import { DerivativeStore } from "../app/lib/images/derivative-store.server";
import { deriveSite } from "../app/server/ingest.server";
import { planDerivatives } from "../app/lib/images/plan";
import { SourceIndex } from "../app/lib/images/source-index.server";
import { writeBigAlbum } from "./lib/content";
import { measureNoopRebuild, reportNoopRebuild } from "./lib/noop-rebuild";

/** Pictures' addresses as a server would give them (this bench serves none). */
const addresses = new PictureAddressKey("bench secret, long enough for the settings' 32 characters");

const count = Number(process.env.BENCH_COUNT ?? 500);
const noopOnly = process.env.BENCH_NOOP_ONLY === "1";
const root = path.join(os.tmpdir(), "vitrine-bench-images");
const chunkSize = 50;

/** The same resizes with nothing around them: decode, rotate, resize, encode, write. */
async function rawSharp(files: string[], widthOf: Map<string, number>, out: string): Promise<number> {
  const started = performance.now();
  await mapWithConcurrency(files, defaultConcurrency, async (file, i) => {
    const input = await readFile(file);
    for (const { width, format } of planDerivatives(widthOf.get(file)!)) {
      const image = sharp(input).rotate().resize({ width, withoutEnlargement: true });
      const encoded =
        format === "avif"
          ? image.avif({ quality: 52, effort: 2 })
          : format === "webp"
            ? image.webp({ quality: 78 })
            : image.jpeg({ quality: 80, progressive: true });
      await mkdir(path.join(out, String(i)), { recursive: true });
      await encoded.toFile(path.join(out, String(i), `${width}.${format}`));
    }
  });
  return (performance.now() - started) / 1000;
}

async function vitrine(contentDir: string, dataDir: string): Promise<{ seconds: number; files: string[]; widthOf: Map<string, number>; encoded: number }> {
  const started = performance.now();
  const index = await SourceIndex.load(dataDir);
  const site = await buildSite(contentDir, index, { addresses });
  const store = new DerivativeStore(dataDir);
  const report = await deriveSite(site, index, store);
  const seconds = (performance.now() - started) / 1000;
  const pictures = [...site.picturesByAddress.values()];
  return { seconds, files: pictures.map((p) => p.file), widthOf: new Map(pictures.map((p) => [p.file, p.width])), encoded: report.encoded };
}

/** The pictures of a content folder and their widths, as raw sharp needs them. */
async function listPictures(contentDir: string): Promise<{ files: string[]; widthOf: Map<string, number> }> {
  const site = await buildSite(contentDir, await SourceIndex.load(path.join(contentDir, "..", "probe")), { addresses });
  const pictures = [...site.picturesByAddress.values()];
  return { files: pictures.map((p) => p.file), widthOf: new Map(pictures.map((p) => [p.file, p.width])) };
}

/** Eight grained 12 MP scenes, the bases of the generated photographs. */
async function makeBases(): Promise<Buffer[]> {
  const scenes = ["landscape", "city", "coast", "aurora"] as const;
  return Promise.all(
    Array.from({ length: 8 }, async (_, i) => {
      const svg = sceneSvg(scenes[i % scenes.length]!, seededRandom(7000 + i), 4000, 3000);
      // Grain makes the encoders work as they would on a real photograph.
      const grain = await sharp({
        create: { width: 4000, height: 3000, channels: 3, background: "#808080", noise: { type: "gaussian", mean: 128, sigma: 12 } },
      })
        .jpeg()
        .toBuffer();
      return sharp(Buffer.from(svg))
        .composite([{ input: grain, blend: "soft-light" }])
        .png({ compressionLevel: 1 })
        .toBuffer();
    }),
  );
}

/** Photographs from the bases, each marked differently so every file is unique. */
async function generatePhotos(dir: string, n: number, offset: number, bases: Buffer[]): Promise<void> {
  await mkdir(path.join(dir, "Bench"), { recursive: true });
  await mapWithConcurrency(
    Array.from({ length: n }, (_, i) => offset + i),
    defaultConcurrency,
    async (i) => {
      const random = seededRandom(9000 + i);
      const mark = `<svg xmlns="http://www.w3.org/2000/svg" width="4000" height="3000"><circle cx="${random.int(200, 3800)}" cy="${random.int(200, 2800)}" r="${random.int(20, 120)}" fill="#fff" opacity="0.35"/></svg>`;
      await sharp(bases[i % bases.length]!)
        .composite([{ input: Buffer.from(mark) }])
        .jpeg({ quality: 90 })
        .toFile(path.join(dir, "Bench", `photo-${String(i).padStart(4, "0")}.jpg`));
    },
  );
}

function report(label: string, images: number, ours: { seconds: number; encoded: number }, rawSeconds: number) {
  const oursRate = images / ours.seconds;
  const rawRate = images / rawSeconds;
  console.log(
    `${label.padEnd(22)} images ${String(images).padStart(4)} | derivatives ${String(ours.encoded).padStart(5)} | ` +
      `vitrine ${oursRate.toFixed(2)} img/s (${ours.seconds.toFixed(1)} s) | raw sharp ${rawRate.toFixed(2)} img/s (${rawSeconds.toFixed(1)} s) | ratio ${(oursRate / rawRate).toFixed(3)} ` +
      `(target >= 0.9: ${oursRate / rawRate >= 0.9 ? "met" : "MISSED"})`,
  );
}

/** Demo set, then the 12 MP photographs: Vitrine and raw sharp, turn about; the photos end up in one site under `noop`. */
async function throughput(noop: string): Promise<void> {
  // The demo set runs twice, A-B then B-A, so whatever else the machine does hurts both alike.
  const demoContent = path.join(root, "demo", "content");
  await ensureDemoContent(demoContent);
  const demoFirst = await vitrine(demoContent, path.join(root, "demo", "data-1"));
  const demoRaw =
    (await rawSharp(demoFirst.files, demoFirst.widthOf, path.join(root, "demo", "raw-1"))) +
    (await rawSharp(demoFirst.files, demoFirst.widthOf, path.join(root, "demo", "raw-2")));
  const demoSecond = await vitrine(demoContent, path.join(root, "demo", "data-2"));
  report(
    "demo set (2 runs)",
    demoFirst.files.length * 2,
    { seconds: demoFirst.seconds + demoSecond.seconds, encoded: demoFirst.encoded + demoSecond.encoded },
    demoRaw,
  );
  if (count === 0) return;

  // Vitrine and raw sharp take turns, chunk by chunk, so anything else the machine does hurts both alike.
  const photoChunks: string[] = [];
  const started = performance.now();
  const bases = await makeBases();
  for (let first = 0; first < count; first += chunkSize) {
    const dir = path.join(root, "photos", `chunk-${first / chunkSize}`, "content");
    await generatePhotos(dir, Math.min(chunkSize, count - first), first, bases);
    photoChunks.push(dir);
  }
  console.log(`generated ${count} 4000x3000 JPEGs in ${((performance.now() - started) / 1000).toFixed(1)} s`);
  const totals = { seconds: 0, encoded: 0, raw: 0, images: 0 };
  for (const [i, dir] of photoChunks.entries()) {
    const runRaw = async () => {
      const pictures = await listPictures(dir);
      totals.raw += await rawSharp(pictures.files, pictures.widthOf, path.join(dir, "..", "raw"));
    };
    if (i % 2 === 1) await runRaw();
    const ours = await vitrine(dir, path.join(dir, "..", "data"));
    if (i % 2 === 0) await runRaw();
    totals.seconds += ours.seconds;
    totals.encoded += ours.encoded;
    totals.images += ours.files.length;
  }
  report(`${count} x 12 MP JPEG`, totals.images, totals, totals.raw);
  await mkdir(path.join(noop, "content"), { recursive: true });
  for (const [i, dir] of photoChunks.entries()) await rename(path.join(dir, "Bench"), path.join(noop, "content", `Bench ${i}`));
}

await rm(root, { recursive: true, force: true });
console.log(
  `bench/images on ${os.cpus()[0]?.model ?? "?"} x${os.availableParallelism()}, node ${process.version}, sharp ${sharp.versions.sharp}, libvips ${sharp.versions.vips}`,
);
// One site of all the photos, ingested, then rebuilt with nothing changed.
const noop = path.join(root, "photos", "all");
if (noopOnly) {
  // A no-op rebuild never opens a picture, so small ones (quick to ingest) cost it the same as 12 MP ones.
  for (let first = 0; first < count; first += chunkSize) {
    await writeBigAlbum(path.join(noop, "content", `Bench ${first / chunkSize}`), Math.min(chunkSize, count - first), 640, first);
  }
} else {
  await throughput(noop);
}
if (count > 0) reportNoopRebuild(await measureNoopRebuild(path.join(noop, "content"), path.join(noop, "data")));
if (process.env.BENCH_KEEP !== "1") await rm(root, { recursive: true, force: true });
