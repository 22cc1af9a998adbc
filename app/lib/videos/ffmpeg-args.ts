import { ffprobeEntries } from "./ffprobe-output";
import type { Container } from "./is-video-file";
import type { DynamicRange, VideoFacts } from "./video-facts";

/**
 * The argument arrays of every ffprobe and ffmpeg run (never a shell line). Each input is read as a
 * local file of the containers a video of the folder may be: a playlist or a text file named .mp4
 * could otherwise make ffmpeg open other files or addresses and copy them into what it writes.
 */
const input = (file: string) => ["-protocol_whitelist", "file", "-format_whitelist", "mov,mp4,m4a,3gp,3g2,mj2,matroska,webm", "-i", `file:${file}`];
const quiet = ["-hide_banner", "-nostdin", "-loglevel", "error"];
/** The owner's metadata (a phone's location among it) stays out of what Vitrine makes; the display rotation is stream side data, and stays. */
const noMetadata = ["-map_metadata", "-1", "-map_chapters", "-1", "-sn", "-dn"];

export function ffprobeArgs(file: string): string[] {
  return ["-v", "error", "-of", "json", "-show_data", "-show_entries", ffprobeEntries, ...input(file)];
}

/** Posters are made no wider than the largest derivative. */
const posterWidth = 2560;

/**
 * HDR frames (PQ or HLG in BT.2020) as SDR BT.709, for a poster and a fallback every screen shows as
 * the phone did; left as they are, they look grey and flat. Möbius keeps what SDR can show as it is
 * and rolls off only the highlights: on a test pattern recorded as PQ and as HLG it came closest to
 * the SDR original (a mean difference of 30 of 255, against hable's 55 and 75–93 untouched).
 */
const toSdr = ["zscale=t=linear:npl=100", "format=gbrpf32le", "zscale=p=bt709", "tonemap=tonemap=mobius:desat=0", "zscale=t=bt709:m=bt709:r=tv"];
const asSdr = (range: DynamicRange, filters: string[]) => (range === "sdr" ? filters : [...filters, ...toSdr]);

/** One frame at `seconds`, turned as shown, as a JPEG on stdout (nothing when the clip is shorter). */
export function posterArgs(file: string, seconds: number, range: DynamicRange): string[] {
  return [
    ...quiet,
    "-ss",
    seconds.toFixed(3),
    ...input(file),
    "-map",
    "0:v:0",
    "-frames:v",
    "1",
    "-vf",
    asSdr(range, [`scale=w='min(${posterWidth},iw)':h=-2`]).join(","),
    ...noMetadata,
    "-f",
    "image2pipe",
    "-c:v",
    "mjpeg",
    "-q:v",
    "2",
    "pipe:1",
  ];
}

/** Room for what a copy adds to its streams (the moved index, padding). */
const copySlack = 16 * 1024 * 1024;

/** The same streams, index first (`-movflags +faststart`): no re-encoding, so it takes about as long as copying the file. */
export function faststartArgs(file: string, target: string, container: Container, sourceBytes: number): string[] {
  return [
    ...quiet,
    "-nostats",
    "-progress",
    "pipe:1",
    ...input(file),
    "-map",
    "0:v:0",
    "-map",
    "0:a?",
    "-c",
    "copy",
    ...noMetadata,
    "-movflags",
    "+faststart",
    "-fs",
    String(sourceBytes + copySlack),
    "-f",
    container === "mov" ? "mov" : "mp4",
    target,
  ];
}

/** The fallback's frame: within 1280×720 (720×1280 upright) as shown, never enlarged, even sides as H.264 4:2:0 needs. */
export function fallbackSize(width: number, height: number): { width: number; height: number } {
  const [long, short] = width >= height ? [width, height] : [height, width];
  const scale = Math.min(1, 1280 / long, 720 / short);
  const even = (side: number) => Math.max(2, Math.round((side * scale) / 2) * 2);
  return { width: even(width), height: even(height) };
}

/** H.264 High at level 4.0 (720p up to 60 frames a second: what the fallback is) and AAC-LC: fixed by fallbackArgs. */
export function fallbackCodecs(facts: Pick<VideoFacts, "audio">): string {
  return facts.audio ? "avc1.640028, mp4a.40.2" : "avc1.640028";
}

/** 4 Mbit/s at most: a 720p fallback's size is then bounded by its length, as `-fs` enforces. */
const fallbackBitrate = 4_000_000;

export function fallbackMaxBytes(seconds: number): number {
  return Math.ceil((seconds * (fallbackBitrate + 256_000)) / 8) + copySlack;
}

/**
 * One H.264/AAC MP4 any browser plays: 8-bit 4:2:0 SDR, at most 60 frames a second, index first;
 * decoded and encoded on `threads` threads (the runner leaves a core to the visitors).
 */
export function fallbackArgs(
  file: string,
  target: string,
  facts: Pick<VideoFacts, "width" | "height" | "seconds" | "dynamicRange">,
  threads: number,
): string[] {
  const size = fallbackSize(facts.width, facts.height);
  return [
    ...quiet,
    "-nostats",
    "-progress",
    "pipe:1",
    "-threads",
    String(threads),
    ...input(file),
    "-map",
    "0:v:0",
    "-map",
    "0:a:0?",
    ...noMetadata,
    "-vf",
    [...asSdr(facts.dynamicRange, [`scale=${size.width}:${size.height}`, "setsar=1"]), "format=yuv420p"].join(","),
    "-fpsmax",
    "60",
    "-threads",
    String(threads),
    "-c:v",
    "libx264",
    "-preset",
    "veryfast",
    "-crf",
    "23",
    "-maxrate",
    String(fallbackBitrate),
    "-bufsize",
    String(2 * fallbackBitrate),
    "-profile:v",
    "high",
    "-level:v",
    "4.0",
    "-c:a",
    "aac",
    "-b:a",
    "128k",
    "-ac",
    "2",
    "-movflags",
    "+faststart",
    "-fs",
    String(fallbackMaxBytes(facts.seconds)),
    "-f",
    "mp4",
    target,
  ];
}
