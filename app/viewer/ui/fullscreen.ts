import { createListeners } from "../listeners";
import type { ViewerContext } from "../types";
import type { Module } from "../module";
import { icons } from "./icons";

/** Fullscreen toggle through the Fullscreen API; not offered where the API is missing. */
export function registerFullscreen({ pswp, root, report, t }: ViewerContext): Module {
  if (!document.fullscreenEnabled) return { destroy: () => undefined };
  let button: HTMLElement | undefined;
  const sync = () => button?.setAttribute("aria-pressed", String(document.fullscreenElement === root));
  pswp.ui?.registerElement({
    name: "fullscreen",
    order: 8,
    isButton: true,
    ariaLabel: t("viewer.fullscreen"),
    html: icons.fullscreen,
    onInit: (element) => {
      button = element;
      sync();
    },
    onClick: () => {
      const entering = !document.fullscreenElement;
      const request = entering ? root.requestFullscreen() : document.exitFullscreen();
      request.then(
        () => entering && report("fullscreen"),
        () => undefined,
      );
    },
  });
  const listeners = createListeners(pswp);
  listeners.listen(document, "fullscreenchange", sync);
  return {
    destroy: () => {
      listeners.removeAll();
      if (document.fullscreenElement === root) void document.exitFullscreen().catch(() => undefined);
    },
  };
}
