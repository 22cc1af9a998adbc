/**
 * bench/owner-metadata: what reading the owner's .xmp sidecars adds to a build (issue 39). The demo
 * copied BENCH_COPIES times (10 by default: about 1,000 pictures), built from nothing, then rebuilt
 * with nothing changed, without and with a darktable-like sidecar beside every picture (keywords, a
 * hierarchy, stars, faces and a develop history: about 6 KB); and the sidecars arriving in a library
 * already read. Per picture, the median of BENCH_RUNS no-op rebuilds.
 *                                                         npx tsx bench/owner-metadata.ts
 */
import { cp, readdir, rm, writeFile } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { buildSite } from "../app/lib/content/build-site.server";
import { PictureAddressKey } from "../app/lib/content/picture-address-key.server";
import { ensureDemoContent } from "../app/lib/demo/generate-demo.server";
import { isImageFile } from "../app/lib/images/plan";
import { readXmp } from "../app/lib/images/read-xmp";
import { SourceIndex } from "../app/lib/images/source-index.server";
import { boundWritten } from "../app/lib/images/written-metadata";
import { markdownTable } from "./lib/markdown-table";
import { median, timed } from "./lib/timed";

const copies = Number(process.env.BENCH_COPIES ?? 10);
const runs = Number(process.env.BENCH_RUNS ?? 5);
const root = path.join(os.tmpdir(), "vitrine-bench-owner-metadata");
const addresses = new PictureAddressKey("bench secret, long enough for the settings' 32 characters");

/** A sidecar as darktable writes one: what the owner wrote, and the edit history that makes most of its bytes. */
function sidecar(i: number): string {
  const li = (values: string[]) => values.map((value) => `<rdf:li>${value}</rdf:li>`).join("");
  const history = Array.from(
    { length: 24 },
    (_, n) => `<rdf:li darktable:num="${n}" darktable:operation="op${n}" darktable:enabled="1" darktable:params="${"0f".repeat(80)}"/>`,
  ).join("");
  return (
    `<?xml version="1.0" encoding="UTF-8"?><x:xmpmeta xmlns:x="adobe:ns:meta/"><rdf:RDF xmlns:rdf="http://www.w3.org/1999/02/22-rdf-syntax-ns#">` +
    `<rdf:Description rdf:about="" xmlns:dc="http://purl.org/dc/elements/1.1/" xmlns:xmp="http://ns.adobe.com/xap/1.0/" xmlns:lr="http://ns.adobe.com/lightroom/1.0/"` +
    ` xmlns:darktable="http://darktable.sf.net/" xmlns:mwg-rs="http://www.metadataworkinggroup.com/schemas/regions/" xmp:Rating="${i % 6}" xmp:Label="Red">` +
    `<dc:subject><rdf:Bag>${li(["sea", "dusk", "boats", `roll ${i % 40}`, "harbour", "Zürich", "Europe", "Places", "family", "summer"])}</rdf:Bag></dc:subject>` +
    `<lr:hierarchicalSubject><rdf:Bag>${li(["Places|Europe|Zürich", `Events|Trip ${i % 12}`, "Subjects|Water|Sea"])}</rdf:Bag></lr:hierarchicalSubject>` +
    `<mwg-rs:Regions rdf:parseType="Resource"><mwg-rs:RegionList><rdf:Bag>` +
    `<rdf:li mwg-rs:Name="Ada Lovelace" mwg-rs:Type="Face"/><rdf:li mwg-rs:Name="Alan Turing" mwg-rs:Type="Face"/></rdf:Bag></mwg-rs:RegionList></mwg-rs:Regions>` +
    `<darktable:history><rdf:Seq>${history}</rdf:Seq></darktable:history></rdf:Description></rdf:RDF></x:xmpmeta>`
  );
}

/** The demo's albums `copies` times over, each copy an album of its own. */
async function library(dir: string): Promise<string[]> {
  await ensureDemoContent(path.join(root, "demo"));
  for (let i = 1; i <= copies; i++) {
    await cp(path.join(root, "demo"), path.join(dir, `copy-${String(i).padStart(2, "0")}`), {
      recursive: true,
      filter: (source) => path.basename(source) !== "vitrine.config.yml",
    });
  }
  return (await readdir(dir, { recursive: true })).filter(isImageFile).map((file) => path.join(dir, file));
}

/** One build of the library, in ms per picture. */
async function build(index: SourceIndex, pictures: number): Promise<number> {
  const started = performance.now();
  await buildSite(content, index, { addresses });
  return (performance.now() - started) / pictures;
}

async function noop(index: SourceIndex, pictures: number): Promise<number> {
  const times: number[] = [];
  for (let i = 0; i < runs; i++) times.push(await build(index, pictures));
  return median(times);
}

let data = 0;
const freshIndex = () => SourceIndex.load(path.join(root, `data-${++data}`));

await rm(root, { recursive: true, force: true });
const content = path.join(root, "content");
const files = await library(content);
const index = await freshIndex();
const firstWithout = await build(index, files.length);
const noopWithout = await noop(index, files.length);
for (const [i, file] of files.entries()) await writeFile(`${file}.xmp`, sidecar(i));
const added = await build(index, files.length);
const noopWith = await noop(index, files.length);
const firstWith = await build(await freshIndex(), files.length);
const read = timed(200, (i) => {
  const result = readXmp(sidecar(i));
  if (result.ok) boundWritten(result.sources);
});
const ms = (value: number) => `${value.toFixed(2)} ms`;
console.log(
  `${files.length} pictures (the demo × ${copies}); a sidecar of ${(Buffer.byteLength(sidecar(0)) / 1024).toFixed(1)} KB read and bounded in ${(read * 1000).toFixed(0)} µs (median of 200)\n`,
);
console.log(
  markdownTable(
    ["per picture", "first build (everything read)", "sidecars added to a library already read", `no-op rebuild (median of ${runs})`],
    [
      ["without sidecars", ms(firstWithout), "—", ms(noopWithout)],
      ["with an .xmp beside each", ms(firstWith), ms(added), ms(noopWith)],
    ],
  ),
);
await rm(root, { recursive: true, force: true });
