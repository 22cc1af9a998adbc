import { decodeXML } from "entities";
import exifr from "exifr";
import sharp from "sharp";
import { rgbaToThumbHash } from "thumbhash";

/** What Vitrine needs to know about an image, computed once per content hash. */
export type ImageFacts = {
  width: number;
  height: number;
  /** Base64 ThumbHash: a ~30-byte blurred placeholder. */
  thumbhash: string;
  embedded: EmbeddedText;
};

/** Text embedded in the file (XMP, IPTC, EXIF) that people read or search. */
export type EmbeddedText = {
  title?: string;
  caption?: string;
  camera?: string;
  lens?: string;
  year?: number;
};

export async function probeImage(source: Buffer): Promise<ImageFacts> {
  const image = sharp(source, { failOn: "error" });
  const metadata = await image.metadata();
  const width = metadata.autoOrient?.width ?? metadata.width;
  const height = metadata.autoOrient?.height ?? metadata.height;
  if (!width || !height) throw new Error("image has no dimensions");
  // ThumbHash wants at most 100x100 pixels of RGBA.
  const small = await sharp(source, { failOn: "error" })
    .rotate()
    .resize(100, 100, { fit: "inside" })
    .ensureAlpha()
    .raw()
    .toBuffer({ resolveWithObject: true });
  const thumbhash = Buffer.from(rgbaToThumbHash(small.info.width, small.info.height, small.data)).toString("base64");
  return { width, height, thumbhash, embedded: await readEmbeddedText(source) };
}

/**
 * exifr's `pick` does not reach XMP, so the text segments are parsed whole (they are small). One
 * object for every call: exifr keeps the options it was given in a Map keyed by that object, for
 * good, so a fresh literal per picture held about 8 KB a picture until the process ended.
 */
const exifrOptions = { xmp: true, iptc: true, icc: false, gps: false, interop: false, ifd1: false };

async function readEmbeddedText(source: Buffer): Promise<EmbeddedText> {
  let tags: Record<string, unknown> | undefined;
  try {
    tags = await exifr.parse(source, exifrOptions);
  } catch {
    return {};
  }
  if (!tags) return {};
  const make = cleanText(tags.Make);
  const model = cleanText(tags.Model);
  const date = tags.DateTimeOriginal ?? tags.CreateDate;
  return dropEmpty({
    title: cleanText(tags.title) ?? cleanText(iptcText(tags.ObjectName)) ?? cleanText(tags.XPTitle),
    caption: cleanText(tags.description) ?? cleanText(iptcText(tags.Caption)) ?? cleanText(tags.ImageDescription) ?? cleanText(tags.XPComment),
    camera: model && make && !model.startsWith(make) ? `${make} ${model}` : model ?? make,
    lens: cleanText(tags.LensModel),
    year: date instanceof Date && !Number.isNaN(date.getTime()) ? date.getFullYear() : undefined,
  });
}

/**
 * exifr reads IPTC text as Latin-1, but today's tools write it as UTF-8: bytes that form valid
 * UTF-8 are read as such, anything else stays Latin-1.
 */
function iptcText(value: unknown): unknown {
  if (typeof value !== "string" || !/[\u0080-\u00ff]/.test(value)) return value;
  const utf8 = Buffer.from(value, "latin1").toString("utf8");
  return utf8.includes("\ufffd") ? value : utf8;
}

/** XMP language alternatives arrive as { lang, value }; everything is trimmed and bounded. */
function cleanText(value: unknown): string | undefined {
  if (value && typeof value === "object" && "value" in value) return cleanText((value as { value: unknown }).value);
  if (typeof value !== "string") return undefined;
  // exifr leaves XML entities of XMP values encoded.
  const text = decodeXML(value).replace(/[\u0000-\u001f\u007f]/g, " ").replace(/\s+/g, " ").trim().slice(0, 2000);
  return text || undefined;
}

function dropEmpty<T extends object>(value: T): T {
  return Object.fromEntries(Object.entries(value).filter(([, field]) => field !== undefined)) as T;
}
