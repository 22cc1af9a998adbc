import { listen } from "./listen";
import { playerOf } from "./player-origins";
import { reportError } from "./report-error";
import type { Component, Report } from "./types";

/**
 * Video events, with their code fetched (a chunk of its own) when the first video plays or the first
 * YouTube/Vimeo player frame is in the page or the viewer: most page views never pay for it.
 * Plays seen before it arrives are handed over, so no video_start is missed.
 */
export function watchVideos(report: Report): Component {
  const playing: [HTMLVideoElement, number][] = [];
  let started: Promise<Component | void> | undefined;
  const start = () => {
    started ??= import("./videos")
      .then(({ watchAllVideos }) => {
        removers.forEach((remove) => remove());
        return watchAllVideos(report, playing);
      })
      .catch(() => reportError("CHUNK_NOT_LOADED", "videos"));
  };
  const removers = [
    // Where each started: the chunk may arrive a moment later.
    listen(document, "play", ({ target }) => target instanceof HTMLVideoElement && playing.push([target, target.currentTime]) && start(), true),
    listen(document, "load", ({ target }) => target instanceof HTMLIFrameElement && playerOf(target) && start(), true),
  ];
  for (const frame of document.getElementsByTagName("iframe")) if (playerOf(frame)) start();
  return {
    destroy: () => {
      removers.forEach((remove) => remove());
      void started?.then((watchers) => watchers?.destroy());
    },
  };
}
