import path from "node:path";
import { derivativeHash } from "../images/derivative-hash.server";
import { planVideo } from "../videos/plan-video";
import type { VideoProbe } from "../videos/video-prober.server";
import { videoSources } from "../videos/video-sources";
import type { Problem } from "./problems";
import type { Picture, VideoItem } from "./site-types";

/** The shape of a video nothing says the size of (no ffmpeg, none typed): the usual 16:9. */
export const defaultVideoSize = { width: 1920, height: 1080 } as const;

/** What the owner said of a video (items.yml, or its sidecar), which wins over what the file says. */
export type TypedVideo = { title: string; caption?: string; width?: number; height?: number; poster?: Picture };

function posterPicture(probe: Extract<VideoProbe, { state: "read" }>, keepMetadata: boolean): Picture | undefined {
  if (!probe.poster) return undefined;
  const { hash, width, height, thumbhash } = probe.poster;
  // Known once every album is: buildSite gives it (address-pictures.ts).
  return { hash: derivativeHash(hash, keepMetadata), address: "", file: probe.files.poster, width, height, thumbhash, keepMetadata };
}

/**
 * One video as an item: what its probe read (size, poster, codecs; what is made of it, and the
 * `<source>`s that follow), with what the owner typed over it. Unread (no ffmpeg) or refused, it is
 * what its name says: its container's type, a 16:9 tile without poster.
 */
export function videoItem(id: string, file: string, probe: VideoProbe | undefined, typed: TypedVideo, keepMetadata: boolean): VideoItem {
  const fileName = path.basename(file);
  const read = probe?.state === "read" ? probe : undefined;
  const plan = read && planVideo(read.facts);
  // By the item's id, never its folders: a link to a private sub-album names none of its parents.
  const address = (name: string) => `/media/${id}/${encodeURIComponent(name)}`;
  const size = typed.width && typed.height ? { width: typed.width, height: typed.height } : (read?.facts ?? defaultVideoSize);
  return {
    id,
    title: typed.title,
    caption: typed.caption,
    type: "video",
    file,
    mediaPath: address(fileName),
    width: size.width,
    height: size.height,
    poster: typed.poster ?? (read && posterPicture(read, keepMetadata)),
    sources: videoSources(fileName, address, read?.facts, plan?.fallback !== undefined),
    taken: read?.facts.taken,
    made: read && {
      hash: read.hash,
      bytes: read.bytes,
      facts: read.facts,
      faststart: plan?.faststart ? read.files.faststart : undefined,
      fallback: plan?.fallback ? read.files.fallback : undefined,
      fallbackReason: plan?.fallback,
    },
  };
}

/** What the log says of a video's probe: why it is shown as a problem tile, or listed without a poster. */
export function videoProblems(file: string, probe: VideoProbe | undefined): Problem[] {
  if (probe?.state === "refused") return [{ code: "VIDEO_UNREADABLE", path: file, message: probe.error }];
  if (probe?.state === "read" && probe.posterError) return [{ code: "VIDEO_POSTER_FAILED", path: file, message: probe.posterError }];
  return [];
}
