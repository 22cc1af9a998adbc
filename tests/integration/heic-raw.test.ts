import { copyFile, readdir, readFile, rm, writeFile } from "node:fs/promises";
import path from "node:path";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildSite } from "../../app/lib/content/build-site.server";
import { formatProblem } from "../../app/lib/content/problems";
import type { ErrorItem, ImageItem, Site } from "../../app/lib/content/site-types";
import { siteView } from "../../app/lib/content/site-view";
import { DerivativeStore } from "../../app/lib/images/derivative-store.server";
import { detectHeifSupport, HeifReader, heifMissingMessage } from "../../app/lib/images/heif-reader.server";
import type { PictureReaders } from "../../app/lib/images/picture-readers.server";
import { RawPreviews } from "../../app/lib/images/raw-preview.server";
import { findOnPath } from "../../app/lib/core/run-tool.server";
import { SourceIndex } from "../../app/lib/images/source-index.server";
import { StandIns } from "../../app/lib/images/stand-ins.server";
import { addresses } from "../helpers/addresses";
import { makeJpeg, tempDir } from "../helpers/fixtures";
import { makeDng } from "../harness/make-dng";
import { ownerXmp } from "../helpers/owner-xmp";
import { makeHeic, withIrot } from "../harness/make-heic";

const iphone = { camera: { make: "Apple", model: "iPhone 15 Pro" }, taken: "2024:06:01 09:30:00", orientation: 6 };
const raws = new RawPreviews();
let content: string;

/** This start's readers: heif-convert where the PATH has it (Debian's libheif-examples), as the runtime makes them. */
async function readers(dataDir: string, searchPath?: string, warn: (line: string) => void = () => undefined, timeoutMs?: number): Promise<PictureReaders> {
  const converter = await findOnPath("heif-convert", searchPath);
  return { heif: new HeifReader({ sharp: false, converter }, warn, timeoutMs), raw: raws, standIns: StandIns.in(dataDir) };
}

async function build(dataDir: string, pictureReaders: PictureReaders): Promise<Site> {
  return buildSite(content, await SourceIndex.load(dataDir), { addresses, readers: pictureReaders });
}

const item = (site: Site, slug: string, fileName: string) =>
  site.albumsBySlug.get(slug)!.items.find((each) => "fileName" in each && each.fileName === fileName)!;
const problemsOf = (site: Site) => site.problems.map((problem) => formatProblem({ ...problem, path: path.basename(problem.path) }));

/** A JPEG whose header says 60,000 × 60,000 pixels: a "preview" no one should decode. */
async function hugeJpeg(): Promise<Buffer> {
  const jpeg = Buffer.from(
    await sharp({ create: { width: 64, height: 64, channels: 3, background: "#000" } })
      .jpeg()
      .toBuffer(),
  );
  const frame = jpeg.indexOf(Buffer.from([0xff, 0xc0]));
  jpeg.writeUInt16BE(60_000, frame + 5);
  jpeg.writeUInt16BE(60_000, frame + 7);
  return jpeg;
}

beforeAll(async () => {
  content = await tempDir();
  const phone = path.join(content, "Phone");
  await makeHeic(path.join(phone, "IMG_0001.HEIC"), { width: 640, height: 480, ...iphone });
  await makeDng(path.join(phone, "IMG_0002.DNG"), { width: 900, height: 600, orientation: 6, camera: { make: "Canon", model: "Canon EOS R5" } });
  await makeDng(path.join(phone, "IMG_0003.DNG"), { width: 900, height: 600 });
  await makeJpeg(path.join(phone, "IMG_0003.JPG"), { width: 900, height: 600, camera: { make: "Canon", model: "Canon EOS R5" } });
  // darktable names its sidecar after the RAW it edited: it speaks for the pair's JPEG too.
  await writeFile(path.join(phone, "IMG_0003.DNG.xmp"), ownerXmp({ subject: ["harbour"], rating: 4 }));
  // An iPhone turns a portrait photo by HEIF's irot box and writes EXIF Orientation 6 beside it.
  const turned = path.join(content, "Turned");
  await makeHeic(path.join(turned, "portrait.heic"), { width: 640, height: 480, ...iphone });
  await writeFile(path.join(turned, "portrait.heic"), withIrot(await readFile(path.join(turned, "portrait.heic")), 3));
  const broken = path.join(content, "Broken");
  await makeHeic(path.join(broken, "whole.heic"), { width: 640, height: 480 });
  const heic = await readFile(path.join(broken, "whole.heic"));
  await writeFile(path.join(broken, "cut.heic"), heic.subarray(0, Math.floor(heic.length * 0.6)));
  await rm(path.join(broken, "whole.heic"));
  await writeFile(path.join(broken, "notes.heic"), "not a picture at all\n");
  await makeDng(path.join(broken, "bare.dng"), { width: 300, height: 200, preview: false });
  await makeDng(path.join(broken, "garbage.dng"), {
    width: 300,
    height: 200,
    preview: Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), Buffer.alloc(4000, 0x5a)]),
  });
  await makeDng(path.join(broken, "huge.dng"), { width: 300, height: 200, preview: await hugeJpeg() });
  await makeDng(path.join(broken, "liar.dng"), { width: 300, height: 200, declaredPreviewBytes: 100 * 1024 * 1024 });
});

afterAll(() => raws.end());

describe("HEIC and RAW pictures", () => {
  it("finds this machine's decoders: sharp's prebuilt libvips reads no HEVC, Debian's heif-convert does", async () => {
    const support = await detectHeifSupport();
    expect(support).toEqual({ sharp: false, converter: await findOnPath("heif-convert") });
    expect(support.converter).toBeDefined();
  });

  it("shows a HEIC decoded by libheif with its EXIF, a lone RAW by its preview with the RAW's EXIF, and a RAW+JPEG pair as the JPEG", async () => {
    const dataDir = await tempDir();
    const site = await build(dataDir, await readers(dataDir));
    const heic = item(site, "phone", "IMG_0001.HEIC") as ImageItem;
    // HEIF's own boxes (irot, imir) turn a picture, applied by libheif; its EXIF Orientation only
    // describes them (HEIF standard), so the 6 heif-enc copied turns nothing: libvips reads it the same.
    expect([heic.type, heic.width, heic.height, heic.details]).toEqual(["image", 640, 480, { camera: "Apple iPhone 15 Pro", taken: "2024-06-01T09:30:00" }]);
    expect(heic.pixels).toMatch(/cache\/pixels\/[0-9a-f]{24}\.jpg$/);
    const raw = item(site, "phone", "IMG_0002.DNG") as ImageItem;
    // The RAW's orientation (6) turns its preview: 900 × 600 shown upright as 600 × 900.
    expect([raw.type, raw.width, raw.height]).toEqual(["image", 600, 900]);
    expect(raw.details).toEqual({ camera: "Canon EOS R5", focalLength: 50, aperture: 2.8, exposureTime: 0.005, iso: 400, taken: "2024-05-01T14:03:12" });
    const pair = item(site, "phone", "IMG_0003.JPG") as ImageItem;
    expect([pair.type, pair.pixels, pair.details.raw]).toEqual(["image", undefined, "IMG_0003.DNG"]);
    expect([pair.tags, pair.details.rating]).toEqual([["harbour"], 4]);
    expect(site.albumsBySlug.get("phone")!.items.map((each) => "fileName" in each && each.fileName)).toEqual(["IMG_0001.HEIC", "IMG_0002.DNG", "IMG_0003.JPG"]);

    // Derivatives are made from the stand-ins; the originals stay what downloads send.
    const store = new DerivativeStore(dataDir);
    for (const [picture, size] of [
      [heic, [320, 240]],
      [raw, [320, 480]],
    ] as const) {
      for (const format of ["jpg", "webp", "avif"] as const) {
        const made = await sharp(await store.ensure(picture, 320, format)).metadata();
        expect([made.width, made.height, made.orientation ?? 1]).toEqual([...size, 1]);
      }
    }
    expect(heic.file.endsWith("IMG_0001.HEIC")).toBe(true);
  });

  it("turns an iPhone's portrait HEIC once: by its irot, which libheif applies, never again by the EXIF tag beside it", async () => {
    const dataDir = await tempDir();
    const site = await build(dataDir, await readers(dataDir));
    const portrait = item(site, "turned", "portrait.heic") as ImageItem;
    expect([portrait.type, portrait.width, portrait.height]).toEqual(["image", 480, 640]);
    const made = await sharp(await new DerivativeStore(dataDir).ensure(portrait, 320, "jpg")).metadata();
    expect([made.width, made.height]).toEqual([320, 427]);
  });

  it("names every hostile file in the log and shows it as an error tile, the owner reading why", async () => {
    const dataDir = await tempDir();
    const site = await build(dataDir, await readers(dataDir));
    const broken = site.albumsBySlug.get("broken")!.items as ErrorItem[];
    expect(broken.map((each) => [each.fileName, each.type])).toEqual([
      ["bare.dng", "error"],
      ["cut.heic", "error"],
      ["garbage.dng", "error"],
      ["huge.dng", "error"],
      ["liar.dng", "error"],
      ["notes.heic", "error"],
    ]);
    const problems = problemsOf(site);
    expect(problems).toHaveLength(6);
    expect(problems).toContain("[RAW_PREVIEW_UNREADABLE] bare.dng: it holds no embedded preview JPEG");
    expect(problems.find((line) => line.includes("cut.heic"))).toMatch(/^\[IMAGE_UNREADABLE\] cut.heic: /);
    expect(problems.find((line) => line.includes("garbage.dng"))).toMatch(/^\[RAW_PREVIEW_UNREADABLE\] garbage.dng: its PreviewImage is a damaged JPEG/);
    expect(problems.find((line) => line.includes("huge.dng"))).toMatch(
      /^\[RAW_PREVIEW_UNREADABLE\] huge.dng: its embedded preview does not decode: .*pixel limit/,
    );
    expect(problems.find((line) => line.includes("liar.dng"))).toMatch(/^\[RAW_PREVIEW_UNREADABLE\] liar.dng: /);
    expect(problems).toContain("[IMAGE_UNREADABLE] notes.heic: Input buffer contains unsupported image format");
    // The public reads that a picture could not be shown; the owner, why.
    const publicTile = siteView(site).albumsBySlug.get("broken")!.items[0] as ErrorItem;
    const ownerTile = siteView(site, { owner: true, opened: new Map() }).albumsBySlug.get("broken")!.items[0] as ErrorItem;
    expect([publicTile.message, ownerTile.message]).toEqual(["This image could not be displayed.", "it holds no embedded preview JPEG"]);
  });

  it("without libheif: HEIC pictures are error tiles saying what to install, said once a start, and read once libheif is there", async () => {
    const dataDir = await tempDir();
    const said: string[] = [];
    const without = await readers(dataDir, await tempDir(), (line) => said.push(line));
    const first = await build(dataDir, without);
    const tile = item(first, "phone", "IMG_0001.HEIC") as ErrorItem;
    expect([tile.type, tile.reason]).toEqual(["error", heifMissingMessage]);
    expect(siteView(first, { owner: true, opened: new Map() }).albumsBySlug.get("phone")!.items[0]).toMatchObject({ message: heifMissingMessage });
    // Not a line per file and build: once, by the reader, whatever the index remembers.
    expect(problemsOf(first).filter((line) => line.includes("IMG_0001"))).toEqual([]);
    await build(dataDir, without);
    expect(said).toHaveLength(1);
    expect(said[0]).toMatch(/^\[HEIF_DECODER_MISSING\] .*IMG_0001\.HEIC: HEIC needs libheif: apt-get install libheif-examples\. /);
    // A start with libheif reads the unchanged file again.
    const again = await build(dataDir, await readers(dataDir));
    expect(item(again, "phone", "IMG_0001.HEIC")).toMatchObject({ type: "image", width: 640 });
  });

  it("a decode stopped for its time (a busy machine) is an error tile for that build alone: the next one decodes the unchanged file", async () => {
    const dataDir = await tempDir();
    // 1 ms: heif-convert cannot even start in that time, on any machine.
    const hurried = await build(dataDir, await readers(dataDir, undefined, undefined, 1));
    expect(item(hurried, "phone", "IMG_0001.HEIC")).toMatchObject({ type: "error", reason: "heif-convert: stopped after 1 ms" });
    const again = await build(dataDir, await readers(dataDir));
    expect(item(again, "phone", "IMG_0001.HEIC")).toMatchObject({ type: "image", width: 640 });
  });

  it("makes a stand-in again when the cache lost it, and drops those of pictures gone", async () => {
    const dataDir = await tempDir();
    const site = await build(dataDir, await readers(dataDir));
    const heic = item(site, "phone", "IMG_0001.HEIC") as ImageItem;
    await rm(heic.pixels!);
    const again = await build(dataDir, await readers(dataDir));
    expect((await sharp((item(again, "phone", "IMG_0001.HEIC") as ImageItem).pixels!).metadata()).width).toBe(640);
    const moved = path.join(content, "Phone", "IMG_0002.DNG");
    const rawStandIn = path.basename((item(again, "phone", "IMG_0002.DNG") as ImageItem).pixels!);
    await copyFile(moved, `${moved}.kept`);
    await rm(moved);
    try {
      const without = await build(dataDir, await readers(dataDir));
      const standIns = await readdir(path.join(dataDir, "cache", "pixels"));
      expect(standIns).toContain(path.basename((item(without, "phone", "IMG_0001.HEIC") as ImageItem).pixels!));
      expect(standIns).not.toContain(rawStandIn);
    } finally {
      await copyFile(`${moved}.kept`, moved);
      await rm(`${moved}.kept`);
    }
  });
});
