import { mkdir, mkdtemp, writeFile } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import sharp from "sharp";
import { stringify } from "yaml";
import { xmpPacket } from "../../app/lib/images/xmp";

export async function tempDir(prefix = "vitrine-test-"): Promise<string> {
  return mkdtemp(path.join(os.tmpdir(), prefix));
}

type JpegOptions = {
  width: number;
  height: number;
  color?: string;
  /** EXIF orientation tag (6 = rotate 90° clockwise on display). */
  orientation?: number;
  /** Title and description, or a whole XMP packet (owner-xmp.ts writes one as photo tools do). */
  xmp?: { title?: string; description?: string } | string;
  description?: string;
  gps?: boolean;
  /** EXIF camera (IFD0 Make and Model); TestCam when not given. */
  camera?: { make: string; model: string };
  /** EXIF LensModel and DateTimeOriginal ("YYYY:MM:DD hh:mm:ss"). */
  lens?: string;
  taken?: string;
  /** EXIF exposure tags as libvips takes them: rationals as "28/10", OffsetTimeOriginal as "+02:00". */
  exposure?: { fNumber?: string; exposureTime?: string; iso?: number; focalLength?: string; focalLength35?: number; bias?: string; offset?: string };
  /** IPTC-IIM ObjectName (2:05), Keywords (2:25, repeated) and Caption-Abstract (2:120), as Lightroom and Photo Mechanic write them. */
  iptc?: IptcFields;
};

/** A photo as a Nikon tells it: camera, lens, exposure, the date with its offset, and a GPS position that must go nowhere. */
export const nikonPhoto = {
  width: 1600,
  height: 1000,
  camera: { make: "NIKON CORPORATION", model: "NIKON Z 6" },
  lens: "NIKKOR Z 50mm f/1.8 S",
  taken: "2024:05:01 14:03:12",
  gps: true,
  exposure: { fNumber: "28/10", exposureTime: "1/250", iso: 400, focalLength: "50/1", focalLength35: 75, bias: "-7/10", offset: "+02:00" },
} satisfies JpegOptions;

/** A real JPEG made by sharp, with whatever metadata the test needs. */
export async function makeJpeg(file: string, options: JpegOptions): Promise<void> {
  await mkdir(path.dirname(file), { recursive: true });
  let image = sharp({ create: { width: options.width, height: options.height, channels: 3, background: options.color ?? "#3366aa" } }).jpeg({ quality: 85 });
  const ifd0: Record<string, string> = { Make: options.camera?.make ?? "TestCam", Model: options.camera?.model ?? "TestCam Mark II" };
  if (options.description) ifd0.ImageDescription = options.description;
  const ifd2: Record<string, string> = {};
  if (options.lens) ifd2.LensModel = options.lens;
  if (options.taken) ifd2.DateTimeOriginal = options.taken;
  const { exposure = {} } = options;
  const exposureTags: Record<string, string | number | undefined> = {
    FNumber: exposure.fNumber,
    ExposureTime: exposure.exposureTime,
    ISOSpeedRatings: exposure.iso,
    FocalLength: exposure.focalLength,
    // libvips's name for FocalLengthIn35mmFormat.
    FocalLengthIn35mmFilm: exposure.focalLength35,
    ExposureBiasValue: exposure.bias,
    OffsetTimeOriginal: exposure.offset,
  };
  for (const [tag, value] of Object.entries(exposureTags)) if (value !== undefined) ifd2[tag] = String(value);
  image = image.withExif({
    IFD0: ifd0,
    ...(Object.keys(ifd2).length > 0 ? { IFD2: ifd2 } : {}),
    ...(options.gps ? { IFD3: { GPSLatitudeRef: "N", GPSLatitude: "51/1 30/1 0/1", GPSLongitudeRef: "E", GPSLongitude: "4/1 0/1 0/1" } } : {}),
  });
  if (options.orientation) image = image.withMetadata({ orientation: options.orientation });
  if (options.xmp) image = image.withXmp(typeof options.xmp === "string" ? options.xmp : xmpPacket(options.xmp));
  const jpeg = await image.toBuffer();
  // sharp writes no IPTC: its APP13 segment goes in right after the start-of-image marker.
  await writeFile(file, options.iptc ? Buffer.concat([jpeg.subarray(0, 2), iptcSegment(options.iptc), jpeg.subarray(2)]) : jpeg);
}

/** An APP13 segment: "Photoshop 3.0", then one 8BIM resource 0x0404 holding IPTC-IIM records. */
type IptcFields = { objectName?: string; keywords?: string[]; caption?: string };

function iptcSegment(fields: IptcFields): Buffer {
  const record = (dataset: number, text: string) => {
    const data = Buffer.from(text, "utf8");
    return Buffer.concat([Buffer.from([0x1c, 2, dataset, data.length >> 8, data.length & 0xff]), data]);
  };
  const iim = Buffer.concat([
    ...(fields.objectName ? [record(5, fields.objectName)] : []),
    ...(fields.keywords ?? []).map((keyword) => record(25, keyword)),
    ...(fields.caption ? [record(120, fields.caption)] : []),
  ]);
  const size = Buffer.alloc(4);
  size.writeUInt32BE(iim.length);
  // Resource: signature, id, empty Pascal name padded to two bytes, size, data padded to even length.
  const resource = Buffer.concat([Buffer.from("8BIM"), Buffer.from([0x04, 0x04, 0, 0]), size, iim, Buffer.alloc(iim.length % 2)]);
  const payload = Buffer.concat([Buffer.from("Photoshop 3.0\0", "latin1"), resource]);
  const length = Buffer.alloc(2);
  length.writeUInt16BE(payload.length + 2);
  return Buffer.concat([Buffer.from([0xff, 0xed]), length, payload]);
}

export async function writeYaml(file: string, data: unknown): Promise<void> {
  await mkdir(path.dirname(file), { recursive: true });
  await writeFile(file, typeof data === "string" ? data : stringify(data));
}

/** A JPEG header and then noise: what a truncated upload looks like. */
export async function writeCorruptImage(file: string): Promise<void> {
  await mkdir(path.dirname(file), { recursive: true });
  await writeFile(file, Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), Buffer.alloc(512, 0x41)]));
}

/** A content folder with this vitrine.config.yml and a "Walks" album of small JPEGs by these names, and an empty data folder. */
export async function walksSite(config: string, pictures: string[]): Promise<{ content: string; dataDir: string }> {
  const content = await tempDir();
  await writeFile(path.join(content, "vitrine.config.yml"), config);
  for (const name of pictures) await makeJpeg(path.join(content, "Walks", name), { width: 300, height: 200 });
  return { content, dataDir: await tempDir() };
}
