import type { Module, ViewerContext } from "../types";
import { icons } from "./icons";

/** The spec's slideshow interval. */
export const slideshowInterval = 3000;

/**
 * Play/pause: one slide every 3000 ms with a progress bar; waits while the tab is hidden, starts
 * its interval again when the visitor interacts, and stops on reaching the last slide.
 */
export function registerSlideshow({ pswp, root, items }: ViewerContext): Module {
  let timer: ReturnType<typeof setTimeout> | undefined;
  let button: HTMLElement | undefined;
  let progress: HTMLElement | undefined;
  const active = () => root.dataset.slideshow === "active";
  const atEnd = () => pswp.currIndex >= items.length - 1;

  const render = () => {
    if (button) {
      button.innerHTML = active() ? icons.pause : icons.play;
      button.setAttribute("aria-label", active() ? "Pause slideshow" : "Play slideshow");
      button.setAttribute("aria-pressed", String(active()));
    }
  };
  const schedule = () => {
    clearTimeout(timer);
    if (!active()) return;
    if (progress) {
      // Restart the bar's fill animation for the new interval.
      progress.classList.remove("is-running");
      void progress.offsetWidth;
      progress.classList.toggle("is-running", !document.hidden);
    }
    if (document.hidden) return;
    timer = setTimeout(() => pswp.next(), slideshowInterval);
  };
  const stop = () => {
    clearTimeout(timer);
    root.dataset.slideshow = "stopped";
    progress?.classList.remove("is-running");
    render();
  };
  const start = () => {
    if (atEnd()) pswp.goTo(0);
    root.dataset.slideshow = "active";
    render();
    schedule();
  };
  const onChange = () => (active() ? (atEnd() ? stop() : schedule()) : undefined);
  const onInteract = () => active() && schedule();

  root.dataset.slideshow = "stopped";
  pswp.ui?.registerElement({
    name: "slideshow",
    order: 7,
    isButton: true,
    ariaLabel: "Play slideshow",
    html: icons.play,
    onInit: (element) => {
      button = element;
      render();
    },
    onClick: () => (active() ? stop() : start()),
  });
  pswp.ui?.registerElement({
    name: "slideshow-progress",
    order: 8,
    appendTo: "root",
    onInit: (element) => {
      progress = element;
      element.style.setProperty("--vt-slideshow-interval", `${slideshowInterval}ms`);
      element.setAttribute("aria-hidden", "true");
    },
  });
  pswp.on("change", onChange);
  pswp.on("pointerDown", onInteract);
  pswp.on("wheel", onInteract);
  pswp.on("keydown", onInteract);
  document.addEventListener("visibilitychange", schedule);
  const destroy = () => {
    clearTimeout(timer);
    document.removeEventListener("visibilitychange", schedule);
    delete root.dataset.slideshow;
  };
  pswp.on("destroy", destroy);
  return { destroy };
}
