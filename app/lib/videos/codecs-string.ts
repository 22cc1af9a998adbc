import type { Container } from "./is-video-file";
import type { FfprobeStream } from "./ffprobe-output";

/**
 * RFC 6381 `codecs` parameters, exact from each stream's own configuration record (avcC, hvcC,
 * av1C), so a browser can tell from the `<source>` alone whether it can decode the file: Safari and
 * hardware decoders play an HEVC original untouched, and Chromium without HEVC passes over it to
 * the H.264 fallback without fetching a byte of it. Undefined where the string is not known: then the
 * `<source>` names its container only, and the browser must try the file to find out.
 */

const hex2 = (byte: number) => byte.toString(16).padStart(2, "0");

/** ISO/IEC 14496-15 avcC: profile, constraint flags and level, one byte each ("avc1.64001f"). */
function avc(config: Buffer, tag: string): string | undefined {
  if (config.length < 4 || config[0] !== 1) return undefined;
  return `${tag === "avc3" ? "avc3" : "avc1"}.${hex2(config[1]!)}${hex2(config[2]!)}${hex2(config[3]!)}`;
}

/** The 32 compatibility flags, bit-reversed, in hex without leading zeros (ISO/IEC 14496-15, E.3). */
function reversedFlags(flags: number): string {
  let reversed = 0;
  for (let bit = 0; bit < 32; bit++) if (flags & (1 << bit)) reversed |= 1 << (31 - bit);
  return (reversed >>> 0).toString(16).toUpperCase();
}

/** hvcC: profile space, profile, compatibility flags, tier and level, and the constraint bytes without trailing zeros ("hvc1.2.4.L123.B0"). */
function hevc(config: Buffer, tag: string): string | undefined {
  if (config.length < 13 || config[0] !== 1) return undefined;
  const space = ["", "A", "B", "C"][config[1]! >> 6];
  const tier = config[1]! & 0x20 ? "H" : "L";
  const profile = config[1]! & 0x1f;
  const constraints = [...config.subarray(6, 12)];
  while (constraints.length > 0 && constraints.at(-1) === 0) constraints.pop();
  const parts = [tag === "hev1" ? "hev1" : "hvc1", `${space}${profile}`, reversedFlags(config.readUInt32BE(2)), `${tier}${config[12]}`];
  return [...parts, ...constraints.map((byte) => byte.toString(16).toUpperCase())].join(".");
}

/** av1C: profile, level and tier, bit depth ("av01.0.04M.10"). */
function av1(config: Buffer): string | undefined {
  if (config.length < 4 || (config[0]! & 0x80) === 0) return undefined;
  const profile = config[1]! >> 5;
  const level = config[1]! & 0x1f;
  const tier = config[2]! & 0x80 ? "H" : "M";
  const depth = config[2]! & 0x40 ? (profile === 2 && config[2]! & 0x20 ? 12 : 10) : 8;
  return `av01.${profile}.${String(level).padStart(2, "0")}${tier}.${String(depth).padStart(2, "0")}`;
}

const aacObjectTypes: Record<string, number> = { Main: 1, LC: 2, LTP: 4, "HE-AAC": 5, "HE-AACv2": 29 };

/** A four-character sample entry, as MP4 names a codec RFC 6381 has no finer rule for (apch for ProRes). */
const sampleEntry = (tag: string | undefined) => (tag && /^[A-Za-z0-9]{4}$/.test(tag) ? tag : undefined);

export function streamCodecs(stream: FfprobeStream, container: Container): string | undefined {
  const config = stream.extradata ?? Buffer.alloc(0);
  const tag = stream.codec_tag_string ?? "";
  const isoBmff = container !== "webm";
  switch (stream.codec_name) {
    case "h264":
      return avc(config, tag);
    case "hevc":
      return hevc(config, tag);
    case "av1":
      return av1(config);
    case "vp8":
      return "vp8";
    case "vp9":
      return isoBmff ? undefined : "vp9";
    case "aac":
      return aacObjectTypes[stream.profile ?? ""] === undefined ? undefined : `mp4a.40.${aacObjectTypes[stream.profile ?? ""]}`;
    case "mp3":
      return isoBmff ? "mp4a.6B" : "mp3";
    case "opus":
      return isoBmff ? "Opus" : "opus";
    case "vorbis":
      return "vorbis";
    case "flac":
      return isoBmff ? "fLaC" : "flac";
    case "ac3":
      return "ac-3";
    case "eac3":
      return "ec-3";
    default:
      return isoBmff ? sampleEntry(tag) : undefined;
  }
}

/** The `codecs` parameter of these streams, or undefined when one of them has no known string (a partial list would mislead). */
export function codecsOf(streams: FfprobeStream[], container: Container): string | undefined {
  const strings = streams.map((stream) => streamCodecs(stream, container));
  return strings.length > 0 && strings.every((value) => value !== undefined) ? strings.join(", ") : undefined;
}
