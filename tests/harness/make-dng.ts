import { mkdir, writeFile } from "node:fs/promises";
import path from "node:path";
import sharp from "sharp";

/**
 * A minimal DNG as cameras and Adobe's converter lay one out, written byte by byte (no tool here
 * writes one): IFD0 a small RGB thumbnail with the camera's tags and DNGVersion, a SubIFD holding
 * the "raw" CFA data (zeros: only the preview is ever read), another the full-size preview JPEG
 * (NewSubFileType 1, JPEG compression), and an EXIF IFD with the exposure and date. `preview:
 * false` leaves the preview out; a Buffer is written as the preview's bytes whatever they are.
 */
export type DngOptions = {
  width: number;
  height: number;
  color?: string;
  preview?: boolean | Buffer;
  /** The preview's length as the file declares it, when it lies (a "preview" of 100 MB in a file of kilobytes). */
  declaredPreviewBytes?: number;
  orientation?: number;
  camera?: { make: string; model: string };
  taken?: string;
};

type Value = { type: 1 | 2 | 3 | 4 | 5 | 7; values: number[] | string | Buffer };
type Ifd = Map<number, Value>;

const typeSize = { 1: 1, 2: 1, 3: 2, 4: 4, 5: 8, 7: 1 } as const;

export async function makeDng(file: string, options: DngOptions): Promise<void> {
  const { width, height } = options;
  const background = options.color ?? "#aa6633";
  const previewJpeg =
    options.preview === false
      ? undefined
      : Buffer.isBuffer(options.preview)
        ? options.preview
        : await sharp({ create: { width, height, channels: 3, background } })
            .jpeg({ quality: 80 })
            .toBuffer();
  const thumb = await sharp({ create: { width: 32, height: 24, channels: 3, background } })
    .raw()
    .toBuffer();
  const cfa = Buffer.alloc(16 * 16 * 2);
  const camera = options.camera ?? { make: "Canon", model: "Canon EOS R5" };

  const exif: Ifd = new Map<number, Value>([
    [33434, { type: 5, values: [1, 200] }],
    [33437, { type: 5, values: [28, 10] }],
    [34855, { type: 3, values: [400] }],
    [36867, { type: 2, values: options.taken ?? "2024:05:01 14:03:12" }],
    [37386, { type: 5, values: [50, 1] }],
  ]);
  const raw: Ifd = new Map<number, Value>([
    [254, { type: 4, values: [0] }],
    [256, { type: 4, values: [16] }],
    [257, { type: 4, values: [16] }],
    [258, { type: 3, values: [16] }],
    [259, { type: 3, values: [1] }],
    [262, { type: 3, values: [32803] }],
    [273, { type: 4, values: [0] }],
    [277, { type: 3, values: [1] }],
    [278, { type: 4, values: [16] }],
    [279, { type: 4, values: [cfa.length] }],
    [33421, { type: 3, values: [2, 2] }],
    [33422, { type: 1, values: [0, 1, 1, 2] }],
  ]);
  const preview: Ifd | undefined = previewJpeg
    ? new Map<number, Value>([
        [254, { type: 4, values: [1] }],
        [256, { type: 4, values: [width] }],
        [257, { type: 4, values: [height] }],
        [258, { type: 3, values: [8, 8, 8] }],
        [259, { type: 3, values: [7] }],
        [262, { type: 3, values: [6] }],
        [273, { type: 4, values: [0] }],
        [277, { type: 3, values: [3] }],
        [278, { type: 4, values: [height] }],
        [279, { type: 4, values: [options.declaredPreviewBytes ?? previewJpeg.length] }],
      ])
    : undefined;
  const ifd0: Ifd = new Map<number, Value>([
    [254, { type: 4, values: [1] }],
    [256, { type: 4, values: [32] }],
    [257, { type: 4, values: [24] }],
    [258, { type: 3, values: [8, 8, 8] }],
    [259, { type: 3, values: [1] }],
    [262, { type: 3, values: [2] }],
    [271, { type: 2, values: camera.make }],
    [272, { type: 2, values: camera.model }],
    [273, { type: 4, values: [0] }],
    [274, { type: 3, values: [options.orientation ?? 1] }],
    [277, { type: 3, values: [3] }],
    [278, { type: 4, values: [24] }],
    [279, { type: 4, values: [thumb.length] }],
    [330, { type: 4, values: preview ? [0, 0] : [0] }],
    [34665, { type: 4, values: [0] }],
    [50706, { type: 1, values: [1, 4, 0, 0] }],
    [50708, { type: 2, values: camera.model }],
  ]);

  // Laid out as: header, IFD0, raw IFD, preview IFD, EXIF IFD (each with its out-of-line values), then the strips.
  const ifds = [ifd0, raw, ...(preview ? [preview] : []), exif];
  const sizes = ifds.map(ifdSize);
  const starts: number[] = [];
  let at = 8;
  for (const size of sizes) {
    starts.push(at);
    at += size;
  }
  const strips = [thumb, cfa, ...(previewJpeg ? [previewJpeg] : [])];
  const stripStarts: number[] = [];
  for (const strip of strips) {
    stripStarts.push(at);
    at += strip.length + (strip.length % 2);
  }
  ifd0.get(273)!.values = [stripStarts[0]!];
  raw.get(273)!.values = [stripStarts[1]!];
  if (preview) preview.get(273)!.values = [stripStarts[2]!];
  ifd0.get(330)!.values = preview ? [starts[1]!, starts[2]!] : [starts[1]!];
  ifd0.get(34665)!.values = [starts.at(-1)!];

  const out = Buffer.alloc(at);
  out.write("II", 0, "latin1");
  out.writeUInt16LE(42, 2);
  out.writeUInt32LE(8, 4);
  ifds.forEach((ifd, i) => writeIfd(out, ifd, starts[i]!));
  strips.forEach((strip, i) => strip.copy(out, stripStarts[i]!));
  await mkdir(path.dirname(file), { recursive: true });
  await writeFile(file, out);
}

function valueBytes({ type, values }: Value): Buffer {
  if (typeof values === "string") return Buffer.from(`${values}\0`, "latin1");
  if (Buffer.isBuffer(values)) return values;
  const bytes = Buffer.alloc(values.length * typeSize[type]);
  values.forEach((value, i) => {
    if (type === 3) bytes.writeUInt16LE(value, i * 2);
    else if (type === 4 || type === 5) bytes.writeUInt32LE(value, i * 4);
    else bytes.writeUInt8(value, i);
  });
  return bytes;
}

function outOfLine(value: Value): number {
  const length = valueBytes(value).length;
  return length > 4 ? length + (length % 2) : 0;
}

function ifdSize(ifd: Ifd): number {
  return 2 + ifd.size * 12 + 4 + [...ifd.values()].reduce((sum, value) => sum + outOfLine(value), 0);
}

function writeIfd(out: Buffer, ifd: Ifd, start: number): void {
  const entries = [...ifd].sort(([a], [b]) => a - b);
  out.writeUInt16LE(entries.length, start);
  let extra = start + 2 + entries.length * 12 + 4;
  entries.forEach(([tag, value], i) => {
    const entry = start + 2 + i * 12;
    const bytes = valueBytes(value);
    out.writeUInt16LE(tag, entry);
    out.writeUInt16LE(value.type, entry + 2);
    out.writeUInt32LE(
      typeof value.values === "string" || Buffer.isBuffer(value.values) ? bytes.length : value.values.length / (value.type === 5 ? 2 : 1),
      entry + 4,
    );
    if (bytes.length <= 4) bytes.copy(out, entry + 8);
    else {
      out.writeUInt32LE(extra, entry + 8);
      bytes.copy(out, extra);
      extra += bytes.length + (bytes.length % 2);
    }
  });
  out.writeUInt32LE(0, start + 2 + entries.length * 12);
}
