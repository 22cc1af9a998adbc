import { scrollableText } from "../content/scrollable-text";
import { createListeners } from "../listeners";
import { isZoomedIn, type ViewerContext } from "../types";
import type { Module } from "../module";

/** A vertical swipe longer than this many px closes the viewer (the spec's threshold). */
export const swipeCloseThreshold = 50;

/**
 * Closes on a mostly vertical swipe of more than 50 px while the slide is not zoomed in, and not on
 * a text that scrolls (the swipe scrolls it). PhotoSwipe's own vertical-drag closing is off: its
 * threshold depends on the screen height.
 */
export function attachSwipeClose({ pswp }: ViewerContext): Module {
  let start: { x: number; y: number } | undefined;
  const listeners = createListeners(pswp);
  listeners.on("pointerDown", ({ originalEvent }) => {
    start = originalEvent.isPrimary && !scrollableText(originalEvent.target) ? { x: originalEvent.clientX, y: originalEvent.clientY } : undefined;
  });
  listeners.on("pointerUp", (event) => {
    const from = start;
    start = undefined;
    if (!from || !pswp.currSlide || pswp.gestures.isMultitouch) return;
    const dy = event.originalEvent.clientY - from.y;
    const dx = event.originalEvent.clientX - from.x;
    if (!isZoomedIn(pswp) && Math.abs(dy) > swipeCloseThreshold && Math.abs(dy) > Math.abs(dx)) {
      event.preventDefault();
      pswp.close();
    }
  });
  return { destroy: listeners.removeAll };
}
