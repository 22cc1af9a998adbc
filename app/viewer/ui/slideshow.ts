import { createListeners } from "../listeners";
import { isZoomedIn, type ViewerContext } from "../types";
import type { Module } from "../module";
import { icons } from "./icons";

/** The spec's slideshow interval. */
export const slideshowInterval = 3000;

/**
 * Play/pause: one slide every 3000 ms with a progress bar; stops on reaching the last slide.
 * It holds (stays active, no timer) while the tab is hidden, a pointer is down or the slide is
 * zoomed in: a visitor looking closely expects the picture to stay. It resumes with a full interval
 * once the tab shows, the pointer lifts and the zoom is back to fit; wheel and keys restart the interval.
 */
export function registerSlideshow({ pswp, root, source, moved, report, t }: ViewerContext): Module {
  let timer: ReturnType<typeof setTimeout> | undefined;
  let button: HTMLElement | undefined;
  let progress: HTMLElement | undefined;
  const active = () => root.dataset.slideshow === "active";
  const atEnd = () => pswp.currIndex >= source.count - 1;
  let pointerDown = false;
  const held = () => document.hidden || pointerDown || isZoomedIn(pswp);
  let wasHeld = false;

  const render = () => {
    if (button) {
      button.innerHTML = active() ? icons.pause : icons.play;
      button.setAttribute("aria-label", t(active() ? "viewer.slideshowPause" : "viewer.slideshowPlay"));
      button.setAttribute("aria-pressed", String(active()));
    }
  };
  const schedule = () => {
    clearTimeout(timer);
    wasHeld = held();
    if (!active()) return;
    if (progress) {
      // Restart the bar's fill animation for the new interval.
      progress.classList.remove("is-running");
      void progress.offsetWidth;
      progress.classList.toggle("is-running", !wasHeld);
    }
    if (wasHeld) return;
    timer = setTimeout(() => {
      moved("slideshow");
      pswp.next();
    }, slideshowInterval);
  };
  const stop = () => {
    clearTimeout(timer);
    root.dataset.slideshow = "stopped";
    progress?.classList.remove("is-running");
    render();
  };
  const start = () => {
    if (atEnd()) {
      moved("slideshow");
      pswp.goTo(0);
    }
    report("slideshow_start");
    root.dataset.slideshow = "active";
    render();
    schedule();
  };
  const onChange = () => (active() ? (atEnd() ? stop() : schedule()) : undefined);
  const onInteract = () => active() && schedule();
  const setPointer = (down: boolean) => {
    pointerDown = down;
    onInteract();
  };
  // Zoom changes every animation frame: act only when holding starts or ends.
  const onZoomPan = () => held() !== wasHeld && onInteract();

  root.dataset.slideshow = "stopped";
  pswp.ui?.registerElement({
    name: "slideshow",
    order: 7,
    isButton: true,
    ariaLabel: t("viewer.slideshowPlay"),
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
  const listeners = createListeners(pswp);
  listeners.on("change", onChange);
  listeners.on("pointerDown", () => setPointer(true));
  listeners.on("pointerUp", () => setPointer(false));
  listeners.on("zoomPanUpdate", onZoomPan);
  listeners.on("wheel", onInteract);
  listeners.on("keydown", onInteract);
  listeners.listen(document, "visibilitychange", schedule);
  return {
    destroy: () => {
      listeners.removeAll();
      clearTimeout(timer);
      delete root.dataset.slideshow;
    },
  };
}
