import { execFile } from "node:child_process";
import { mkdir, rm } from "node:fs/promises";
import path from "node:path";
import { promisify } from "node:util";
import sharp from "sharp";

/** A phone's facts for the EXIF: camera, the date taken ("YYYY:MM:DD hh:mm:ss"), the orientation tag. */
export type HeicOptions = { width: number; height: number; color?: string; camera?: { make: string; model: string }; taken?: string; orientation?: number };

/**
 * An HEVC HEIC as a phone makes one, by Debian's heif-enc (libheif-examples, with x265 built into
 * bookworm's libheif1): from a JPEG made by sharp with the camera's EXIF, which heif-enc carries
 * over.
 */
export async function makeHeic(file: string, options: HeicOptions): Promise<void> {
  await mkdir(path.dirname(file), { recursive: true });
  const source = `${file}.source.jpg`;
  const camera = options.camera ?? { make: "Apple", model: "iPhone 15" };
  let image = sharp({ create: { width: options.width, height: options.height, channels: 3, background: options.color ?? "#cc8844" } })
    .jpeg({ quality: 90 })
    .withExif({ IFD0: { Make: camera.make, Model: camera.model }, ...(options.taken ? { IFD2: { DateTimeOriginal: options.taken } } : {}) });
  if (options.orientation) image = image.withMetadata({ orientation: options.orientation });
  await image.toFile(source);
  try {
    await promisify(execFile)("heif-enc", ["-q", "60", "-o", file, source]);
  } finally {
    await rm(source, { force: true });
  }
}

/**
 * The HEIC with an `irot` box on its primary picture (turned `quarterTurns` × 90° anticlockwise on
 * display), as an iPhone writes one beside its EXIF Orientation; heif-enc writes none. Laid out as
 * heif-enc 1.15 writes a file (meta before mdat, iloc version 0 with 4-byte base offsets, ipma
 * version 0): the box goes at the end of ipco, its association into ipma, and iloc's offsets move by
 * what meta grew.
 */
export function withIrot(heic: Buffer, quarterTurns: 1 | 2 | 3): Buffer {
  const find = (type: string, from: number, to: number): number => {
    for (let at = from; at < to; at += heic.readUInt32BE(at)) if (heic.toString("latin1", at + 4, at + 8) === type) return at;
    throw new Error(`no ${type} box`);
  };
  const meta = find("meta", 0, heic.length);
  const metaEnd = meta + heic.readUInt32BE(meta);
  const iprp = find("iprp", meta + 12, metaEnd);
  const ipco = find("ipco", iprp + 8, iprp + heic.readUInt32BE(iprp));
  const ipma = find("ipma", iprp + 8, iprp + heic.readUInt32BE(iprp));
  const iloc = find("iloc", meta + 12, metaEnd);
  if (heic.readUInt32BE(ipma + 8) !== 0 || heic.readUInt32BE(ipma + 12) !== 1 || heic[iloc + 8] !== 0 || heic.readUInt16BE(iloc + 12) === 0)
    throw new Error("not laid out as heif-enc 1.15 lays a HEIC out");
  if (heic[iloc + 12] !== 0x44 || heic[iloc + 13] !== 0x40) throw new Error("iloc offsets are not 4 bytes");
  const properties = heic.subarray(ipco + 8, ipco + heic.readUInt32BE(ipco));
  let count = 0;
  for (let at = 0; at < properties.length; at += properties.readUInt32BE(at)) count++;
  const irot = Buffer.from([0, 0, 0, 9, ...Buffer.from("irot"), quarterTurns]);
  const ipcoEnd = ipco + heic.readUInt32BE(ipco);
  const ipmaEnd = ipma + heic.readUInt32BE(ipma);
  // ipma's one entry: item id (2), association count (1), then a byte each (essential bit + index).
  const associations = ipma + 18;
  const grown = Buffer.concat([
    heic.subarray(0, ipcoEnd),
    irot,
    heic.subarray(ipcoEnd, associations),
    Buffer.from([heic[associations]! + 1]),
    heic.subarray(associations + 1, ipmaEnd),
    Buffer.from([0x80 | (count + 1)]),
    heic.subarray(ipmaEnd),
  ]);
  const shift = irot.length + 1;
  const grow = (at: number, by: number) => grown.writeUInt32BE(grown.readUInt32BE(at) + by, at);
  grow(meta, shift);
  grow(iprp, shift);
  grow(ipco, irot.length);
  grow(ipma + irot.length, 1);
  // iloc (before ipco, so not moved): each item's base offset points into mdat, now `shift` further on.
  const items = grown.readUInt16BE(iloc + 14);
  for (let at = iloc + 16, i = 0; i < items; i++) {
    grow(at + 4, shift);
    const extents = grown.readUInt16BE(at + 8);
    at += 10 + extents * 8;
  }
  return grown;
}
