import { createListeners } from "./listeners";
import type { ViewerContext } from "./types";
import type { Module } from "./module";

/**
 * The viewer's states as data attributes on its root, for CSS and tests:
 * data-viewer loading (the viewer's code on its way; set by useGalleryViewer) | opening | opened |
 * closing | closed, data-slide idle | loading | loaded | error.
 * (data-slideshow is kept by the slideshow module.)
 */
export function trackState({ pswp, root }: ViewerContext): Module {
  const listeners = createListeners(pswp);
  let frame = 0;
  let live = true;
  // Content can finish loading in the same task as the slide change: read again a frame later.
  const slideState = () => {
    if (!live) return;
    const read = () => (root.dataset.slide = pswp.currSlide?.content.state ?? "idle");
    read();
    cancelAnimationFrame(frame);
    frame = requestAnimationFrame(read);
  };
  // "opening" until the opening animation ends: keys and focus work from "opened" on.
  root.dataset.viewer = "opening";
  listeners.on("openingAnimationEnd", () => (root.dataset.viewer = "opened"));
  listeners.on("change", slideState);
  listeners.on("loadComplete", slideState);
  listeners.on("contentLoad", () => queueMicrotask(slideState));
  listeners.on("firstUpdate", slideState);
  listeners.on("close", () => (root.dataset.viewer = "closing"));
  return {
    destroy: () => {
      live = false;
      listeners.removeAll();
      cancelAnimationFrame(frame);
      for (const key of Object.keys(root.dataset)) delete root.dataset[key];
      root.dataset.viewer = "closed";
    },
  };
}
