import { createVideoProgress, type VideoSignal } from "./video-progress";
import type { Report } from "./types";

export type VideoFacts = { time: number; duration: number; title: string; url: string };

/** The tab is visible and at least half of the player is inside the viewport. */
export function isVisible(element: Element): boolean {
  const box = element.getBoundingClientRect();
  const width = Math.min(box.right, innerWidth) - Math.max(box.left, 0);
  const height = Math.min(box.bottom, innerHeight) - Math.max(box.top, 0);
  return document.visibilityState === "visible" && width > 0 && height > 0 && 2 * width * height >= box.width * box.height;
}

/** One player's reporter: its signals become video events with the spec's video parameters. */
export function videoReporter(report: Report, element: Element, provider: string): (signal: VideoSignal, facts: VideoFacts) => void {
  const progress = createVideoProgress();
  return (signal, { time, duration, title, url }) => {
    for (const [name, percent] of progress(signal, time, duration)) {
      report(name, {
        video_current_time: Math.round(time),
        video_duration: Math.round(duration),
        video_percent: percent,
        video_provider: provider,
        video_title: title,
        video_url: url,
        visible: isVisible(element),
      });
    }
  };
}
