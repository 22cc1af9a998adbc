import { describe, expect, it } from "vitest";
import { ffprobeOutputSchema } from "../../app/lib/videos/ffprobe-output";
import { videoFacts } from "../../app/lib/videos/video-facts";

/** ffprobe's JSON as it prints it for a phone's clip (the fields Vitrine asks for), with any field replaced. */
function probe(
  video: Record<string, unknown> = {},
  format: Record<string, unknown> = {},
  audio: Record<string, unknown> | undefined = { codec_name: "aac", profile: "LC" },
) {
  return ffprobeOutputSchema.parse({
    streams: [
      {
        codec_type: "video",
        codec_name: "hevc",
        codec_tag_string: "hvc1",
        profile: "Main 10",
        width: 1920,
        height: 1080,
        pix_fmt: "yuv420p10le",
        extradata: "\n00000000: 0102 2000 0000 b000 0000 0000 7bf0 00fc  ..........{.....\n",
        side_data_list: [{ side_data_type: "Display Matrix", rotation: -90 }],
        ...video,
      },
      ...(audio ? [{ codec_type: "audio", ...audio }] : []),
    ],
    format: { format_name: "mov,mp4,m4a,3gp,3g2,mj2", duration: "10.033", tags: { "com.apple.quicktime.creationdate": "2024-05-01T10:00:00+0200" }, ...format },
  });
}

describe("a video's facts from ffprobe's JSON (the owner's file speaking)", () => {
  it("turns a phone's upright clip: its size as shown, its codecs exact, its recording time as a photo's", () => {
    expect(videoFacts(probe(), "clip.mov", "end")).toEqual({
      container: "mov",
      width: 1080,
      height: 1920,
      rotation: 270,
      seconds: 10.033,
      video: { codec: "hevc", profile: "Main 10", bitDepth: 10, chroma: "420" },
      audio: { codec: "aac" },
      dynamicRange: "sdr",
      codecs: "hvc1.2.4.L123.B0, mp4a.40.2",
      moov: "end",
      taken: "2024-05-01T10:00:00+02:00",
      title: undefined,
    });
    // The old rotate tag, clockwise; UTC creation time; a camera's unset clock is no date.
    const tagged = videoFacts(
      probe({ side_data_list: undefined, tags: { rotate: "90" } }, { tags: { creation_time: "2023-01-02T03:04:05.000000Z" } }),
      "c.mp4",
      "start",
    );
    expect(tagged).toMatchObject({ width: 1080, height: 1920, taken: "2023-01-02T03:04:05+00:00" });
    // HDR as phones record it: HLG (an iPhone's), PQ; an unknown transfer is SDR.
    expect(videoFacts(probe({ color_transfer: "arib-std-b67" }), "c.mov", "start")).toMatchObject({ dynamicRange: "hlg" });
    expect(videoFacts(probe({ color_transfer: "smpte2084" }), "c.mov", "start")).toMatchObject({ dynamicRange: "pq" });
    expect(videoFacts(probe({ color_transfer: "bt709" }), "c.mov", "start")).toMatchObject({ dynamicRange: "sdr" });
    expect(videoFacts(probe({}, { tags: { creation_time: "1904-01-01T00:00:00.000000Z" } }), "c.mp4", "start")).toMatchObject({ taken: undefined });
  });

  it("refuses what no album shows: another container than the name says, no video, a frame or length no clip has", () => {
    expect(videoFacts(probe({}, { format_name: "matroska,webm" }), "clip.mp4", "start")).toEqual({ refused: "a matroska,webm file, not mp4" });
    expect(videoFacts(probe({ codec_type: "audio" }), "clip.mp4", "start")).toEqual({ refused: "no video stream" });
    // A cover picture is no video.
    expect(videoFacts(probe({ disposition: { attached_pic: 1 } }, {}, undefined), "clip.mp4", "start")).toEqual({ refused: "no video stream" });
    expect(videoFacts(probe({ width: 100_000 }), "clip.mp4", "start")).toEqual({ refused: "a frame of 100000×1080 pixels" });
    expect(videoFacts(probe({ width: 0 }), "clip.mp4", "start")).toEqual({ refused: "a frame of 0×1080 pixels" });
    expect(videoFacts(probe({}, { duration: "1e12" }), "clip.mp4", "start")).toEqual({ refused: "a length of 1000000000000 s" });
    expect(videoFacts(probe({}, { duration: "N/A" }), "clip.mp4", "start")).toEqual({ refused: "a length of 0 s" });
    expect(videoFacts(probe({}, { duration: "-3" }), "clip.mp4", "start")).toEqual({ refused: "a length of -3 s" });
  });

  it("reads a field of the wrong kind or size as absent, and a title without control characters", () => {
    const odd = probe(
      { width: "wide", profile: 7, extradata: 12, side_data_list: "none", tags: { rotate: { x: 1 } } },
      { tags: { title: "A\u0000 walk\u0007 ", creation_time: "x".repeat(5000) } },
    );
    expect(videoFacts(odd, "clip.mov", "start")).toEqual({ refused: "a frame of 0×1080 pixels" });
    expect(videoFacts(probe({}, { tags: { title: "A\u0000 walk\u0007 " } }), "clip.mov", "start")).toMatchObject({ title: "A walk" });
    expect(ffprobeOutputSchema.safeParse({ streams: "many", format: {} }).success).toBe(false);
    expect(ffprobeOutputSchema.safeParse({ streams: new Array(65).fill({}), format: { format_name: "mov" } }).success).toBe(false);
  });

  it("knows 8-bit 4:2:0 H.264 in WebM-less MP4 as such, and where its index is", () => {
    const h264 = probe({
      codec_name: "h264",
      codec_tag_string: "avc1",
      profile: "High",
      pix_fmt: "yuv420p",
      bits_per_raw_sample: "8",
      extradata: undefined,
      side_data_list: [],
    });
    expect(videoFacts(h264, "c.m4v", "end")).toMatchObject({
      container: "mp4",
      width: 1920,
      rotation: 0,
      video: { bitDepth: 8, chroma: "420" },
      codecs: undefined,
      moov: "end",
    });
    const webm = probe({ codec_name: "vp9", pix_fmt: "yuv422p", extradata: undefined }, { format_name: "matroska,webm" }, { codec_name: "opus" });
    expect(videoFacts(webm, "c.webm", undefined)).toMatchObject({
      container: "webm",
      video: { codec: "vp9", chroma: "422" },
      codecs: "vp9, opus",
      moov: undefined,
    });
  });
});
