import { fallbackCodecs } from "./ffmpeg-args";
import { containerMediaType, containerOf } from "./is-video-file";
import type { VideoFacts } from "./video-facts";

/** A `<source>` of a video: its address and media type, with RFC 6381 codecs when they are known. */
export type VideoSource = { src: string; type: string };

/** The fallback's name beside the original's in its address: never the original's own ("clip.h264.mp4" of "clip.h264.mp4" is "clip.h264.h264.mp4"). */
export function fallbackFileName(fileName: string): string {
  const dot = fileName.lastIndexOf(".");
  return `${dot > 0 ? fileName.slice(0, dot) : fileName}.h264.mp4`;
}

const withCodecs = (mediaType: string, codecs: string | undefined) => (codecs ? `${mediaType}; codecs="${codecs}"` : mediaType);

/**
 * The `<source>`s of a video whose addresses `address` makes of a file name: the original first,
 * with its exact codecs (where it plays, nothing is better); then, when it needs one, its H.264
 * fallback, which a browser that passes over the original takes. The fallback is listed from the
 * start: until it is made, its address answers 404, and a browser tries no further.
 */
export function videoSources(fileName: string, address: (name: string) => string, facts: VideoFacts | undefined, fallback: boolean): VideoSource[] {
  const original = { src: address(fileName), type: withCodecs(containerMediaType(containerOf(fileName)), facts?.codecs) };
  if (!facts || !fallback) return [original];
  return [original, { src: address(fallbackFileName(fileName)), type: withCodecs("video/mp4", fallbackCodecs(facts)) }];
}
