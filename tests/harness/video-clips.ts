import { execFile } from "node:child_process";
import { mkdir, rm } from "node:fs/promises";
import path from "node:path";
import { promisify } from "node:util";

/**
 * Real clips made by Debian's ffmpeg, as phones and cameras leave them, for the tests and benches:
 * a test pattern (moving, so no frame is black) and a tone, `seconds` long. Each is made in a few
 * hundred milliseconds at these sizes.
 */
const run = promisify(execFile);

/**
 * `blackUntil`: seconds of black at the start, as many phones' first frames are; `noise`: grain on
 * every frame (see below); `tone`: the sound's pitch in Hz, which makes clips otherwise alike differ.
 */
export type ClipOptions = { seconds?: number; width?: number; height?: number; audio?: boolean; noise?: boolean; blackUntil?: number; tone?: number };

async function ffmpeg(file: string, options: ClipOptions, encode: string[]): Promise<void> {
  const { seconds = 3, width = 320, height = 240, audio = true, noise = false, blackUntil, tone = 440 } = options;
  await mkdir(path.dirname(file), { recursive: true });
  // Grain makes every frame costly to compress: a clip of real size, for watching one arrive a part at a time.
  const filters = [`testsrc2=size=${width}x${height}:rate=30`, noise && "noise=alls=60:allf=t", blackUntil && `fade=in:st=${blackUntil}:d=0.05`];
  const pattern = filters.filter(Boolean).join(",");
  const inputs = ["-f", "lavfi", "-i", pattern, ...(audio ? ["-f", "lavfi", "-i", `sine=frequency=${tone}:sample_rate=48000`] : [])];
  await run("ffmpeg", ["-hide_banner", "-loglevel", "error", "-y", ...inputs, "-t", String(seconds), ...encode, file]);
}

/** H.264/AAC in MP4 with its index at the end, as ffmpeg and many cameras write it without `+faststart`. */
export function lateMoovH264(file: string, options: ClipOptions = {}): Promise<void> {
  // Grain at 2 Mbit/s: about 250 KB a second of clip, as a phone's 720p.
  const rate = options.noise ? ["-b:v", "2M", "-maxrate", "2M", "-bufsize", "2M"] : [];
  return ffmpeg(file, options, ["-c:v", "libx264", "-preset", "ultrafast", "-pix_fmt", "yuv420p", ...rate, "-c:a", "aac", "-b:a", "64k"]);
}

/** A phone's clip: 10-bit HEVC (hvc1) in QuickTime, AAC, recorded upright (display rotation 90°). */
export async function phoneHevcMov(file: string, options: ClipOptions = {}): Promise<void> {
  const encoded = `${file}.encoded.mov`;
  await ffmpeg(encoded, options, [
    ...["-c:v", "libx265", "-preset", "ultrafast", "-pix_fmt", "yuv420p10le", "-tag:v", "hvc1", "-x265-params", "log-level=error"],
    ...["-c:a", "aac", "-b:a", "64k"],
  ]);
  // ffmpeg 5.1 writes a rotation (as a display matrix) only when copying streams.
  const rotate = ["-metadata:s:v:0", "rotate=90", "-movflags", "+faststart"];
  await run("ffmpeg", ["-hide_banner", "-loglevel", "error", "-y", "-i", encoded, "-map", "0", "-c", "copy", "-tag:v", "hvc1", ...rotate, file]);
  await rm(encoded);
}

/** VP9/Opus in WebM, which every current browser plays as it is. */
export function vp9Webm(file: string, options: ClipOptions = {}): Promise<void> {
  return ffmpeg(file, options, ["-c:v", "libvpx-vp9", "-deadline", "realtime", "-cpu-used", "8", "-c:a", "libopus", "-b:a", "48k"]);
}

/**
 * An HDR phone clip: the test pattern's light recorded as PQ or HLG in BT.2020, 10-bit HEVC, as
 * Android phones (PQ) and iPhones (HLG) record. Its SDR original is `testPatternFrame`'s.
 */
export function hdrHevcMov(file: string, range: "pq" | "hlg", options: ClipOptions = {}): Promise<void> {
  const transfer = range === "pq" ? "smpte2084" : "arib-std-b67";
  const toHdr = `zscale=tin=bt709:min=bt709:pin=bt709:rin=tv:t=${transfer}:m=bt2020nc:p=bt2020:r=tv:npl=100,format=yuv420p10le`;
  return ffmpeg(file, options, [
    ...["-vf", toHdr, "-c:v", "libx265", "-preset", "ultrafast", "-tag:v", "hvc1", "-x265-params", "log-level=error"],
    ...["-color_primaries", "bt2020", "-color_trc", transfer, "-colorspace", "bt2020nc"],
    ...["-c:a", "aac", "-b:a", "64k", "-movflags", "+faststart"],
  ]);
}

/** The test pattern's SDR frame at `seconds`, as a JPEG: what an HDR clip of it should look like on an SDR screen. */
export async function testPatternFrame(file: string, seconds: number, options: Pick<ClipOptions, "width" | "height"> = {}): Promise<void> {
  const { width = 320, height = 240 } = options;
  const pattern = `testsrc2=size=${width}x${height}:rate=30`;
  await run("ffmpeg", ["-hide_banner", "-loglevel", "error", "-y", "-f", "lavfi", "-i", pattern, "-ss", String(seconds), "-frames:v", "1", "-q:v", "2", file]);
}

/** A camera's clip: H.264 with uncompressed PCM sound in QuickTime, which Chromium does not play (so it wants a fallback); quick to make at any length. */
export function cameraPcmMov(file: string, options: ClipOptions = {}): Promise<void> {
  return ffmpeg(file, options, ["-c:v", "libx264", "-preset", "ultrafast", "-pix_fmt", "yuv420p", "-c:a", "pcm_s16le"]);
}
