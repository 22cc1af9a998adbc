import { watchEmbeddedVideo } from "./embedded-video";
import { watchHtml5Video } from "./html5-video";
import type { Component, Report } from "./types";

/** The video watchers, a chunk of their own (see video-tracking.ts). */
export function watchAllVideos(report: Report, playing: [HTMLVideoElement, number][]): Component {
  const parts = [watchHtml5Video(report, playing), watchEmbeddedVideo(report)];
  return { destroy: () => parts.forEach((part) => part.destroy()) };
}
