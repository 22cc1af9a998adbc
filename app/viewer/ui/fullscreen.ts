import type { Module, ViewerContext } from "../types";
import { icons } from "./icons";

/** Fullscreen toggle through the Fullscreen API; not offered where the API is missing. */
export function registerFullscreen({ pswp, root }: ViewerContext): Module {
  if (!document.fullscreenEnabled) return {};
  let button: HTMLElement | undefined;
  const sync = () => button?.setAttribute("aria-pressed", String(document.fullscreenElement === root));
  pswp.ui?.registerElement({
    name: "fullscreen",
    order: 8,
    isButton: true,
    ariaLabel: "Toggle fullscreen",
    html: icons.fullscreen,
    onInit: (element) => {
      button = element;
      sync();
    },
    onClick: () => {
      const request = document.fullscreenElement ? document.exitFullscreen() : root.requestFullscreen();
      request.catch(() => undefined);
    },
  });
  document.addEventListener("fullscreenchange", sync);
  const destroy = () => {
    document.removeEventListener("fullscreenchange", sync);
    if (document.fullscreenElement === root) void document.exitFullscreen().catch(() => undefined);
  };
  pswp.on("destroy", destroy);
  return { destroy };
}
