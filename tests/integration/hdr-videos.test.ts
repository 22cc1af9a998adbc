import { readFile } from "node:fs/promises";
import path from "node:path";
import sharp from "sharp";
import { beforeAll, describe, expect, it } from "vitest";
import { fallbackArgs, posterArgs } from "../../app/lib/videos/ffmpeg-args";
import { makePoster } from "../../app/lib/videos/make-poster.server";
import { planVideo } from "../../app/lib/videos/plan-video";
import { probeVideo } from "../../app/lib/videos/probe-video.server";
import { runTool } from "../../app/lib/core/run-tool.server";
import type { VideoFacts } from "../../app/lib/videos/video-facts";
import { hdrHevcMov, testPatternFrame } from "../harness/video-clips";
import { tempDir } from "../helpers/fixtures";

// Phones record HDR (PQ on Android, HLG on an iPhone); an SDR screen shows such frames untouched as
// grey and flat. The poster and the fallback are tone-mapped: they should look like the SDR original.
let dir: string;
const limits = { timeoutMs: 120_000, maxStdoutBytes: 64 * 1024 * 1024 };

/** How far a frame is from the SDR original, and its contrast against the original's (1: the same). */
async function likeness(frame: Buffer | string, original: string): Promise<{ difference: number; contrast: number }> {
  const [a, b] = await Promise.all([frame, original].map((input) => sharp(input).resize(320, 240, { fit: "fill" }).removeAlpha().raw().toBuffer()));
  let sum = 0;
  for (let i = 0; i < a!.length; i++) sum += Math.abs(a![i]! - b![i]!);
  const stdev = async (input: Buffer | string) => (await sharp(input).stats()).channels.slice(0, 3).reduce((all, channel) => all + channel.stdev, 0);
  return { difference: sum / a!.length, contrast: (await stdev(frame)) / (await stdev(original)) };
}

beforeAll(async () => {
  dir = await tempDir();
  await Promise.all([
    hdrHevcMov(path.join(dir, "pq.mov"), "pq"),
    hdrHevcMov(path.join(dir, "hlg.mov"), "hlg"),
    testPatternFrame(path.join(dir, "sdr-1s.jpg"), 1),
  ]);
}, 120_000);

describe.each(["pq", "hlg"] as const)("a phone's %s HDR clip", (range) => {
  let facts: VideoFacts;
  const clip = () => path.join(dir, `${range}.mov`);
  const original = () => path.join(dir, "sdr-1s.jpg");

  beforeAll(async () => {
    facts = (await probeVideo("ffprobe", clip())) as VideoFacts;
  });

  it("is known as HDR, and wants a fallback for that", () => {
    expect(facts).toMatchObject({ dynamicRange: range, video: { codec: "hevc", bitDepth: 10 } });
    expect(planVideo(facts).fallback).toBe(`hevc, 10-bit, ${range.toUpperCase()} HDR`);
  });

  it("gets a poster that looks like the SDR original, where the frame untouched is grey and flat", async () => {
    const poster = path.join(dir, `${range}-poster.jpg`);
    await makePoster("ffmpeg", clip(), facts, poster);
    const mapped = await likeness(await readFile(poster), original());
    const untouched = await likeness(await runTool("ffmpeg", posterArgs(clip(), 1, "sdr"), limits), original());
    expect(mapped.contrast).toBeGreaterThan(0.65);
    expect(untouched.contrast).toBeLessThan(0.5);
    expect(mapped.difference).toBeLessThan(untouched.difference * 0.6);
  });

  it("gets an SDR H.264 fallback (BT.709) that looks like the original too", async () => {
    const fallback = path.join(dir, `${range}-fallback.mp4`);
    await runTool("ffmpeg", fallbackArgs(clip(), fallback, facts, 1), limits);
    expect(await probeVideo("ffprobe", fallback)).toMatchObject({ dynamicRange: "sdr", video: { codec: "h264", bitDepth: 8 } });
    const frame = await runTool("ffmpeg", posterArgs(fallback, 1, "sdr"), limits);
    expect((await likeness(frame, original())).contrast).toBeGreaterThan(0.65);
  });
});
