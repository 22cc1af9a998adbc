import { describe, expect, it } from "vitest";
import { codecsOf, streamCodecs } from "../../app/lib/videos/codecs-string";
import { hexdumpBytes, type FfprobeStream } from "../../app/lib/videos/ffprobe-output";

const stream = (fields: Partial<FfprobeStream>): FfprobeStream => ({ codec_type: "video", ...fields }) as FfprobeStream;

/** An iPhone's HEVC configuration record (hvcC): Main 10, compatibility flag 2, level 4.1 (123), progressive, non-packed, frame-only (0xB0). */
const iphoneHvcc = Buffer.from("010220000000b00000000000" + "7bf000fcfdfafa00000f", "hex");

describe("RFC 6381 codecs strings, from each stream's own configuration", () => {
  it("reads ffprobe's hexdump of a configuration record, 16 bytes a line, its ASCII column left out", () => {
    const dump = '\n00000000: 0164 000d ffe1 0019 6764 000d acd9 4141  .d......gd....AA\n00000010: 6001 0006 68eb e3cb 22c0 fdf8 f800       `...h...".....\n';
    expect(hexdumpBytes(dump).toString("hex")).toBe("0164000dffe100196764000dacd94141" + "6001000668ebe3cb22c0fdf8f800");
    expect(hexdumpBytes("\n")).toEqual(Buffer.alloc(0));
    expect(hexdumpBytes("00000000: zz")).toEqual(Buffer.alloc(0));
  });

  it("names H.264 by its avcC's profile, constraints and level", () => {
    expect(streamCodecs(stream({ codec_name: "h264", codec_tag_string: "avc1", extradata: Buffer.from("0164001fff", "hex") }), "mp4")).toBe("avc1.64001f");
    expect(streamCodecs(stream({ codec_name: "h264", codec_tag_string: "avc3", extradata: Buffer.from("0142c01e", "hex") }), "mov")).toBe("avc3.42c01e");
    // Annex B without a configuration record: no string, rather than a guess.
    expect(streamCodecs(stream({ codec_name: "h264" }), "mp4")).toBeUndefined();
  });

  it("names HEVC as Safari and hardware decoders expect: hvc1.2.4.L123.B0 for an iPhone's 10-bit clip", () => {
    expect(streamCodecs(stream({ codec_name: "hevc", codec_tag_string: "hvc1", extradata: iphoneHvcc }), "mov")).toBe("hvc1.2.4.L123.B0");
    const main = Buffer.from("0101600000009000000000005df000fcfdf8f800000f", "hex");
    expect(streamCodecs(stream({ codec_name: "hevc", codec_tag_string: "hev1", extradata: main }), "mp4")).toBe("hev1.1.6.L93.90");
    // High tier, profile space 1 (A).
    const high = Buffer.from("0162000000000000000000009c", "hex");
    expect(streamCodecs(stream({ codec_name: "hevc", codec_tag_string: "hvc1", extradata: high }), "mp4")).toBe("hvc1.A2.0.H156");
  });

  it("names AV1 by profile, level, tier and bit depth", () => {
    expect(streamCodecs(stream({ codec_name: "av1", extradata: Buffer.from("81080c00", "hex") }), "mp4")).toBe("av01.0.08M.08");
    expect(streamCodecs(stream({ codec_name: "av1", extradata: Buffer.from("810d4c00", "hex") }), "webm")).toBe("av01.0.13M.10");
  });

  it("names audio by codec and, for AAC, its object type", () => {
    const audio = (fields: Partial<FfprobeStream>) => stream({ codec_type: "audio", ...fields });
    expect(streamCodecs(audio({ codec_name: "aac", profile: "LC" }), "mp4")).toBe("mp4a.40.2");
    expect(streamCodecs(audio({ codec_name: "aac", profile: "HE-AACv2" }), "mov")).toBe("mp4a.40.29");
    expect(streamCodecs(audio({ codec_name: "opus" }), "webm")).toBe("opus");
    expect(streamCodecs(audio({ codec_name: "mp3" }), "mp4")).toBe("mp4a.6B");
  });

  it("gives no codecs at all when one stream's is unknown: a partial list would tell the browser it can play what it cannot", () => {
    const h264 = stream({ codec_name: "h264", extradata: Buffer.from("0164001f", "hex") });
    expect(codecsOf([h264, stream({ codec_type: "audio", codec_name: "aac", profile: "LC" })], "mp4")).toBe("avc1.64001f, mp4a.40.2");
    expect(codecsOf([h264, stream({ codec_type: "audio", codec_name: "pcm_s16le", codec_tag_string: "[0][0][0][0]" })], "mov")).toBeUndefined();
    // ProRes is named by its sample entry, which no browser but Safari claims.
    expect(codecsOf([stream({ codec_name: "prores", codec_tag_string: "apch" })], "mov")).toBe("apch");
    expect(codecsOf([stream({ codec_name: "vp9" }), stream({ codec_type: "audio", codec_name: "vorbis" })], "webm")).toBe("vp9, vorbis");
  });
});
