import { listen } from "./listen";
import type { Component, Report } from "./types";
import type { VideoSignal } from "./video-progress";
import { videoReporter } from "./video-report";

const signals: Record<string, VideoSignal> = { play: "play", timeupdate: "time", ended: "end" };

/**
 * HTML5 videos anywhere in the document, also those added later (the viewer's slides): media
 * events do not bubble, but a capture-phase listener on the document sees them all. `playing`
 * are videos (and their time then) whose play event came before this code was loaded.
 */
export function watchHtml5Video(report: Report, playing: [HTMLVideoElement, number][] = []): Component {
  const reporters = new WeakMap<HTMLVideoElement, ReturnType<typeof videoReporter>>();
  const onMedia = (type: string, video: EventTarget | null, time?: number) => {
    if (!(video instanceof HTMLVideoElement)) return;
    let reporter = reporters.get(video);
    if (!reporter) reporters.set(video, (reporter = videoReporter(report, video, "html5")));
    reporter(signals[type]!, {
      time: time ?? video.currentTime,
      duration: video.duration,
      title: video.title || video.getAttribute("aria-label") || "",
      url: video.currentSrc,
    });
  };
  const removers = Object.keys(signals).map((type) => listen(document, type, (event) => onMedia(type, event.target), true));
  for (const [video, time] of playing) onMedia("play", video, time);
  return { destroy: () => removers.forEach((remove) => remove()) };
}
