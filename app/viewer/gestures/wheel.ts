import type { Module, ViewerContext } from "../types";

/** One slide per wheel gesture, at most one move per 250 ms (the spec's throttle). */
export const wheelThrottle = 250;

/** Wheel moves between slides; Ctrl/⌘ + wheel zooms; a zoomed-in slide pans as PhotoSwipe does. */
export function attachWheel({ pswp }: ViewerContext): Module {
  let lastMove = -Infinity;
  pswp.on("wheel", (event) => {
    const wheel = event.originalEvent;
    const slide = pswp.currSlide;
    if (!slide) return;
    if (wheel.ctrlKey) return; // PhotoSwipe zooms on Ctrl + wheel (and on trackpad pinch).
    event.preventDefault();
    if (wheel.metaKey) {
      slide.zoomTo(slide.currZoomLevel * 2 ** (-wheel.deltaY * (wheel.deltaMode ? 0.05 : 0.002)), { x: wheel.clientX, y: wheel.clientY });
      return;
    }
    if (slide.currZoomLevel > slide.zoomLevels.initial + 0.01) {
      slide.panTo(slide.pan.x - wheel.deltaX, slide.pan.y - wheel.deltaY);
      return;
    }
    const now = performance.now();
    const delta = Math.abs(wheel.deltaY) >= Math.abs(wheel.deltaX) ? wheel.deltaY : wheel.deltaX;
    if (delta === 0 || now - lastMove < wheelThrottle) return;
    lastMove = now;
    if (delta > 0) pswp.next();
    else pswp.prev();
  });
  return {};
}
