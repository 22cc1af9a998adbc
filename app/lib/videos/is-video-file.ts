/** What phones and cameras save and browsers play: the album folder's files that are videos. */
export const videoExtensions = [".mp4", ".mov", ".m4v", ".webm"];

/** The container a video's name says it is: QuickTime and MP4 are the same box structure (ISO BMFF) to a browser's demuxer. */
export type Container = "mp4" | "mov" | "webm";

function extensionOf(fileName: string): string {
  const dot = fileName.lastIndexOf(".");
  return dot < 0 ? "" : fileName.slice(dot).toLowerCase();
}

export function isVideoFile(fileName: string): boolean {
  return videoExtensions.includes(extensionOf(fileName));
}

export function containerOf(fileName: string): Container {
  const extension = extensionOf(fileName);
  return extension === ".webm" ? "webm" : extension === ".mov" ? "mov" : "mp4";
}

/**
 * The media type a `<source>` announces for a container. A .mov is announced as video/mp4: Chromium
 * answers "" to video/quicktime, yet its MP4 demuxer reads QuickTime files, and Safari plays both.
 */
export function containerMediaType(container: Container): string {
  return container === "webm" ? "video/webm" : "video/mp4";
}
