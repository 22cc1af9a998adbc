import { z } from "zod/v4";
import { codecsOf } from "./codecs-string";
import type { FfprobeOutput, FfprobeStream } from "./ffprobe-output";
import { containerOf } from "./is-video-file";

/** Past these a probe describes no video a gallery shows (8K is 7680 wide; a day is longer than any clip). */
export const videoLimits = { side: 16384, seconds: 24 * 3600 } as const;

/** Where an MP4 or QuickTime file keeps its index: before the media, or after it, where a browser must fetch the end first. */
export const moovPositions = ["start", "end"] as const;
export type MoovPosition = (typeof moovPositions)[number];

export const dynamicRanges = ["sdr", "pq", "hlg"] as const;
export type DynamicRange = (typeof dynamicRanges)[number];
const rangeOfTransfer: Record<string, DynamicRange> = { smpte2084: "pq", "arib-std-b67": "hlg" };

/** What Vitrine knows of a video, read once per content hash and kept in the source index. */
export const videoFactsSchema = z.object({
  container: z.enum(["mp4", "mov", "webm"]),
  /** As shown: the display rotation applied (a phone's portrait clip is stored landscape). */
  width: z.number().int().min(1).max(videoLimits.side),
  height: z.number().int().min(1).max(videoLimits.side),
  /** Degrees the stored frames are turned when shown (counter-clockwise, as the display matrix says): 0, 90, 180 or 270. */
  rotation: z.number().int(),
  seconds: z.number().positive().max(videoLimits.seconds),
  video: z.object({ codec: z.string().max(64), profile: z.string().max(64).optional(), bitDepth: z.number().int(), chroma: z.string().max(64).optional() }),
  audio: z.object({ codec: z.string().max(64) }).optional(),
  /** SDR, or HDR as phones record it (PQ or HLG), which a copy for every screen must tone-map. Required, so facts kept before it was read are read again. */
  dynamicRange: z.enum(dynamicRanges),
  /** RFC 6381, for the original's `<source>` (codecs-string.ts). */
  codecs: z.string().max(200).optional(),
  moov: z.enum(moovPositions).optional(),
  /** The wall-clock time it was recorded, as a photo's `taken`, for sorting. */
  taken: z.string().max(40).optional(),
  title: z.string().max(200).optional(),
});

export type VideoFacts = z.infer<typeof videoFactsSchema>;

const bitDepthOf = (stream: FfprobeStream): number => {
  const fromFormat = /p(1[0-6])(le|be)?$/.exec(stream.pix_fmt ?? "")?.[1];
  return stream.bits_per_raw_sample && stream.bits_per_raw_sample > 8 ? stream.bits_per_raw_sample : fromFormat ? Number(fromFormat) : 8;
};

/** The stream's display rotation as its display matrix says (counter-clockwise), to the nearest quarter turn. */
function rotationOf(stream: FfprobeStream): number {
  const side = stream.side_data_list?.find((data) => data.rotation !== undefined)?.rotation;
  // Older files carry a `rotate` tag instead, which says clockwise.
  const degrees = side ?? -(Number(stream.tags?.rotate ?? 0) || 0);
  return (((Math.round(degrees / 90) * 90) % 360) + 360) % 360;
}

/** "2024-05-01T10:00:00+0200" (Apple's, local) or "2024-05-01T08:00:00.000000Z" (UTC) → "2024-05-01T10:00:00+02:00"; a camera's unset clock (before 1980) is none. */
function takenOf(tags: FfprobeOutput["format"]["tags"]): string | undefined {
  for (const value of [tags?.["com.apple.quicktime.creationdate"], tags?.creation_time]) {
    const match = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2}):(\d{2})(?:\.\d+)?(Z|[+-]\d{2}:?\d{2})?$/.exec(value ?? "");
    if (!match || Number(match[1]) < 1980) continue;
    const zone = !match[7] ? "" : match[7] === "Z" ? "+00:00" : `${match[7].slice(0, 3)}:${match[7].slice(-2)}`;
    return `${match[1]}-${match[2]}-${match[3]}T${match[4]}:${match[5]}:${match[6]}${zone}`;
  }
  return undefined;
}

/**
 * A probe of `fileName` as facts, or why it is no video Vitrine shows: not one of the containers its
 * name says (a JPEG named .mp4 never gets this far: ffprobe reads only these containers), no video
 * stream, or a size or length no real clip has.
 */
export function videoFacts(probe: FfprobeOutput, fileName: string, moov: MoovPosition | undefined): VideoFacts | { refused: string } {
  const container = containerOf(fileName);
  const family = container === "webm" ? "matroska" : "mov";
  if (!probe.format.format_name.split(",").includes(family)) return { refused: `a ${probe.format.format_name} file, not ${container}` };
  const video = probe.streams.find((stream) => stream.codec_type === "video" && !stream.disposition?.attached_pic);
  const audio = probe.streams.find((stream) => stream.codec_type === "audio");
  if (!video?.codec_name) return { refused: "no video stream" };
  const { width = 0, height = 0 } = video;
  if (width < 2 || height < 2 || width > videoLimits.side || height > videoLimits.side) return { refused: `a frame of ${width}×${height} pixels` };
  const seconds = probe.format.duration ?? 0;
  if (!(seconds > 0 && seconds <= videoLimits.seconds)) return { refused: `a length of ${seconds} s` };
  const rotation = rotationOf(video);
  const turned = rotation % 180 !== 0;
  const chroma = /^yuvj?(4\d\d)/.exec(video.pix_fmt ?? "")?.[1];
  return {
    container,
    width: turned ? height : width,
    height: turned ? width : height,
    rotation,
    seconds,
    video: { codec: video.codec_name, profile: video.profile, bitDepth: bitDepthOf(video), chroma },
    audio: audio?.codec_name ? { codec: audio.codec_name } : undefined,
    dynamicRange: rangeOfTransfer[video.color_transfer ?? ""] ?? "sdr",
    codecs: codecsOf(audio ? [video, audio] : [video], container),
    moov: container === "webm" ? undefined : moov,
    taken: takenOf(probe.format.tags),
    title:
      probe.format.tags?.title
        ?.replace(/[\u0000-\u001f\u007f]/g, "")
        .trim()
        .slice(0, 200) || undefined,
  };
}
