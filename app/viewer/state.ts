import type { Module, ViewerContext } from "./types";

/**
 * The viewer's states as data attributes on its root, for CSS and tests:
 * data-viewer opening | opened | closing | closed, data-slide idle | loading | loaded | error.
 * (data-slideshow is kept by the slideshow module.)
 */
export function trackState({ pswp, root }: ViewerContext): Module {
  // Content can finish loading in the same task as the slide change: read again a frame later.
  const slideState = () => {
    const read = () => (root.dataset.slide = pswp.currSlide?.content.state ?? "idle");
    read();
    requestAnimationFrame(read);
  };
  // "opening" until the opening animation ends: keys and focus work from "opened" on.
  root.dataset.viewer = "opening";
  pswp.on("openingAnimationEnd", () => (root.dataset.viewer = "opened"));
  pswp.on("change", slideState);
  pswp.on("loadComplete", slideState);
  pswp.on("contentLoad", () => queueMicrotask(slideState));
  pswp.on("firstUpdate", slideState);
  pswp.on("close", () => (root.dataset.viewer = "closing"));
  pswp.on("destroy", () => {
    for (const key of Object.keys(root.dataset)) delete root.dataset[key];
    root.dataset.viewer = "closed";
  });
  return {};
}
