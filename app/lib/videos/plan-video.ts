import type { VideoFacts } from "./video-facts";

/**
 * What Vitrine makes of a video, decided from its facts alone. `faststart`: the same streams with
 * the index moved to the front (a copy, no re-encoding), served in the original's place, so playback
 * starts on the first bytes. `fallback`: why the original will not play in every browser (HEVC,
 * ProRes, 10-bit, HDR, an audio codec Chromium lacks), so an H.264/AAC copy is made once, in the
 * background, as the second `<source>`; undefined when the original plays everywhere.
 */
export type VideoPlan = { faststart: boolean; fallback?: string };

/** What every current browser decodes in software: 8-bit 4:2:0 H.264 with AAC or MP3 in MP4, VP8 or VP9 with Opus or Vorbis in WebM. */
const playable = {
  mp4: { video: ["h264"], audio: ["aac", "mp3"] },
  mov: { video: ["h264"], audio: ["aac", "mp3"] },
  webm: { video: ["vp8", "vp9"], audio: ["opus", "vorbis"] },
} as const;

function fallbackReason({ container, video, audio, dynamicRange }: VideoFacts): string | undefined {
  const kinds = playable[container];
  const reasons = [
    (kinds.video as readonly string[]).includes(video.codec) ? undefined : video.codec,
    video.bitDepth > 8 ? `${video.bitDepth}-bit` : undefined,
    video.chroma && video.chroma !== "420" ? `4:${video.chroma.slice(1, 2)}:${video.chroma.slice(2)}` : undefined,
    dynamicRange === "sdr" ? undefined : `${dynamicRange.toUpperCase()} HDR`,
    audio && !(kinds.audio as readonly string[]).includes(audio.codec) ? `${audio.codec} audio` : undefined,
  ].filter((reason) => reason !== undefined);
  return reasons.length > 0 ? reasons.join(", ") : undefined;
}

export function planVideo(facts: VideoFacts): VideoPlan {
  return { faststart: facts.container !== "webm" && facts.moov === "end", fallback: fallbackReason(facts) };
}
