import { scrollableText, scrollsFurther } from "../content/scrollable-text";
import { createListeners } from "../listeners";
import { isZoomedIn, type ViewerContext } from "../types";
import type { Module } from "../module";

/** At most one move per 250 ms (the spec's throttle). */
export const wheelThrottle = 250;
/**
 * Wheel events closer together than this belong to one gesture. A mouse notch is one event; a
 * trackpad swipe is a stream of events ~16 ms apart whose inertia can last a second or more.
 */
export const wheelGestureGap = 200;

/**
 * Wheel moves one slide per gesture; Ctrl/⌘ + wheel zooms; a zoomed-in slide pans as PhotoSwipe does;
 * a text longer than its card scrolls until its end, and that gesture moves no slide.
 */
export function attachWheel({ pswp, moved }: ViewerContext): Module {
  let lastEvent = -Infinity;
  let lastMove = -Infinity;
  const listeners = createListeners(pswp);
  // Before PhotoSwipe's own listener, which cancels every wheel event: the browser scrolls the text.
  const scrollText = (wheel: WheelEvent) => {
    const text = scrollableText(wheel.target);
    if (wheel.ctrlKey || wheel.metaKey || !text || Math.abs(wheel.deltaX) > Math.abs(wheel.deltaY) || !scrollsFurther(text, wheel.deltaY)) return;
    wheel.stopPropagation();
    lastEvent = wheel.timeStamp;
  };
  listeners.on("bindEvents", () => pswp.element && listeners.listen(pswp.element, "wheel", scrollText, { capture: true }));
  listeners.on("wheel", (event) => {
    const wheel = event.originalEvent;
    const slide = pswp.currSlide;
    if (!slide) return;
    if (wheel.ctrlKey) return; // PhotoSwipe zooms on Ctrl + wheel (and on trackpad pinch).
    event.preventDefault();
    // The event's own time, not the handler's: a busy page runs handlers late, and bunched up.
    const now = wheel.timeStamp;
    const gestureStart = now - lastEvent >= wheelGestureGap;
    lastEvent = now;
    if (wheel.metaKey) {
      slide.zoomTo(slide.currZoomLevel * 2 ** (-wheel.deltaY * (wheel.deltaMode ? 0.05 : 0.002)), { x: wheel.clientX, y: wheel.clientY });
      return;
    }
    if (isZoomedIn(pswp)) {
      slide.panTo(slide.pan.x - wheel.deltaX, slide.pan.y - wheel.deltaY);
      return;
    }
    // Only a gesture's first event moves, and only once the throttle has passed since the last move.
    const delta = Math.abs(wheel.deltaY) >= Math.abs(wheel.deltaX) ? wheel.deltaY : wheel.deltaX;
    if (!gestureStart || delta === 0 || now - lastMove < wheelThrottle) return;
    lastMove = now;
    moved("wheel");
    if (delta > 0) pswp.next();
    else pswp.prev();
  });
  return { destroy: listeners.removeAll };
}
