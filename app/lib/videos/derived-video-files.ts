import path from "node:path";
import type { Container } from "./is-video-file";

/** Bumped when what is made of a video changes (its encoder settings), so old files are made again. */
export const videoPipelineVersion = "v1";

/** What Vitrine makes of one video, named by its content hash (as pictures' derivatives are): the same clip twice is made once. */
export type DerivedVideoFiles = { poster: string; faststart: string; fallback: string };

/** DATA_DIR/videos: one folder a pipeline version, in it one a hash's first two characters, in each one a video's. */
export const videosFolder = (dataDir: string) => path.join(dataDir, "videos");

export function derivedVideoFiles(dataDir: string, hash: string, container: Container): DerivedVideoFiles {
  const dir = path.join(videosFolder(dataDir), videoPipelineVersion, hash.slice(0, 2), hash);
  return {
    poster: path.join(dir, "poster.jpg"),
    // A QuickTime file stays one: ProRes and other codecs MP4 does not carry are copied as they are.
    faststart: path.join(dir, container === "mov" ? "faststart.mov" : "faststart.mp4"),
    fallback: path.join(dir, "fallback.mp4"),
  };
}
