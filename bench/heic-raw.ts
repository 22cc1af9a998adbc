/**
 * bench/heic-raw: the ingest of phones' and cameras' files (issue 39): BENCH_FILES pictures (200 by
 * default: half iPhone-like HEICs made by heif-enc, half DNGs with an embedded preview JPEG) of
 * BENCH_WIDTH × ¾ pixels (800 by default: small, so that it runs in minutes on 2 busy cores), and as
 * many plain JPEGs of the same size to compare. Per item: the first read (the build: a HEIC decoded
 * by heif-convert, a RAW's preview extracted and its EXIF copied by ExifTool, the ThumbHash and
 * EXIF read), every derivative made (npm run ingest's work), and a rebuild with nothing changed.
 * Then one 12-megapixel HEIC (4032 × 3024, an iPhone's) read alone.
 *                                                         npx tsx bench/heic-raw.ts
 */
import { mkdir, rm, writeFile } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import sharp from "sharp";
import { buildSite } from "../app/lib/content/build-site.server";
import { PictureAddressKey } from "../app/lib/content/picture-address-key.server";
import { DerivativeStore } from "../app/lib/images/derivative-store.server";
import { createPictureReaders, type PictureReaders } from "../app/lib/images/picture-readers.server";
import { SourceIndex } from "../app/lib/images/source-index.server";
import { deriveSite } from "../app/server/ingest.server";
import { makeDng } from "../tests/harness/make-dng";
import { makeHeic } from "../tests/harness/make-heic";
import { markdownTable } from "./lib/markdown-table";

const files = Number(process.env.BENCH_FILES ?? 200);
const width = Number(process.env.BENCH_WIDTH ?? 800);
const height = Math.round((width * 3) / 4);
const root = path.join(os.tmpdir(), "vitrine-bench-heic-raw");
const addresses = new PictureAddressKey("bench secret, long enough for the settings' 32 characters");
/** A colour of its own for each file: identical pictures would be one picture (by content hash). */
const colorOf = (i: number) => `#${((i * 2654435761) % 0xffffff).toString(16).padStart(6, "0")}`;
const iphone = { make: "Apple", model: "iPhone 15 Pro" };

type Kind = "HEIC" | "RAW (DNG)" | "JPEG";

async function library(kind: Kind, count: number): Promise<string> {
  const content = path.join(root, kind.split(" ")[0]!.toLowerCase());
  const album = path.join(content, "Roll");
  await mkdir(album, { recursive: true });
  for (let i = 0; i < count; i++) {
    const name = `IMG_${String(i).padStart(4, "0")}`;
    const color = colorOf(i);
    if (kind === "HEIC") await makeHeic(path.join(album, `${name}.HEIC`), { width, height, color, camera: iphone, taken: "2024:06:01 09:30:00" });
    else if (kind === "RAW (DNG)") await makeDng(path.join(album, `${name}.DNG`), { width, height, color });
    else
      await writeFile(
        path.join(album, `${name}.JPG`),
        await sharp({ create: { width, height, channels: 3, background: color } })
          .jpeg({ quality: 85 })
          .toBuffer(),
      );
  }
  return content;
}

/** Milliseconds per item of a first build, its derivatives, and a no-op rebuild. */
async function ingest(content: string, count: number, readers: PictureReaders, dataDir: string): Promise<[number, number, number]> {
  const index = await SourceIndex.load(dataDir);
  let started = performance.now();
  const site = await buildSite(content, index, { addresses, readers });
  const read = (performance.now() - started) / count;
  const shown = [...site.picturesByAddress.values()].length;
  if (shown !== count) throw new Error(`${shown} of ${count} pictures shown: ${site.problems.map((problem) => problem.message).join("; ")}`);
  started = performance.now();
  const report = await deriveSite(site, index, new DerivativeStore(dataDir));
  if (report.failed.length > 0) throw new Error(report.failed[0]!.error);
  const derived = (performance.now() - started) / count;
  started = performance.now();
  await buildSite(content, index, { addresses, readers });
  return [read, derived, (performance.now() - started) / count];
}

await rm(root, { recursive: true, force: true });
const half = Math.round(files / 2);
const kinds: [Kind, number][] = [
  ["HEIC", half],
  ["RAW (DNG)", files - half],
  ["JPEG", half],
];
const rows: string[][] = [];
for (const [kind, count] of kinds) {
  const made = performance.now();
  const content = await library(kind, count);
  const dataDir = path.join(root, `data-${kind.split(" ")[0]}`);
  const readers = await createPictureReaders(dataDir);
  const [read, derived, noop] = await ingest(content, count, readers, dataDir);
  await readers.raw.end();
  const ms = (value: number) => `${value.toFixed(1)} ms`;
  rows.push([kind, String(count), ms(read), ms(derived), ms(read + derived), ms(noop)]);
  console.error(`${kind}: ${count} files made in ${((performance.now() - made) / 1000).toFixed(1)} s`);
}

const large = path.join(root, "large");
await makeHeic(path.join(large, "Roll", "IMG_12MP.HEIC"), { width: 4032, height: 3024, camera: iphone });
const largeData = path.join(root, "data-large");
const readers = await createPictureReaders(largeData);
const started = performance.now();
await buildSite(large, await SourceIndex.load(largeData), { addresses, readers });
const twelve = performance.now() - started;

console.log(
  `${files} HEIC/RAW files of ${width} × ${height} (and ${half} JPEGs to compare); ${os.availableParallelism()} cores, load average ${os.loadavg()[0]!.toFixed(1)}\n`,
);
console.log(markdownTable(["kind", "files", "first read (build) per item", "derivatives per item", "ingest per item", "no-op rebuild per item"], rows));
console.log(`\none 12-megapixel HEIC (4032 × 3024) read: ${(twelve / 1000).toFixed(2)} s`);
await rm(root, { recursive: true, force: true });
