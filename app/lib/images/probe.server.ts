import { decodeXML } from "entities";
import exifr from "exifr";
import sharp from "./sharp.server";
import { rgbaToThumbHash } from "thumbhash";
import { photoDetailsSchema, type PhotoDetails } from "./photo-details";
import { readXmp, type EmbeddedText } from "./read-xmp";
import { boundWritten, noSources, type WrittenMetadata } from "./written-metadata";

/** What Vitrine needs to know about an image, computed once per content hash. */
export type ImageFacts = {
  width: number;
  height: number;
  /** Base64 ThumbHash: a ~30-byte blurred placeholder. */
  thumbhash: string;
  embedded: EmbeddedText;
  details: PhotoDetails;
  /** Keywords, rating, people… from the file's XMP packet and IPTC keywords. */
  written: WrittenMetadata;
  /** What of it was over the limits, and why its XMP packet was not read: for the log (said with each build). */
  writtenNotes?: string[];
  xmpError?: string;
  /** An Ultra HDR (ISO 21496-1) gain map rides along: JPEG derivatives keep it (encode.server.ts). */
  gainMap?: true;
};

/** `xmp`: the packet of the file the pixels were decoded from, when `source` is its stand-in (a HEIC's decoded JPEG). */
export async function probeImage(source: Buffer, options: { xmp?: string } = {}): Promise<ImageFacts> {
  const image = sharp(source, { failOn: "error" });
  const metadata = await image.metadata();
  const width = metadata.autoOrient?.width ?? metadata.width;
  const height = metadata.autoOrient?.height ?? metadata.height;
  if (!width || !height) throw new Error("image has no dimensions");
  // ThumbHash wants at most 100x100 pixels of RGBA.
  const small = await sharp(source, { failOn: "error" }).rotate().resize(100, 100, { fit: "inside" }).ensureAlpha().raw().toBuffer({ resolveWithObject: true });
  const thumbhash = Buffer.from(rgbaToThumbHash(small.info.width, small.info.height, small.data)).toString("base64");
  const gainMap = metadata.gainMap ? { gainMap: true as const } : {};
  return { width, height, thumbhash, ...gainMap, ...(await readEmbedded(source, options.xmp ?? metadata.xmpAsString)) };
}

/**
 * exifr's `pick` does not reach XMP, so the text segments are parsed whole (they are small). One
 * object for every call: exifr keeps the options it was given in a Map keyed by that object, for
 * good, so a fresh literal per picture held about 8 KB a picture until the process ended. GPS is
 * never read; dates stay the strings the camera wrote (revived, they would move into the server's zone).
 */
const exifrOptions = { xmp: true, iptc: true, icc: false, gps: false, interop: false, ifd1: false, reviveValues: false };

async function readEmbedded(source: Buffer, xmp: string | undefined): Promise<Omit<ImageFacts, "width" | "height" | "thumbhash">> {
  let tags: Record<string, unknown> | undefined;
  try {
    tags = await exifr.parse(source, exifrOptions);
  } catch {
    tags = undefined;
  }
  const written = readWritten(xmp, tags?.Keywords);
  if (!tags) return { embedded: {}, details: {}, ...written };
  const embedded = dropEmpty({
    title: cleanText(tags.title) ?? cleanText(iptcText(tags.ObjectName)) ?? cleanText(tags.XPTitle),
    caption: cleanText(tags.description) ?? cleanText(iptcText(tags.Caption)) ?? cleanText(tags.ImageDescription) ?? cleanText(tags.XPComment),
  });
  return { embedded, details: readDetails(tags), ...written };
}

/**
 * The owner's keywords, rating, people… from the XMP packet as libvips found it, read by the same
 * bounded reader as sidecars (exifr's own XMP reading slows quadratically on broken packets), and
 * the IPTC keywords exifr read. The packet's title and description are exifr's, above.
 */
function readWritten(xmp: string | undefined, iptcKeywords: unknown): Pick<ImageFacts, "written" | "writtenNotes" | "xmpError"> {
  const read = xmp === undefined ? undefined : readXmp(xmp);
  const sources = read?.ok ? read.sources : noSources;
  const keywords = (Array.isArray(iptcKeywords) ? iptcKeywords : [iptcKeywords]).flatMap((keyword) => {
    const text = iptcText(typeof keyword === "number" ? String(keyword) : keyword);
    return typeof text === "string" ? [text] : [];
  });
  const { metadata, notes } = boundWritten({ ...sources, keywords: [...sources.keywords, ...keywords] });
  return { written: metadata, ...(notes.length > 0 ? { writtenNotes: notes } : {}), ...(read && !read.ok ? { xmpError: read.reason } : {}) };
}

/**
 * The photo's details, each field checked against the schema the source index is read back with:
 * a field a camera wrote out of range is left out, never carried into the index to spoil it.
 */
function readDetails(tags: Record<string, unknown>): PhotoDetails {
  const read: Record<keyof PhotoDetails, unknown> = {
    camera: cameraName(cleanText(tags.Make), cleanText(tags.Model)),
    lens: cleanText(tags.LensModel),
    focalLength: number(tags.FocalLength),
    focalLength35: number(tags.FocalLengthIn35mmFormat),
    aperture: number(tags.FNumber),
    exposureTime: number(tags.ExposureTime),
    iso: roundNumber(first(tags.ISO ?? tags.ISOSpeedRatings)),
    exposureBias: number(tags.ExposureCompensation ?? tags.ExposureBiasValue),
    // Each date with its own offset tag (EXIF 2.31), else the offset an XMP date carries.
    taken: takenAt(tags.DateTimeOriginal, tags.OffsetTimeOriginal) ?? takenAt(tags.CreateDate, tags.OffsetTimeDigitized),
  };
  const fields = Object.entries(read).filter(
    ([key, value]) => value !== undefined && photoDetailsSchema.shape[key as keyof PhotoDetails].safeParse(value).success,
  );
  return Object.fromEntries(fields) as PhotoDetails;
}

/** Makers' legal names say nothing to a reader: "NIKON CORPORATION" + "NIKON Z 6" is a "NIKON Z 6". */
const makerSuffix = /[\s,]+(corporation|corp\.?|co\.?|ltd\.?|company|inc\.?|imaging|optical|camera|electric|photo|ag|gmbh)\b\.?/gi;

function cameraName(make: string | undefined, model: string | undefined): string | undefined {
  const maker =
    make
      ?.replace(makerSuffix, "")
      .replace(/[\s,.]+$/, "")
      .trim() || undefined;
  if (!model) return maker;
  // "RICOH" + "RICOH GR III", "Canon" + "Canon EOS R5": the model already names its maker.
  const makerWord = maker?.split(" ")[0]?.toLowerCase();
  if (!makerWord || model.toLowerCase().startsWith(makerWord)) return model;
  return `${maker} ${model}`;
}

const first = (value: unknown) => (Array.isArray(value) ? value[0] : value);

/** A number as EXIF gives it, or as XMP writes a rational ("28/10"). */
function number(value: unknown): number | undefined {
  if (typeof value === "number") return Number.isFinite(value) ? value : undefined;
  const rational = typeof value === "string" ? /^\s*(-?\d+(?:\.\d+)?)(?:\s*\/\s*(\d+(?:\.\d+)?))?\s*$/.exec(value) : null;
  if (!rational) return undefined;
  const result = rational[2] ? Number(rational[1]) / Number(rational[2]) : Number(rational[1]);
  return Number.isFinite(result) ? result : undefined;
}

function roundNumber(value: unknown): number | undefined {
  const read = number(value);
  return read === undefined ? undefined : Math.round(read);
}

/** EXIF "2024:05:01 14:03:12" or XMP "2024-05-01T14:03:12+02:00" as "2024-05-01T14:03:12+02:00". */
function takenAt(date: unknown, offset: unknown): string | undefined {
  if (typeof date !== "string") return undefined;
  const match = /^(\d{4})[:-](\d{2})[:-](\d{2})[ T](\d{2}):(\d{2})(?::(\d{2}))?(?:\.\d+)?(Z|[+-]\d{2}:?\d{2})?/.exec(date.trim());
  if (!match) return undefined;
  const [, year, month, day, hour, minute, second = "00", inline] = match;
  if (
    Number(year) < 1800 ||
    Number(month) < 1 ||
    Number(month) > 12 ||
    Number(day) < 1 ||
    Number(day) > 31 ||
    Number(hour) > 23 ||
    Number(minute) > 59 ||
    Number(second) > 59
  )
    return undefined;
  const zone = zoneOffset(typeof offset === "string" ? offset.trim() : undefined) ?? zoneOffset(inline);
  return `${year}-${month}-${day}T${hour}:${minute}:${second}${zone ?? ""}`;
}

function zoneOffset(value: string | undefined): string | undefined {
  if (value === "Z") return "+00:00";
  const match = value ? /^([+-])(\d{2}):?(\d{2})$/.exec(value) : null;
  return match && Number(match[2]) <= 14 && Number(match[3]) < 60 ? `${match[1]}${match[2]}:${match[3]}` : undefined;
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
  const text = decodeXML(value)
    .replace(/[\u0000-\u001f\u007f]/g, " ")
    .replace(/\s+/g, " ")
    .trim()
    .slice(0, 2000);
  return text || undefined;
}

function dropEmpty<T extends object>(value: T): T {
  return Object.fromEntries(Object.entries(value).filter(([, field]) => field !== undefined)) as T;
}
