import { describe, expect, it } from "vitest";
import { fallbackArgs, fallbackSize, posterArgs } from "../../app/lib/videos/ffmpeg-args";
import { progressFraction } from "../../app/lib/videos/ffmpeg-progress";
import { planVideo } from "../../app/lib/videos/plan-video";
import { isBlackFrame, posterTimes } from "../../app/lib/videos/poster-frame";
import type { VideoFacts } from "../../app/lib/videos/video-facts";
import { jobOrder, type VideoJob } from "../../app/lib/videos/video-job";
import { fallbackFileName, videoSources } from "../../app/lib/videos/video-sources";

const h264: VideoFacts = {
  container: "mp4",
  width: 1920,
  height: 1080,
  rotation: 0,
  seconds: 10,
  video: { codec: "h264", profile: "High", bitDepth: 8, chroma: "420" },
  audio: { codec: "aac" },
  codecs: "avc1.640028, mp4a.40.2",
  moov: "start",
  dynamicRange: "sdr",
};
const phone: VideoFacts = {
  ...h264,
  container: "mov",
  width: 1080,
  height: 1920,
  video: { codec: "hevc", profile: "Main 10", bitDepth: 10, chroma: "420" },
  codecs: "hvc1.2.4.L123.B0, mp4a.40.2",
};

describe("what is made of a video, from its facts alone", () => {
  it("copies a late index to the front, and makes a fallback only for what some browser cannot play", () => {
    expect(planVideo(h264)).toEqual({ faststart: false, fallback: undefined });
    expect(planVideo({ ...h264, moov: "end" })).toEqual({ faststart: true, fallback: undefined });
    expect(planVideo({ ...phone, moov: "end" })).toEqual({ faststart: true, fallback: "hevc, 10-bit" });
    expect(planVideo({ ...h264, container: "mov", video: { codec: "prores", bitDepth: 10, chroma: "422" } }).fallback).toBe("prores, 10-bit, 4:2:2");
    expect(planVideo({ ...h264, audio: { codec: "pcm_s16le" } }).fallback).toBe("pcm_s16le audio");
    expect(planVideo({ ...h264, video: { codec: "h264", bitDepth: 10, chroma: "420" } }).fallback).toBe("10-bit");
    expect(planVideo({ ...phone, dynamicRange: "hlg" }).fallback).toBe("hevc, 10-bit, HLG HDR");
    expect(planVideo({ ...h264, container: "webm", moov: undefined, video: { codec: "vp9", bitDepth: 8, chroma: "420" }, audio: { codec: "opus" } })).toEqual({
      faststart: false,
      fallback: undefined,
    });
    expect(planVideo({ ...h264, container: "webm", video: { codec: "av1", bitDepth: 8, chroma: "420" }, audio: undefined }).fallback).toBe("av1");
  });

  it("fits the fallback within 720p as shown, upright or not, never enlarged, sides even", () => {
    expect(fallbackSize(3840, 2160)).toEqual({ width: 1280, height: 720 });
    expect(fallbackSize(1080, 1920)).toEqual({ width: 720, height: 1280 });
    expect(fallbackSize(320, 240)).toEqual({ width: 320, height: 240 });
    expect(fallbackSize(1440, 1080)).toEqual({ width: 960, height: 720 });
    expect(fallbackSize(641, 361)).toEqual({ width: 642, height: 362 });
  });

  it("runs ffmpeg with arguments, never a shell line, reading only a local file of a video's containers", () => {
    const args = fallbackArgs("/c/Trips/-rm -rf; x.mov", "/d/out.tmp.mp4", phone, 1);
    expect(args.slice(args.indexOf("-i") - 4, args.indexOf("-i") + 2)).toEqual([
      "-protocol_whitelist",
      "file",
      "-format_whitelist",
      "mov,mp4,m4a,3gp,3g2,mj2,matroska,webm",
      "-i",
      "file:/c/Trips/-rm -rf; x.mov",
    ]);
    expect(args).toContain("scale=720:1280,setsar=1,format=yuv420p");
    expect(args.slice(args.indexOf("-map_metadata"), args.indexOf("-map_metadata") + 2)).toEqual(["-map_metadata", "-1"]);
    expect(args.at(-1)).toBe("/d/out.tmp.mp4");
    expect(posterArgs("/c/a.mp4", 1, "sdr")).toContain("1.000");
  });

  it("tone-maps an HDR clip's poster and fallback to SDR, and leaves an SDR clip's frames as they are", () => {
    const filters = (args: string[]) => args[args.indexOf("-vf") + 1]!.split(",");
    expect(filters(fallbackArgs("/c/a.mov", "/d/o.mp4", { ...phone, dynamicRange: "pq" }, 1))).toEqual([
      "scale=720:1280",
      "setsar=1",
      "zscale=t=linear:npl=100",
      "format=gbrpf32le",
      "zscale=p=bt709",
      "tonemap=tonemap=mobius:desat=0",
      "zscale=t=bt709:m=bt709:r=tv",
      "format=yuv420p",
    ]);
    expect(filters(posterArgs("/c/a.mov", 1, "hlg"))).toContain("tonemap=tonemap=mobius:desat=0");
    expect(posterArgs("/c/a.mov", 1, "sdr")).toContain("scale=w='min(2560,iw)':h=-2");
  });

  it("takes the poster a second in, or halfway through a short clip; a third of the way when that frame is black", () => {
    expect(posterTimes(10)).toEqual([1, 10 / 3]);
    expect(posterTimes(1)).toEqual([0.5]);
    expect(posterTimes(2.4)).toEqual([1]);
    expect(
      isBlackFrame([
        { mean: 3, stdev: 1 },
        { mean: 2, stdev: 1 },
        { mean: 4, stdev: 2 },
      ]),
    ).toBe(true);
    expect(
      isBlackFrame([
        { mean: 3, stdev: 40 },
        { mean: 2, stdev: 1 },
        { mean: 4, stdev: 2 },
      ]),
    ).toBe(false);
    expect(isBlackFrame([{ mean: 120, stdev: 3 }])).toBe(false);
    expect(isBlackFrame([])).toBe(false);
  });

  it("reads how far ffmpeg is from the last time it printed", () => {
    expect(progressFraction("frame=1\nout_time_us=2500000\nprogress=continue\nout_time_us=5000000\n", 10)).toBe(0.5);
    expect(progressFraction("out_time_us=99000000\n", 10)).toBe(1);
    expect(progressFraction("frame=1\n", 10)).toBeUndefined();
    expect(progressFraction("out_time_us=1\n", 0)).toBeUndefined();
  });

  it("lists the copies before the encodes, each target once", () => {
    const job = (kind: VideoJob["kind"], target: string): VideoJob => ({ kind, target, source: "s", bytes: 1, name: target, facts: h264 });
    const order = jobOrder([job("fallback", "a"), job("faststart", "b"), job("fallback", "a"), job("faststart", "c")]);
    expect(order.map((each) => each.target)).toEqual(["b", "c", "a"]);
  });

  it("lists the original first with its exact codecs, then the fallback under a name the original never has", () => {
    const address = (name: string) => `/media/0123456789ab/${encodeURIComponent(name)}`;
    expect(videoSources("clip.mov", address, phone, true)).toEqual([
      { src: "/media/0123456789ab/clip.mov", type: 'video/mp4; codecs="hvc1.2.4.L123.B0, mp4a.40.2"' },
      { src: "/media/0123456789ab/clip.h264.mp4", type: 'video/mp4; codecs="avc1.640028, mp4a.40.2"' },
    ]);
    expect(videoSources("loop.webm", address, undefined, false)).toEqual([{ src: "/media/0123456789ab/loop.webm", type: "video/webm" }]);
    expect(fallbackFileName("clip.h264.mp4")).toBe("clip.h264.h264.mp4");
    expect(fallbackFileName("noext")).toBe("noext.h264.mp4");
  });
});
